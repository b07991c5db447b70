import KeyboardCompiler

/// Ends the process.
package enum Process {
    /// Ends a command that compiled layouts, with 1 when `result` has errors and 0 otherwise, without
    /// freeing it: freeing thousands of keyboards key by key costs a twentieth of compiling them, for
    /// memory the system takes back at once (compilers skip it too, as clang does with `-disable-free`).
    package static func finish(_ result: borrowing CompilationResult) -> Never {
        exit(result.hasErrors ? 1 : 0)
    }

    /// Ends the process with `status`, or with 1 when standard output could not be written in full.
    package static func exit(_ status: Int32) -> Never {
        ProcessExit.exit(status)
    }
}
