import Foundation
import KeyboardCompiler
import Testing

/// The Swift examples of the KeyboardCompiler catalog's articles, verbatim, compiled and run over the
/// standard layouts (`Tests/Lint/check_doc_examples.py` checks that they stay verbatim).
@Suite struct DocCExamplesTests {
    private static func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("kbc-docc-\(UUID().uuidString)").path
    }

    @Test func overviewCompilesAndGenerates() throws {
        let outputFolder = Self.temporaryFolder()
        let layoutsFolder = TestPaths.layouts
        try run {
            // KeyboardCompiler.md
            let result = LayoutCompiler().compile(paths: [layoutsFolder])
            let renderer = TextDiagnosticRenderer(usesColor: false)
            for diagnostic in result.diagnostics {
                print(renderer.render(diagnostic, sources: result.allSources), terminator: "")
            }
            if !result.hasErrors {
                let (files, _) = SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter(accessLevel: .public))
                _ = try SwiftGeneration.write(files, to: outputFolder)
            }
        }
        // One file per layout, and the list of the pages.
        #expect(try FileManager.default.contentsOfDirectory(atPath: outputFolder).count == 8)
    }

    @Test func gettingStartedValidatesGeneratesAndChoosesSeverities() throws {
        let outputFolder = Self.temporaryFolder()
        let layoutsFolder = TestPaths.layouts
        try run {
            // GettingStarted.md: validate
            let result = LayoutCompiler().compile(paths: [layoutsFolder])
            for diagnostic in result.diagnostics where diagnostic.severity == .error {
                print(diagnostic.location?.description ?? "", diagnostic.message, diagnostic.code)
            }
            // GettingStarted.md: generate
            guard !result.hasErrors else { return }
            let (files, collisions) = SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter(accessLevel: .public))
            if collisions.isEmpty {
                let report = try SwiftGeneration.write(files, to: outputFolder)
                print("wrote", report.written, "kept", report.unchanged)
            }
        }
        // One file per layout, and the list of the pages.
        #expect(try FileManager.default.contentsOfDirectory(atPath: outputFolder).count == 8)
        // GettingStarted.md: severities
        let strict = LayoutCompiler(options: DiagnosticOptions(disabled: [.multipleCharacters], warningsAsErrors: true))
        let result = strict.compile([LayoutSource(path: "w.yaml", text: "keyboard: w\nrows:\n  - 1 2 34\n")])
        #expect(result.diagnostics.isEmpty)
    }

    /// Runs an example written as top-level code, where `return` ends it.
    private func run(_ example: () throws -> Void) throws {
        try example()
    }
}
