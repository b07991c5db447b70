import ArgumentParser
import KbcCommands
import KeyboardCompiler
import KeyboardPreview

/// `kbc playground`: writes a self-contained HTML page that runs the real runtime (compiled to
/// WebAssembly) over a folder of layouts, after validating them as `kbc validate` does.
struct Playground: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a live playground: a web page where you type on the keyboards with the real runtime.",
        discussion: HelpText.paragraphs("""
        The page runs KeyboardRuntime's KeyboardSession and KeyboardInteraction, compiled to WebAssembly with Embedded Swift and embedded in kbc, so what you see is what an app does: shuffles, shift and caps lock (double tap), page switches, long-press alternates, delete repeat and the toolbar's Done. The typed text is shown masked, one • per character, as SecureTextBuffer shows it; 'Reveal text' shows it in the clear. Each keyboard is drawn in its theme (its own 'theme:', the configuration's, or the built-in default). A menu switches among every keyboard of the folder, another among phone and pad in portrait and landscape, a third draws every keyboard in another theme instead of its own (a theme file among the layouts, 'default' or 'high-contrast', as 'kbc render --theme' does), a fourth among the light, dark and high-contrast appearances.

        The layouts are validated first; problems are reported as 'kbc validate' reports them, the exit status is 1 and nothing is written. The page is one file, playground.html, written into the output folder (created if needed) as 'kbc generate' writes its files: in full under a new hidden name, then renamed into place, holding a lock on .kbc.lock, never through a link. Its second line (after <!DOCTYPE html>) says kbc playground wrote it; a playground.html without that line is never replaced (KBC0406). Open it in any browser, from disk. It needs no network: the module and the layouts are inline.

        Arrangements are securely random unless --seed is given; the page's ?seed=N parameter chooses a seed too, and ?keyboard=ID, ?device=phone|pad, ?orientation=portrait|landscape, ?theme=ID and ?appearance=light|dark|high-contrast what it opens first.

        Examples:
          kbc playground Layouts -o out/
          kbc playground Layouts -o out/ --seed 42
          open out/playground.html            (macOS; xdg-open on Linux)
        """)
    )

    @Argument(help: ArgumentHelp("A folder of layout files (or one layout file). " + HelpText.namedPaths, valueName: "path"))
    var path: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write playground.html into (created if needed).", valueName: "folder"))
    var output: String

    @Option(parsing: .unconditional, help: ArgumentHelp("A seed for reproducible arrangements (not secure; previews only).", valueName: "n"))
    var seed: UInt64?

    @OptionGroup var configFile: ConfigurationArguments

    @OptionGroup var diagnostics: DiagnosticArguments

    /// The page's file name inside the output folder.
    static let fileName = "playground.html"

    func validate() throws {
        try EmptyPathCheck.check([path], given: "<path>")
        try EmptyPathCheck.check([output], given: "--output")
    }

    func run() throws {
        let folder = output.hasSuffix("/") ? output : output + "/"
        let destination = folder + Self.fileName
        var request = try BuildRequest(paths: [path], configuration: configFile, diagnostics: diagnostics)
        let seed = self.seed
        request.product = .document(DocumentProduct(destination: destination, kind: .playgroundPage, createsFolder: true) { result in
            // With the standard pages the keyboards lead to, so that their switch keys work here as in the app.
            result.layouts.isEmpty ? nil : PlaygroundPage(seed: seed).render(result.sessionLayouts, themes: result.themeIDs.compactMap(result.theme(withID:)))
        })
        var outcome = try BuildCommand.run(request)
        if !outcome.result.hasErrors && outcome.result.layouts.isEmpty { throw ValidationError(Render.nothingToDraw(in: path)) }
        guard let plan = outcome.plan else {
            diagnostics.report(outcome.result, action: "Validated", writing: .nothingWritten)
            throw ExitCode(1)
        }
        // As text, warnings are reported on standard error and the closing line says what was written; a
        // machine format gets its one document at the end, whatever happened.
        let validated = outcome.result
        diagnostics.printTextDiagnostics(validated)
        guard let report = KeyboardBuild.write(plan, into: &outcome.result.diagnostics) else {
            diagnostics.reportFailedWrite(outcome.result, after: validated, action: "Validated")
            throw ExitCode(1)
        }
        let result = outcome.result
        guard diagnostics.printsText else {
            diagnostics.report(result, action: "Wrote a playground of")
            return
        }
        StandardOutput.write("Wrote a playground of \(Self.contents(of: result)) to \(destination)\(report.written.isEmpty ? " (unchanged)" : "").\n")
    }

    /// The keyboards the page shows, and the pages they lead to that its Keyboard menu lists too: "3 keyboards,
    /// with the 4 standard pages they lead to,".
    static func contents(of result: CompilationResult) -> String {
        let keyboards = result.layouts.count == 1 ? result.layouts[0].id : "\(result.layouts.count) keyboards"
        let own = Set(result.layouts.map(\.id))
        let others = result.sessionLayouts.filter { !own.contains($0.id) }
        guard !others.isEmpty else { return keyboards }
        let standard = Set(result.importedKeyboards.map(\.layout.id))
        let kind = others.allSatisfy { standard.contains($0.id) } ? "standard page" : "page"
        let pages = others.count == 1 ? "the \(kind)" : "the \(others.count) \(kind)s"
        return "\(keyboards), with \(pages) \(result.layouts.count == 1 ? "it leads" : "they lead") to,"
    }
}
