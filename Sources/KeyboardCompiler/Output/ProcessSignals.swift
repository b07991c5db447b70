@preconcurrency import KbcPlatform

/// How kbc's processes treat signals: set once, here, for every command and the build plugin's tool.
public enum ProcessSignals {
    /// Makes a write past the file-size limit (`ulimit -f`) fail with `EFBIG` instead of killing the
    /// process: `SIGXFSZ`'s default action ends it at once (exit 153, no message), before it can remove
    /// its temporary files and its lock file or say what failed. Ignored, the write fails, and kbc reports
    /// a located error and leaves the folder as it was.
    public static func ignoreFileSizeLimitSignal() {
        signal(SIGXFSZ, SIG_IGN)
    }
}
