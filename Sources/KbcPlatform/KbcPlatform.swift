// The platform's C library and Foundation, imported here once for the files that call them, which write
// `@preconcurrency import KbcPlatform` (the C library's globals, such as `stderr`, predate Swift's
// concurrency checking). FoundationEssentials where the toolchain has it, as on Linux: the whole of
// Foundation would add its internationalization data to every binary for nothing kbc uses.
#if canImport(Glibc)
@_exported @preconcurrency import Glibc
#elseif canImport(Musl)
@_exported @preconcurrency import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif

// The C library's `read`, `write` and `exit` under names of their own, for code inside types that have members
// called so (where an unqualified call finds the member): here, outside any type, the plain names are the C
// library's on every platform.

/// The C library's `read`: up to `count` bytes of `descriptor` into `buffer`; how many, 0 at the end, -1 on
/// failure (`errno`).
package func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// The C library's `write`: up to `count` bytes of `buffer` to `descriptor`; how many, -1 on failure (`errno`).
package func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// The C library's `exit`: ends the process with `status`, flushing the C library's streams.
package func systemExit(_ status: Int32) -> Never {
    exit(status)
}
