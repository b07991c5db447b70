/// The LeakSanitizer suppressions of `kbc`, read by the sanitizer runtime in `--sanitize=address`
/// builds only (elsewhere nothing calls this function).
///
/// One leak is suppressed, by name: swift-argument-parser leaves 48–64 bytes of an `InputKey` path
/// unreleased when it reports a usage mistake (such as `--format xml`), which LeakSanitizer would report
/// at exit, turning exit status 2 into 1. Every other leak, in kbc and in other libraries, is still
/// reported. See the Fuzzing article for the sanitizer commands.
@_cdecl("__lsan_default_suppressions")
public func leakSanitizerDefaultSuppressions() -> UnsafePointer<CChar> {
    UnsafeRawPointer(leakSuppressions.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// One suppression per line: a `leak:` pattern matched against the functions of a leak's stack.
private let leakSuppressions: StaticString = "leak:s14ArgumentParser8InputKeyV\n"
