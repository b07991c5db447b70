/// Drops diagnostics that only repeat, in generic words, a problem a more specific diagnostic already
/// reports: one cause, one diagnostic, at its place.
///
/// A `decimal-pad` row with an extra `0` is reported by the profile ("row 2 has 4 keys"); the duplicate
/// `0` it causes in row 4 and the row's odd width are the same mistake and are not reported again. A
/// key `backspace` is reported as a function-key name, not also as a key of several characters.
enum FollowOnDiagnostics {
    /// For each specific code, the generic codes it makes redundant on the lines it reports (at their own
    /// location or one of their notes').
    static let supersededOnLine: [DiagnosticCode: Set<DiagnosticCode>] = {
        let shape: Set<DiagnosticCode> = [.tooManyKeysInRow, .unevenRows, .duplicateOutput, .fullWidthOnHalfPage]
        return [
            .lettersProfile: shape, .decimalPadProfile: shape, .idCardPadProfile: shape, .symbolsProfile: shape,
            .keySeparator: [.multipleCharacters, .fullWidthOnHalfPage, .unevenRows],
            .commentHidesKeys: [.unevenRows],
        ]
    }()

    /// For each specific code, the generic codes it makes redundant at exactly its location.
    static let supersededAtPosition: [DiagnosticCode: Set<DiagnosticCode>] = [
        .actionNameAsKey: [.multipleCharacters],
        // A label that is a control, invisible or non-character shows nothing: that is the finding.
        .noncharacter: [.labelHidesText], .invisibleCharacter: [.labelHidesText], .controlCharacterInText: [.labelHidesText],
    ]

    private struct Place: Hashable {
        var file: String
        var line: Int
        var column: Int
        var code: DiagnosticCode
    }

    /// `diagnostics` without those superseded by another, and with the cascade of a failed file folded.
    static func removing(from diagnostics: [Diagnostic]) -> [Diagnostic] {
        foldingTargetsInFailedFiles(removingSuperseded(from: diagnostics))
    }

    /// `diagnostics` without those superseded by another.
    private static func removingSuperseded(from diagnostics: [Diagnostic]) -> [Diagnostic] {
        var superseded: Set<Place> = []
        for diagnostic in diagnostics {
            guard let location = diagnostic.location else { continue }
            for code in supersededOnLine[diagnostic.code] ?? [] {
                superseded.insert(Place(file: location.file, line: location.line, column: 0, code: code))
            }
            for code in supersededAtPosition[diagnostic.code] ?? [] {
                superseded.insert(Place(file: location.file, line: location.line, column: location.column, code: code))
            }
        }
        guard !superseded.isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            let locations = [diagnostic.location] + diagnostic.notes.map(\.location)
            return !locations.contains { location in
                guard let location else { return false }
                let line = Place(file: location.file, line: location.line, column: 0, code: diagnostic.code)
                var exact = line
                exact.column = location.column
                return superseded.contains(line) || (location == diagnostic.location && superseded.contains(exact))
            }
        }
    }

    /// How many places a folded warning lists in its note before counting the rest.
    static let listedPlaces = 5

    /// One YAML error in a file that declares a keyboard other files switch to makes a KBC0215 warning at
    /// every such key, printed before the error when those files come first: N warnings about one
    /// cause, ahead of it. They are folded into one per failed file, the first found, with a note that
    /// lists the other places, and that one ``Diagnostic/follows`` the file's first error.
    static func foldingTargetsInFailedFiles(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.contains(where: { $0.code == .targetInFailedFile }) else { return diagnostics }
        // The first error of each file, by position: the root of the cascade when the file failed.
        var firstError: [String: SourceLocation] = [:]
        for diagnostic in diagnostics where diagnostic.severity == .error {
            guard let location = diagnostic.location else { continue }
            if let earlier = firstError[location.file], earlier.position <= location.position { continue }
            firstError[location.file] = location
        }
        var groups: [String: [Int]] = [:]
        for index in diagnostics.indices where diagnostics[index].code == .targetInFailedFile {
            guard let path = failedFile(named: diagnostics[index], among: firstError.keys) else { continue }
            groups[path, default: []].append(index)
        }
        var folded: [Int: Diagnostic] = [:]
        var dropped: Set<Int> = []
        for (path, indices) in groups {
            var first = diagnostics[indices[0]]
            first.follows = firstError[path]
            let others = indices.dropFirst().compactMap { diagnostics[$0].location }
            if !others.isEmpty {
                var places = others.prefix(listedPlaces).map(\.description).joined(separator: ", ")
                if others.count > listedPlaces { places += " and \(others.count - listedPlaces) more" }
                let count = others.count == 1 ? "1 more key or 'extends' names" : "\(others.count) more keys or 'extends' name"
                first.notes.append(DiagnosticNote("\(count) a keyboard that may be in '\(path)': \(places)", at: others[0]))
            }
            folded[indices[0]] = first
            dropped.formUnion(indices.dropFirst())
        }
        return diagnostics.indices.compactMap { index in
            dropped.contains(index) ? nil : folded[index] ?? diagnostics[index]
        }
    }

    /// The failed file a KBC0215 warning names: its note's file (the declaration it points to), else the
    /// file with errors its message quotes (a file whose declaration could not be read).
    private static func failedFile(named diagnostic: Diagnostic, among files: Dictionary<String, SourceLocation>.Keys) -> String? {
        if let file = diagnostic.notes.lazy.compactMap({ $0.location?.file }).first(where: { files.contains($0) }) { return file }
        return files.filter { diagnostic.message.contains("it may be in '\($0)'") }.max { $0.count < $1.count }
    }
}
