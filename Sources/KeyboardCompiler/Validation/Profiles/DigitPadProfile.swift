import KeyboardRuntime

/// A 4 × 3 digit pad: the digits 0–9 once each, three per row in rows 1–3, then a pinned key
/// bottom-left, `0` in the middle and delete bottom-right. The decimal and ID-card pads differ only in
/// the bottom-left key.
///
/// Each problem is reported once, where it is: a row of the wrong length at that row, a digit written
/// twice at its second place (naming the digit that is then missing).
struct DigitPadProfile: ValidationProfile {
    let name: String
    let summary: String
    let code: DiagnosticCode
    /// The text of the pinned bottom-left key: `.` or `X`.
    let bottomLeft: String
    /// A pad has every digit once.
    var refusesRepeatedKeys: Bool { true }

    func check(_ keyboard: ResolvedPage, into diagnostics: inout [Diagnostic]) {
        let layout = keyboard.layout
        func report(_ message: String, at location: SourceLocation, notes: [DiagnosticNote] = []) {
            diagnostics.append(Diagnostic(code, "profile '\(name)': \(message)", at: location, notes: notes))
        }
        var shapeIsRight = layout.rows.count == 4
        for (row, keys) in layout.rows.enumerated() {
            if row >= 4 {
                report("a pad has 4 rows; this is row \(row + 1)", at: keyboard.location(ofRow: row))
            } else if keys.keys.count != 3 {
                shapeIsRight = false
                report("row \(row + 1) has \(keys.keys.count) keys; every row of a pad has 3", at: keyboard.location(ofRow: row))
            }
        }
        if layout.rows.count < 4 {
            report("a pad has 4 rows of 3 keys; this one has \(layout.rows.count) rows", at: keyboard.location(ofField: "rows"))
        }
        // The places of keys are only meaningful in a 4 × 3 grid.
        guard shapeIsRight else { return }
        // Digits of another script (full-width `１`, Arabic-Indic `١`) everywhere are one mistake.
        var otherDigit: (row: Int, index: Int, text: String)?
        layout.forEachKey { row, index, key in
            // The value read from the bytes first: the numeric type is looked up only for a non-ASCII key.
            guard otherDigit == nil, let text = key.insertedText, let value = text.onlyScalarValue, value > 0x7F, let scalar = Unicode.Scalar(value),
                  scalar.properties.numericType == .decimal else { return }
            otherDigit = (row, index, text)
        }
        if let otherDigit {
            report("the keys must be the ASCII digits 0–9, found '\(otherDigit.text)' (\(otherDigit.text.unicodeScalars.first!.codePointDescription))",
                   at: keyboard.location(ofKey: otherDigit.index, inRow: otherDigit.row),
                   notes: [DiagnosticNote("a field filled from this pad expects 0–9; write the keys as ASCII digits")])
            return
        }

        // A bit per digit seen (a set of strings cost a hash per key).
        var digitsSeen: UInt16 = 0
        // Places that should hold a digit but hold something else: a repeated digit or another key.
        var wrong: [(row: Int, index: Int, message: String)] = []
        layout.forEachKey { row, index, key in
            // Located only for a finding.
            var location: SourceLocation { keyboard.location(ofKey: index, inRow: row) }
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
                    wrong.append((row, index, "keys other than the bottom corners must be the digits 0–9"))
                    return
                }
                let digit = UInt16(1) << (byte - UInt8(ascii: "0"))
                if digitsSeen & digit != 0 { wrong.append((row, index, "digit '\(text)' appears twice")) }
                digitsSeen |= digit
            }
        }
        let missing = (0...9).filter { digitsSeen & 1 << $0 == 0 }.map(String.init)
        let oneForOne = wrong.count == missing.count
        for (order, place) in wrong.enumerated() {
            // A wrong key and a missing digit are usually one typo: name the digit that belongs here.
            let notes = oneForOne ? [DiagnosticNote("the digit \(missing[order]) is missing: did you mean '\(missing[order])' here?")] : []
            report(place.message, at: keyboard.location(ofKey: place.index, inRow: place.row), notes: notes)
        }
        if !missing.isEmpty && !oneForOne {
            report("missing the digit\(missing.count == 1 ? "" : "s") \(missing.joined(separator: " "))", at: keyboard.location(ofField: "rows"))
        }
    }
}
