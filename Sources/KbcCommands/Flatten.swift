import ArgumentParser
import KeyboardCompiler

/// `kbc flatten`: writes each compiled keyboard as a standalone layout file, with `extends` resolved and
/// every default written out.
struct Flatten: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write each keyboard as a standalone layout file, with 'extends' and every default resolved.",
        discussion: HelpText.paragraphs("""
        The layouts are validated first, together, as 'kbc validate' validates them; with any error nothing
        is written and the exit status is 1. Otherwise each layout file becomes one layout file of the same
        name in the output folder, holding the keyboard as kbc compiled it: no 'extends', every inherited
        field, every row as a list of keys (function keys with their labels in the keyboard's locale), the
        variants' full rows, the toolbar written out, the theme the keyboard is drawn in (the
        configuration's default included) with the page's own keyPreview and pressedHighlight, and the
        file's profile, repertoire and tests. Each 'kbc:allow' suppression is written just before the line
        of what it silences. Each theme file is copied beside them as written, and the configuration
        applied as kbc-config.yaml, so the output folder builds on its own: compiling it generates the
        same Swift as compiling the originals, reports no error, and reports the same kinds of finding
        (code and severity) for each keyboard, an inherited row's in each file that has the row; flatten
        compiles what it would write and refuses if it would not. A suppression is written only where it
        silences something. A suppression, an override or a rule's file pattern that cannot be carried
        exactly is an error where it is written, and nothing is written.

        Texts are written as double-quoted YAML strings with escapes for quotes, backslashes and invisible
        characters, so any text comes back exactly. The output folder may not be inside a folder given as
        input (the flattened files would be read back with their originals), and no output may replace an
        input.

        The folder is written as 'kbc generate' writes its: files whose content would not change are left
        alone; files kbc flattened (their first line says so) from layout files that are no longer inputs
        are deleted, each reported; a file kbc did not write, a link or a folder where it would write one is
        an error and nothing is written; every file is written in full under a new hidden name and renamed
        into place, so a failure (a full disk, 'ulimit -f', a read-only folder) changes nothing; runs into
        one folder take turns, holding a lock on .kbc.lock in it.

        Examples:
          kbc flatten Layouts --output Flattened
          kbc flatten Layouts/ru-letters.yaml Layouts/ru-letters-2.yaml -o /tmp/flat
          kbc flatten Layouts -o /tmp/after && diff -r Flattened /tmp/after
        """)
    )

    @Argument(help: ArgumentHelp("Layout files or folders (default: the current folder). " + HelpText.namedPaths, valueName: "path"))
    var paths: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the flattened layout files into.", valueName: "folder"))
    var output: String

    @OptionGroup var configFile: ConfigurationArguments

    @OptionGroup var diagnostics: DiagnosticArguments

    func validate() throws {
        try EmptyPathCheck.check(paths, given: "<path>")
        try EmptyPathCheck.check([output], given: "--output")
    }

    func run() throws {
        var request = try BuildRequest(paths: paths, configuration: configFile, diagnostics: diagnostics)
        request.product = .flattened(folder: output)
        var outcome = try BuildCommand.run(request)
        var written: WriteReport?
        if let plan = outcome.plan { written = KeyboardBuild.write(plan, into: &outcome.result.diagnostics) }
        let result = outcome.result
        let writing: WriteOutcome = result.hasErrors ? .nothingWritten
            : written.map { .wrote($0.summary(of: .flattenedLayout, in: output, total: outcome.files.count)) } ?? .notWriting
        diagnostics.report(result, action: written == nil ? "Validated" : "Flattened", writing: writing)
        Process.finish(result)
    }
}
