/// Drops diagnostics that only repeat, in generic words, a problem a more specific diagnostic already
/// reports on the same line: one cause, one diagnostic, at its place.
///
/// A `decimal-pad` row with an extra `0` is reported by the profile ("row 2 has 4 keys"); the duplicate
/// `0` it causes in row 4 and the row's odd width are the same mistake and are not reported again.
enum FollowOnDiagnostics {
    /// For each specific code, the generic codes it makes redundant on the lines it reports.
    static let supersededCodes: [DiagnosticCode: Set<DiagnosticCode>] = {
        let shape: Set<DiagnosticCode> = [.tooManyKeysInRow, .unevenRows, .duplicateOutput]
        return [.lettersProfile: shape, .decimalPadProfile: shape, .idCardPadProfile: shape, .symbolsProfile: shape]
    }()

    private struct Line: Hashable {
        var file: String
        var line: Int
        var code: DiagnosticCode
    }

    /// `diagnostics` without those superseded by another on a line they point at (their own location
    /// or one of their notes').
    static func removing(from diagnostics: [Diagnostic]) -> [Diagnostic] {
        var superseded: Set<Line> = []
        for diagnostic in diagnostics {
            guard let codes = supersededCodes[diagnostic.code], let location = diagnostic.location else { continue }
            for code in codes { superseded.insert(Line(file: location.file, line: location.line, code: code)) }
        }
        guard !superseded.isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            let locations = [diagnostic.location] + diagnostic.notes.map(\.location)
            return !locations.contains { location in
                guard let location else { return false }
                return superseded.contains(Line(file: location.file, line: location.line, code: diagnostic.code))
            }
        }
    }
}
