import ArgumentParser
@preconcurrency import KbcPlatform
import KeyboardCompiler

/// The layouts a command compiles: files and folders named on the command line, and those listed in a
/// file (`--inputs-from`), which is how the build plugins pass a target's files: a list of any length costs
/// one read, where thousands of arguments would cost swift-argument-parser time in proportion to their
/// square. `--inputs-from -` reads the list from standard input (`find Layouts -name '*.yaml' | kbc validate
/// --inputs-from -`).
struct InputArguments: ParsableArguments {
    @Argument(help: ArgumentHelp("Layout files or folders (default: the current folder). " + HelpText.namedPaths, valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp(
        "A file listing more layout files or folders, one per line (NUL-separated when it has a NUL, for names with line breaks); '-' reads the list from standard input. Use it, or a folder, for long lists.",
        valueName: "file"))
    var inputsFrom: String?

    /// The paths named, then those listed; the current folder when neither is given. A list that names
    /// nothing is a mistake, not the current folder: `find … | kbc generate --inputs-from -` finding no file
    /// must not generate whatever the current folder holds.
    func validate() throws {
        try EmptyPathCheck.check(paths, given: "<path>")
        try EmptyPathCheck.check([inputsFrom], given: "--inputs-from")
    }

    func resolved() throws -> [String] {
        guard let inputsFrom else { return paths.isEmpty ? ["."] : paths }
        let listed = try Self.list(inputsFrom)
        if paths.isEmpty && listed.isEmpty {
            throw ValidationError("the list of inputs '\(inputsFrom)' names no layout file or folder; nothing to compile")
        }
        return paths + listed
    }

    /// The request to build the inputs. A layout file named, or a folder inside a target, is compiled with
    /// the other layout files of its target (``BuildRequest/includesSiblings``), and only what concerns the
    /// paths named is reported. A list (`--inputs-from`) is taken as complete: the build plugins pass a
    /// target's files that way.
    func request(configuration: ConfigurationArguments, diagnostics: DiagnosticArguments) throws -> BuildRequest {
        var request = try BuildRequest(paths: try resolved(), configuration: configuration, diagnostics: diagnostics)
        request.includesSiblings = inputsFrom == nil
        return request
    }

    /// The entries of a list file, in order, without empty ones. Any file that reads to its end will do: a
    /// regular file, a pipe (`--inputs-from <(find …)`, `/dev/stdin`, a FIFO), standard input (`-`).
    static func list(_ path: String) throws -> [String] {
        let bytes: [UInt8]
        if path == "-" {
            guard let read = DescriptorReading.bytes(of: 0, expectedSize: 0) else {
                throw ValidationError("cannot read the list of inputs from standard input: \(String(cString: strerror(errno)))")
            }
            bytes = read
        } else {
            bytes = try read(path)
        }
        let separator: UInt8 = bytes.contains(0) ? 0 : UInt8(ascii: "\n")
        return bytes.split(separator: separator, omittingEmptySubsequences: true).compactMap { entry in
            var entry = entry[...]
            if separator != 0, entry.last == UInt8(ascii: "\r") { entry = entry.dropLast() }
            return entry.isEmpty ? nil : String(decoding: entry, as: UTF8.self)
        }
    }

    /// The bytes of the list file at `path`, or a usage mistake that says why they cannot be read.
    private static func read(_ path: String) throws -> [UInt8] {
        let problem = { (reason: Int32) in ValidationError("cannot read the list of inputs '\(path)': \(String(cString: strerror(reason)))") }
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw problem(errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw problem(errno) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw problem(EISDIR) }
        guard let bytes = DescriptorReading.bytes(of: descriptor, expectedSize: Int(status.st_size)) else { throw problem(errno) }
        return bytes
    }
}
