#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard error without buffering surprises between it and standard output.
enum StandardError {
    static func write(_ text: String) {
        fflush(stdout)
        fputs(text, stderr)
    }

    /// Whether standard error is a terminal that should get colour: not redirected, `NO_COLOR` unset,
    /// and `TERM` not `dumb`.
    static var wantsColor: Bool {
        guard isatty(2) == 1, getenv("NO_COLOR") == nil else { return false }
        if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
        return true
    }
}

/// Writes to standard output.
enum StandardOutput {
    static func write(_ text: String) {
        fputs(text, stdout)
    }
}

/// Ends the process.
enum Process {
    static func exit(_ status: Int32) -> Never {
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
