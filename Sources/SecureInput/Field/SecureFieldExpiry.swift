#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// When a ``SecureFieldModel`` clears itself without being asked: when the app goes to the background,
/// after a time without an edit, or never (the default).
///
/// A PIN left typed in a field is still there when the user comes back, or when someone else picks up the
/// phone. A bank that would rather make the user type it again opts in:
///
/// ```swift
/// var rules = SecureFieldRules.pin(length: 6)
/// rules.expiry = SecureFieldExpiry(clearsInBackground: true, idleTimeout: 60)
/// ```
///
/// The model decides; the platform field only tells it when the app went to the background
/// (``SecureFieldModel/appDidEnterBackground()``) and asks it again at ``SecureFieldModel/secondsUntilExpiry``
/// (``SecureFieldModel/clearIfExpired()``). Each clear is reported as an edit whose kind says why.
public struct SecureFieldExpiry: Sendable, Hashable {
    /// Whether the field clears when the app goes to the background.
    public var clearsInBackground: Bool
    /// Seconds after the last accepted edit at which the field clears, or `nil` for never. The time is
    /// measured on a clock that keeps counting while the device sleeps.
    public var idleTimeout: Double?

    /// The field never clears itself: the default.
    public static let never = SecureFieldExpiry()

    /// Creates an expiry; by default the field never clears itself.
    public init(clearsInBackground: Bool = false, idleTimeout: Double? = nil) {
        precondition(idleTimeout.map { $0 > 0 } ?? true, "SecureFieldExpiry: idleTimeout must be positive")
        self.clearsInBackground = clearsInBackground
        self.idleTimeout = idleTimeout
    }
}

extension SecureFieldModel {
    /// The app went to the background: clears the field if ``SecureFieldRules/expiry`` says so, reported as
    /// a ``SecureFieldEdit/Kind/clearedInBackground`` edit (nothing if the field was empty).
    @discardableResult
    public func appDidEnterBackground() -> [SecureFieldEvent] {
        guard rules.expiry.clearsInBackground else { return [] }
        return clear(as: .clearedInBackground)
    }

    /// Seconds from now until the idle timeout clears the field: `nil` when it has no timeout or nothing is
    /// typed, 0 when it is due. The platform field schedules a call to ``clearIfExpired()`` at that time.
    public var secondsUntilExpiry: Double? {
        guard let timeout = rules.expiry.idleTimeout, !isEmpty else { return nil }
        return max(0, lastEdit + timeout - clock())
    }

    /// Clears the field if its idle timeout has passed since the last accepted edit, reported as a
    /// ``SecureFieldEdit/Kind/clearedAfterTimeout`` edit; otherwise does nothing.
    @discardableResult
    public func clearIfExpired() -> [SecureFieldEvent] {
        guard secondsUntilExpiry == 0 else { return [] }
        return clear(as: .clearedAfterTimeout)
    }
}

/// Seconds on the system's monotonic clock, which keeps counting while the device sleeps (so an idle
/// timeout cannot be outlasted by locking the phone).
func monotonicSeconds() -> Double {
    var time = timespec()
    #if canImport(Darwin)
    clock_gettime(CLOCK_MONOTONIC, &time)  // counts while asleep on Darwin
    #else
    clock_gettime(CLOCK_BOOTTIME, &time)
    #endif
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
}
