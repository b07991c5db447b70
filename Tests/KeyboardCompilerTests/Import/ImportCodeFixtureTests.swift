import Foundation
import KeyboardCompiler
import KeyboardImport
import Testing

/// Every code of `kbc import` (KBC0600–KBC0649) has a file to import under `ImportFixtures/Codes` named
/// after it that triggers it, at the places its `# expect: KBCnnnn line:col` comments give (in an XML
/// comment for XML files), and nothing else.
@Suite struct ImportCodeFixtureTests {
    static let folder = TestPaths.testsFolder + "/ImportFixtures/Codes"
    static let fixtures: [String] = TestPaths.contents(of: folder)

    /// KBC0611 needs a file in the output folder, KBC0613 a folder to import: `ImportCommandTests`
    /// triggers them with the built kbc.
    static let triggeredElsewhere: Set<String> = ["KBC0611", "KBC0613"]

    @Test func everyImportCodeHasAFixture() {
        for code in DiagnosticCatalog.all where code.identifier.hasPrefix("KBC06") && !Self.triggeredElsewhere.contains(code.identifier) {
            #expect(Self.fixtures.contains { $0.hasPrefix(code.identifier) }, "no import fixture triggers \(code.identifier)")
        }
    }

    @Test(arguments: fixtures)
    func fixtureTriggersItsCode(_ name: String) throws {
        let path = Self.folder + "/" + name
        let identifier = String(name.prefix(7))
        let output = try TestPaths.makeTemporaryFolder()
        // Without the features, whatever this build's format reads: KBC0604–KBC0608 report a feature's absence.
        let result = LayoutImporter(features: []).convert(paths: [path], outputFolder: output).result
        let expectations = DiagnosticCodeFixtureTests.expectations(in: path)
        #expect(expectations.contains { $0.code == identifier && !$0.isExtra }, "\(name) has no '# expect: \(identifier) line:col' comment")
        for expectation in expectations {
            #expect(result.diagnostics.contains { expectation.matches($0) },
                    "\(expectation.code) expected at \(expectation.position); got \(result.diagnostics.map(DiagnosticCodeFixtureTests.describe))")
        }
        for diagnostic in result.diagnostics where diagnostic.severity >= .warning {
            #expect(expectations.contains { $0.matches(diagnostic) },
                    "\(name): unexpected \(DiagnosticCodeFixtureTests.describe(diagnostic)): \(diagnostic.message)")
        }
    }
}
