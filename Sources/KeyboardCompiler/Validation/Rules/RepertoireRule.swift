import KeyboardRuntime

extension DiagnosticCode {
    /// A keyboard's declared repertoire differs from what its keys type.
    public static let repertoireMismatch = DiagnosticCode(
        216, "repertoire-mismatch", .error,
        summary: "The keyboard's `repertoire` differs from what its keys can type",
        explanation: """
        `repertoire` lists every character a user can type from the keyboard, on it and on the pages its
        `switch` and `toggle-width` keys and toolbar items lead to, on each device: each key's text and
        long-press alternates, their shifted forms on pages with a shift key, and a space for a space bar. kbc compares the two sets, so a key added, removed or mistyped
        cannot go unnoticed, and a text field's filter built from the same keyboards
        (`AllowedCharacters(typableOn:from:)`) cannot disagree with them:

            keyboard: id-card-pad
            repertoire: "0123456789X"    # error if a key types 'x' or no key types '7'

        Every page is checked: the keyboard's own rows, and each variant's rows with the pages a device of
        that variant shows. An iPad variant that lacks `X` is reported, with a note at the variant.
        Characters are compared exactly, by their Unicode scalars.
        """)
}

/// A declared `repertoire` is exactly what the keyboard, and the pages it leads to, can type.
struct RepertoireRule: ValidationRule {
    var codes: [DiagnosticCode] { [.repertoireMismatch] }
    var needsCompleteKeyboard: Bool { true }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        guard let declared = keyboard.repertoire else { return }
        // The pages a device shows at this page's setting: this page, and each other keyboard's page there.
        var own = keyboard
        own.layout.variants = []
        let pages = context.keyboards.map { $0.layout.id == own.layout.id ? own.layout : keyboard.setting.page(of: $0.layout) }
        let typed = KeyboardRepertoire.characters(typableFrom: keyboard.layout.id, among: pages)
        let declaredSet = Set(declared)
        let location = keyboard.location(ofField: "repertoire")
        var extra = typed.subtracting(declaredSet)
        // Where a device shows other pages, say which device's pages were counted.
        let original = context.keyboards.map(\.layout)
        let deviceNote = KeyboardRepertoire.pagesReachable(from: keyboard.layout.id, among: original).contains { !$0.variants.isEmpty }
            ? [DiagnosticNote("counted on \(keyboard.setting), with the pages it leads to there")] : []
        let missing = declared.filter { !typed.contains($0) }
        if !extra.isEmpty {
            // Name extra characters in the order their keys come, each with where it is typed.
            var ordered: [(Character, SourceLocation)] = []
            for page in KeyboardRepertoire.pagesReachable(from: keyboard.layout.id, among: pages) {
                guard let decoded = page.id == own.layout.id ? own : context.keyboard(withID: page.id)?.page(at: keyboard.setting),
                      decoded.layout.rows == page.rows else { continue }
                let shiftable = page.rows.contains { $0.keys.contains { $0.action == .shift } }
                page.forEachKey { row, index, key in
                    for text in KeyboardRepertoire.typedTexts(of: key.key, shiftable: shiftable) {
                        for character in text where extra.remove(character) != nil {
                            ordered.append((character, decoded.location(ofKey: index, inRow: row)))
                        }
                    }
                }
            }
            // Characters of pages whose keyboards did not decode in full are named at the repertoire itself.
            ordered += extra.sorted().map { ($0, location) }
            diagnostics.append(Diagnostic(
                .repertoireMismatch,
                "the keys can type \(Self.list(ordered.map(\.0))), which the repertoire does not list",
                at: location,
                notes: deviceNote + ordered.prefix(3).map { DiagnosticNote("'\(String($0.0).visibleEscaped)' is typed here", at: $0.1) }
                    + [DiagnosticNote("add \(ordered.count == 1 ? "it" : "them") to 'repertoire', or change the keys")]))
        }
        if !missing.isEmpty {
            let them = missing.count == 1 ? "it" : "them"
            diagnostics.append(Diagnostic(
                .repertoireMismatch, "the repertoire lists \(Self.list(Array(missing))), which no key can type", at: location,
                notes: deviceNote + [DiagnosticNote("add a key for \(them), or remove \(them) from 'repertoire'")]))
        }
    }

    private static func list(_ characters: [Character]) -> String {
        let shown = characters.prefix(12).map { $0 == " " ? "a space" : "'\(String($0).visibleEscaped)'" }
        return shown.joined(separator: ", ") + (characters.count > 12 ? " and \(characters.count - 12) more" : "")
    }
}
