#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// What makes an envelope usable once: a challenge the server issued, or the time it was sealed.
///
/// Every seal names one: there is no default, and the form a server cannot refuse a replay of is spelled
/// out as ``replayable``. Both other forms are bound into the envelope's authenticated header, so they cannot be changed without the
/// server noticing. They help only if the server checks them: a challenge must be one the server
/// issued and has not yet seen back; a timestamp must be recent (and, to stop a replay within the
/// window, remembered). See <doc:SendingAPINToYourServer>.
public enum EnvelopeFreshness: Equatable, Sendable {
    /// No freshness: whoever copies the envelope can send it again, and the server cannot tell. Use only
    /// where the transport already refuses replays (the reference server refuses such envelopes).
    case replayable
    /// A server-issued, single-use nonce (1 to ``EnvelopeFormat/maximumChallengeLength`` bytes; 16 or
    /// more random bytes recommended).
    case challenge([UInt8])
    /// The time of sealing, in milliseconds since 1970-01-01 00:00:00 UTC.
    case timestamp(millisecondsSince1970: UInt64)

    /// A ``timestamp(millisecondsSince1970:)`` of the current system time.
    public static func now() -> EnvelopeFreshness {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        let milliseconds = UInt64(max(0, time.tv_sec)) * 1000 + UInt64(max(0, time.tv_nsec)) / 1_000_000
        return .timestamp(millisecondsSince1970: milliseconds)
    }
}
