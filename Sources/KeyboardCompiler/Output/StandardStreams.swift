@preconcurrency import KbcPlatform

/// Standard output, where a command prints only what it was asked for (a picture, a schema, a machine
/// document, its summary), every write checked.
///
/// A write that fails (`EFBIG` past `ulimit -f`, `ENOSPC` on a full disk, `EPIPE` when the reader has
/// gone: ``ProcessSignals/makeFailedWritesErrors()`` turns their signals into these errors) is remembered,
/// and ``ProcessExit/exit(_:)`` then ends the process with a failure: output cut short never ends in exit
/// status 0.
package enum StandardOutput {
    /// The system's reason for the first write that failed; 0 while every write succeeded.
    nonisolated(unsafe) private static var failure: Int32 = 0

    /// Writes `text` (buffered); after a failure, nothing more.
    package static func write(_ text: String) {
        guard failure == 0 else { return }
        var text = text
        let failed = text.withUTF8 { bytes in
            bytes.isEmpty ? false : fwrite(bytes.baseAddress!, 1, bytes.count, stdout) < bytes.count
        }
        if failed { failure = errno == 0 ? EIO : errno }
    }

    /// Writes what is buffered, returning the system's reason when any of standard output could not be
    /// written (now or before); `nil` when all of it was.
    package static func flush() -> Int32? {
        if failure == 0 && fflush(stdout) != 0 { failure = errno == 0 ? EIO : errno }
        return failure == 0 ? nil : failure
    }

    /// Whether standard output is a terminal that should get colour, as ``StandardError/wantsColor`` says.
    package static var wantsColor: Bool { terminalWantsColor(1) }
}

/// Standard error, where diagnostics in text and every summary of a command whose product is on standard
/// output go.
///
/// A report redirected to a file (`2> report.txt`) is a product too: a write that fails is remembered, and
/// ``ProcessExit/exit(_:)`` then ends with a failure, since a report cut short must not pass as complete.
package enum StandardError {
    /// Whether a write to standard error failed.
    nonisolated(unsafe) private static var failed = false

    /// Writes `text` after whatever standard output holds, so the two interleave in order on a terminal.
    package static func write(_ text: String) {
        _ = StandardOutput.flush()
        if fputs(text, stderr) < 0 { failed = true }
    }

    /// Writes what is buffered; whether all that was ever written to standard error was.
    static func flush() -> Bool {
        if fflush(stderr) != 0 { failed = true }
        return !failed
    }

    /// Whether standard error is a terminal that should get colour: not redirected, `NO_COLOR` unset,
    /// and `TERM` not `dumb`.
    package static var wantsColor: Bool { terminalWantsColor(2) }
}

/// How every command ends.
package enum ProcessExit {
    /// The status of a process whose standard output's reader has gone, the one a shell reports for a
    /// process that `SIGPIPE` ended (128 + 13).
    package static let readerGoneStatus: Int32 = 141

    /// Ends the process with `status` once standard output is written. When any of it could not be, says so
    /// on standard error (KBC0404, with the system's reason) and ends with 1 if `status` said success; so
    /// it does, without a word, when standard error could not be written. When the reader has gone
    /// (`kbc schema | head -5`), it ends without a word with ``readerGoneStatus``: the reader has what it
    /// wanted, as with any command that `SIGPIPE` ends.
    package static func exit(_ status: Int32) -> Never {
        var status = status
        if StandardOutput.flush() == EPIPE {
            _ = StandardError.flush()
            systemExit(readerGoneStatus)
        }
        if let failure = StandardOutput.flush() {
            let problem = Diagnostic(
                .outputUnwritable,
                "cannot write standard output: \(String(cString: strerror(failure))); what was written there is incomplete",
                at: nil)
            StandardError.write(TextDiagnosticRenderer(usesColor: StandardError.wantsColor).render(problem, sources: [:]))
            if status == 0 { status = 1 }
        }
        // Nothing can say that standard error failed; the status is all there is.
        if !StandardError.flush() && status == 0 { status = 1 }
        systemExit(status)
    }
}

/// Whether the file descriptor is a terminal that should get colour: not redirected, `NO_COLOR` unset,
/// and `TERM` not `dumb`.
private func terminalWantsColor(_ descriptor: Int32) -> Bool {
    guard isatty(descriptor) == 1, getenv("NO_COLOR") == nil else { return false }
    if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
    return true
}
