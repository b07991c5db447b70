#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Fills the bytes of a new AES key in place.
///
/// The default, ``systemKey(_:)``, writes the operating system's random bytes straight into the
/// wiped buffer the key is built in, so no other copy of the key exists. Tests pass their own
/// source to learn the keys they then look for in memory.
typealias KeySource = (UnsafeMutableRawBufferPointer) -> Void

/// Reads a key from the system's secure random source directly into `key`: `arc4random_buf` on
/// Apple platforms, `getentropy` (the `getrandom` system call) on Linux. Unlike drawing words from
/// a `RandomNumberGenerator`, this leaves no key bytes in temporaries on the stack.
func systemKey(_ key: UnsafeMutableRawBufferPointer) {
    guard let base = key.baseAddress, key.count > 0 else { return }
    #if canImport(Darwin)
    arc4random_buf(base, key.count)
    #else
    precondition(key.count <= 256 && getentropy(base, key.count) == 0, "SecureTextBuffer: no system randomness")
    #endif
}
