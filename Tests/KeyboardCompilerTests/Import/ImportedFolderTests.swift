import Foundation
import KeyboardCompiler
import KeyboardImport
import Testing

/// `kbc import` writes all its files or none, replaces only files it wrote, and never writes through a
/// link or over a folder.
@Suite struct ImportedFolderTests {
    /// The two pages of the pin example, as the importer makes them.
    static let files = LayoutImporter().convert(paths: [ImportGoldenTests.fixtures + "/Examples/pin.xml"], outputFolder: "Imported").files
    var page: GeneratedFile { Self.files.first { $0.name == "pin.yaml" }! }
    var other: GeneratedFile { Self.files.first { $0.name == "pin-symbols.yaml" }! }

    private func refusal(_ body: () throws -> Void) -> [Diagnostic] {
        do {
            try body()
            return []
        } catch let refusal as WriteRefusal {
            return refusal.diagnostics
        } catch {
            Issue.record("unexpected \(error)")
            return []
        }
    }

    @Test func writesReplacesItsOwnFilesAndKeepsUpToDateOnes() throws {
        let folder = try TestPaths.makeTemporaryFolder() + "/Imported"
        #expect(try ImportedFolder.write([page, other], to: folder).written == ["pin.yaml", "pin-symbols.yaml"])
        var changed = page
        changed.contents += "  - 4 5 6\n"
        let report = try ImportedFolder.write([changed, other], to: folder)
        #expect(report.written == ["pin.yaml"])
        #expect(report.unchanged == ["pin-symbols.yaml"])
        #expect(try String(contentsOfFile: folder + "/pin.yaml", encoding: .utf8) == changed.contents)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["pin-symbols.yaml", "pin.yaml"])
    }

    @Test func refusesHandWrittenFilesLinksAndFoldersAndWritesNothing() throws {
        let folder = try TestPaths.makeTemporaryFolder()
        try "keyboard: pin\nrows:\n  - 1\n".write(toFile: folder + "/pin.yaml", atomically: true, encoding: .utf8)
        let diagnostics = refusal { _ = try ImportedFolder.write([page, other], to: folder) }
        #expect(diagnostics.map { $0.code.identifier } == ["KBC0611"])
        #expect(!FileManager.default.fileExists(atPath: folder + "/pin-symbols.yaml"))

        let linked = try TestPaths.makeTemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: linked + "/pin.yaml", withDestinationPath: folder + "/pin.yaml")
        try FileManager.default.createDirectory(atPath: linked + "/pin-symbols.yaml", withIntermediateDirectories: false)
        let both = refusal { _ = try ImportedFolder.write([page, other], to: linked) }
        #expect(both.map { $0.message } == [
            "'pin.yaml' is a symbolic link: kbc neither writes through links nor replaces them",
            "'pin-symbols.yaml' is a folder, where kbc would write a file",
        ])
        #expect(try String(contentsOfFile: folder + "/pin.yaml", encoding: .utf8) == "keyboard: pin\nrows:\n  - 1\n")
    }
}
