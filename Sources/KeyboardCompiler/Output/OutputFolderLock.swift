@preconcurrency import KbcPlatform

/// An exclusive `flock` on a lock file in an output folder, held by one run of a command that writes there
/// (every ``WritePlan`` is written holding it, and `kbc generate --check` compares holding it) from before
/// it looks at the folder until after its last change.
///
/// Two runs into one folder therefore happen one after the other: the second sees the first's finished
/// output, so what each decides (write, leave unchanged, remove) and reports is true, and the folder ends
/// as exactly one run's output. The lock file exists only while a run holds it, so it does not linger in a
/// committed folder. Removing a lock file is racy unless each run checks, once it holds the lock, that the
/// name still names the file it locked; a run that locked a file another run has just removed tries again.
/// The kernel releases a `flock` when its process dies, so a killed run never blocks the next one; its
/// lock file stays until the next run, which removes it. A run that has to wait says so on standard error.
package final class OutputFolderLock {
    /// The lock file's name: hidden, so `kbc validate` and SwiftPM pass over it.
    static let fileName = ".kbc.lock"

    private let descriptor: Int32
    private let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    /// Waits for and takes the lock of `folder`, which must exist.
    package static func acquire(in folder: String) throws(OutputFiles.Failure) -> OutputFolderLock {
        let path = folder + "/" + fileName
        var announcedWaiting = false
        while true {
            // O_NOFOLLOW: a link planted at the lock file's name is an error, never a file created elsewhere.
            let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if descriptor < 0 {
                if errno == EINTR { continue }
                throw OutputFiles.Failure(path: path, errorNumber: errno)
            }
            // Another run holds it: say so once, or a run waiting behind a stuck one looks hung.
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0, errno == EWOULDBLOCK, !announcedWaiting {
                StandardError.write("kbc: waiting for another kbc run writing into \(folder) to finish (it holds \(path))\n")
                announcedWaiting = true
            }
            while flock(descriptor, LOCK_EX) != 0 {
                if errno == EINTR { continue }
                let error = errno
                close(descriptor)
                throw OutputFiles.Failure(path: path, errorNumber: error)
            }
            var locked = stat()
            var named = stat()
            if fstat(descriptor, &locked) == 0, lstat(path, &named) == 0,
               locked.st_dev == named.st_dev, locked.st_ino == named.st_ino {
                return OutputFolderLock(descriptor: descriptor, path: path)
            }
            // The run that held it removed it: the lock is now a new file's.
            close(descriptor)
        }
    }

    /// Removes the lock file and releases the lock: while it is held, the name is this run's file.
    package func release() {
        unlink(path)
        close(descriptor)
    }
}
