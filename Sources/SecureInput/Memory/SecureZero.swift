#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Overwrites `buffer` with zeros in a way the optimizer may not remove.
///
/// A plain `memset` or a Swift loop over memory that is freed right afterwards is a dead store
/// the compiler is allowed to drop. This uses the platform's non-elidable primitive:
/// `memset_s` on Darwin, `explicit_bzero` on glibc and musl. Elsewhere it falls back to a byte
/// loop in a function that is neither inlined nor optimized.
@inline(never)
func secureZero(_ buffer: UnsafeMutableRawBufferPointer) {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return }
    #if canImport(Darwin)
    _ = memset_s(base, buffer.count, 0, buffer.count)
    #elseif canImport(Glibc) || canImport(Musl)
    explicit_bzero(base, buffer.count)
    #else
    unoptimizedZero(base, buffer.count)
    #endif
}

#if !canImport(Darwin) && !canImport(Glibc) && !canImport(Musl)
@inline(never) @_optimize(none)
private func unoptimizedZero(_ base: UnsafeMutableRawPointer, _ count: Int) {
    for offset in 0..<count {
        base.storeBytes(of: 0, toByteOffset: offset, as: UInt8.self)
    }
}
#endif
