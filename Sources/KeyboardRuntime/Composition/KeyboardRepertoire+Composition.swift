extension KeyboardRepertoire {
    /// The texts a page types through its composition (``KeyboardLayout/composition``) rather than key by
    /// key: its transforms' results, and every Hangul syllable its jamo keys compose (shifted jamo
    /// included when the page can shift). Empty for a page that composes nothing.
    public static func composedTexts(of page: KeyboardLayout, rows: [KeyRow]? = nil) -> [String] {
        guard let composition = page.composition else { return [] }
        var texts = composition.transforms.map { $0.result }
        guard composition.script == .hangul else { return texts }
        let rows = rows ?? page.rows
        let shiftable = rows.contains { $0.keys.contains { $0.action == .shift } }
        var jamo: Set<Unicode.Scalar> = []
        for row in rows {
            for key in row.keys {
                forEachTypedText(of: key, shiftable: shiftable) { text in
                    if text.unicodeScalars.count == 1 { jamo.insert(text.unicodeScalars.first!) }
                }
            }
        }
        // A part is typable when its jamo are: a compound medial or double final by its two keystrokes.
        func typable(_ part: Unicode.Scalar, compounds: [(first: Unicode.Scalar, second: Unicode.Scalar, double: Unicode.Scalar)]) -> Bool {
            if jamo.contains(part) { return true }
            return compounds.contains { $0.double == part && jamo.contains($0.first) && jamo.contains($0.second) }
        }
        let medialCompounds = HangulComposer.compoundMedials.map { (first: $0.first, second: $0.second, double: $0.compound) }
        let initials = HangulComposer.initials.indices.filter { jamo.contains(HangulComposer.initials[$0]) }
        let medials = HangulComposer.medials.indices.filter { typable(HangulComposer.medials[$0], compounds: medialCompounds) }
        let finals = [0] + (1..<HangulComposer.finals.count).filter { typable(HangulComposer.finals[$0], compounds: HangulComposer.doubleFinals) }
        for l in initials {
            for v in medials {
                for t in finals {
                    texts.append(String(Character(Unicode.Scalar(UInt32(0xAC00 + (l * 21 + v) * 28 + t))!)))
                }
            }
        }
        return texts
    }
}
