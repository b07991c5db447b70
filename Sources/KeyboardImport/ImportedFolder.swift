import KeyboardCompiler

/// Writes the layout files `kbc import` made into a folder, as every command writes (``WritePlan``):
/// replacing only files it wrote before (whose first line starts with ``header``), all or nothing, holding
/// the folder's lock. It deletes no page: a folder may gather the imports of several runs.
public enum ImportedFolder {
    /// The start of the first line of every file `kbc import` writes.
    public static let header = "# Imported by kbc from"

    /// Writes `files` into `folder` (creating it), or throws ``WriteRefusal`` with located errors.
    public static func write(_ files: [GeneratedFile], to folder: String) throws(WriteRefusal) -> WriteReport {
        try WritePlan(folder: folder, files: files, kind: .importedLayout).write()
    }
}

extension OutputKind {
    /// `kbc import`: one layout file per imported page, `# Imported by kbc from mt.xml (…)`.
    public static let importedLayout = OutputKind(
        files: "layout files", description: "the imported layout files", mark: ImportedFolder.header, writer: "kbc import",
        advice: "import into a folder of its own, or move this file away", refusalCode: .importOutputNotImported)
}
