import KeyboardRuntime

extension DiagnosticCode {
    /// A keyboard's declared repertoire differs from what its keys type.
    public static let repertoireMismatch = DiagnosticCode(
        216, "repertoire-mismatch", .error,
        summary: "The keyboard's `repertoire` differs from what its keys can type",
        explanation: """
        `repertoire` lists every character a user can type from the keyboard, on it and on the pages its
        `switch` and `toggle-width` keys and toolbar items lead to, on each device: each key's text and
        long-press alternates, their shifted forms on pages with a shift key, and a space for a space bar. kbc compares the two sets
        exactly, code point by code point (an NFC `é` in the repertoire does not list an NFD `é` a key types), so a key added, removed or mistyped
        cannot go unnoticed, and a text field's filter built from the same keyboards
        (`AllowedCharacters(typableOn:from:)`) cannot disagree with them:

            keyboard: id-card-pad
            repertoire: "0123456789X"    # error if a key types 'x' or no key types '7'
        
        Every page is checked: the keyboard's own rows, and each variant's rows with the pages a device of
        that variant shows. An iPad variant that lacks `X` is reported, with a note at the variant.
        """)
}

/// A declared `repertoire` is exactly what the keyboard, and the pages it leads to, can type.
struct RepertoireRule: ValidationRule {
    var codes: [DiagnosticCode] { [.repertoireMismatch] }
    var needsCompleteKeyboard: Bool { true }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        // Checked from the keyboard's own page, once for every device setting any page it leads to tells
        // apart: a phone page that leads to a page with an iPad variant types other characters on an iPad.
        guard keyboard.variantIndex == nil, keyboard.repertoire != nil else { return }
        let reachable = KeyboardRepertoire.pagesReachable(from: keyboard.layout.id, among: context.keyboards.map(\.layout))
        var settings = [DeviceSetting.standard]
        for page in reachable {
            for variant in page.variants where !settings.contains(DeviceSetting(variant)) { settings.append(DeviceSetting(variant)) }
        }
        var found: [Diagnostic] = []
        for setting in settings {
            var onDevice: [Diagnostic] = []
            check(keyboard.page(at: setting), at: setting, notingIt: settings.count > 1, in: context, into: &onDevice)
            for diagnostic in onDevice where !found.contains(where: { $0.message == diagnostic.message }) { found.append(diagnostic) }
        }
        diagnostics += found
    }

    /// The findings for `keyboard`'s page at `setting`, among the pages a device shows there.
    private func check(_ own: ResolvedPage, at setting: DeviceSetting, notingIt: Bool, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        guard let declared = own.repertoire else { return }
        let keyboard = own
        let shown = context.keyboards.map { $0.layout.id == own.layout.id ? own.layout : setting.page(of: $0.layout) }
        let pages = KeyboardRepertoire.pagesReachable(from: own.layout.id, among: shown)
        // Which device's pages were counted, when that matters: at the variant, when it is the keyboard's own.
        let deviceNote = !notingIt ? [] : own.variantLocation.map {
            [DiagnosticNote("on \(setting) of '\(own.layout.id)', the variant declared here", at: $0)]
        } ?? [DiagnosticNote("counted on \(setting), with the pages it leads to there")]
        // Exactly, code point by code point: `Set<Character>` would take an NFD 'é' for an NFC one, and a
        // field filtering by the repertoire would then refuse the bytes the key types.
        var typed: Set<ExactCharacter> = []
        for page in pages {
            let shiftable = page.rows.contains { $0.keys.contains { $0.action == .shift } }
            for row in page.rows {
                for key in row.keys {
                    for text in KeyboardRepertoire.typedTexts(of: key, shiftable: shiftable) {
                        for character in text { typed.insert(ExactCharacter(character)) }
                    }
                }
            }
            // What the page's composition makes of the keys' texts: `tests` and fields see composed text.
            for text in KeyboardRepertoire.composedTexts(of: page) {
                for character in text { typed.insert(ExactCharacter(character)) }
            }
        }
        let declaredSet = Set(declared.map(ExactCharacter.init))
        let location = keyboard.location(ofField: "repertoire")
        var extra = typed.subtracting(declaredSet)
        let missing = declared.filter { !typed.contains(ExactCharacter($0)) }
        if !extra.isEmpty {
            // Name extra characters in the order their keys come, each with where it is typed.
            var ordered: [(Character, SourceLocation)] = []
            for page in pages {
                guard let decoded = page.id == own.layout.id ? own : context.keyboard(withID: page.id)?.page(at: setting),
                      decoded.layout.rows == page.rows else { continue }
                let shiftable = page.rows.contains { $0.keys.contains { $0.action == .shift } }
                page.forEachKey { row, index, key in
                    for text in KeyboardRepertoire.typedTexts(of: key.key, shiftable: shiftable) {
                        for character in text where extra.remove(ExactCharacter(character)) != nil {
                            ordered.append((character, decoded.location(ofKey: index, inRow: row)))
                        }
                    }
                }
            }
            // Characters of pages whose keyboards did not decode in full are named at the repertoire itself.
            ordered += extra.map(\.character).sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }.map { ($0, location) }
            diagnostics.append(Diagnostic(
                .repertoireMismatch,
                "the keys can type \(Self.list(ordered.map(\.0))), which the repertoire does not list",
                at: location,
                notes: deviceNote + ordered.prefix(3).map { DiagnosticNote("'\(String($0.0).visibleEscaped)' is typed here", at: $0.1) }
                    + [DiagnosticNote("add \(ordered.count == 1 ? "it" : "them") to 'repertoire', or change the keys")]
                    + Self.equivalenceNote(ordered.map(\.0), declared)))
        }
        if !missing.isEmpty {
            let them = missing.count == 1 ? "it" : "them"
            diagnostics.append(Diagnostic(
                .repertoireMismatch, "the repertoire lists \(Self.list(Array(missing))), which no key can type", at: location,
                notes: deviceNote + [DiagnosticNote("add a key for \(them), or remove \(them) from 'repertoire'")]))
        }
    }

    /// A note when a character typed but not listed looks like one listed (NFC and NFD): the difference is
    /// invisible in the message otherwise.
    private static func equivalenceNote(_ extra: [Character], _ declared: String) -> [DiagnosticNote] {
        guard let character = extra.first(where: { declared.contains($0) }),
              let listed = declared.first(where: { $0 == character }) else { return [] }
        return [DiagnosticNote(
            "'\(String(character).visibleEscaped)' is typed as \(character.codePoints) but listed as \(listed.codePoints): the repertoire is compared by code point")]
    }

    private static func list(_ characters: [Character]) -> String {
        let shown = characters.prefix(12).map { $0 == " " ? "a space" : "'\(String($0).visibleEscaped)'" }
        return shown.joined(separator: ", ") + (characters.count > 12 ? " and \(characters.count - 12) more" : "")
    }
}

/// A character compared and hashed by its code points, not by canonical equivalence as `Character` is.
struct ExactCharacter: Hashable {
    /// The character as written.
    let character: Character

    init(_ character: Character) {
        self.character = character
    }

    static func == (lhs: ExactCharacter, rhs: ExactCharacter) -> Bool {
        lhs.character.unicodeScalars.elementsEqual(rhs.character.unicodeScalars)
    }

    func hash(into hasher: inout Hasher) {
        for scalar in character.unicodeScalars { hasher.combine(scalar.value) }
    }
}
