import Foundation
import KeyboardImport

/// The source files the import tests convert, written once: each in a folder of its own.
enum ImportFixture {
    /// `text` saved as `name` in a new temporary folder, converted into the folder's `Imported/`.
    static func convert(_ text: String, named name: String) throws -> LayoutImporter.Conversion {
        let folder = try TestPaths.makeTemporaryFolder()
        try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
        return LayoutImporter().convert(paths: [folder + "/" + name], outputFolder: folder + "/Imported")
    }
}
