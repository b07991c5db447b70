import KeyboardRuntime
import YAMLLoader

/// The compile stages of ``KeyboardBuild``'s pipeline: load each file's YAML, decode each into the keyboard
/// it declares (`DecodingStage`), resolve the keyboards into the ones that are built (the resolver), then
/// validate every page of them together. Every problem in every file is reported; nothing stops at the first.
public struct LayoutCompiler: Sendable {
    /// The limits applied when loading YAML.
    public var limits: YAMLLoaderLimits
    /// Per-code severity changes.
    public var options: DiagnosticOptions
    /// Whether the standard keyboards (the `StandardLayouts` product) are compiled alongside, for the
    /// layouts to `extends` and `switch` to; they are neither checked again nor emitted
    /// (`standardLayouts: true` in `kbc-config.yaml`).
    public var importsStandardLayouts = false
    /// The theme of the keyboards that name none (`theme: ID` in `kbc-config.yaml`), and where the
    /// configuration says so; `nil` for the built-in default, which costs nothing.
    public var defaultTheme: ThemeReference?
    /// The team's rules, run on every page with kbc's own, and its per-file severity changes
    /// (`rules:` and `overrides:` in `kbc-config.yaml`).
    public var teamRules = TeamRuleConfiguration()
    /// Whether the team's rules and overrides may be meant for other targets too: the configuration lies
    /// above the folder of the target compiled, and another target of the package finds it. A rule or
    /// override that selects nothing in these keyboards is then recorded
    /// (``CompilationResult/unusedTeamSelectors``) rather than reported, for ``KeyboardBuild`` to report when
    /// it selects nothing in any target that shares the configuration.
    var defersUnusedTeamSelectors = false

    /// Creates a compiler.
    public init(limits: YAMLLoaderLimits = .standard, options: DiagnosticOptions = DiagnosticOptions()) {
        self.limits = limits
        self.options = options
    }

    /// Finds, reads and compiles the layout files under `paths` (files, or folders searched recursively).
    public func compile(paths: [String]) -> CompilationResult {
        let (sources, diagnostics, _, unread) = load(paths: paths)
        return compile(sources, after: diagnostics, unreadFiles: unread)
    }

    /// The load stage: finds the layout files under `paths` (files, or folders searched recursively) and
    /// reads them, reporting those that cannot be found or read; and the configuration files among them
    /// (see ``LayoutFiles/discover(_:)``), which are not layouts; and how many files it found but could not
    /// read (too large, not a regular file).
    public func load(paths: [String]) -> (sources: [LayoutSource], diagnostics: [Diagnostic], configurations: [String], unreadFiles: Int) {
        let (files, discoveryDiagnostics, configurations) = LayoutFiles.discover(paths)
        var sources: [LayoutSource] = []
        var diagnostics = discoveryDiagnostics
        for file in files {
            switch LayoutFiles.read(file, maximumBytes: limits.maximumBytes) {
            case .success(let bytes): sources.append(LayoutSource(path: file, bytes: bytes))
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return (sources, diagnostics, configurations, files.count - sources.count)
    }

    /// Compiles sources the load stage read, its diagnostics first. The `unreadFiles` it found but could
    /// not read count among the files compiled: they are reported as the files' own errors.
    public func compile(_ sources: [LayoutSource], after loadDiagnostics: [Diagnostic], unreadFiles: Int = 0) -> CompilationResult {
        var result = compile(sources)
        result.fileCount += unreadFiles
        if !loadDiagnostics.isEmpty { result.diagnostics = loadDiagnostics.compactMap(options.apply) + result.diagnostics }
        return result
    }

    /// Compiles layout sources already in memory: each file decoded, the keyboards resolved together (with
    /// the standard ones, when imported), every page validated, and what was found ordered by file.
    public func compile(_ sources: [LayoutSource]) -> CompilationResult {
        let loader = YAMLLoader(limits: limits)
        var decoded = DecodingStage(capacity: sources.count)
        for source in sources { decoded.decode(source, with: loader) }
        let standard = importsStandardLayouts ? StandardLayoutSources.decoded(with: loader) : (keyboards: [], texts: [:])
        // Taken out of the stage, so that the resolver holds the only reference and can consume them: it
        // moves each keyboard out and changes its rows in place.
        var keyboards: [DecodedKeyboard] = []
        var themes: [DecodedTheme] = []
        var diagnostics: [Diagnostic] = []
        swap(&keyboards, &decoded.keyboards)
        swap(&themes, &decoded.themes)
        swap(&diagnostics, &decoded.diagnostics)
        keyboards += standard.keyboards
        var (resolved, resolutionDiagnostics) = KeyboardResolver.resolve(consume keyboards, failedFiles: decoded.failedFiles)
        PageReplacements.apply(to: &resolved, standardCount: standard.keyboards.count, diagnostics: &resolutionDiagnostics)
        diagnostics += resolutionDiagnostics
        let resolvedThemes = ThemeStage.run(
            declared: themes, keyboards: &resolved, standardCount: standard.keyboards.count, defaultTheme: defaultTheme,
            diagnostics: &diagnostics)
        let imported = Array(resolved.suffix(standard.keyboards.count))
        resolved.removeLast(standard.keyboards.count)
        var inheritedBy: [FindingKey: [DiagnosticNote]] = [:]
        PageValidation.validate(
            resolved, imported: imported, failedFiles: decoded.failedFiles, teamRules: teamRules.rules, into: &diagnostics, inheritedBy: &inheritedBy)
        let texts = decoded.texts.unambiguous()
        var found = Suppressions.apply(to: FollowOnDiagnostics.removing(from: diagnostics), sources: texts, teamRules: teamRules)
        var unused = UnusedTeamSelectors()
        if !teamRules.isEmpty {
            (found, unused) = teamRules.applying(to: found, keyboards: resolved, keeping: options.keptAsWarnings)
            if !defersUnusedTeamSelectors { found += teamRules.findings(about: unused, keyboards: resolved) }
        }
        let kept = found.compactMap(options.apply)
        let reported = kept.isEmpty ? [] : Self.ordered(kept, inOrderOf: sources)
        var result = CompilationResult(keyboards: resolved, diagnostics: reported, sources: texts)
        if defersUnusedTeamSelectors { result.unusedTeamSelectors = unused }
        result.importedKeyboards = imported
        result.inheritedBy = inheritedBy
        result.supportingSources = standard.texts
        result.themes = resolvedThemes
        result.fileCount = sources.count
        result.inputFiles = sources.map(\.path)
        if let limit = options.limitPerFile { result.limitDiagnostics(perFile: limit) }
        return result
    }
}

extension LayoutCompiler {
    /// The diagnostics ordered by file (in the order of `sources`; diagnostics without a file first), then
    /// by position, keeping the order found among equals. A diagnostic that ``Diagnostic/follows`` another
    /// is placed right after that one, wherever its own location is: the cause is read first.
    static func ordered(_ diagnostics: [Diagnostic], inOrderOf sources: [LayoutSource]) -> [Diagnostic] {
        // Files told apart by their bytes: canonically equivalent names are different files.
        let order = Dictionary(sources.enumerated().map { (Array($0.element.path.utf8), $0.offset) }, uniquingKeysWith: { first, _ in first })
        // Each diagnostic's place in the order, and its file index, looked up once by the file's bytes.
        let place = diagnostics.map { $0.follows ?? $0.location }
        let fileIndex = place.map { location in location.flatMap { order[Array($0.file.utf8)] } ?? -1 }
        return diagnostics.indices.sorted { lhs, rhs in
            if fileIndex[lhs] != fileIndex[rhs] { return fileIndex[lhs] < fileIndex[rhs] }
            if let left = place[lhs], let right = place[rhs], left.position != right.position {
                return left.position < right.position
            }
            let (leftFollows, rightFollows) = (diagnostics[lhs].follows != nil, diagnostics[rhs].follows != nil)
            if leftFollows != rightFollows { return rightFollows }
            return lhs < rhs
        }.map { diagnostics[$0] }
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
    /// The keyboards resolved, in input order (including incomplete ones that had errors).
    public var keyboards: [ResolvedKeyboard]
    /// Every diagnostic, ordered by file and position, with the options' severity changes applied.
    public var diagnostics: [Diagnostic]
    /// The keyboards compiled alongside but not from the inputs (the standard keyboards, with
    /// ``LayoutCompiler/importsStandardLayouts``): bases and targets of ``keyboards``, not generated.
    public var importedKeyboards: [ResolvedKeyboard] = []
    /// The keyboards of files compiled beside the files named but not named (`keepOnly(files:clashingWith:)`) that
    /// ``keyboards`` lead to, directly or through each other or standard pages: a session of the named
    /// keyboards shows them (``sessionLayouts``, their layout tests), but they are neither reported nor
    /// generated.
    public var reachedKeyboards: [ResolvedKeyboard] = []
    /// For each finding located in a base's file and also made on a page of a keyboard that inherits the row,
    /// the notes naming those keyboards: `keepOnly(files:clashingWith:)` keeps what concerns the keyboards
    /// of the files named, though the report says it once, in the base's file.
    var inheritedBy: [FindingKey: [DiagnosticNote]] = [:]
    /// The themes declared by the compiled files, resolved, in input order (the built-in ones excluded).
    public var themes: [ResolvedTheme] = []
    /// The source text of each layout file read, by path.
    public var sources: [String: SourceText]
    /// The rules and overrides of a configuration that may be shared with other targets
    /// (``LayoutCompiler/defersUnusedTeamSelectors``) that select nothing in ``keyboards``, not yet reported.
    var unusedTeamSelectors = UnusedTeamSelectors()
    /// The source text of other files diagnostics point into, such as a generator configuration.
    public var supportingSources: [String: SourceText] = [:]

    /// Every source text diagnostics may point into, by path.
    public var allSources: [String: SourceText] { sources.merging(supportingSources) { layout, _ in layout } }

    /// Creates a result.
    public init(keyboards: [ResolvedKeyboard], diagnostics: [Diagnostic], sources: [String: SourceText]) {
        self.keyboards = keyboards
        self.diagnostics = diagnostics
        self.sources = sources
    }

    /// The number of layout files read, counting files whose names are canonically equivalent (which
    /// ``sources`` cannot hold apart) once each.
    public var fileCount = 0
    /// The paths of the layout files read, in input order: what no output may overwrite.
    public var inputFiles: [String] = []

    /// Diagnostics found but not kept because their file had more than the options' limit, per file.
    public var omitted: [OmittedDiagnostics] = []

    /// The number of error diagnostics, counting omitted ones.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } + omitted.reduce(0) { $0 + $1.errors } }
    /// The number of warning diagnostics, counting omitted ones.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } + omitted.reduce(0) { $0 + $1.warnings } }
    /// The number of hints, counting omitted ones.
    public var hintCount: Int { diagnostics.count { $0.severity == .hint } + omitted.reduce(0) { $0 + $1.hints } }
    /// Whether any diagnostic is an error, counting omitted ones.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } || omitted.contains { $0.errors > 0 } }

    /// Keeps `limit` diagnostics of each file and counts the rest in ``omitted``, as clang's
    /// `-ferror-limit` does: a flood of findings stays readable and bounded in size. A file over the limit
    /// keeps its errors first, then its warnings, then its hints, each in the order reported; other files
    /// keep their order. A limit of 0 keeps everything.
    public mutating func limitDiagnostics(perFile limit: Int) {
        guard limit > 0 else { return }
        // Byte-exact keys: canonically equivalent file names are different files.
        var indicesByFile: [[UInt8]: [Int]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            indicesByFile[Array((diagnostic.location?.file ?? "").utf8), default: []].append(index)
        }
        // A file over the limit keeps its errors first, then warnings, then hints, each in the order
        // reported (by position): a build that fails must show why, not twenty warnings and no error.
        var keptByFile: [[UInt8]: [Int]] = [:]
        var omittedByFirstIndex: [(first: Int, entry: OmittedDiagnostics)] = []
        for (file, indices) in indicesByFile where indices.count > limit {
            let bySeverity = Severity.allCases.reversed().flatMap { severity in indices.filter { diagnostics[$0].severity == severity } }
            keptByFile[file] = Array(bySeverity.prefix(limit))
            var entry = OmittedDiagnostics(file: diagnostics[indices[0]].location?.file)
            for index in bySeverity.dropFirst(limit) {
                switch diagnostics[index].severity {
                case .error: entry.errors += 1
                case .warning: entry.warnings += 1
                case .hint: entry.hints += 1
                }
            }
            omittedByFirstIndex.append((first: indices[0], entry: entry))
        }
        // Files in the order their diagnostics were reported, not the dictionary's.
        omitted += omittedByFirstIndex.sorted { $0.first < $1.first }.map(\.entry)
        var kept: [Diagnostic] = []
        for (index, diagnostic) in diagnostics.enumerated() {
            let file = Array((diagnostic.location?.file ?? "").utf8)
            guard let chosen = keptByFile[file] else {
                kept.append(diagnostic)
                continue
            }
            // A limited file's kept diagnostics, in their new order, where its first one was.
            if indicesByFile[file]?.first == index { kept += chosen.map { diagnostics[$0] } }
        }
        diagnostics = kept
    }
    /// Adds diagnostics about a file outside the layouts (such as a configuration file), with that
    /// file's text for their excerpts.
    public mutating func append(_ extra: [Diagnostic], from source: SourceText?, path: String) {
        if let source { supportingSources[path] = source }
        diagnostics += extra
    }

    /// The configuration file the build applied, as written for the user; `nil` when none applied.
    public var configurationFile: String?

    /// Records the configuration applied, and adds its problems.
    public mutating func apply(_ configuration: AppliedConfiguration) {
        configurationFile = configuration.path
        guard let path = configuration.path else { return }
        append(configuration.diagnostics, from: configuration.source, path: path)
    }

    /// Keeps only what concerns `files` (the layout files named), compiled with others: their keyboards, the
    /// diagnostics located in them, and the errors of other files that bear on them: every error when their
    /// keyboards could not all be built and they have no error of their own (a base or a page they lead to is
    /// broken); always those of the themes and the configuration, which they may use; and, when they name
    /// a theme, base or page that was not found, those of files that declare no keyboard (one that cannot be
    /// read may be the one that declares it). A half-edited layout beside keyboards that build does not stop
    /// them.
    ///
    /// A keyboard id of theirs that a file of `target` (their target's other files) also uses is reported at
    /// theirs, and two themes of `target` with one id are reported, since their target's build fails for
    /// either; files beside them for want of a known target may share ids freely. Files are compared by
    /// their bytes: canonically equivalent names are different files.
    mutating func keepOnly(files: [String], clashingWith target: [String]) {
        let named = Set(files.map { Array($0.utf8) })
        let isFile = { (path: String) in named.contains(Array(path.utf8)) }
        let targetFiles = Set(target.map { Array($0.utf8) })
        var clashes: [Diagnostic] = []
        diagnostics.removeAll { diagnostic in
            guard diagnostic.code == .duplicateKeyboardID, let location = diagnostic.location, targetFiles.contains(Array(location.file.utf8)),
                  let first = diagnostic.notes.first?.location, isFile(first.file) else { return false }
            var clash = diagnostic
            clash.location = first
            clash.notes = [DiagnosticNote("also used here, in the same target", at: location)]
            clashes.append(clash)
            return true
        }
        for clash in clashes { insertInOrder(clash) }
        let focused = keyboards.filter { isFile($0.file) }
        let hasOwnErrors = diagnostics.contains { $0.severity == .error && $0.location.map { isFile($0.file) } == true }
        let namesWhatWasNotFound = diagnostics.contains { Self.namesWhatWasNotFound.contains($0.code) && $0.location.map { isFile($0.file) } == true }
        let isBuilt = !focused.isEmpty && focused.allSatisfy(\.isComplete)
        let keyboardFiles = Set(keyboards.map { Array($0.file.utf8) })
        let supportingFiles = Set((themes.map(\.file) + [configurationFile].compactMap { $0 }).map { Array($0.utf8) })
        reachedKeyboards = Self.reached(from: focused, among: keyboards.filter { $0.isComplete && !isFile($0.file) }, through: importedKeyboards)
        let baseFiles = Self.filesOfBases(of: focused, among: keyboards + importedKeyboards)
        keyboards = focused
        func keepsOther(_ diagnostic: Diagnostic, at location: SourceLocation) -> Bool {
            guard diagnostic.severity == .error else { return false }
            let other = Array(location.file.utf8)
            if !hasOwnErrors && !isBuilt || supportingFiles.contains(other) { return true }
            // Two themes of their target with one id: which one draws them is not known.
            if diagnostic.code == .duplicateThemeID && targetFiles.contains(other) { return true }
            return namesWhatWasNotFound && !keyboardFiles.contains(other)
        }
        diagnostics = diagnostics.compactMap { diagnostic in
            guard let location = diagnostic.location, !isFile(location.file) else { return diagnostic }
            if baseFiles.contains(Array(location.file.utf8)), let concerning = concerning(diagnostic, isFile: isFile) { return concerning }
            return keepsOther(diagnostic, at: location) ? diagnostic : nil
        }
        // The files named that were found: those with a keyboard or a text, and those reported unread.
        let found = Set(sources.keys.map { Array($0.utf8) } + focused.map { Array($0.file.utf8) }
            + diagnostics.compactMap { $0.location.map { Array($0.file.utf8) } })
        fileCount = named.filter(found.contains).count
        // And the other file of a clash: an excerpt shows where the other keyboard with their id is.
        let reported = Set((diagnostics.map(\.location) + clashes.flatMap { $0.notes.map(\.location) }).compactMap { $0.map { Array($0.file.utf8) } })
        sources = sources.filter { isFile($0.key) || reported.contains(Array($0.key.utf8)) || supportingFiles.contains(Array($0.key.utf8)) }
        omitted = omitted.filter { $0.file.map(isFile) ?? true }
    }

    /// `diagnostic`, located in the file of a base of theirs, when it concerns a keyboard of a named file: it
    /// has a note there (such as the keyboard's `extends`), or it was also found on a row the keyboard
    /// inherits (then with the note naming the keyboard). A keyboard id used again beside them is not theirs
    /// to report.
    private func concerning(_ diagnostic: Diagnostic, isFile: (String) -> Bool) -> Diagnostic? {
        guard diagnostic.code != .duplicateKeyboardID else { return nil }
        if diagnostic.notes.contains(where: { $0.location.map { isFile($0.file) } == true }) { return diagnostic }
        let inheriting = (inheritedBy[FindingKey(diagnostic)] ?? []).filter { $0.location.map { isFile($0.file) } == true }
        guard !inheriting.isEmpty else { return nil }
        var concerning = diagnostic
        concerning.notes = inheriting + diagnostic.notes
        return concerning
    }

    /// The codes of a name that no file compiled declares: a file that could not be read may declare it.
    private static let namesWhatWasNotFound: Set<DiagnosticCode> = [.unknownTheme, .unknownBase, .unknownTarget, .targetInFailedFile]

    /// Inserts `diagnostic` among its file's diagnostics by position (after the last of them, or at the end).
    private mutating func insertInOrder(_ diagnostic: Diagnostic) {
        guard let location = diagnostic.location else { return diagnostics.append(diagnostic) }
        let file = Array(location.file.utf8)
        let isInFile = { (other: Diagnostic) in other.location.map { Array($0.file.utf8) == file } ?? false }
        let index = diagnostics.firstIndex { isInFile($0) && location.position < $0.location!.position }
            ?? diagnostics.lastIndex(where: isInFile).map { $0 + 1 } ?? diagnostics.count
        diagnostics.insert(diagnostic, at: index)
    }

    /// The files of the keyboards that `keyboards` extend, directly or through each other, found by id in
    /// `all` (the first of an id, as the resolver finds bases).
    private static func filesOfBases(of keyboards: [ResolvedKeyboard], among all: [ResolvedKeyboard]) -> Set<[UInt8]> {
        guard keyboards.contains(where: { $0.baseID != nil }) else { return [] }
        var byID: [String: ResolvedKeyboard] = [:]
        for keyboard in all where byID[keyboard.layout.id] == nil { byID[keyboard.layout.id] = keyboard }
        var files: Set<[UInt8]> = []
        var seen: Set<String> = []
        var pending = keyboards.compactMap(\.baseID)
        while let id = pending.popLast() {
            guard seen.insert(id).inserted, let base = byID[id] else { continue }
            files.insert(Array(base.file.utf8))
            if let next = base.baseID { pending.append(next) }
        }
        return files
    }

    /// The keyboards of `others` that `start` leads to, in their order, directly or through each other and
    /// the standard pages of `standard` (whose links may lead to a page of `others` that replaces one).
    private static func reached(from start: [ResolvedKeyboard], among others: [ResolvedKeyboard], through standard: [ResolvedKeyboard]) -> [ResolvedKeyboard] {
        guard !others.isEmpty else { return [] }
        var pages: [String: KeyboardLayout] = [:]
        for keyboard in standard + others { pages[keyboard.layout.id] = keyboard.layout }
        let reached = PageLinks.reached(from: start.map(\.layout), among: pages)
        let started = Set(start.map(\.layout.id))
        return others.filter { reached.contains($0.layout.id) && !started.contains($0.layout.id) }
    }

    /// The complete keyboards' layouts, in input order: what generated code contains.
    public var layouts: [KeyboardLayout] { keyboards.filter(\.isComplete).map(\.layout) }

    /// ``layouts`` and ``reachedKeyboards``', then the standard pages they lead to, their links redirected to
    /// the pages that replace others: what a session of the keyboards needs. For a whole target, it is what
    /// the generated `KeyboardLayouts.all` holds.
    public var sessionLayouts: [KeyboardLayout] {
        let own = layouts + reachedKeyboards.map(\.layout)
        return own + LayoutListEmitter.standardPages(reachedFrom: own, in: self).map(\.layout)
    }
}

/// How many diagnostics of one file were found but not kept, past the per-file limit.
public struct OmittedDiagnostics: Sendable, Hashable {
    /// The file, or `nil` for diagnostics without a location.
    public var file: String?
    /// Omitted errors.
    public var errors = 0
    /// Omitted warnings.
    public var warnings = 0
    /// Omitted hints.
    public var hints = 0

    /// All omitted diagnostics.
    public var total: Int { errors + warnings + hints }

    /// Creates an empty count for `file`.
    public init(file: String?) {
        self.file = file
    }
}
