@preconcurrency import KbcPlatform
import KeyboardRuntime

extension DiagnosticCode {
    /// A compiled keyboard that no layout file can describe exactly.
    public static let layoutNotFlattenable = DiagnosticCode(
        408, "layout-not-flattenable", .error,
        summary: "A compiled keyboard cannot be written as a standalone layout file",
        explanation: """
        `kbc flatten` writes each compiled keyboard as a layout file without `extends`, with every value
        written out. It refuses, writing nothing, when the keyboard holds a value the layout format has no
        way to say, so that the file would compile to another keyboard: a function key with an empty label,
        a toolbar whose title is not the keyboard's or whose Done word is not the one of the keyboard's
        `locale`. Such values come from the way `extends`, `variants` and `locale` were combined, not from
        what a file says; the message names each one. Please report it with the layout files.
        """,
        isConfigurable: false)
}

/// What `kbc flatten` does with a compilation: one standalone layout file per compiled keyboard
/// (``YAMLLayoutEmitter``), named as the layout file it came from, written only where it can neither
/// replace an input nor be read back with the inputs.
public enum LayoutFlattening {
    /// The flattened files for the keyboards of `result`, or diagnostics for keyboards that cannot be
    /// written exactly and for two layout files of the same name. A result with errors gives nothing: its
    /// keyboards lack what was wrong.
    public static func files(for result: CompilationResult, emitter: YAMLLayoutEmitter = YAMLLayoutEmitter()) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
        guard !result.hasErrors else { return ([], []) }
        var files: [GeneratedFile] = []
        var diagnostics: [Diagnostic] = []
        var firstByName: [String: String] = [:]
        for keyboard in result.keyboards {
            // The one place that reads the compiler's keyboards: its layout, profile, repertoire, tests, file.
            let (layout, profile, repertoire, tests, file) = (keyboard.layout, keyboard.profile, keyboard.repertoire, keyboard.tests, keyboard.file)
            let name = file.split(separator: "/").last.map(String.init) ?? file
            let location = SourceLocation(file: file, line: 1, column: 1)
            if let first = firstByName[name] {
                diagnostics.append(Diagnostic(
                    .outputNameCollision, "this file would be flattened to '\(name)', as another layout file is", at: location,
                    notes: [DiagnosticNote("the other file", at: SourceLocation(file: first, line: 1, column: 1))]))
                continue
            }
            firstByName[name] = file
            switch emitter.source(for: layout, profile: profile, repertoire: repertoire, tests: tests, repeatedKeys: keyboard.allowsRepeatedKeys, replaces: keyboard.replaces, sourceFile: name) {
            case .success(let text):
                files.append(GeneratedFile(name: name, contents: text))
            case .failure(let unexpressible):
                diagnostics.append(Diagnostic(
                    .layoutNotFlattenable, "the compiled keyboard '\(layout.id)' cannot be written as a layout file exactly", at: location,
                    notes: unexpressible.problems.map { DiagnosticNote($0) }))
            }
        }
        return (files, diagnostics)
    }

    /// Errors for flattened files that would replace an input, or that the next run over `paths` would
    /// read back beside the layouts they were made from (an output folder inside a searched folder).
    public static func safetyProblems(writing files: [GeneratedFile], to folder: String, inputs: [String], paths: [String]) -> [Diagnostic] {
        let location = SourceLocation(file: folder, line: 1, column: 1)
        if let output = resolvedPath(folder) {
            for path in paths where isFolder(path) {
                guard let searched = resolvedPath(path), output == searched || output.hasPrefix(searched.hasSuffix("/") ? searched : searched + "/") else { continue }
                return [Diagnostic(
                    .outputOverwritesInput, "'\(folder)' is inside '\(path)': the flattened files would be read back with the layouts they were made from",
                    at: location, notes: [DiagnosticNote("write them to a folder outside the layout folders")])]
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
