import Foundation
import KeyboardCompiler
import Testing

/// Every diagnostic code has a fixture under `Fixtures/Codes`, named `KBCnnnn-<what it shows>.yaml` (a folder
/// `KBCnnnn-<what it shows>/` when the case needs several files), that triggers it at the positions its
/// `# expect: KBCnnnn line:col` comments give.
@Suite struct DiagnosticCodeFixtureTests {
    /// Codes whose trigger needs a state a fixture file cannot hold or another command than validation;
    /// each has a test of its own (below, `GenerateCommandTests` for KBC0401 and KBC0402, `OutputSafetyCommandTests`
    /// for KBC0403–KBC0405, `GenerateOwnershipTests` for KBC0406: a file in the output folder; `FlattenTests` for KBC0408; `NestedConfigurationTests` for KBC0409: a run with a configuration below its folder).
    static let triggeredElsewhere: Set<String> = ["KBC0001", "KBC0002", "KBC0401", "KBC0402", "KBC0403", "KBC0404", "KBC0405", "KBC0406", "KBC0408", "KBC0409"]

    static let fixtures: [String] = TestPaths.contents(of: TestPaths.codeFixtures)

    @Test func everyCodeHasAFixture() {
        for code in DiagnosticCatalog.all where !Self.triggeredElsewhere.contains(code.identifier) {
            // `kbc import`'s codes are triggered by files to import, beside their own tests (ImportCodeFixtureTests).
            // Team rules' codes need a configuration: their fixtures are folders of TeamRuleFixtureTests.
            if code.identifier.hasPrefix("KBC08") {
                #expect(TeamRuleFixtureTests.fixtures.contains { $0.hasPrefix(code.identifier) }, "no team rule fixture triggers \(code.identifier)")
                continue
            }
            if code.identifier.hasPrefix("KBC06") {
                if ImportCodeFixtureTests.triggeredElsewhere.contains(code.identifier) { continue }
                #expect(ImportCodeFixtureTests.fixtures.contains { $0.hasPrefix(code.identifier) }, "no import fixture triggers \(code.identifier)")
                continue
            }
            #expect(Self.fixtures.contains { $0.hasPrefix(code.identifier) }, "no fixture triggers \(code.identifier)")
        }
    }

    /// A fixture's name says which code it triggers and what it shows, so a reader finds the case without
    /// opening it, and so a second fixture for the same code needs no renaming of the first.
    @Test func everyFixtureIsNamedAfterItsCodeAndItsCase() {
        for name in Self.fixtures {
            let isFolder = TestPaths.isFolder(TestPaths.codeFixtures + "/" + name)
            let stem = isFolder ? name : String(name.dropLast(".yaml".count))
            #expect(isFolder || name.hasSuffix(".yaml"), "\(name) is neither a YAML file nor a folder")
            let words = stem.split(separator: "-", omittingEmptySubsequences: false)
            #expect(words.count >= 2 && words[0].count == 7 && words[0].hasPrefix("KBC") && Int(words[0].dropFirst(3)) != nil
                        && words.dropFirst().allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLowercase || $0.isNumber } },
                    "\(name) is not named 'KBCnnnn-<what it shows>\(isFolder ? "" : ".yaml")'")
        }
    }

    /// The fixture gives exactly the diagnostics its comments list: `# expect: KBCnnnn line:col` for its own
    /// code, `# also: KBCnnnn line:col` for intended extras (another code the same text triggers). Every
    /// listed diagnostic must be reported with that code at that place, and every error or warning reported
    /// must be listed, so a fixture cannot pass on a stray diagnostic or hide a new one. Unlisted hints are allowed.
    @Test(arguments: fixtures)
    func fixtureTriggersItsCode(_ name: String) throws {
        let path = TestPaths.codeFixtures + "/" + name
        let identifier = String(name.prefix(7))
        // A fixture folder's kbc-config.yaml applies, as it would to a target (`standardLayouts: true`).
        let configuration = try AppliedConfiguration.find(.file(path + "/kbc-config.yaml"), for: [path])
        var result = (TestPaths.isFolder(path) && FileManager.default.fileExists(atPath: path + "/kbc-config.yaml")
            ? configuration.compiler(commandLine: DiagnosticOptions()) : LayoutCompiler()).compile(paths: [path])
        // Layout tests run, as `kbc test` runs them, once validation is clean.
        if !result.hasErrors { result.diagnostics += LayoutTestRunner.run(result).failures }
        let found = result.diagnostics.filter { $0.code.identifier == identifier }
        #expect(!found.isEmpty, "\(name) did not trigger \(identifier); got \(result.diagnostics.map(\.code.identifier))")

        let expectations = Self.expectations(in: path)
        #expect(expectations.contains { $0.code == identifier && !$0.isExtra },
                "\(name) has no '# expect: \(identifier) line:col' comment: where the diagnostic is reported is unchecked")
        for expectation in expectations where !expectation.isExtra {
            #expect(expectation.code == identifier,
                    "\(name): '# expect:' names \(expectation.code); list other codes with '# also:'")
        }
        for expectation in expectations {
            #expect(result.diagnostics.contains { expectation.matches($0) },
                    "\(expectation.code) expected at \(expectation.file):\(expectation.position); got \(result.diagnostics.map(Self.describe))")
        }
        // Hints (KBC0210 is one) may be expected, but an unlisted hint is no failure.
        for diagnostic in result.diagnostics where diagnostic.severity >= .warning {
            #expect(expectations.contains { $0.matches(diagnostic) },
                    "\(name): unexpected \(Self.describe(diagnostic)); list it with '# also: \(diagnostic.code.identifier) line:col' if intended")
        }
        for diagnostic in result.diagnostics {
            #expect(diagnostic.location != nil, "every diagnostic has a location: \(diagnostic)")
        }
    }

    /// The parser of the comments is strict about their form: a mistyped line fails instead of being ignored.
    @Test func expectationCommentsAreParsed() throws {
        let text = "# expect: KBC0101 3:5\n# also: KBC0205 10:1\nkeyboard: x # expect: KBC0102 1:1\n"
        let file = try TestPaths.temporaryFile(named: "KBC9999.yaml", text: text)
        let found = Self.expectations(in: file)
        #expect(found.map { "\($0.isExtra ? "also" : "expect") \($0.code) \($0.position)" } == ["expect KBC0101 3:5", "also KBC0205 10:1"])
    }

    @Test func utf16FixtureCommentsAreRead() {
        let found = Self.expectations(in: TestPaths.codeFixtures + "/KBC0003-utf16.yaml")
        #expect(found.map(\.code) == ["KBC0003"])
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

    struct Expectation {
        var code: String
        var file: String
        var position: String
        /// An `# also:` line: a diagnostic of another code the fixture triggers on purpose.
        var isExtra: Bool

        func matches(_ diagnostic: Diagnostic) -> Bool {
            diagnostic.code.identifier == code && diagnostic.location?.position.description == position
                && diagnostic.location.map { ($0.file.split(separator: "/").last).map(String.init) == file } == true
        }
    }

    static func describe(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.severity.rawValue) \(diagnostic.code.identifier) at \(diagnostic.location.map { "\($0)" } ?? "nowhere")"
    }

    /// `# expect: KBCnnnn line:col` and `# also: KBCnnnn line:col` lines of the fixture (or of each file of a
    /// fixture folder). A file that starts with a UTF-16 byte order mark is read as UTF-16.
    static func expectations(in path: String) -> [Expectation] {
        // Every file of a fixture folder, however deep (KBC0407-layout-too-deep's is 33 folders down).
        let files = TestPaths.contents(of: path).isEmpty ? [path]
            : (FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String }.sorted() ?? [])
                .map { path + "/" + $0 }.filter { !TestPaths.isFolder($0) }
        return files.flatMap { file -> [Expectation] in
            let name = String(file.split(separator: "/").last ?? "")
            return text(of: file).split(whereSeparator: \.isNewline).compactMap { line -> Expectation? in
                let words = line.split(separator: " ")
                guard words.count >= 2, words[0] == "#", words[1] == "expect:" || words[1] == "also:" else { return nil }
                let isExtra = words[1] == "also:"
                // A comment that names a code but not in the expected form is a mistake in the fixture.
                guard words.count == 4, words[2].hasPrefix("KBC"), words[2].count == 7,
                      words[3].split(separator: ":").count == 2, words[3].split(separator: ":").allSatisfy({ Int($0) != nil }) else {
                    Issue.record("\(name): malformed comment '\(line)'; the form is '# \(words[1]) KBCnnnn line:col'")
                    return nil
                }
                return Expectation(code: String(words[2]), file: name, position: String(words[3]), isExtra: isExtra)
            }
        }
    }

    private static func text(of file: String) -> String {
        let bytes = TestPaths.bytes(of: file)
        if bytes.starts(with: [0xFF, 0xFE]) {
            let units = stride(from: 2, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 }
            return String(decoding: units, as: UTF16.self)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
