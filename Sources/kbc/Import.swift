import ArgumentParser
import KeyboardCompiler
import KeyboardImport
import KbcCommands

/// `kbc import`: converts CLDR keyboards and FUTO layouts into kbc layout files.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Convert Unicode CLDR keyboards (LDML XML) and FUTO Keyboard layouts (YAML) into kbc layout files.",
        discussion: HelpText.paragraphs("""
        A folder stands for its .xml, .yaml and .yml files, however deep (not hidden ones, nor the output
        folder). Each file is read by its content: XML whose root is <keyboard3> is a CLDR keyboard (<keyboard> with
        <keyMap>s one of CLDR's older Android layouts), YAML with 'rows' a FUTO layout. Every page becomes one layout file named by its keyboard id, which comes from the file
        name: a CLDR touch layer each (kana.xml gives kana.yaml and kana-num.yaml; a shift layer shaped as
        the base one gives the base page's shift texts instead), a hardware layout's keys
        with their shift layer as one page and its AltGr layer as another, a FUTO layout and each of its
        altPages. Switch keys lead between the pages of one keyboard.

        Everything the format cannot hold is reported as a warning at its place in the source
        (KBC0603–KBC0608), never dropped silently. The pages are validated together before anything is
        written, and a page that would not validate is not written (KBC0610), with the reasons. Files are
        written as 'kbc generate' writes its (atomically, under a lock, never through a link); only files kbc
        import wrote before are replaced (KBC0611), and none is deleted: a folder may gather several imports.
        The pages are validated with the configuration of the output folder (its kbc-config.yaml, or the
        nearest one above it up to the package root) and together with the layout files its target already
        holds (SwiftPM's Sources/NAME holding the output folder, or the folder of that kbc-config.yaml when it
        is deeper, or else the output folder), as the target's build will validate them: they see its themes, and a page that would take the id of one of its
        keyboards is not written (KBC0610, pointing at that keyboard).

        Exit status: 0 when every page was written, 1 when there were errors (some pages may have been
        written: the summary says which), 2 for a usage mistake.

        Examples:
          kbc import keyboards/mt.xml -o Imported
          kbc import farsi.yaml komi.yaml --output Imported --disable KBC0603
          kbc import keyboards/*.xml -o Imported --warnings-as-errors
        """)
    )

    @Argument(help: ArgumentHelp("CLDR keyboard XML files and FUTO layout YAML files, or folders of them.", valueName: "file"))
    var files: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the layout files into.", valueName: "folder"))
    var output: String

    @OptionGroup var configFile: ConfigurationArguments

    @OptionGroup var diagnostics: DiagnosticArguments

    func validate() throws {
        if files.isEmpty { throw ValidationError("name at least one file or folder to import") }
        try EmptyPathCheck.check(files, given: "<file>")
        try EmptyPathCheck.check([output], given: "--output")
    }

    func run() throws {
        // The pages are validated with the configuration of the folder they are written into, as its build will.
        let configuration = BuildCommand.configuration(configFile.choice, forFolder: output)
        let commandLine = try diagnostics.diagnosticOptions()
        if let problem = configuration.unknownRuleIDs(in: commandLine) { throw ValidationError(problem) }
        let importer = LayoutImporter(compiler: configuration.compiler(commandLine: commandLine))
        let options = importer.options
        let conversion = importer.convert(paths: files, outputFolder: output, targetFolder: ConfigurationDiscovery.targetFolder(holding: output))
        var outcome = BuildOutcome(made: conversion.files, result: conversion.result, configuration: configuration, into: output, kind: .importedLayout)
        let report = outcome.writeMadeFiles(into: output)
        var result = outcome.result
        result.limitDiagnostics(perFile: options.limitPerFile ?? 0)
        diagnostics.report(result, action: "Imported", writing: report.map { .wrote($0.summary(of: .importedLayout, in: output, total: conversion.files.count)) } ?? .nothingWritten)
        Process.finish(result)
    }
}
