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
