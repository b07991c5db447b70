import KeyboardRuntime

/// A 4 × 3 digit pad: the digits 0–9 once each, three per row in rows 1–3, then a pinned key
/// bottom-left, `0` in the middle and delete bottom-right. The decimal and ID-card pads differ only in
/// the bottom-left key.
struct DigitPadProfile: ValidationProfile {
    let name: String
    let summary: String
    let code: DiagnosticCode
    /// The text of the pinned bottom-left key: `.` or `X`.
    let bottomLeft: String

    func check(_ keyboard: DecodedKeyboard, into diagnostics: inout [Diagnostic]) {
        let layout = keyboard.layout
        func report(_ message: String, at location: SourceLocation) {
            diagnostics.append(Diagnostic(code, "profile '\(name)': \(message)", at: location))
        }
        guard layout.rows.count == 4, layout.rows.allSatisfy({ $0.keys.count == 3 }) else {
            report("needs a grid of 4 rows of 3 keys; rows have \(CharacterRows.describe(layout.rows.map(\.keys.count))) keys",
                   at: keyboard.location(ofField: "rows"))
            return
        }
        var digitsSeen: Set<String> = []
        layout.forEachKey { row, index, key in
            let location = keyboard.location(ofKey: index, inRow: row)
            switch (row, index) {
            case (3, 0):
                if key.insertedText != bottomLeft {
                    report("the bottom-left key must insert '\(bottomLeft)'", at: location)
                } else if !key.isPinned {
                    report("the bottom-left '\(bottomLeft)' must be pinned ('pin: true') so that shuffling never moves it", at: location)
                }
            case (3, 2):
                if key.action != .delete { report("the bottom-right key must be '{action: delete}'", at: location) }
            default:
                guard let text = key.insertedText, text.utf8.count == 1, let byte = text.utf8.first,
                      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
                    report("keys other than the bottom corners must be the digits 0–9", at: location)
                    return
                }
                if !digitsSeen.insert(text).inserted {
                    report("digit '\(text)' appears twice", at: location)
                }
            }
        }
        let missing = (0...9).map(String.init).filter { !digitsSeen.contains($0) }
        if !missing.isEmpty {
            report("missing the digit\(missing.count == 1 ? "" : "s") \(missing.joined(separator: " "))", at: keyboard.location(ofField: "rows"))
        }
    }
}
