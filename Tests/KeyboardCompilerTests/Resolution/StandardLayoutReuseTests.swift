import Foundation
@testable import KeyboardCompiler
import KeyboardRuntime
import Testing

/// An app target's layouts extend the standard keyboards and switch to them (`standardLayouts: true`),
/// without copying their files.
@Suite struct StandardLayoutReuseTests {
    private func compile(_ text: String, imports: Bool = true) -> CompilationResult {
        var compiler = LayoutCompiler()
        compiler.importsStandardLayouts = imports
        return compiler.compile([LayoutSource(path: "App/my-letters.yaml", text: text)])
    }

    @Test func theEmbeddedSourcesAreTheLayoutsFolder() throws {
        let folder = try FileManager.default.contentsOfDirectory(atPath: TestPaths.layouts)
            .filter { $0.hasSuffix(".yaml") && !$0.hasPrefix("kbc-config") }.sorted()
        #expect(StandardLayoutSources.files.map(\.path) == folder.map { "StandardLayouts/\($0)" },
                "run python3 Tests/Lint/embed_standard_layouts.py")
        for (path, text) in StandardLayoutSources.files {
            let file = try String(contentsOfFile: TestPaths.layouts + "/" + path.dropFirst("StandardLayouts/".count), encoding: .utf8)
            #expect(text == file, "\(path) is out of date: run python3 Tests/Lint/embed_standard_layouts.py")
        }
    }

    private let myLetters = """
        keyboard: my-letters
        extends: letters
        title: Password
        rows:
          4: [{action: switch, to: symbols, label: "123"}, {action: space, width: fill}, {action: return}]
        variants: []
        tests:
          - press: p <switch:symbols> 4 2
            expect: p42
            page: symbols
        """

    @Test func anAppKeyboardExtendsTheStandardLettersAndSwitchesToSymbols() throws {
        let result = compile(myLetters)
        // Without `replaces: letters`, the standard symbols page's ABC key leads back to the standard letters,
        // and kbc says so (KBC0239); the keyboard builds.
        #expect(result.diagnostics.map(\.code) == [.extendedPageNotReplaced], "\(result.diagnostics)")
        #expect(result.keyboards.map(\.layout.id) == ["my-letters"])
        #expect(result.importedKeyboards.count == 7)
        let layout = try #require(result.layouts.first)
        #expect(layout.rows[0].keys.map(\.label).joined() == "qwertyuiop")
        #expect(layout.toolbar?.title == "Password")
        #expect(LayoutTestRunner.run(result).failures.isEmpty)
        // One file for the app's keyboard; the list of the target's pages declares the standard pages it
        // leads to, so that the target builds without the StandardLayouts product.
        let (files, _) = SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter(accessLevel: .internal))
        #expect(files.map(\.name) == ["my-letters.swift", "KeyboardLayouts.swift"])
        let list = try #require(files.last?.contents)
        #expect(!list.contains("import StandardLayouts"))
        #expect(list.contains("    /// The `symbols` keyboard, the standard page.\n    static let symbols: KeyboardLayout = _makeSymbols()\n"))
    }

    @Test func theDocumentedExampleCompiles() throws {
        let example = try #require(DocumentationTests.blocks("yaml", in: DocumentationTests.appIntegration).first { $0.contains("extends: letters") })
        let result = compile(example)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.first?.id == "password-letters")
    }

    @Test func withoutTheSettingTheStandardKeyboardsAreUnknown() throws {
        let result = compile(myLetters, imports: false)
        let unknown = try #require(result.diagnostics.first { $0.code == .unknownBase })
        // The note says how to reach them.
        #expect(unknown.notes.contains { $0.message.hasPrefix("'letters' is one of kbc's standard keyboards: write 'standardLayouts: true'") })
    }

    @Test func anAppKeyboardWithAStandardIDIsReported() throws {
        let result = compile("keyboard: letters\nrows:\n  - a b c\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == .duplicateKeyboardID)
        #expect(diagnostic.location?.file == "App/my-letters.yaml")
        #expect(diagnostic.notes.first?.location?.file == "StandardLayouts/letters.yaml")
    }

    @Test func theConfigurationTurnsItOn() throws {
        let folder = try TestPaths.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "standardLayouts: true\n".write(toFile: folder + "/kbc-config.yaml", atomically: true, encoding: .utf8)
        let (configuration, diagnostics, _) = GeneratorConfiguration.load(path: folder + "/kbc-config.yaml")
        #expect(diagnostics.isEmpty)
        #expect(configuration?.standardLayouts == true)
        try "standardLayouts: yes\n".write(toFile: folder + "/kbc-config.yaml", atomically: true, encoding: .utf8)
        #expect(GeneratorConfiguration.load(path: folder + "/kbc-config.yaml").diagnostics.map(\.code) == [.invalidConfiguration])
    }
}
