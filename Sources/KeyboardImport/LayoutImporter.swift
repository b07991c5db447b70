@preconcurrency import KbcPlatform
import KeyboardCompiler
import YAMLLoader

/// `kbc import`'s core: converts CLDR keyboards and FUTO layouts into kbc layout files, one per page,
/// validated together before anything is written, with a located report of everything not carried over.
///
/// ```swift
/// let conversion = LayoutImporter().convert(paths: ["mt.xml"], outputFolder: "Imported")
/// // conversion.files: the layout files of the pages that validate, named by keyboard id
/// // conversion.result.diagnostics: what was not carried over, and why a page was not written
/// ```
public struct LayoutImporter: Sendable {
    /// The format fields the converted pages may use.
    public var features: Set<ImportFeature>
    /// The compiler the converted pages are validated with: the output folder's configuration's, so that they
    /// are checked as that folder's build will check them (its severities, standard layouts, team rules and
    /// theme).
    public var compiler: LayoutCompiler
    /// Severity changes for the conversion's and the validation's diagnostics: the compiler's.
    public var options: DiagnosticOptions {
        get { compiler.options }
        set { compiler.options = newValue }
    }
    /// The largest file read, in bytes.
    public var maximumBytes = 8 << 20

    /// Creates an importer whose pages are validated by `compiler`.
    public init(features: Set<ImportFeature> = ImportFeature.supported, compiler: LayoutCompiler) {
        self.features = features
        self.compiler = compiler
    }

    /// Creates an importer whose pages are validated with no configuration but `options`.
    public init(features: Set<ImportFeature> = ImportFeature.supported, options: DiagnosticOptions = DiagnosticOptions()) {
        self.init(features: features, compiler: LayoutCompiler(options: options))
    }

    /// The converted files, and the diagnostics with the sources they point into.
    public struct Conversion: Sendable {
        /// The layout files to write, one per page that validates, in the order of the inputs.
        public var files: [GeneratedFile]
        /// The diagnostics of reading, converting and validating; `keyboards` holds the validated pages.
        public var result: CompilationResult
    }

    /// Converts the files at `paths`; the pages are validated as the files `outputFolder` would hold,
    /// together with the layout files of `targetFolder` (the target `outputFolder` lies in, see
    /// ``ConfigurationDiscovery/targetFolder(holding:)``; `outputFolder` itself by default), as its build compiles them.
    public func convert(paths given: [String], outputFolder: String, targetFolder: String? = nil) -> Conversion {
        var diagnostics: [Diagnostic] = []
        let (paths, foundInFolders) = files(in: given, outputFolder: outputFolder, diagnostics: &diagnostics)
        var sources: [String: SourceText] = [:]
        var pages: [ImportedPage] = []
        var blockedFiles: Set<String> = []
        for path in paths {
            let location = SourceLocation(file: path, line: 1, column: 1)
            let bytes: [UInt8]
            switch LayoutFiles.read(path, maximumBytes: maximumBytes) {
            case .success(let read): bytes = read
            case .failure(let problem):
                diagnostics.append(Diagnostic(.importUnreadable, problem.message, at: location))
                continue
            }
            let source = SourceText(bytes: bytes)
            sources[path] = source
            let id = ImportNaming.keyboardID(path.split(separator: "/").last.map(String.init) ?? path)
            // A folder's other files (FUTO's names.yaml, CI settings) are skipped, not failures.
            let (filePages, read) = self.read(bytes, source: source, path: path, id: id, skipsOtherFormats: foundInFolders.contains(path))
            let fileDiagnostics = read.compactMap(options.apply)
            diagnostics += fileDiagnostics
            // A file with errors gives no pages: they would lack what was wrong. One whose warnings are
            // errors (--warnings-as-errors) is converted, to report everything, but not written.
            if read.contains(where: { $0.severity == .error }) { continue }
            if fileDiagnostics.contains(where: { $0.severity == .error }) { blockedFiles.insert(path) }
            pages += filePages
        }
        // Page ids are file names: two pages with one id would be one file.
        var firstByID: [String: ImportedPage] = [:]
        pages = pages.filter { page in
            if let first = firstByID[page.id] {
                diagnostics.append(Diagnostic(
                    .importDuplicatePage, "this page would be '\(page.id).yaml', as another imported page would", at: page.origin,
                    notes: [DiagnosticNote("the other page", at: first.origin)]))
                return false
            }
            firstByID[page.id] = page
            return true
        }
        let writer = ImportedPageWriter(features: features)
        var texts: [String: String] = [:]
        for page in pages {
            let (text, lost) = writer.write(page)
            texts[page.id] = text
            let reported = lost.compactMap(options.apply)
            diagnostics += reported
            if reported.contains(where: { $0.severity == .error }) { blockedFiles.insert(page.origin.file) }
        }
        // A keyboard with errors is written not at all: its pages lead to each other.
        pages.removeAll { blockedFiles.contains($0.origin.file) }
        // Pages of one keyboard share its transforms: what they lose is reported once.
        var seen: Set<Diagnostic> = []
        diagnostics = diagnostics.filter { seen.insert($0).inserted }
        // In the order of the inputs, each file's by position: the report reads as the files do.
        let order = Dictionary(paths.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        diagnostics = diagnostics.enumerated().sorted { left, right in
            let (a, b) = (left.element.location, right.element.location)
            let key = { (location: SourceLocation?) in (order[location?.file ?? ""] ?? paths.count, location?.line ?? 0, location?.column ?? 0) }
            return key(a) < key(b) || (key(a) == key(b) && left.offset < right.offset)
        }.map(\.element)
        let validation = validate(pages, texts: texts, folder: outputFolder, target: targetFolder ?? outputFolder)
        diagnostics += validation.diagnostics
        let valid = pages.filter { validation.validIDs.contains($0.id) }
        var result = CompilationResult(
            keyboards: validation.result.keyboards, diagnostics: diagnostics + validation.result.diagnostics,
            sources: sources.merging(validation.result.sources) { input, _ in input })
        result.fileCount = paths.count
        result.inputFiles = paths
        return Conversion(files: valid.map { GeneratedFile(name: $0.id + ".yaml", contents: texts[$0.id]!) }, result: result)
    }

    /// The files named, with each folder replaced by the `.xml`, `.yaml` and `.yml` files in it and its
    /// subfolders (not hidden ones, nor the output folder), sorted.
    private func files(in paths: [String], outputFolder: String, diagnostics: inout [Diagnostic]) -> (files: [String], foundInFolders: Set<String>) {
        // The output folder is known by its identity, never by how its path is spelled (`import . -o out`
        // names it `out`, and the search finds it as `./out`): its pages are not read back as input.
        let output = OutputFiles.identity(following: outputFolder)
        var files: [String] = []
        var foundInFolders: Set<String> = []
        for path in paths {
            // A folder named on the command line is followed when it is a link, as `kbc validate` follows it.
            guard FilePaths.kind(of: path) == .folder else {
                files.append(path)
                continue
            }
            var found: [String] = []
            let reportedBefore = diagnostics.count
            // Real folders only (a link to a folder is not followed, so links cannot loop). Files deeper than
            // `kbc validate` reads are named, never dropped without a word.
            var pending = [(path.hasSuffix("/") ? path : path + "/", 1)]
            while let (folder, level) = pending.popLast() {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
                    let child = folder + name
                    if OutputFiles.entry(at: child) == .folder {
                        if output == nil || OutputFiles.identity(following: child) != output {
                            pending.append((child + "/", level + 1))
                        }
                        continue
                    }
                    guard name.lowercased().hasSuffix(".xml") || LayoutFiles.hasLayoutExtension(name) else { continue }
                    if level <= LayoutFiles.maximumFolderLevels {
                        found.append(child)
                    } else {
                        diagnostics.append(Diagnostic.layoutTooDeep(child, levels: level, in: path))
                    }
                }
            }
            if found.isEmpty && diagnostics.count == reportedBefore {
                diagnostics.append(Diagnostic(
                    .importUnreadable, "the folder holds no .xml, .yaml or .yml file", at: SourceLocation(file: path, line: 1, column: 1)))
            }
            files += found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            foundInFolders.formUnion(found)
        }
        // A file named twice (`a.xml ./a.xml`, or a file and its folder) is read once, as `kbc validate`
        // reads it: read twice, its pages would clash with themselves (KBC0612).
        var seen: Set<OutputFiles.Identity> = []
        files = files.filter { OutputFiles.identity(following: $0).map { seen.insert($0).inserted } ?? true }
        return (files, foundInFolders)
    }

    /// The pages the file at `path` holds, as read, before they are written and validated, and what reading
    /// them found.
    public func pages(in path: String) -> (pages: [ImportedPage], diagnostics: [Diagnostic]) {
        switch LayoutFiles.read(path, maximumBytes: maximumBytes) {
        case .success(let bytes):
            let id = ImportNaming.keyboardID(path.split(separator: "/").last.map(String.init) ?? path)
            return read(bytes, source: SourceText(bytes: bytes), path: path, id: id)
        case .failure(let problem):
            return ([], [Diagnostic(.importUnreadable, problem.message, at: SourceLocation(file: path, line: 1, column: 1))])
        }
    }

    /// The pages of one file, found by its content: XML is a CLDR keyboard, YAML with `rows` a FUTO layout.
    /// A file in neither format is an error, or with `skipsOtherFormats` a warning that it is skipped.
    private func read(_ bytes: [UInt8], source: SourceText, path: String, id: String, skipsOtherFormats: Bool = false)
        -> (pages: [ImportedPage], diagnostics: [Diagnostic]) {
        let location = SourceLocation(file: path, line: 1, column: 1)
        let text = String(decoding: bytes, as: UTF8.self)
        let start = text.unicodeScalars.first { !($0 == "\u{FEFF}" || $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t") }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if start == nil && name.lowercased().hasSuffix(".xml") {
            // Not "no YAML document": nobody meant an empty .xml file as YAML.
            let empty = "'\(name)' is an empty XML file, not a CLDR keyboard (<keyboard3> or <keyboard>)"
            if skipsOtherFormats { return ([], [Diagnostic(.importSkippedFile, empty + "; skipped", at: location)]) }
            return ([], [Diagnostic(.importUnreadable, empty, at: location)])
        }
        if start == "<" {
            // Decoding would turn a byte that is not UTF-8 into U+FFFD, and a key would type that instead.
            if let offset = Self.firstInvalidUTF8(in: source.bytes) {
                return ([], [Diagnostic(.invalidEncoding, "invalid UTF-8 byte sequence", at: SourceLocation(file: path, position: source.position(ofByteOffset: offset)))])
            }
            switch XMLReader().read(text) {
            case .success(let root) where root.name == "keyboard3":
                return CLDRKeyboardReader().pages(from: root, file: path, id: id)
            case .success(let root) where root.name == "keyboard" && root["conformsTo"] == nil:
                return CLDRKeyMapReader().pages(from: root, file: path, id: id)
            case .success(let root) where skipsOtherFormats && root.name != "keyboard":
                // CLDR's folders hold other XML beside the keyboards (`_platform.xml`).
                return ([], [Diagnostic(
                    .importSkippedFile, "'\(name)' is <\(root.name)>, neither a CLDR keyboard (<keyboard3> or <keyboard>) nor a FUTO layout; skipped",
                    at: SourceLocation(file: path, position: root.position), notes: [DiagnosticNote("name the file itself to import it")])])
            case .success(let root):
                return CLDRKeyboardReader().pages(from: root, file: path, id: id)
            case .failure(let error):
                return ([], [Diagnostic(.importXMLSyntax, error.message, at: SourceLocation(file: path, position: error.position))])
            }
        }
        let (root, problems) = YAMLLoader().load(source)
        if let root, case .mapping(let entries) = root.content, entries.contains(where: { $0.key.isScalar("keyboard") }) {
            let already = "'\(name)' is a kbc layout already ('keyboard:'); there is nothing to import"
            // In a folder (an earlier import's output kept beside its sources), it is skipped as other files are.
            if skipsOtherFormats {
                return ([], [Diagnostic(.importSkippedFile, already + "; skipped", at: location)])
            }
            return ([], [Diagnostic(.importUnreadable, already, at: location)])
        }
        if let root, case .mapping(let entries) = root.content, entries.contains(where: { $0.key.isScalar("rows") }) {
            let problemDiagnostics = problems.map { $0.diagnostic(in: path) }
            if problemDiagnostics.contains(where: { $0.severity == .error }) { return ([], problemDiagnostics) }
            let (pages, diagnostics) = FUTOLayoutReader().pages(from: root, file: path, id: id)
            return (pages, problemDiagnostics + diagnostics)
        }
        if let problem = problems.first, root == nil {
            return ([], [problem.diagnostic(in: path)])
        }
        let neither = "'\(name)' is neither a CLDR keyboard (<keyboard3>) nor a FUTO layout (name, rows)"
        if skipsOtherFormats {
            return ([], [Diagnostic(.importSkippedFile, neither + "; skipped", at: location,
                                    notes: [DiagnosticNote("name the file itself to import it")])])
        }
        return ([], [Diagnostic(.importUnreadable, neither, at: location)])
    }

    /// The byte offset of the first sequence in `bytes` that is not UTF-8, or `nil` when they all are.
    private static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }

    /// Validates the pages together with the layout files `folder` already holds (those the pages do not
    /// replace), as that folder's build will compile them all: the pages see its themes, and an id one of
    /// its keyboards has is a clash. A page with errors is left out (reported at its origin, with the errors
    /// as notes), and so is every page that switches to a page left out, which would fail for that alone.
    /// The rest is validated again: twice in all, however long the chain of switches, unless leaving pages
    /// out brings new errors. Only what concerns the pages is kept: the folder's own files are `kbc
    /// validate`'s to report.
    private func validate(_ pages: [ImportedPage], texts: [String: String], folder: String, target: String)
        -> (result: CompilationResult, validIDs: Set<String>, diagnostics: [Diagnostic]) {
        let existing = existingSources(in: target, besides: pages.map { Self.path(of: $0, in: folder) })
        let existingPaths = Set(existing.map(\.path))
        var remaining = pages
        var reported: [Diagnostic] = []
        // The command limits the diagnostics per file once, over all of them.
        var compiler = self.compiler
        compiler.options.limitPerFile = nil
        // The pages that switch to each page.
        var switchingTo: [String: [ImportedPage]] = [:]
        for page in pages {
            for case .function(let key) in page.rows.joined() {
                if case .switchTo(let target) = key.action, target != page.id { switchingTo[target, default: []].append(page) }
            }
        }
        while true {
            // The folder's files first: a clash of ids is reported at the page, which comes second.
            let sources = existing + remaining.map { LayoutSource(path: Self.path(of: $0, in: folder), text: texts[$0.id]!) }
            var result = compiler.compile(sources)
            result.dropFiles(existingPaths)
            var errorsByPath: [String: [Diagnostic]] = [:]
            for diagnostic in result.diagnostics where diagnostic.severity == .error {
                if let file = diagnostic.location?.file { errorsByPath[file, default: []].append(diagnostic) }
            }
            let failing = remaining.filter { errorsByPath[Self.path(of: $0, in: folder)] != nil }
            if failing.isEmpty {
                return (result, Set(remaining.map(\.id)), reported)
            }
            var left = Set<String>()
            for page in failing {
                left.insert(page.id)
                reported.append(Diagnostic(
                    .importPageInvalid, "the page '\(page.id)' would not validate, so it is not written", at: page.origin,
                    notes: errorsByPath[Self.path(of: page, in: folder)]!.flatMap { error in
                        // The error's notes that point into the folder's files (the keyboard whose id the page
                        // would take) are kept, where they point.
                        [DiagnosticNote("\(error.message) [\(error.code.identifier)]\(error.location.map { " (line \($0.line) of the converted page)" } ?? "")")]
                            + error.notes.filter { note in note.location.map { existingPaths.contains($0.file) } ?? false }
                    }))
            }
            let remainingIDs = Set(remaining.map(\.id))
            var pending = failing.map(\.id)
            while let target = pending.popLast() {
                for page in switchingTo[target] ?? [] where remainingIDs.contains(page.id) && left.insert(page.id).inserted {
                    pending.append(page.id)
                    reported.append(Diagnostic(
                        .importPageInvalid, "the page '\(page.id)' would not validate, so it is not written", at: page.origin,
                        notes: [DiagnosticNote("it switches to the page '\(target)', which is not written")]))
                }
            }
            remaining.removeAll { left.contains($0.id) }
        }
    }

    /// The layout files `folder` holds (searched as `kbc validate` searches it), but for `replaced`, the
    /// files the pages would replace; none when the folder does not exist yet.
    private func existingSources(in folder: String, besides replaced: [String]) -> [LayoutSource] {
        // Followed when it is a link, as the output folder is when the pages are written into it.
        guard FilePaths.kind(of: folder) == .folder else { return [] }
        // Compared as absolute paths: the target folder and the output folder inside it may be spelled
        // differently (`.` and `Imported`).
        let replaced = Set(replaced.map(PackagePaths.absolute))
        return compiler.load(paths: [folder]).sources.filter { !replaced.contains(PackagePaths.absolute($0.path)) }
    }

    private static func path(of page: ImportedPage, in folder: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + page.id + ".yaml"
    }
}

extension CompilationResult {
    /// Leaves out the keyboards, diagnostics and texts of `files`: compiled only for what the rest sees.
    fileprivate mutating func dropFiles(_ files: Set<String>) {
        guard !files.isEmpty else { return }
        keyboards.removeAll { files.contains($0.file) }
        diagnostics.removeAll { $0.location.map { files.contains($0.file) } ?? false }
        for file in files { sources[file] = nil }
    }
}
