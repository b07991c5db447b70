@preconcurrency import KbcPlatform

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
    /// short is an error and a failed exit status (141 without a word when its reader has gone).
    public static func makeFailedWritesErrors() {
        signal(SIGXFSZ, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
    }

    /// Runs `body`, which changes an output folder, with the signals that interrupt a run (`SIGINT` from
    /// Ctrl-C, `SIGTERM`, `SIGHUP`, `SIGQUIT`) held back; one that arrived meanwhile takes effect as `body`
    /// returns. A run interrupted while it writes thus ends as one that finished first: every file renamed
    /// into place, no temporary, the lock file removed. (`SIGKILL` cannot be held back: the next run
    /// removes what such a run left.) kbc runs on one thread, so blocking them there blocks them for the
    /// process.
    public static func deferringInterruptions<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        var interruptions = sigset_t()
        sigemptyset(&interruptions)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&interruptions, signal) }
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &interruptions, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }
}
