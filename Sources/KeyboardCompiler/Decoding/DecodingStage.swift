import YAMLLoader

/// The decode stage of ``LayoutCompiler/compile(_:)``: each source loaded as YAML and decoded into the
/// keyboard (or theme) it declares, with what the later stages need from the files.
struct DecodingStage {
    /// The keyboards decoded, in input order. A keyboard whose YAML needed recovery is marked incomplete:
    /// it is checked, never emitted.
    var keyboards: [DecodedKeyboard] = []
    /// The theme files decoded (a file whose first field is `theme:`), in input order.
    var themes: [DecodedTheme] = []
    /// The files that did not load or decode far enough to have a keyboard.
    var failedFiles: [FailedLayoutFile] = []
    /// The loader's and decoder's problems.
    var diagnostics: [Diagnostic] = []
    /// The source texts, for excerpts.
    var texts: SourceTexts

    init(capacity: Int) {
        texts = SourceTexts(capacity: capacity)
    }

    /// Loads and decodes one layout file.
    mutating func decode(_ source: LayoutSource, with loader: YAMLLoader) {
        let text = SourceText(bytes: source.bytes)
        texts.insert(text, for: source.path)
        let (root, problems) = loader.load(text)
        if !problems.isEmpty {
            let isTheme = root.map(ThemeDecoder.isTheme) ?? ThemeDecoder.startsAsTheme(text)
            diagnostics += problems.map { isTheme ? ThemeDecoder.withColorFix($0.diagnostic(in: source.path)) : $0.diagnostic(in: source.path) }
        }
        guard let root else {
            failedFiles.append(FailedLayoutFile(path: source.path, text: text))
            return
        }
        if ThemeDecoder.isTheme(root) {
            var decoder = ThemeDecoder(file: source.path, source: text)
            if let theme = decoder.decode(root) { themes.append(theme) }
            diagnostics += decoder.diagnostics
            return
        }
        var decoder = KeyboardDecoder(file: source.path, source: text)
        let keyboard = decoder.decode(root)
        diagnostics += decoder.diagnostics
        guard let keyboard else {
            failedFiles.append(FailedLayoutFile(path: source.path, text: text))
            return
        }
        // Appended before it is changed: a keyboard bound to a variable of its own is copied whole.
        keyboards.append(keyboard)
        if !problems.isEmpty { keyboards[keyboards.count - 1].isComplete = false }
    }
}

/// The source text of each layout file by path, for excerpts.
///
/// Swift compares strings by canonical equivalence, so `é.yaml` in NFC and in NFD are one dictionary key
/// though they are two files. Both are compiled; neither gets source excerpts (which could show the other's
/// lines), and files are told apart by their bytes where it matters.
struct SourceTexts {
    private var byPath: [String: SourceText] = [:]
    private var ambiguousPaths: [String] = []

    init(capacity: Int) {
        byPath.reserveCapacity(capacity)  // no rehashing as files are added
    }

    mutating func insert(_ text: SourceText, for path: String) {
        // One look-up for the usual new path; a path already there is checked afterwards.
        if let earlier = byPath.updateValue(text, forKey: path),
           let existing = byPath.index(forKey: path), !byPath.keys[existing].utf8.elementsEqual(path.utf8) {
            byPath[path] = earlier
            ambiguousPaths.append(path)
        }
    }

    /// The texts, without those of paths that name several files.
    func unambiguous() -> [String: SourceText] {
        var texts = byPath
        for path in ambiguousPaths { texts[path] = nil }
        return texts
    }
}
