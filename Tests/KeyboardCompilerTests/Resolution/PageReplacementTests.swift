import Foundation
@testable import KeyboardCompiler
import KeyboardRuntime
import Testing

/// A target's keyboard that `replaces` a standard page, and the generated list of the target's pages
/// (`KeyboardLayouts.all`, issue 35). `KBC_UPDATE_GOLDENS=1 swift test --filter PageReplacementTests` rewrites
/// the golden list; review the diff.
@Suite struct PageReplacementTests {
    static let golden = TestPaths.testsFolder + "/Fixtures/LayoutList"

    static let bankLetters = """
        keyboard: bank-letters
        extends: letters
        replaces: letters
        title: Password
        tests:
          - press: a <switch:symbols> 1 <switch:bank-letters> b
            expect: a1b
            page: bank-letters
        """
    static let pinPad = """
        keyboard: pin-pad
        toolbar: {items: [{action: switch, to: letters, label: ABC}]}
        rows:
          - 1 2 3
          - [{action: switch, to: symbols}, "0", {action: delete}]
        """

    /// The layouts compiled as a target with `config` compiles them.
    private func compile(_ files: [String: String], config: String = "standardLayouts: true\n") throws -> (CompilationResult, AppliedConfiguration) {
        let folder = try TestPaths.makeTemporaryFolder()
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        try config.write(toFile: folder + "/kbc-config.yaml", atomically: true, encoding: .utf8)
        let configuration = try AppliedConfiguration.find(.file(folder + "/kbc-config.yaml"), for: [folder])
        #expect(configuration.diagnostics.isEmpty, "\(configuration.diagnostics)")
        return (configuration.compiler(commandLine: DiagnosticOptions()).compile(paths: [folder]), configuration)
    }

    @Test func everyLinkToTheReplacedPageLeadsToTheReplacement() throws {
        let (result, _) = try compile(["bank-letters.yaml": Self.bankLetters, "pin-pad.yaml": Self.pinPad])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let symbols = try #require(result.importedKeyboards.first { $0.layout.id == "symbols" })
        let targets = PageLinks.targets(of: symbols.layout)
        #expect(targets.contains("bank-letters") && !targets.contains("letters"), "\(targets)")
        #expect(symbols.redirectedLinks == [RedirectedLink(replaced: "letters", replacement: "bank-letters")])
        // The target's own keys and toolbar items too.
        let pin = try #require(result.keyboards.first { $0.layout.id == "pin-pad" })
        #expect(pin.layout.toolbar?.items.first?.action == .switchKeyboard(to: "bank-letters"))
        // The layout's test returns from the standard symbols to the bank's letters.
        #expect(LayoutTestRunner.run(result).failures.isEmpty)
    }

    @Test func theListHoldsWhatASessionNeedsAndNotTheReplacedPage() throws {
        let (result, _) = try compile(["bank-letters.yaml": Self.bankLetters, "pin-pad.yaml": Self.pinPad])
        // What the generated list holds, and the playground shows.
        let all = result.sessionLayouts
        #expect(all.map(\.id) == ["bank-letters", "pin-pad", "full-width-more-symbols", "full-width-symbols", "more-symbols", "symbols"])
        // A session accepts the list whole (every page a key leads to is in it), and ABC on symbols returns to
        // the bank's letters.
        var session = try KeyboardSession(layouts: all, initialPage: "symbols")
        let rows = session.currentLayout.rows
        let row = try #require(rows.firstIndex { $0.keys.contains { $0.label == "ABC" } })
        let index = try #require(rows[row].keys.firstIndex { $0.label == "ABC" })
        _ = session.handle(.tap(KeyPosition(row: row, index: index)))
        #expect(session.currentPage == "bank-letters")
    }

    @Test func theGeneratedListMatchesItsGoldenFile() throws {
        let (result, configuration) = try compile(
            ["bank-letters.yaml": Self.bankLetters, "pin-pad.yaml": Self.pinPad],
            config: "standardLayouts: true\naccessLevel: public\nenumName: BankKeyboards\n")
        #expect(configuration.settings.enumName == "BankKeyboards")
        let (files, problems) = SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter(accessLevel: .public), listName: "BankKeyboards")
        #expect(problems.isEmpty)
        #expect(files.map(\.name) == ["bank-letters.swift", "pin-pad.swift", "KeyboardLayouts.swift"])
        let list = try #require(files.last?.contents)
        let path = Self.golden + "/BankKeyboards.swift.golden"
        if ProcessInfo.processInfo.environment["KBC_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(atPath: Self.golden, withIntermediateDirectories: true)
            try list.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(list == (try String(contentsOfFile: path, encoding: .utf8)), "\(path) differs; KBC_UPDATE_GOLDENS=1 rewrites it")
        // Generated twice, the same bytes.
        #expect(SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter(accessLevel: .public), listName: "BankKeyboards").files == files)
    }

    @Test func aTargetWithoutStandardPagesListsItsOwn() throws {
        let result = LayoutCompiler().compile([LayoutSource(path: "pin.yaml", text: "keyboard: pin\nrows:\n  - 1 2 3\n")])
        let (files, _) = SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter())
        let list = try #require(files.last)
        #expect(list.name == "KeyboardLayouts.swift")
        #expect(list.contents.contains("enum KeyboardLayouts {\n"))
        #expect(list.contents.contains("    static let all: [KeyboardLayout] = [\n        .pin,\n    ]\n"))
        #expect(!list.contents.contains("import StandardLayouts"))
    }

    @Test func aLayoutFileNamedAsTheListIsAnError() throws {
        let result = LayoutCompiler().compile([LayoutSource(path: "keyboardlayouts.yaml", text: "keyboard: pin\nrows:\n  - 1 2 3\n")])
        let (files, problems) = SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter())
        #expect(problems.map(\.code) == [.outputNameCollision])
        #expect(files.map(\.name) == ["keyboardlayouts.swift"])
    }

    @Test(arguments: [
        ("enumName: 9Lives\n", "'enumName' must be a Swift type name"),
        ("enumName: class\n", "'enumName' cannot be 'class', a Swift keyword"),
        ("enumName: KeyboardLayout\n", "'enumName' cannot be 'KeyboardLayout'"),
        ("enumName: [a]\n", "'enumName' must be a Swift type name"),
        ("standardLayouts: true\nenumName: StandardLayouts\n", "'enumName' cannot be 'StandardLayouts' in a target that uses the standard keyboards"),
    ])
    func badEnumNamesAreLocatedErrors(_ text: String, _ message: String) throws {
        let path = try TestPaths.temporaryFile(named: "kbc-config.yaml", text: text)
        let (configuration, diagnostics, _) = GeneratorConfiguration.load(path: path)
        #expect(diagnostics.map(\.code) == [.invalidConfiguration])
        #expect(diagnostics.first?.message.hasPrefix(message) == true, "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.location?.position.line == text.split(separator: "\n").count)
        #expect(configuration?.enumName == LayoutListEmitter.defaultName)
    }

    @Test func aReplacementOfAnotherWidthIsReported() throws {
        let page = "keyboard: my-symbols\nextends: symbols\nreplaces: full-width-symbols\n"
        let (result, _) = try compile(["my-symbols.yaml": page])
        let found = result.diagnostics.filter { $0.code == .incompatibleReplacement }
        #expect(found.count == 1, "\(result.diagnostics)")
        #expect(found.first?.message.hasPrefix("'full-width-symbols' is a full-width page and 'my-symbols' a half-width one") == true)
        #expect(found.first?.location?.position.description == "3:11")
    }

    @Test func aReplacementOnlyUnreachedPagesLeadToIsReported() throws {
        // The standard symbols lead to letters, but no keyboard of the target leads to symbols.
        let page = "keyboard: bank-letters\nreplaces: letters\nrows:\n  - q w e r t y u i o p\nvariants:\n  - device: pad\n    rows:\n      - q w e r t y u i o p\n"
        let (result, _) = try compile(["bank-letters.yaml": page])
        #expect(result.diagnostics.map(\.code) == [.replacementChangesNothing], "\(result.diagnostics)")
        let found = try #require(result.diagnostics.first)
        #expect(found.message == "'symbols' leads to 'letters', but no keyboard of this target leads to 'symbols': replacing 'letters' changes nothing")
        #expect(found.location?.position.description == "2:11")
        #expect(found.notes.map(\.message) == ["add a key or toolbar item that switches to 'symbols' (one that extends 'letters' inherits its key to it), or remove 'replaces'"])
        // A toolbar item to the replaced page is reached, and changed.
        let (kept, _) = try compile(["bank-letters.yaml": page, "pin-pad.yaml": "keyboard: pin-pad\ntoolbar: {items: [{action: switch, to: letters, label: ABC}]}\nrows:\n  - 1 2 3\n"])
        #expect(kept.diagnostics.isEmpty, "\(kept.diagnostics)")
    }

    @Test func teamRulesReadReplaces() throws {
        let config = """
            standardLayouts: true
            rules:
              - id: BANK010
                severity: error
                message: the bank's letters stand in for the standard ones
                select: {keyboard: "*-letters"}
                require: {replaces: letters}
            """
        let (kept, _) = try compile(["bank-letters.yaml": Self.bankLetters], config: config)
        #expect(kept.diagnostics.isEmpty, "\(kept.diagnostics)")
        let (broken, _) = try compile(["card-letters.yaml": "keyboard: card-letters\nextends: letters\n"], config: config)
        // kbc's own check (KBC0239) finds the same mistake: symbols' ABC key leads back to the standard letters.
        #expect(broken.diagnostics.map(\.code.identifier) == ["BANK010", "KBC0239"], "\(broken.diagnostics)")
    }

    @Test func flattenKeepsReplacesSoTheFlattenedFolderBuildsTheSameKeyboards() throws {
        let (result, configuration) = try compile(["bank-letters.yaml": Self.bankLetters, "pin-pad.yaml": Self.pinPad])
        let (flattened, problems) = LayoutFlattening.files(for: result, configuration: configuration)
        #expect(problems.isEmpty, "\(problems)")
        let bank = try #require(flattened.first { $0.name == "bank-letters.yaml" })
        #expect(bank.contents.contains("\nreplaces: \"letters\"\n"))
        let (again, _) = try compile(Dictionary(uniqueKeysWithValues: flattened.map { ($0.name, $0.contents) }))
        #expect(again.diagnostics.isEmpty, "\(again.diagnostics)")
        let emitter = SwiftSourceEmitter()
        #expect(SwiftGeneration.files(for: again, emitter: emitter).files.map(\.contents) == SwiftGeneration.files(for: result, emitter: emitter).files.map(\.contents))
    }
}
