@preconcurrency import KbcPlatform

/// The file-system calls kbc writes its output files with. None follows a symbolic link at the path it
/// works on: a link planted where kbc writes must never redirect a write onto another file (a layout).
package enum OutputFiles {
    /// A file's device and inode: two paths name one file exactly when these are equal.
    package struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    /// What a path names, found with `lstat` (a symbolic link is reported, not followed).
    package enum Entry: Equatable {
        case missing
        case regularFile(Identity)
        case symbolicLink
        case folder
        /// A FIFO, socket or device: never opened, since opening a FIFO blocks.
        case other
    }

    /// A failed system call: the path and the system's reason.
    package struct Failure: Error {
        var path: String
        var errorNumber: Int32
        var reason: String { String(cString: strerror(errorNumber)) }
    }

    /// What is at `path`, without following a link there.
    package static func entry(at path: String) -> Entry {
        var status = stat()
        // Through `withCString`, which hands a native string's own bytes to the call: passing the String
        // itself copies it into a new C string first, on every call.
        guard path.withCString({ lstat($0, &status) }) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regularFile(Identity(status))
        case S_IFLNK: return .symbolicLink
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    /// The identity of the file `path` names, following links (as reading it as an input does).
    package static func identity(following path: String) -> Identity? {
        var status = stat()
        return path.withCString { stat($0, &status) } == 0 ? Identity(status) : nil
    }

    /// Up to `limit` bytes from the start of the regular file at `path`, or `nil` when it is not one (a
    /// link is not followed). `O_NONBLOCK` keeps a FIFO swapped in after `lstat` from blocking the open.
    package static func contents(of path: String, limit: Int = .max) -> [UInt8]? {
        let descriptor = path.withCString { open($0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return DescriptorReading.bytes(of: descriptor, expectedSize: Int(status.st_size), limit: limit)
    }

    /// The suffix of every temporary file kbc creates; a run holding the folder's lock removes any it finds,
    /// left by a run that was killed.
    static let temporarySuffix = ".kbc-tmp"

    /// Whether `name` is one of kbc's temporary files, or one of the fixed names (`.pin.yaml.kbc-new`) that
    /// `kbc flatten` used before it wrote through ``WritePlan``, which a killed run of it left behind.
    static func isTemporary(name: String) -> Bool {
        name.hasPrefix(".") && (name.hasSuffix(temporarySuffix) || name.hasSuffix(".kbc-new"))
    }

    /// Creates a new file beside `folder/name` under a random hidden name, writes `bytes` into it and closes
    /// it, returning its path.
    ///
    /// The file is created with `O_CREAT | O_EXCL | O_NOFOLLOW`: it is always a new file, never one that
    /// exists nor the target of a link planted at its name. Its mode is 0644 less the umask. On any failure
    /// (a full disk, `ulimit -f`, which gives `EFBIG` once `SIGXFSZ` is ignored) the file is removed.
    package static func writeTemporary(_ bytes: [UInt8], beside name: String, in folder: String) throws(Failure) -> String {
        var generator = SystemRandomNumberGenerator()
        var attempts = 0
        while true {
            // Made in one allocation: with String appends and `String(_:radix:)` the name cost more than
            // the rest of writing the file.
            let path = temporaryPath(beside: name, in: folder, random: generator.next())
            let descriptor = path.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644) }
            if descriptor < 0 {
                let error = errno
                attempts += 1
                if (error == EEXIST || error == EINTR) && attempts < 100 { continue }
                throw Failure(path: folder + "/" + name, errorNumber: error)
            }
            var failure: Int32 = 0
            var written = 0
            while written < bytes.count {
                let count = bytes.withUnsafeBytes { buffer in
                    systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                }
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                written += count
            }
            // Some file systems (NFS) report a failed write only when the file is closed.
            if close(descriptor) != 0 && failure == 0 { failure = errno }
            if failure != 0 {
                unlink(path)
                throw Failure(path: folder + "/" + name, errorNumber: failure)
            }
            return path
        }
    }

    /// `folder/.name.<random in hexadecimal>.kbc-tmp`, the random part spelled as `String(random, radix: 16)`.
    private static func temporaryPath(beside name: String, in folder: String, random: UInt64) -> String {
        var digits = 1
        while digits < 16 && random >> (4 * UInt64(digits)) != 0 { digits += 1 }
        var folder = folder
        var name = name
        var suffix = temporarySuffix
        return folder.withUTF8 { folder in
            name.withUTF8 { name in
                suffix.withUTF8 { suffix in
                    String(unsafeUninitializedCapacity: folder.count + name.count + digits + 3 + suffix.count) { buffer in
                        var end = buffer.initialize(fromContentsOf: folder)
                        buffer[end] = UInt8(ascii: "/")
                        buffer[end + 1] = UInt8(ascii: ".")
                        end += 2
                        end += UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: name)
                        buffer[end] = UInt8(ascii: ".")
                        end += 1
                        for shift in stride(from: 4 * (digits - 1), through: 0, by: -4) {
                            let digit = UInt8(truncatingIfNeeded: random >> UInt64(shift)) & 0xF
                            buffer[end] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
                            end += 1
                        }
                        end += UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: suffix)
                        return end
                    }
                }
            }
        }
    }
}
