extension DiagnosticCode {
    /// An output path that would overwrite an input or be read back as a layout.
    public static let outputOverwritesInput = DiagnosticCode(
        403, "output-overwrites-input", .error,
        summary: "The output would overwrite an input or be read back as a layout",
        explanation: """
        kbc never writes over a file it reads, and never writes a file it would read back as a layout:

            kbc render k.yaml --output k.yaml                  # would replace the layout with SVG
            kbc render Layouts --output Layouts/gallery.yml    # the next 'kbc validate Layouts' reads HTML

        Name an output file that is not one of the inputs and does not end in `.yaml` or `.yml`, such as
        `k.svg` or `gallery.html`. Nothing is written.
        """,
        isConfigurable: false)

    /// An output that could not be written.
    public static let outputUnwritable = DiagnosticCode(
        404, "output-unwritable", .error,
        summary: "The output cannot be written",
        explanation: """
        The file or folder given to `--output` could not be created or written: a missing parent folder, a
        file where a folder is needed (or the reverse), no permission, or a full disk. The message gives the
        system's reason. `kbc generate` writes every file beside its destination first and renames them into
        place only when all are written, so after this error the old files are as they were.
        """,
        isConfigurable: false)

    /// A generated file that `kbc generate --check` finds missing, different or stale.
    public static let generatedFileOutOfDate = DiagnosticCode(
        405, "generated-file-out-of-date", .error,
        summary: "A generated Swift file is missing, out of date or left over",
        explanation: """
        `kbc generate --check` writes nothing and compares the output folder with what would be generated:
        a file is missing, its content differs, or it was generated from a layout file that is no longer
        among the inputs. Run `kbc generate` without `--check` (and delete left-over files) to bring the
        folder up to date.
        """,
        isConfigurable: false)
}

/// Checks that what kbc writes never replaces one of its inputs nor lands where layouts are read.
public enum OutputSafety {
    /// Whether a file name is one kbc reads as a layout or configuration (`*.yaml`, `*.yml`, hidden or not).
    static func isReadBack(name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml")
    }

    /// An error when writing `destination` would overwrite one of `inputs` (the same file by path or by
    /// identity, through links too) or create a file that `kbc validate` and `generate` read as a layout.
    public static func check(destination: String, inputs: [String]) -> Diagnostic? {
        check(destinations: [destination], inputs: inputs).first
    }

    /// ``check(destination:inputs:)`` for every destination, in time linear in the number of files: each
    /// input is looked at once, into a set of (device, inode) pairs, and only when a destination exists
    /// (comparing every output with every input took 40,643 `stat` calls for 200 layouts).
    public static func check(destinations: [String], inputs: [String]) -> [Diagnostic] {
        let targets = destinations.map(OutputFiles.identity(following:))
        var inputsByIdentity: [OutputFiles.Identity: String] = [:]
        if targets.contains(where: { $0 != nil }) {
            for input in inputs {
                if let identity = OutputFiles.identity(following: input), inputsByIdentity[identity] == nil { inputsByIdentity[identity] = input }
            }
        }
        // Paths compared by their bytes, as the file system does (String equality would make an NFC and
        // an NFD spelling of one name equal).
        let inputPaths = Dictionary(inputs.map { (Array($0.utf8), $0) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        for (destination, target) in zip(destinations, targets) {
            let location = SourceLocation(file: destination, line: 1, column: 1)
            if let input = target.flatMap({ inputsByIdentity[$0] }) ?? inputPaths[Array(destination.utf8)] {
                diagnostics.append(Diagnostic(
                    .outputOverwritesInput, "the output is an input: writing it would destroy '\(input)'", at: location,
                    notes: [DiagnosticNote("name another output file")]))
                continue
            }
            let name = destination.split(separator: "/").last.map(String.init) ?? destination
            if isReadBack(name: name) {
                diagnostics.append(Diagnostic(
                    .outputOverwritesInput, "'\(name)' is a layout file name: kbc would read this output back as a layout", at: location,
                    notes: [DiagnosticNote("name the output with another extension, such as .svg, .txt or .html")]))
            }
        }
        return diagnostics
    }

    /// The error for an output that could not be written.
    public static func unwritable(_ path: String, _ what: String, reason: String) -> Diagnostic {
        Diagnostic(.outputUnwritable, "cannot write \(what): \(reason)", at: SourceLocation(file: path, line: 1, column: 1))
    }
}
