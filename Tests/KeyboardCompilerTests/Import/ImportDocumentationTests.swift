import Foundation
import KeyboardCompiler
import KeyboardImport
import Testing

/// The "Importing layouts" article shows real files: its XML is the import fixtures' examples, its YAML
/// the golden output, and its report lines those the importer prints.
@Suite struct ImportDocumentationTests {
    static let article = DocumentationTests.text("Sources/KeyboardCompiler/KeyboardCompiler.docc/ImportingLayouts.md")
    static let fixtures = TestPaths.testsFolder + "/ImportFixtures"

    private func text(_ path: String) -> String {
        String(decoding: TestPaths.bytes(of: Self.fixtures + "/" + path), as: UTF8.self)
    }

    @Test func theArticlesFilesAreTheFixturesAndTheirOutput() {
        #expect(DocumentationTests.blocks("xml", in: Self.article) == [text("Examples/pin.xml"), text("Examples/kana.xml")])
        #expect(DocumentationTests.blocks("yaml", in: Self.article) == [text("Expected/pin.yaml"), text("Expected/pin-symbols.yaml")])
        let report = text("Expected/report.txt")
        let shown = Self.article.split(separator: "\n").filter { $0.hasPrefix("kana.xml:") }
        #expect(shown.count == 3)
        for line in shown { #expect(report.contains(line + "\n"), "the report has no line \(line)") }
    }

    /// What the article promises of the written files: they validate on their own.
    @Test func theWrittenPagesValidateOnTheirOwn() throws {
        let outputFolder = try TestPaths.makeTemporaryFolder() + "/Imported"
        let conversion = LayoutImporter().convert(paths: [Self.fixtures + "/Examples/pin.xml"], outputFolder: outputFolder)
        #expect(!conversion.result.hasErrors)
        _ = try ImportedFolder.write(conversion.files, to: outputFolder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outputFolder).sorted().filter { !$0.hasPrefix(".") } == ["pin-symbols.yaml", "pin.yaml"])
        #expect(!LayoutCompiler().compile(paths: [outputFolder]).hasErrors)
    }
}
