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

    /// `diagnostics` without those superseded by another.
    static func removing(from diagnostics: [Diagnostic]) -> [Diagnostic] {
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
}
