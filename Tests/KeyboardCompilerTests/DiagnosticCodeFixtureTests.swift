import KeyboardCompiler
import Testing

/// Every diagnostic code has a fixture under `Fixtures/Codes` named after it that triggers it, at the
/// positions its `# expect: KBCnnnn line:col` comments give.
@Suite struct DiagnosticCodeFixtureTests {
    /// Codes whose trigger needs a state a fixture file cannot hold or another command than validation;
    /// each has a test of its own (below, `GenerateCommandTests` for KBC0401 and KBC0402, `OutputSafetyCommandTests`
    /// for KBC0403–KBC0405, `GenerateOwnershipTests` for KBC0406: a file in the output folder; `FlattenTests` for KBC0408).
    static let triggeredElsewhere: Set<String> = ["KBC0001", "KBC0002", "KBC0401", "KBC0402", "KBC0403", "KBC0404", "KBC0405", "KBC0406", "KBC0408"]

    static let fixtures: [String] = TestPaths.contents(of: TestPaths.codeFixtures)

    @Test func everyCodeHasAFixture() {
        for code in DiagnosticCatalog.all where !Self.triggeredElsewhere.contains(code.identifier) {
            #expect(Self.fixtures.contains { $0.hasPrefix(code.identifier) }, "no fixture triggers \(code.identifier)")
        }
    }

    @Test(arguments: fixtures)
    func fixtureTriggersItsCode(_ name: String) throws {
        let path = TestPaths.codeFixtures + "/" + name
        let identifier = String(name.prefix(7))
        var result = LayoutCompiler().compile(paths: [path])
        // Layout tests run, as `kbc test` runs them, once validation is clean.
        if !result.hasErrors { result.diagnostics += LayoutTestRunner.run(result).failures }
        let found = result.diagnostics.filter { $0.code.identifier == identifier }
        #expect(!found.isEmpty, "\(name) did not trigger \(identifier); got \(result.diagnostics.map(\.code.identifier))")
        for expectation in expectations(in: path) {
            #expect(
                found.contains { $0.location?.position.description == expectation.position && $0.location?.file.hasSuffix(expectation.file) == true },
                "\(identifier) expected at \(expectation.file):\(expectation.position); found at \(found.compactMap(\.location))")
        }
        for diagnostic in result.diagnostics {
            #expect(diagnostic.location != nil, "every diagnostic has a location: \(diagnostic)")
        }
    }

    @Test func missingPathIsUnreadable() {
        let result = LayoutCompiler().compile(paths: [TestPaths.codeFixtures + "/does-not-exist.yaml"])
        #expect(result.diagnostics.map(\.code) == [.unreadableInput])
        #expect(result.diagnostics.first?.location?.position.description == "1:1")
    }

    @Test func folderWithoutLayoutsIsUnreadable() throws {
        let folder = try TestPaths.makeTemporaryFolder()
        let result = LayoutCompiler().compile(paths: [folder])
        #expect(result.diagnostics.map(\.code) == [.unreadableInput])
    }

    @Test func oversizedFileIsRejectedUnread() {
        var compiler = LayoutCompiler()
        compiler.limits.maximumBytes = 10
        let result = compiler.compile(paths: [TestPaths.layouts + "/letters.yaml"])
        #expect(result.diagnostics.map(\.code) == [.fileTooLarge])
        #expect(result.sources.isEmpty)
    }

    private struct Expectation {
        var file: String
        var position: String
    }

    /// `# expect: KBCnnnn line:col` lines of the fixture (or of each file of a fixture folder).
    private func expectations(in path: String) -> [Expectation] {
        let files = TestPaths.contents(of: path).isEmpty ? [path] : TestPaths.contents(of: path).map { path + "/" + $0 }
        return files.flatMap { file -> [Expectation] in
            let text = String(decoding: TestPaths.bytes(of: file), as: UTF8.self)
            let name = String(file.split(separator: "/").last ?? "")
            return text.split(separator: "\n").compactMap { line in
                let words = line.split(separator: " ")
                guard words.count == 4, words[0] == "#", words[1] == "expect:" else { return nil }
                return Expectation(file: name, position: String(words[3]))
            }
        }
    }
}
