import KeyboardRuntime
import YAMLLoader

/// The compiler pipeline: load each file's YAML, decode it into a keyboard, then validate the keyboards
/// together. Every problem in every file is reported; nothing stops at the first.
public struct LayoutCompiler: Sendable {
    /// The limits applied when loading YAML.
    public var limits: YAMLLoaderLimits
    /// Per-code severity changes.
    public var options: DiagnosticOptions

    /// Creates a compiler.
    public init(limits: YAMLLoaderLimits = .standard, options: DiagnosticOptions = DiagnosticOptions()) {
        self.limits = limits
        self.options = options
    }

    /// Finds, reads and compiles the layout files under `paths` (files, or folders searched recursively).
    public func compile(paths: [String]) -> CompilationResult {
        let (files, discoveryDiagnostics) = LayoutFiles.discover(paths)
        var sources: [LayoutSource] = []
        var diagnostics = discoveryDiagnostics
        for file in files {
            switch LayoutFiles.read(file, maximumBytes: limits.maximumBytes) {
            case .success(let bytes): sources.append(LayoutSource(path: file, bytes: bytes))
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        var result = compile(sources)
        result.diagnostics = (diagnostics.compactMap(options.apply) + result.diagnostics)
        return result
    }

    /// Compiles layout sources already in memory.
    public func compile(_ sources: [LayoutSource]) -> CompilationResult {
        let loader = YAMLLoader(limits: limits)
        var keyboards: [DecodedKeyboard] = []
        var diagnostics: [Diagnostic] = []
        var texts: [String: SourceText] = [:]
        var failedFiles: [(path: String, text: SourceText)] = []
        for source in sources {
            let text = SourceText(bytes: source.bytes)
            texts[source.path] = text
            let (root, problems) = loader.load(text)
            diagnostics += problems.map { $0.diagnostic(in: source.path) }
            guard let root else {
                failedFiles.append((source.path, text))
                continue
            }
            var decoder = KeyboardDecoder(file: source.path, source: text)
            let keyboard = decoder.decode(root)
            diagnostics += decoder.diagnostics
            if var keyboard {
                if !problems.isEmpty { keyboard.isComplete = false }
                keyboards.append(keyboard)
            } else {
                failedFiles.append((source.path, text))
            }
        }
        let (merged, inheritanceDiagnostics) = KeyboardInheritance.resolve(keyboards, failedFiles: failedFiles)
        keyboards = merged
        diagnostics += inheritanceDiagnostics
        let context = ValidationContext(keyboards: keyboards, failedFiles: failedFiles)
        for keyboard in keyboards + Self.variantPages(of: keyboards) {
            for rule in ValidationRules.all where keyboard.isComplete || !rule.needsCompleteKeyboard {
                rule.check(keyboard, in: context, into: &diagnostics)
            }
        }
        let order = Dictionary(sources.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
        if !inheritanceDiagnostics.isEmpty || merged.contains(where: { $0.positions.rows.contains { $0.file != nil } || !$0.layout.variants.isEmpty }) {
            // Rules see inherited rows once per keyboard that has them: report each finding once.
            var seen: Set<Diagnostic> = []
            diagnostics = diagnostics.filter { seen.insert($0).inserted }
        }
        let reported = FollowOnDiagnostics.removing(from: diagnostics).compactMap(options.apply).enumerated().sorted { lhs, rhs in
            let left = lhs.element.location
            let right = rhs.element.location
            let leftFile = left.flatMap { order[$0.file] } ?? -1
            let rightFile = right.flatMap { order[$0.file] } ?? -1
            if leftFile != rightFile { return leftFile < rightFile }
            if let left, let right, left.position != right.position { return left.position < right.position }
            return lhs.offset < rhs.offset
        }.map(\.element)
        return CompilationResult(keyboards: keyboards, diagnostics: reported, sources: texts)
    }
}

extension LayoutCompiler {
    /// Each keyboard's per-device variants as keyboards of their own, for the rules to check their rows as
    /// they check the page's: same id and file, the variant's rows and positions, no profile, tests or
    /// repertoire (those describe the page as declared).
    static func variantPages(of keyboards: [DecodedKeyboard]) -> [DecodedKeyboard] {
        var pages: [DecodedKeyboard] = []
        for keyboard in keyboards where !keyboard.layout.variants.isEmpty {
            for (variant, rows) in zip(keyboard.layout.variants, keyboard.variantRows) {
                var page = keyboard
                page.layout.rows = variant.rows
                page.layout.variants = []
                page.positions.rows = rows
                page.profile = nil
                page.tests = []
                page.repertoire = nil
                page.variantRows = []
                pages.append(page)
            }
        }
        return pages
    }
}

/// A layout file's path and bytes.
public struct LayoutSource: Sendable {
    /// The path used in diagnostics.
    public var path: String
    /// The file's content.
    public var bytes: [UInt8]

    /// Creates a source.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a source from text.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// What a compilation produced: the keyboards, every diagnostic, and the sources for excerpts.
public struct CompilationResult: Sendable {
    /// The keyboards decoded, in input order (including incomplete ones that had errors).
    public var keyboards: [DecodedKeyboard]
    /// Every diagnostic, ordered by file and position, with the options' severity changes applied.
    public var diagnostics: [Diagnostic]
    /// The source text of each layout file read, by path.
    public var sources: [String: SourceText]
    /// The source text of other files diagnostics point into, such as a generator configuration.
    public var supportingSources: [String: SourceText] = [:]

    /// Every source text diagnostics may point into, by path.
    public var allSources: [String: SourceText] { sources.merging(supportingSources) { layout, _ in layout } }

    /// The number of error diagnostics.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// The number of warning diagnostics.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    /// Adds diagnostics about a file outside the layouts (such as a configuration file), with that
    /// file's text for their excerpts.
    public mutating func append(_ extra: [Diagnostic], from source: SourceText?, path: String) {
        if let source { supportingSources[path] = source }
        diagnostics += extra
    }

    /// The complete keyboards' layouts, in input order: what generated code contains.
    public var layouts: [KeyboardLayout] { keyboards.filter(\.isComplete).map(\.layout) }
}
