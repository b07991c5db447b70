#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How kbc's processes treat signals: set once, here, for every command and the build plugin's tool.
public enum ProcessSignals {
    /// Makes a write that cannot be done fail with an error instead of killing the process, so kbc can
    /// remove its temporary files and its lock file and say what failed:
    ///
    /// - past the file-size limit (`ulimit -f`), `SIGXFSZ`'s default action ends the process at once (exit
    ///   153, no message); ignored, the write fails with `EFBIG`;
    /// - to a pipe whose reader has gone (`kbc render k.yaml | head -c 10`), `SIGPIPE` would end it with no
    ///   message either; ignored, the write fails with `EPIPE`.
    ///
    /// A file kbc writes is then a located error that leaves the folder as it was; standard output cut
    /// short is an error and a failed exit status (``StandardOutput``).
    public static func makeFailedWritesErrors() {
        signal(SIGXFSZ, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
    }
}
