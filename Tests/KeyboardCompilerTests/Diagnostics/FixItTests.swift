import Foundation
import KeyboardCompiler
import Testing
import YAMLLoader

/// Fix-its are edits, not advice: every one the fixtures produce is applied to its file as it is, the file
/// validated again, and the problem it fixes must be gone with no new error in its place.
@Suite struct FixItTests {
    static let fixItFixtures = TestPaths.testsFolder + "/Fixtures/FixIts"

    /// Every layout fixture of the test suite: each file of `Fixtures` (a folder of `Fixtures/Codes` is
    /// one case, its files compiled together), the playground's and the integration app's layouts.
    static let cases: [String] = {
        let fixtures = TestPaths.testsFolder + "/Fixtures"
        var cases: [String] = []
        for folder in TestPaths.contents(of: fixtures) {
            for name in TestPaths.contents(of: fixtures + "/" + folder) {
                cases.append(folder + "/" + name)
            }
        }
        // The layouts of the other test folders (a generator configuration is no layout).
        for folder in ["../Playground/Fixtures", "../IntegrationApp/Sources/SecureForms"] {
            cases += TestPaths.contents(of: fixtures + "/" + folder)
                .filter { $0.hasSuffix(".yaml") && $0 != "kbc-config.yaml" }.map { folder + "/" + $0 }
        }
        return cases
    }()

    /// The sources of a case: one file, or every layout file of a folder.
    private func sources(of name: String) -> [LayoutSource] {
        let path = TestPaths.testsFolder + "/Fixtures/" + name
        let inFolder = TestPaths.contents(of: path)
        let files = inFolder.isEmpty ? [path] : inFolder.filter { $0.hasSuffix(".yaml") }.map { path + "/" + $0 }
        return files.map { LayoutSource(path: $0, bytes: TestPaths.bytes(of: $0)) }
    }

    /// Errors as `code file:line`: a fix-it that changes a line's length moves columns after it.
    private func errorPlaces(_ result: CompilationResult) -> Set<String> {
        Set(result.diagnostics.filter { $0.severity == .error }.map { "\($0.code) \($0.location?.file ?? ""):\($0.location?.line ?? 0)" })
    }

    @Test(arguments: cases)
    func everyFixItFixesItsProblemAndNothingElse(_ name: String) throws {
        let sources = sources(of: name)
        let compiler = LayoutCompiler()
        let result = compiler.compile(sources)
        let before = errorPlaces(result)
        for diagnostic in result.diagnostics {
            for fixIt in diagnostic.notes.compactMap(\.fixIt) {
                let index = try #require(sources.firstIndex { $0.path == fixIt.file }, "\(fixIt) is in a file of the case")
                let text = try #require(result.sources[fixIt.file])
                let edited = try #require(text.applying(fixIt.edit), "\(fixIt) is inside \(fixIt.file)")
                var fixed = sources
                fixed[index].bytes = edited
                let after = compiler.compile(fixed)
                let stillThere = after.diagnostics.filter { other in
                    other.code == diagnostic.code && other.location?.file == diagnostic.location?.file
                        && other.location?.line == diagnostic.location?.line
                }
                #expect(stillThere.isEmpty, "\(name): applying \(fixIt) left \(stillThere.map { "\($0.code) \($0.message)" })")
                let new = errorPlaces(after).subtracting(before)
                #expect(new.isEmpty, "\(name): applying \(fixIt) for \(diagnostic.code) gave new errors \(new.sorted())")
                if let quote = fixIt.replacement.first, quote == "\"" || quote == "'", fixIt.replacement.count >= 2, fixIt.replacement.last == quote {
                    // Quoting makes one whole scalar: part of a value in quotes (`Enter PIN":" 6 digits`)
                    // loads, but as text the author never meant.
                    let end = SourcePosition(line: fixIt.start.line, column: fixIt.start.column + fixIt.replacement.unicodeScalars.count)
                    let scalars = Self.scalars(in: YAMLLoader().load(bytes: edited).root)
                    #expect(scalars.contains { $0.start == fixIt.start && $0.end == end },
                            "\(name): \(fixIt) quotes a whole value; scalars there: \(scalars.filter { $0.start.line == fixIt.start.line })")
                }
            }
        }
    }

    /// Where every scalar of a document starts and ends (aliases, which have no end of their own, left out).
    static func scalars(in node: YAMLNode?) -> [(start: SourcePosition, end: SourcePosition)] {
        guard let node else { return [] }
        switch node.content {
        case .scalar(let scalar): return scalar.end.map { [(node.position, $0)] } ?? []
        case .sequence(let items): return items.flatMap { scalars(in: $0) }
        case .mapping(let entries): return entries.flatMap { scalars(in: $0.key) + scalars(in: $0.value) }
        }
    }

    /// Each fix-it fixture triggers its code at the place its `# expect:` line gives, with a fix-it.
    @Test(arguments: TestPaths.contents(of: fixItFixtures))
    func fixItFixtureIsReportedWhereExpectedWithAFixIt(_ name: String) throws {
        let path = Self.fixItFixtures + "/" + name
        let bytes = TestPaths.bytes(of: path)
        let text = String(decoding: bytes, as: UTF8.self)
        let expectation = try #require(text.split(separator: "\n").first { $0.contains("# expect: ") }).split(separator: " ")
        let result = LayoutCompiler().compile([LayoutSource(path: name, bytes: bytes)])
        let found = result.diagnostics.map { "\($0.code) \($0.location?.position.description ?? "-")" }
        #expect(found.contains("\(expectation[2]) \(expectation[3])"), "\(name): found \(found)")
        let diagnostic = result.diagnostics.first { $0.code.identifier == String(expectation[2]) }
        #expect(diagnostic?.notes.contains { $0.fixIt != nil } == true, "\(name) has a fix-it")
        for diagnostic in result.diagnostics {
            let source = try #require(result.sources[name])
            #expect(diagnostic.location.map { source.byteOffset(of: $0.position) != nil } ?? false,
                    "\(name): \(diagnostic.code) at \(diagnostic.location.map(\.description) ?? "-") is inside the file")
        }
    }

    /// `text` with the first fix-it of its first diagnostic applied.
    private func fixed(_ text: String) throws -> String {
        let result = LayoutCompiler().compile([LayoutSource(path: "k.yaml", text: text)])
        let fixIt = try #require(result.diagnostics.first?.notes.compactMap(\.fixIt).first)
        let edited = try #require(result.sources["k.yaml"]?.applying(fixIt.edit))
        return String(decoding: edited, as: UTF8.self)
    }

    /// The fix-its of issue 21 give what the author meant, written out.
    @Test func fixItsQuoteWholeValuesAndRows() throws {
        #expect(try fixed("keyboard: k\ntitle: Enter PIN: 6 digits\nrows:\n  - 1\n") == "keyboard: k\ntitle: \"Enter PIN: 6 digits\"\nrows:\n  - 1\n")
        #expect(try fixed("keyboard: k\nrows:\n  - & * @ # ! ?\n") == "keyboard: k\nrows:\n  - \"& * @ # ! ?\"\n")
        #expect(try fixed("keyboard: k\nrows:\n  - [ ] {") == "keyboard: k\nrows:\n  - \"[ ] {\"")
        #expect(try fixed("keyboard: k\ntitle: @\"x\\y\nrows:\n  - 1\n") == "keyboard: k\ntitle: '@\"x\\y'\nrows:\n  - 1\n")
        #expect(try fixed("keyboard: k\nrows:\n  - - key: e\n      alternates: è,é,ê\n") == "keyboard: k\nrows:\n  - - key: e\n      alternates: è é ê\n")
    }

    /// A "did you mean" note replaces the misspelt word, inside its quotes if it has them, with the word it
    /// suggests: field names, choices, actions (their synonyms too) and toolbars alike.
    @Test func didYouMeanReplacesTheMisspeltWord() throws {
        #expect(try fixed("keyboard: k\ntitel: PIN\nrows:\n  - 1\n") == "keyboard: k\ntitle: PIN\nrows:\n  - 1\n")
        #expect(try fixed("keyboard: k\nshuffle: 'onshow'\nrows:\n  - 1\n") == "keyboard: k\nshuffle: 'on-show'\nrows:\n  - 1\n")
        #expect(try fixed("keyboard: k\nrows:\n  - - {action: delet}\n") == "keyboard: k\nrows:\n  - - {action: delete}\n")
        #expect(try fixed("keyboard: k\nrows:\n  - - {action: backspace}\n") == "keyboard: k\nrows:\n  - - {action: delete}\n")
        #expect(try fixed("keyboard: k\nrows:\n  - - {acton: delete}\n") == "keyboard: k\nrows:\n  - - {action: delete}\n")
        #expect(try fixed("keyboard: k\ntitle: PIN\ntoolbar: false\nrows:\n  - 1\n") == "keyboard: k\ntitle: PIN\ntoolbar: none\nrows:\n  - 1\n")
        // A plain word whose suggestion YAML would read otherwise (as a comment) is replaced quoted.
        #expect(try fixed("theme: t\nlight:\n  keys:\n    character:\n      fill: 0x0B2A5B\n")
                == "theme: t\nlight:\n  keys:\n    character:\n      fill: \"#0B2A5B\"\n")
        // An escape in the word: the source is not the word, and the note comes alone.
        let result = LayoutCompiler().compile([LayoutSource(path: "k.yaml", text: "keyboard: k\nshuffle: \"onsho\\x77\"\nrows:\n  - 1\n")])
        let note = try #require(result.diagnostics.first?.notes.first)
        #expect(note.message == "did you mean 'on-show'?" && note.fixIt == nil, "\(note)")
    }

    /// A misspelt value of kbc-config.yaml gets the did-you-mean of a layout's, with its fix-it: applied,
    /// the configuration loads without that error.
    @Test(arguments: [
        ("accessLevel: publik\n", "public"),
        ("rules:\n  - {id: BANK001, severity: eror, message: m, require: {shuffle: on-show}}\n", "error"),
        ("rules:\n  - {pack: secure-pin, severity: waring}\n", "secure-pin-pad"),
        ("rules:\n  - {pack: secure-pin-pad, severity: waring}\n", "warning"),
        ("rules:\n  - {id: BANK001, severity: error, message: m, require: {shuffle: onshow}}\n", "on-show"),
        ("overrides:\n  - {files: '**', disabel: [KBC0211]}\n", "disable"),
    ])
    func configurationValuesGetTheLayoutsDidYouMean(_ text: String, meant: String) throws {
        let path = try TestPaths.temporaryFile(named: "kbc-config.yaml", text: text)
        let loaded = GeneratorConfiguration.load(path: path)
        let diagnostic = try #require(loaded.diagnostics.first, "\(text)")
        let note = try #require(diagnostic.notes.first { $0.fixIt != nil }, "\(diagnostic)")
        #expect(note.message == "did you mean '\(meant)'?" && note.fixIt?.replacement == meant)
        let fixIt = try #require(note.fixIt)
        let edited = try #require(loaded.source?.applying(fixIt.edit))
        try Data(edited).write(to: URL(fileURLWithPath: path))
        let reloaded = GeneratorConfiguration.load(path: path).diagnostics
        #expect(!reloaded.contains { $0.location?.position == diagnostic.location?.position }, "\(String(decoding: edited, as: UTF8.self)): \(reloaded)")
    }

    @Test func theJSONOutputListsFixIts() {
        let result = LayoutCompiler().compile([LayoutSource(path: "k.yaml", text: "keyboard: k\ntitle: Enter PIN: 6 digits\nrows:\n  - 1\n")])
        let json = JSONDiagnosticRenderer.render(result)
        #expect(json.contains("""
                  "fixIts": [
                    {
                      "file": "k.yaml",
                      "line": 2,
                      "column": 8,
                      "endLine": 2,
                      "endColumn": 27,
                      "replacement": "\\"Enter PIN: 6 digits\\""
                    }
                  ]
            """), "\(json)")
        let text = TextDiagnosticRenderer(usesColor: false).render(result.diagnostics[0], sources: result.sources)
        #expect(text.contains("k.yaml:2:8: note: to use ':' as text, quote it: \"Enter PIN: 6 digits\"\n"), "\(text)")
    }
}
