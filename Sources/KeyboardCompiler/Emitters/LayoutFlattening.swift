@preconcurrency import KbcPlatform
import KeyboardRuntime

extension DiagnosticCode {
    /// Layouts that flatten cannot write as files that build and report exactly as they do.
    public static let layoutNotFlattenable = DiagnosticCode(
        408, "layout-not-flattenable", .error,
        summary: "The layouts cannot be flattened into files that build and report exactly as they do",
        explanation: """
        `kbc flatten` writes each compiled keyboard as a layout file without `extends`, with every value
        written out, and carries each `# kbc:allow` suppression to the line of what it silences. It refuses,
        writing nothing, when the flattened folder would build into other keyboards or report other
        findings: a keyboard holds a value the layout format has no way to say (a function key with an
        empty label, a toolbar whose title is not the keyboard's or whose Done word is not the one of the
        keyboard's `locale`: such values come from the way `extends`, `variants` and `locale` were
        combined, and the message names each one; please report it with the layout files); a suppression
        is on a line that holds nothing flatten writes on a line of its own, or two such things (move it to
        the line of the key, row or field it silences, each on a line of its own); or a file pattern of
        kbc-config.yaml (an override's `files`, a team rule's `file` condition) matches other files once they
        are flattened into one folder (name or select the keyboards instead). It also compiles what it would
        write, on its own, with the run's severities, and refuses if a file would generate other Swift than
        its original, or report an error, or report findings other than its original's (codes and
        severities, keyboard by keyboard; an inherited row's finding is reported in each flattened file
        that has the row): an override of a base's file or keyboard, which also covers the rows other
        keyboards inherit from it, can do that (name those keyboards too); anything else would be a bug of
        kbc's, to report with the layout files.
        """,
        isConfigurable: false)
}

/// What `kbc flatten` does with a compilation: one standalone layout file per compiled keyboard
/// (``YAMLLayoutEmitter``), named as the layout file it came from, written only where it can neither
/// replace an input nor be read back with the inputs; beside them, each theme file and the configuration
/// applied, copied as written. The folder then builds on its own into the same keyboards: each names its
/// theme (the configuration's default included), the themes it names are there, and each suppression
/// comment is on the line of what it silences.
public enum LayoutFlattening {
    /// The name the configuration is copied under, which kbc finds beside the flattened layouts.
    public static let configurationName = "kbc-config.yaml"

    /// The flattened files for the keyboards of `result`, compiled with `configuration` and the severities
    /// `options`, for the output folder `folder`; or diagnostics for what cannot be written exactly (a
    /// keyboard, a suppression, a file pattern of the configuration) and for two files of the same name,
    /// and for files that, compiled, would not build or report as `result` does. A result with errors
    /// gives nothing: its keyboards lack what was wrong.
    public static func files(
        for result: CompilationResult, configuration: AppliedConfiguration = AppliedConfiguration(), folder: String = ".",
        options: DiagnosticOptions = DiagnosticOptions(), emitter: YAMLLayoutEmitter = YAMLLayoutEmitter()
    ) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
        guard !result.hasErrors else { return ([], []) }
        var files: [GeneratedFile] = []
        var diagnostics: [Diagnostic] = []
        // Keyed by the lower-cased name, as `generate`'s outputs are: on macOS's default file system, which
        // ignores case, `Pad.yaml` and `pad.yaml` would be one file, and one keyboard would be lost.
        var firstByName: [String: (file: String, name: String)] = [:]
        /// Whether `name` is free for `file`'s output; a collision is reported.
        func claim(_ name: String, for file: String) -> Bool {
            if let first = firstByName[name.lowercased()] {
                let message = first.name == name
                    ? "this file would be flattened to '\(name)', as another file is"
                    : "this file would be flattened to '\(name)', and another file to '\(first.name)': one file on a file system that ignores case, as macOS's does by default"
                diagnostics.append(Diagnostic(
                    .outputNameCollision, message, at: SourceLocation(file: file, line: 1, column: 1),
                    notes: [DiagnosticNote("the other file", at: SourceLocation(file: first.file, line: 1, column: 1))]))
                return false
            }
            firstByName[name.lowercased()] = (file, name)
            return true
        }
        var suppressions = FlattenedSuppressions(result, teamRules: configuration.settings.teamRules)
        /// Each keyboard's file and where its comments were written, for the copies that silence nothing.
        var commentLines: [(keyboard: ResolvedKeyboard, name: String, lines: [Int: (place: FlattenedPlace, index: Int)], fields: [Int: String])] = []
        for keyboard in result.keyboards {
            let name = SwiftGeneration.lastComponent(of: keyboard.file)
            guard claim(name, for: keyboard.file) else { continue }
            let comments = suppressions.comments(for: keyboard)
            let document = emitter.document(for: keyboard.layout, declaration: keyboard.declaration, comments: comments, sourceFile: name)
            switch document {
            case .success(let written):
                files.append(GeneratedFile(name: name, contents: written.text))
                suppressions.markWritten(written.placed, of: comments)
                if !written.commentLines.isEmpty { commentLines.append((keyboard, name, written.commentLines, written.fieldLines)) }
            case .failure(let unexpressible):
                diagnostics.append(Diagnostic(
                    .layoutNotFlattenable, "the compiled keyboard '\(keyboard.layout.id)' cannot be written as a layout file exactly",
                    at: SourceLocation(file: keyboard.file, line: 1, column: 1), notes: unexpressible.problems.map { DiagnosticNote($0) }))
            }
        }
        diagnostics += suppressions.uncarried
        for theme in result.themes {
            let name = SwiftGeneration.lastComponent(of: theme.file)
            guard claim(name, for: theme.file), let source = result.sources[theme.file] else { continue }
            files.append(copy(source.bytes, named: name, what: "the theme file"))
        }
        if let path = configuration.path, let source = configuration.source, claim(configurationName, for: path) {
            files.append(copy(source.bytes, named: configurationName, what: "the configuration"))
            let outputs = result.keyboards.map(\.file) + result.themes.map(\.file)
            diagnostics += misplacedFilePatterns(configuration.settings.teamRules, files: outputs, folder: folder)
        } else if configuration.path == nil, configurationApplies(above: folder),
                  claim(configurationName, for: FilePaths.path(folder, configurationName)) {
            // Compiled with none, the layouts would take the one the output folder finds above it: an empty
            // one of its own keeps them building as they were compiled here.
            let note = "\(OutputKind.flattenedLayout.mark)no configuration: the layouts were compiled with none; this empty one keeps a kbc-config.yaml above this folder from applying to them.\n"
            files.append(GeneratedFile(name: configurationName, bytes: Array(note.utf8)))
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (files, diagnostics) }
        var flattened = compile(files, settings: configuration.settings, options: options, folder: folder)
        // A base's suppression is copied with its rows into each keyboard that inherits them; where the
        // keyboard has nothing it silences, the copy is dropped and the keyboards written again. A
        // suppression at a keyboard's id whose finding moved to a field flatten wrote out (`shuffle: never`)
        // moves with it.
        if !commentLines.isEmpty {
            var unused: [(file: String, place: FlattenedPlace, index: Int, code: String)] = []
            for diagnostic in flattened.diagnostics where diagnostic.code == .unusedSuppression {
                guard let location = diagnostic.location, let written = commentLines.first(where: { FilePaths.path(folder, $0.name) == location.file }),
                      let comment = written.lines[location.line], let source = flattened.sources[location.file],
                      let code = suppressions.code(at: location.column, ofCommentOn: location.line, in: source) else { continue }
                let keyboard = written.keyboard
                if comment.place == .field("keyboard"), let field = movedFinding(code, in: flattened, file: location.file, fields: written.fields, of: keyboard),
                   suppressions.move(code, ofCommentAt: comment.index, of: keyboard.file, toField: field) {
                    continue
                }
                unused.append((keyboard.file, comment.place, comment.index, code))
            }
            suppressions.dropUnused(unused)
            if suppressions.hasChanged {
                for keyboard in result.keyboards {
                    let name = SwiftGeneration.lastComponent(of: keyboard.file)
                    guard let index = files.firstIndex(where: { $0.name == name }),
                          case .success(let written) = emitter.document(
                              for: keyboard.layout, declaration: keyboard.declaration, comments: suppressions.comments(for: keyboard), sourceFile: name)
                    else { continue }
                    files[index] = GeneratedFile(name: name, contents: written.text)
                }
                flattened = compile(files, settings: configuration.settings, options: options, folder: folder)
            }
        }
        diagnostics += differences(of: flattened, from: result, configuration: configuration, folder: folder)
        return (files, diagnostics)
    }

    /// The top-level field, written out by flatten where `keyboard`'s file did not write it, on whose line
    /// the flattened file (`file` of `flattened`, whose lines hold `fields`) reports a finding of `code`
    /// (identifier): the finding a suppression at the keyboard's id silenced, which was reported there
    /// while the field was not written.
    private static func movedFinding(_ code: String, in flattened: CompilationResult, file: String, fields: [Int: String], of keyboard: ResolvedKeyboard) -> String? {
        flattened.diagnostics.lazy.compactMap { diagnostic -> String? in
            guard diagnostic.code.identifier == code, let location = diagnostic.location, location.file == file,
                  let field = fields[location.line], keyboard.positions.fields[field] == nil else { return nil }
            return field
        }.first
    }

    /// Whether a `kbc-config.yaml` above `folder` (not its own, which flatten writes or removes) would apply
    /// to the files in it: one between it and its package root.
    private static func configurationApplies(above folder: String) -> Bool {
        let absolute = PackagePaths.absolute(folder)
        guard let root = PackagePaths.packageRoot(of: absolute), root != absolute, let parent = PackagePaths.parent(of: absolute) else { return false }
        return ConfigurationDiscovery.file(forFolder: parent) != nil
    }

    /// The flattened layout files compiled on their own in `folder`, with the configuration's settings (the
    /// copy written beside them) and the run's severities `options`, every finding counted (no limit).
    private static func compile(_ files: [GeneratedFile], settings: GeneratorConfiguration, options: DiagnosticOptions, folder: String) -> CompilationResult {
        var options = options
        options.limitPerFile = nil
        var compiler = LayoutCompiler(options: options)
        settings.configure(&compiler)
        return compiler.compile(files.filter { $0.name != configurationName }.map { LayoutSource(path: FilePaths.path(folder, $0.name), bytes: $0.bytes) })
    }

    /// ``differences(of:from:configuration:folder:)`` for flattened `files`, compiled in `folder` with
    /// `configuration` and the severities `options` the layouts were compiled with.
    static func differences(
        building files: [GeneratedFile], from result: CompilationResult, configuration: AppliedConfiguration = AppliedConfiguration(),
        options: DiagnosticOptions = DiagnosticOptions(), folder: String
    ) -> [Diagnostic] {
        differences(of: compile(files, settings: configuration.settings, options: options, folder: folder), from: result, configuration: configuration, folder: folder)
    }

    /// An error for each keyboard whose flattened file, compiled on its own (`flattened`, with the
    /// configuration's settings and the run's severities), would generate other Swift than its layout file
    /// does (the standard pages the list of pages declares take the configuration's theme, so it applies here
    /// too), and for flattened files that would not report as `result` does (``differentFindings(_:from:configuration:folder:)``):
    /// flatten checks what it writes rather than trusting that each part of the format was written out.
    static func differences(of flattened: CompilationResult, from result: CompilationResult, configuration: AppliedConfiguration, folder: String) -> [Diagnostic] {
        let emitter = SwiftSourceEmitter()
        var built: [String: [UInt8]] = [:]
        for file in SwiftGeneration.files(for: flattened, emitter: emitter).files { built[file.name] = file.bytes }
        let firstError = flattened.diagnostics.first { $0.severity == .error }
        let sourceFiles = result.keyboards.map(\.file) + result.themes.map(\.file)
        let notes = [DiagnosticNote("nothing was written; please report it with the layout files")]
        let differing = SwiftGeneration.files(for: result, emitter: emitter).files.compactMap { expected -> Diagnostic? in
            guard built[expected.name] != expected.bytes else { return nil }
            let file = sourceFiles.first { SwiftGeneration.outputName(forLayoutFile: $0) == expected.name }
            let reason = firstError.map { "the flattened files do not compile: \($0.location.map { "\($0): " } ?? "")\($0.message)" }
                ?? "its flattened file would generate other Swift than it does\(file == nil ? " (\(expected.name))" : "")"
            return Diagnostic(
                .layoutNotFlattenable, "this file cannot be flattened exactly: \(reason)", at: file.map { SourceLocation(file: $0, line: 1, column: 1) },
                notes: notes)
        }
        // Files that generate the same Swift but lead to a page not among them (a file named whose switch
        // key leads to the page of a file not named) would not build on their own: refused too.
        guard differing.isEmpty else { return differing }
        if let missing = flattened.diagnostics.first(where: { $0.code == .unknownTarget }) {
            let written = missing.location.map { SwiftGeneration.lastComponent(of: $0.file) }
            let file = sourceFiles.first { SwiftGeneration.lastComponent(of: $0) == written }
            return [Diagnostic(
                .layoutNotFlattenable,
                "this file cannot be flattened on its own: the flattened files do not compile: \(missing.location.map { "\($0): " } ?? "")\(missing.message)",
                at: file.map { SourceLocation(file: $0, line: 1, column: 1) },
                notes: [DiagnosticNote("nothing was written; flatten the folder, or name every file whose pages it leads to")])]
        }
        return differentFindings(flattened, from: result, configuration: configuration, folder: folder)
    }

    /// Findings of a file's spelling, which a flattened file, written out plainly and without `extends`,
    /// rightly does not have, or has where the layout file had not: a comment inside an unquoted row,
    /// quotes inside a space-separated string, rows replaced under `extends` without the base's variants, a
    /// row's `group` no key takes, a standard page extended without `replaces`, a key of several characters
    /// written as a plain item of its row rather than as a mapping (flatten writes every such key plainly),
    /// a base's suppression that silences an inheriting keyboard's finding (flatten copies it into the
    /// keyboard's own file).
    static let spellingFindings: Set<DiagnosticCode> = [
        .commentHidesKeys, .quotedAlternate, .variantsNotInherited, .unusedRowGroup, .extendedPageNotReplaced, .multipleCharacters,
        .inheritedSuppression,
    ]

    /// Whether `diagnostic` is KBC0710 for a press-feedback switch a shuffled keyboard inherits through
    /// `extends` (its notes point at the base's switch): a finding of the spelling too, as the flattened
    /// keyboard writes the switch itself, which opts in.
    private static func isInheritedPressFeedback(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.code == .pressFeedbackOnShuffledPage && diagnostic.notes.contains { $0.location != nil }
    }

    /// An error at a keyboard whose flattened file, compiled on its own (`flattened`), would report
    /// otherwise than the layouts did (`result`), comparing the kinds of finding (code and severity) about
    /// each keyboard: those in its file, and those in a base's file with a note naming it. Refused: any
    /// error (the layouts had none); a kind the layouts reported about the keyboard that its flattened file
    /// does not; and, for a keyboard whose bases are all flattened with it, a kind its flattened file reports
    /// that the layouts reported neither about it or in its file nor about a base or in a base's file (a
    /// finding on a row the keyboard inherits is reported once, in the base's file, and again in each
    /// flattened file that has the row), unless the
    /// layouts' per-file limit left findings of those files out. Findings of a file's spelling
    /// (``spellingFindings``, and team rules about `extends`) are no difference.
    private static func differentFindings(_ flattened: CompilationResult, from result: CompilationResult, configuration: AppliedConfiguration, folder: String) -> [Diagnostic] {
        // An override of a base's file or keyboard, which also covers the rows other keyboards inherit from
        // it, is the one known cause; without overrides and bases, the difference is kbc's to fix.
        let hasOverrides = !configuration.settings.teamRules.overrides.isEmpty
        func notes(for keyboard: ResolvedKeyboard?) -> [DiagnosticNote] {
            [DiagnosticNote(hasOverrides && keyboard?.baseID != nil
                ? "nothing was written; an override of a base's file or keyboard also covers the rows other keyboards inherit from it, which flatten writes into their own files: name those keyboards too (keyboards: [ID]); otherwise please report it with the layout files"
                : "nothing was written; this is a bug of kbc's: please report it with the layout files")]
        }
        if let error = flattened.diagnostics.first(where: { $0.severity == .error }) {
            let written = error.location.map { SwiftGeneration.lastComponent(of: $0.file) }
            let keyboard = result.keyboards.first { SwiftGeneration.lastComponent(of: $0.file) == written }
            return [Diagnostic(
                .layoutNotFlattenable,
                "this file cannot be flattened exactly: the flattened files would report an error the layouts do not: \(error.location.map { "\($0): " } ?? "")\(error.message) [\(error.code.identifier)]",
                at: keyboard.map { SourceLocation(file: $0.file, line: 1, column: 1) }, notes: notes(for: keyboard))]
        }
        let aboutExtends = Set(configuration.settings.teamRules.rules.filter { rule in
            (rule.select + rule.keys + rule.require + rule.forbid).contains { $0.reading.name == "extends" }
        }.map(\.code))
        func kind(_ diagnostic: Diagnostic) -> String? {
            spellingFindings.contains(diagnostic.code) || aboutExtends.contains(diagnostic.code) || isInheritedPressFeedback(diagnostic)
                ? nil : "\(diagnostic.code.identifier) \(diagnostic.severity)"
        }
        let keyboardByID = Dictionary(result.keyboards.map { ($0.layout.id, $0) }, uniquingKeysWith: { first, _ in first })
        let keyboardFiles = Set(result.keyboards.map(\.file))
        // The kinds of finding about each keyboard, by its file, and an example of each, in the layouts.
        var reported: [String: [String: Diagnostic]] = [:]
        // And the kinds located in each file: a finding of a page and of one inheriting its row is kept
        // once, and may name only the inheriting keyboard.
        var located: [String: Set<String>] = [:]
        for diagnostic in result.diagnostics {
            guard let location = diagnostic.location, let kind = kind(diagnostic) else { continue }
            located[location.file, default: []].insert(kind)
            let named = diagnostic.notes.lazy.compactMap { note -> String? in
                guard note.message.hasPrefix("in '"), note.message.contains("', which extends '") else { return nil }
                return keyboardByID[String(note.message.dropFirst(4).prefix { $0 != "'" })]?.file
            }.first
            guard let file = named ?? (keyboardFiles.contains(location.file) ? location.file : nil) else { continue }
            reported[file, default: [:]][kind] = reported[file]?[kind] ?? diagnostic
        }
        var found: [String: [String: Diagnostic]] = [:]
        for diagnostic in flattened.diagnostics {
            guard let location = diagnostic.location, let kind = kind(diagnostic) else { continue }
            found[SwiftGeneration.lastComponent(of: location.file), default: [:]][kind] = found[SwiftGeneration.lastComponent(of: location.file)]?[kind] ?? diagnostic
        }
        // The files whose findings the layouts' per-file limit cut: what the flattened files report more may be among them.
        let cut = Set(result.omitted.compactMap(\.file))
        for keyboard in result.keyboards {
            let name = SwiftGeneration.lastComponent(of: keyboard.file)
            let own = found[name] ?? [:]
            for (kind, diagnostic) in (reported[keyboard.file] ?? [:]).sorted(by: { $0.key < $1.key }) where own[kind] == nil {
                return [Diagnostic(
                    .layoutNotFlattenable,
                    "this file cannot be flattened exactly: its flattened file would not report \(kind) as the layouts do: \(diagnostic.location.map { "\($0): " } ?? "")\(diagnostic.message)",
                    at: SourceLocation(file: keyboard.file, line: 1, column: 1), notes: notes(for: keyboard))]
            }
            // The kinds about the keyboard and its bases, when every base is flattened with it.
            var allowed = Set((reported[keyboard.file] ?? [:]).keys).union(located[keyboard.file] ?? [])
            var base = keyboard.baseID
            var visited: Set<String> = [keyboard.layout.id]
            var chainIsFlattened = !cut.contains(keyboard.file)
            while let id = base, chainIsFlattened, visited.insert(id).inserted {
                guard let found = keyboardByID[id], !cut.contains(found.file) else { chainIsFlattened = false; break }
                allowed.formUnion((reported[found.file] ?? [:]).keys)
                allowed.formUnion(located[found.file] ?? [])
                base = found.baseID
            }
            guard chainIsFlattened else { continue }
            for (kind, diagnostic) in own.sorted(by: { $0.key < $1.key }) where !allowed.contains(kind) {
                return [Diagnostic(
                    .layoutNotFlattenable,
                    "this file cannot be flattened exactly: its flattened file would report \(kind), which the layouts do not: \(diagnostic.location.map { "\($0): " } ?? "")\(diagnostic.message)",
                    at: SourceLocation(file: keyboard.file, line: 1, column: 1), notes: notes(for: keyboard))]
            }
        }
        return []
    }

    /// A file copied as written, after the line that marks it as flatten's (a byte-order mark dropped,
    /// as it must come first, and the mark of a file flatten copied before, so flattening a flattened
    /// folder changes nothing): its lines, and so its suppressions, keep their places relative to each other.
    private static func copy(_ bytes: [UInt8], named name: String, what: String) -> GeneratedFile {
        var body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if OutputKind.flattenedLayout.isWrittenByKbc(body) {
            body = Array(body.drop { $0 != UInt8(ascii: "\n") }.dropFirst())
        }
        let mark = "\(OutputKind.flattenedLayout.mark)\(name.commentSafe): nothing inherited by the layouts; \(what), copied as written.\n"
        return GeneratedFile(name: name, bytes: Array(mark.utf8) + body)
    }

    /// An error at each file pattern of `teamRules` (an override's `files`, a rule's `file` condition)
    /// that matches the layout `files` otherwise once they are flattened into `folder`: the override's
    /// severities would change other files, the rule would check other pages (or none).
    private static func misplacedFilePatterns(_ teamRules: TeamRuleConfiguration, files: [String], folder: String) -> [Diagnostic] {
        var patterns: [(globs: [Glob], folder: String?, location: SourceLocation, what: String, instead: String)] = teamRules.overrides.map {
            ($0.files, $0.folder, $0.location, "this override", "name the keyboards instead (keyboards: [ID]), or patterns of file names that hold in one folder")
        }
        for rule in teamRules.rules {
            for clause in rule.select + rule.keys + rule.require + rule.forbid where clause.isPath {
                guard case .matches(let globs) = clause.condition else { continue }
                patterns.append((globs, rule.folder, clause.location, "rule \(rule.id)",
                                 "select the keyboards instead (keyboard: \"pin-*\"), or by patterns of file names that hold in one folder"))
            }
        }
        return patterns.compactMap { pattern in
            let changed = files.filter { file in
                let flattened = FilePaths.path(folder, SwiftGeneration.lastComponent(of: file))
                return pattern.globs.contains { $0.matches(path: file, relativeTo: pattern.folder) }
                    != pattern.globs.contains { $0.matches(path: flattened, relativeTo: folder) }
            }
            guard let first = changed.first else { return nil }
            return Diagnostic(
                .layoutNotFlattenable, "\(pattern.what) names files by a path that flatten changes: it would apply otherwise to '\(first)' once flattened into '\(folder)'",
                at: pattern.location, notes: [DiagnosticNote(pattern.instead)])
        }
    }

    /// Errors for flattened files that would replace an input, or that the next run over `paths` would
    /// read back beside the layouts they were made from (an output folder inside a searched folder), or that
    /// the build of a path's target would compile beside them (an output folder inside that target).
    /// `configuration` is the one the run applies to `paths`.
    public static func safetyProblems(
        writing files: [GeneratedFile], to folder: String, inputs: [String], paths: [String],
        configuration: AppliedConfiguration = AppliedConfiguration()
    ) -> [Diagnostic] {
        let location = SourceLocation(file: folder, line: 1, column: 1)
        if let output = resolvedPath(folder) {
            for path in paths where isFolder(path) {
                guard let searched = resolvedPath(path), output == searched || output.hasPrefix(searched.hasSuffix("/") ? searched : searched + "/") else { continue }
                return [Diagnostic(
                    .outputOverwritesInput, "'\(folder)' is inside '\(path)': the flattened files would be read back with the layouts they were made from",
                    at: location, notes: [DiagnosticNote("write them to a folder outside the layout folders")])]
            }
            // A file or folder inside a target: its build compiles every layout of the target, the copies too.
            for path in paths {
                let kind = FilePaths.kind(of: path)
                guard kind != .missing, let target = LayoutFiles.targetFolder(of: path, isFile: kind == .file, configuration: configuration),
                      let searched = resolvedPath(target), output == searched || output.hasPrefix(searched + "/") else { continue }
                let written = path.hasPrefix("/") ? target : PackagePaths.relative(target, from: PackagePaths.currentFolder)
                return [Diagnostic(
                    .outputOverwritesInput,
                    "'\(folder)' is inside '\(written)', the target of '\(path)': its build would compile the flattened keyboards and themes with those they were made from, each id twice",
                    at: location, notes: [DiagnosticNote("write them to a folder outside the target, such as a target of their own")])]
            }
        }
        return OutputSafety.check(destinations: files.map { folder + "/" + $0.name }, inputs: inputs, allowingLayoutNames: true)
    }

    /// Writes the flattened files into `folder` as ``WritePlan/write()`` writes a plan of
    /// ``OutputKind/flattenedLayout`` files: each that is missing or different, deleting the files kbc
    /// flattened from layout files that are no longer inputs.
    public static func write(_ files: [GeneratedFile], to folder: String) throws(WriteRefusal) -> WriteReport {
        try WritePlan(folder: folder, files: files, kind: .flattenedLayout).write()
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The absolute path of `path` with links resolved, for a path that may not exist yet: its nearest
    /// existing ancestor resolved, and the rest as written.
    private static func resolvedPath(_ path: String) -> String? {
        var existing = path.isEmpty ? "." : path
        var rest: [String] = []
        while true {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                var result = String(cString: resolved)
                for component in rest.reversed() where component != "." && !component.isEmpty {
                    result += (result.hasSuffix("/") ? "" : "/") + component
                }
                return result
            }
            let components = existing.split(separator: "/", omittingEmptySubsequences: false)
            guard components.count > 1 else {
                if existing == "." { return nil }
                rest.append(existing)
                existing = "."
                continue
            }
            rest.append(String(components.last!))
            existing = components.dropLast().joined(separator: "/")
            if existing.isEmpty { existing = "/" }
        }
    }
}
