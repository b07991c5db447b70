import Foundation
import KeyboardCompiler
import Testing

/// The "Importing layouts" article shows real files: its XML is the import fixtures' examples, its YAML
/// the golden output, its report lines those the importer prints, and its Swift runs as written.
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

    @Test func theSwiftExampleImportsAndWrites() throws {
        let examplesFolder = Self.fixtures + "/Examples"
        let outputFolder = try TestPaths.makeTemporaryFolder() + "/Imported"
        let conversion = LayoutImporter().convert(paths: [examplesFolder + "/pin.xml"], outputFolder: outputFolder)
        for diagnostic in conversion.result.diagnostics {
            print(diagnostic.location?.description ?? "", diagnostic.message, diagnostic.code)
        }
        if !conversion.result.hasErrors {
            let report = try ImportedFolder.write(conversion.files, to: outputFolder)
            print("wrote", report.written, "kept", report.unchanged)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outputFolder).sorted().filter { !$0.hasPrefix(".") } == ["pin-symbols.yaml", "pin.yaml"])
        // The written files validate on their own.
        #expect(!LayoutCompiler().compile(paths: [outputFolder]).hasErrors)
    }
}
