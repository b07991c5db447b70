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

/// The C library's `read`, `write` and `exit`, called by one name on every platform, from inside types that
/// have members of the same names (where an unqualified call would find the member).
package enum SystemCalls {
    /// Reads up to `count` bytes of `descriptor` into `buffer`: how many, 0 at the end, -1 on failure (`errno`).
    package static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// Writes up to `count` bytes of `buffer` to `descriptor`: how many, -1 on failure (`errno`).
    package static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }

    /// Ends the process with `status`, flushing the C library's streams.
    package static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #elseif canImport(Musl)
        Musl.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }
}
