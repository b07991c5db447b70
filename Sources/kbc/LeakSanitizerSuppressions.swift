/// The LeakSanitizer suppressions of `kbc`, read by the sanitizer runtime in `--sanitize=address`
/// builds only (elsewhere nothing calls this function).
///
/// Each suppression names one leak in a library kbc does not own; every other leak is still reported.
/// SwiftPM links this module into the test bundle too (the end-to-end tests depend on `kbc`), so the list
/// also covers the test harness's own leaks, and `swift test --sanitize=address` passes. See the Fuzzing
/// article for the sanitizer commands.
@_cdecl("__lsan_default_suppressions")
public func leakSanitizerDefaultSuppressions() -> UnsafePointer<CChar> {
    UnsafeRawPointer(leakSuppressions.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// One suppression per line: a `leak:` pattern matched against the (mangled) functions of a leak's stack.
private let leakSuppressions: StaticString = """
    leak:s14ArgumentParser8InputKeyV
    leak:s20FoundationEssentials17readBytesFromFile
    leak:s10Foundation7ProcessC3run
    leak:s6XCTest

    """
// The patterns, in order:
// - swift-argument-parser leaves 48 bytes of an `InputKey` path unreleased when it reports a usage mistake
//   (`kbc validate --format xml`); reported at exit, it would turn exit status 2 into 1.
// - FoundationEssentials' `FileManager.contents(atPath:)` keeps a 4 KiB read buffer in some reads (seen in
//   the test process reading the YAML test suite).
// - Foundation's `Process.run()` leaves a 32-byte weak reference per child process (the end-to-end tests).
// - XCTest's runner leaks its suite bookkeeping (368 bytes) in the test process, which has no XCTest tests.
