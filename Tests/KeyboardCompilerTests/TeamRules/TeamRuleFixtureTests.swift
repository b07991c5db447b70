import Foundation
@testable import KeyboardCompiler
import Testing

/// Every team rule property, selector, condition, pack, suppression and override has a fixture under
/// `Fixtures/TeamRules`: a folder with a `kbc-config.yaml` and layouts, compiled as a target with that
/// configuration. Its files' `# expect: ID line:col FILE SEVERITY` lines list every error and warning it
/// gives (ID a kbc code or a team rule's id; FILE the file the diagnostic is in), so a fixture cannot pass
/// on a stray diagnostic or hide a new one.
@Suite struct TeamRuleFixtureTests {
    static let folder = TestPaths.testsFolder + "/Fixtures/TeamRules"
    static let fixtures: [String] = TestPaths.contents(of: folder)

    /// A fixture folder compiled as a build compiles a target: its configuration, then its layouts.
    static func compile(_ fixture: String) -> CompilationResult {
        let path = folder + "/" + fixture
        let loaded = GeneratorConfiguration.load(path: path + "/kbc-config.yaml")
        var compiler = LayoutCompiler(options: loaded.configuration?.diagnosticOptions ?? DiagnosticOptions())
        compiler.teamRules = loaded.configuration?.teamRules ?? TeamRuleConfiguration()
        compiler.importsStandardLayouts = loaded.configuration?.standardLayouts ?? false
        var result = compiler.compile(paths: [path])
        result.append(loaded.diagnostics, from: loaded.source, path: path + "/kbc-config.yaml")
        if !result.hasErrors { result.diagnostics += LayoutTestRunner.run(result).failures }
        return result
    }

    @Test(arguments: fixtures)
    func fixtureGivesExactlyItsExpectations(_ fixture: String) throws {
        let result = Self.compile(fixture)
        let expected = Self.expectations(in: Self.folder + "/" + fixture)
        #expect(!expected.isEmpty, "\(fixture) lists no '# expect:' line")
        let found = result.diagnostics.filter { $0.severity >= .warning }.map(Self.describe).sorted()
        #expect(found == expected.sorted(), "\(fixture): got\n\(found.joined(separator: "\n"))")
        for diagnostic in result.diagnostics { #expect(diagnostic.location != nil, "every diagnostic has a location: \(diagnostic)") }
        // A fixture named after a code triggers it.
        if fixture.hasPrefix("KBC") { #expect(found.contains { $0.hasPrefix(fixture.prefix(7)) }, "\(fixture) does not trigger its code") }
    }

    /// Every finding of a team rule carries the note that points at the rule in kbc-config.yaml: at its id,
    /// where `kbc explain` says it is declared (``TeamRuleReference``), or where its pack is switched on.
    @Test(arguments: fixtures)
    func findingsPointAtTheirRule(_ fixture: String) {
        let result = Self.compile(fixture)
        let rules = GeneratorConfiguration.load(path: Self.folder + "/" + fixture + "/kbc-config.yaml").configuration?.teamRules.rules ?? []
        for diagnostic in result.diagnostics where diagnostic.code.number >= TeamRule.firstNumber {
            let rule = rules.first { $0.code == diagnostic.code }
            #expect(diagnostic.notes.contains { $0.location != nil && $0.location == rule?.location && $0.message.contains(diagnostic.code.identifier) },
                    "\(fixture): \(Self.describe(diagnostic)) has no note at its rule's id \(rule?.location.description ?? "-")")
        }
    }

    /// Every property of the vocabulary is used by some fixture's rule, and so is every condition.
    @Test func everyPropertyAndConditionHasAFixture() {
        let configs = Self.fixtures.map { String(decoding: TestPaths.bytes(of: Self.folder + "/" + $0 + "/kbc-config.yaml"), as: UTF8.self) }.joined(separator: "\n")
        for property in RuleProperties.all {
            #expect(configs.contains("\(property.name):") || configs.contains("[\(property.name)]") || configs.contains(" \(property.name),") || configs.contains(", \(property.name)]"),
                    "no fixture's rule uses the property '\(property.name)'")
        }
        for word in TeamRuleDecoder.conditionWords + ["select:", "keys:", "require:", "forbid:", "help:", "pack:", "overrides:", "files:", "keyboards:"] {
            #expect(configs.contains(word), "no fixture uses '\(word)'")
        }
        for pack in RulePacks.names { #expect(configs.contains("pack: \(pack)"), "no fixture switches on the pack '\(pack)'") }
    }

    /// Every format field is a property, or is read as another (``RuleProperties/notProperties``).
    @Test func everyFormatFieldIsAProperty() {
        let names = Set(RuleProperties.all.map(\.name))
        let fields = LayoutFormat.keyboardFields.map(\.name) + LayoutFormat.characterKeyFields.map(\.name) + LayoutFormat.functionKeyFields.map(\.name)
            + LayoutFormat.lengthFields.map { "length." + $0.name } + LayoutFormat.toolbarFields.map { "toolbar." + $0.name }
            + LayoutFormat.variantFields.map(\.name) + LayoutFormat.rowFields.map(\.name) + LayoutFormat.spacerFields.map(\.name)
        for field in fields where !names.contains(field) && !RuleProperties.notProperties.contains(field) {
            Issue.record("the format field '\(field)' is no property of team rules: add it to RuleProperties")
        }
    }

    /// The built-in packs read without a problem.
    @Test func packsAreSound() throws {
        for name in RulePacks.names {
            let file = try TestPaths.temporaryFile(named: "kbc-config.yaml", text: "rules:\n  - pack: \(name)\n")
            let loaded = GeneratorConfiguration.load(path: file)
            #expect(loaded.diagnostics.isEmpty, "\(name): \(loaded.diagnostics.map(\.message))")
            #expect((loaded.configuration?.teamRules.rules.count ?? 0) >= 3)
        }
    }

    /// `{key: "00"}` says the key is one key: KBC0211 keeps quiet, and speaks of mappings when it fires on one.
    @Test func multipleCharactersRespectsMappings() throws {
        let file = try TestPaths.temporaryFile(named: "amount.yaml", text: """
            keyboard: amount
            rows:
              - 1 2 3 00
              - [{key: "00"}, {key: "1,2"}]
            """)
        let result = LayoutCompiler().compile(paths: [file])
        let found = result.diagnostics.filter { $0.code == .multipleCharacters }
        #expect(found.map { $0.location?.position.description } == ["3:11", "4:25"])
        #expect(found.first?.notes.first?.message.contains("{key: \"00\"}") == true)
        #expect(found.last?.notes.first?.message.contains("mapping") == true)
    }

    static func describe(_ diagnostic: Diagnostic) -> String {
        let file = diagnostic.location.map { String($0.file.split(separator: "/").last ?? "") } ?? ""
        return "\(diagnostic.code.identifier) \(diagnostic.location?.position.description ?? "-") \(file) \(diagnostic.severity.rawValue)"
    }

    /// The `# expect: ID line:col FILE SEVERITY` lines of every file of the fixture.
    static func expectations(in path: String) -> [String] {
        TestPaths.contents(of: path).flatMap { name -> [String] in
            String(decoding: TestPaths.bytes(of: path + "/" + name), as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
                let words = line.split(separator: " ")
                guard words.count >= 2, words[0] == "#", words[1] == "expect:" else { return nil }
                guard words.count == 6 else {
                    Issue.record("\(name): malformed '\(line)'; the form is '# expect: ID line:col FILE SEVERITY'")
                    return nil
                }
                return words[2...].joined(separator: " ")
            }
        }
    }
}
