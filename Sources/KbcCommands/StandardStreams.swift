@preconcurrency import KbcPlatform
import KeyboardCompiler

/// Writes to standard error without buffering surprises between it and standard output.
package enum StandardError {
    package static func write(_ text: String) {
        fflush(stdout)
        fputs(text, stderr)
    }

    /// Whether standard error is a terminal that should get colour: not redirected, `NO_COLOR` unset,
    /// and `TERM` not `dumb`.
    package static var wantsColor: Bool { terminalWantsColor(2) }
}

/// Writes to standard output.
package enum StandardOutput {
    package static func write(_ text: String) {
        fputs(text, stdout)
    }

    /// Whether standard output is a terminal that should get colour, as ``StandardError/wantsColor`` says.
    package static var wantsColor: Bool { terminalWantsColor(1) }
}

/// Whether the file descriptor is a terminal that should get colour: not redirected, `NO_COLOR` unset,
/// and `TERM` not `dumb`.
private func terminalWantsColor(_ descriptor: Int32) -> Bool {
    guard isatty(descriptor) == 1, getenv("NO_COLOR") == nil else { return false }
    if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
    return true
}

/// Ends the process.
package enum Process {
    /// Ends a command that compiled layouts, with 1 when `result` has errors and 0 otherwise, without
    /// freeing it: freeing thousands of keyboards key by key costs a twentieth of compiling them, for
    /// memory the system takes back at once (compilers skip it too, as clang does with `-disable-free`).
    package static func finish(_ result: borrowing CompilationResult) -> Never {
        exit(result.hasErrors ? 1 : 0)
    }

    package static func exit(_ status: Int32) -> Never {
        fflush(stdout)
        fflush(stderr)
        #if canImport(Glibc)
        Glibc.exit(status)
        #elseif canImport(Musl)
        Musl.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }
}
