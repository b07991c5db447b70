#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(WASILibc)
import WASILibc
#endif

/// Fills raw memory from the operating system's cryptographically secure random source in as few
/// system calls as possible: one call for up to 256 bytes.
///
/// - Apple platforms: `arc4random_buf` (no system call at all; a per-process ChaCha20 generator seeded
///   by the kernel).
/// - Linux (Glibc, Musl), Android and WASI: `getentropy`, which on Linux is the `getrandom` system call for
///   at most 256 bytes and never returns a short read.
/// - Anywhere else, or if the call fails: the standard library's `SystemRandomNumberGenerator`, which is
///   also secure but makes one call per 8 bytes.
@usableFromInline
internal enum SystemEntropy {
    /// The largest request `fill(_:)` serves with a single system call.
    @usableFromInline
    internal static let maximumBytesPerCall = 256

    /// Overwrites every byte of `buffer` with secure random bytes.
    @usableFromInline
    internal static func fill(_ buffer: UnsafeMutableRawBufferPointer) {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return }
        var offset = 0
        while offset < buffer.count {
            let length = min(buffer.count - offset, maximumBytesPerCall)
            if !fillChunk(base + offset, length) {
                fillWithSystemGenerator(UnsafeMutableRawBufferPointer(start: base + offset, count: buffer.count - offset))
                return
            }
            offset += length
        }
    }

    /// Fills `length` (at most 256) bytes at `pointer` with one call; returns `false` if the platform call failed.
    private static func fillChunk(_ pointer: UnsafeMutableRawPointer, _ length: Int) -> Bool {
        #if canImport(Darwin)
        arc4random_buf(pointer, length)
        return true
        #elseif canImport(Glibc) || canImport(Musl) || canImport(Android) || canImport(WASILibc)
        return getentropy(pointer, length) == 0
        #else
        return false
        #endif
    }

    /// The portable fallback: eight bytes per call from `SystemRandomNumberGenerator`.
    private static func fillWithSystemGenerator(_ buffer: UnsafeMutableRawBufferPointer) {
        var system = SystemRandomNumberGenerator()
        var offset = 0
        while offset < buffer.count {
            var word = system.next()
            let length = min(8, buffer.count - offset)
            withUnsafeBytes(of: &word) { bytes in
                buffer.baseAddress!.advanced(by: offset).copyMemory(from: bytes.baseAddress!, byteCount: length)
            }
            offset += length
        }
    }
}
