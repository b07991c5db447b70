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
        guard keyboard.variantIndex == nil, keyboard.declaration.repertoire != nil else { return }
        let id = keyboard.layout.id
        let reachable: [KeyboardLayout]
        if !context.hasRepeatedIDs && !Self.leadsToOtherPages(keyboard.layout) {
            // A secure pad usually leads nowhere: it is its own only page, found without indexing every
            // keyboard compiled, which costs more than the rest of the rule.
            reachable = [keyboard.layout]
        } else {
            // Looked up in the context's index: a walk over every keyboard's pages made each keyboard with a
            // repertoire and switch keys cost as much as all keyboards together (quadratic).
            reachable = KeyboardRepertoire.pagesReachable(from: id) { context.keyboard(withID: $0)?.layout }
        }
        // The pages any device can reach from this keyboard: each device's are among them, so only they
        // are shown at each setting. (With repeated ids, from this keyboard rather than the first of its id.)
        let candidates = !context.hasRepeatedIDs ? reachable
            : KeyboardRepertoire.pagesReachable(from: id) { $0 == id ? keyboard.layout : context.keyboard(withID: $0)?.layout }
        var settings = [DeviceSetting.standard]
        for page in reachable {
            for variant in page.variants where !settings.contains(DeviceSetting(variant)) { settings.append(DeviceSetting(variant)) }
        }
        var found: [Diagnostic] = []
        for setting in settings {
            var onDevice: [Diagnostic] = []
            check(keyboard.page(at: setting), at: setting, among: candidates, notingIt: settings.count > 1, in: context, into: &onDevice)
            for diagnostic in onDevice where !found.contains(where: { $0.message == diagnostic.message }) { found.append(diagnostic) }
        }
        diagnostics += found
    }

    /// The findings for `keyboard`'s page at `setting`, among the pages a device shows there, which are
    /// among `candidates` (every device's pages reachable from the keyboard, each the first of its id).
    private func check(_ own: ResolvedPage, at setting: DeviceSetting, among candidates: [KeyboardLayout], notingIt: Bool, in context: ValidationContext,
                       into diagnostics: inout [Diagnostic]) {
        guard let declared = own.declaration.repertoire else { return }
        let keyboard = own
        // A keyboard that is its own only candidate shows only itself (its page on any device leads nowhere).
        let pages = candidates.count == 1 && candidates[0].id == own.layout.id ? [own.layout]
            : KeyboardRepertoire.pagesReachable(from: own.layout.id, among: candidates.map { $0.id == own.layout.id ? own.layout : setting.page(of: $0) })
        // Which device's pages were counted, when that matters: at the variant, when it is the keyboard's own.
        let deviceNote = !notingIt ? [] : own.variantLocation.map {
            [DiagnosticNote("on \(setting) of '\(own.layout.id)', the variant declared here", at: $0)]
        } ?? [DiagnosticNote("counted on \(setting), with the pages it leads to there")]
        // Exactly, code point by code point: `Set<Character>` would take an NFD 'é' for an NFC one, and a
        // field filtering by the repertoire would then refuse the bytes the key types.
        // Characters of one ASCII byte are kept as bits (``ExactCharacterSet``), and each key's texts are
        // read in place rather than through `typedTexts`' array: the set of strings and those arrays were
        // most of this rule's cost.
        var typed = ExactCharacterSet()
        for page in pages {
            var shiftable = false
            page.forEachKey { _, _, key in if case .shift = key.action { shiftable = true } }
            page.forEachKey { _, _, key in
                KeyboardRepertoire.forEachTypedText(of: key.pointer, shiftable: shiftable) { typed.insert(charactersOf: $0) }
            }
            // What the page's composition makes of the keys' texts: `tests` and fields see composed text.
            for text in KeyboardRepertoire.composedTexts(of: page) { typed.insert(charactersOf: text) }
        }
        var declaredSet = ExactCharacterSet()
        declaredSet.insert(charactersOf: declared)
        let location = keyboard.location(ofField: "repertoire")
        // Usually nothing is extra or missing: found from the sets, before any character is listed.
        var extra = typed.isSubset(of: declaredSet) ? [] : typed.subtracting(declaredSet)
        let missing = declaredSet.isSubset(of: typed) ? "" : declared.filter { !typed.contains($0) }
        if !extra.isEmpty {
            // Name extra characters in the order their keys come, each with where it is typed.
            var ordered: [(Character, SourceLocation)] = []
            for page in pages {
                guard let decoded = page.id == own.layout.id ? own : context.keyboard(withID: page.id)?.page(at: setting),
                      decoded.layout.rows == page.rows else { continue }
                let shiftable = page.rows.contains { $0.keys.contains { $0.action == .shift } }
                page.forEachKey { row, index, key in
                    KeyboardRepertoire.forEachTypedText(of: key.pointer, shiftable: shiftable) { text in
                        for character in text where extra.remove(ExactCharacter(character)) != nil {
                            ordered.append((character, decoded.location(ofKey: index, inRow: row)))
                        }
                    }
                }
                // Then what the page's transforms type, at the transform; a Hangul syllable at 'compose'.
                let transforms = page.composition?.transforms ?? []
                for index in transforms.indices {
                    for character in transforms[index].result where extra.remove(ExactCharacter(character)) != nil {
                        ordered.append((character, TextPlace.transform(index).location(of: .transform, positions: decoded.positions, file: decoded.file)))
                    }
                }
                if page.composition?.script != nil, !extra.isEmpty {
                    for text in KeyboardRepertoire.composedTexts(of: page).dropFirst(transforms.count) {
                        for character in text where extra.remove(ExactCharacter(character)) != nil {
                            ordered.append((character, decoded.location(ofField: "compose")))
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

    /// Whether a key of any device's rows, or an item of the toolbar, switches to another keyboard.
    private static func leadsToOtherPages(_ layout: KeyboardLayout) -> Bool {
        if layout.toolbar?.items.contains(where: { $0.action.targetKeyboardID != nil }) == true { return true }
        var leads = false
        layout.forEachKey { _, _, key in if key.targetKeyboardID != nil { leads = true } }
        return leads || layout.variants.contains { $0.rows.contains { $0.keys.contains { $0.targetKeyboardID != nil } } }
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

    // By UTF-8 bytes, which are the same exactly when the code points are, read in place.
    static func == (lhs: ExactCharacter, rhs: ExactCharacter) -> Bool {
        String(lhs.character).hasSameUTF8(as: String(rhs.character))
    }

    func hash(into hasher: inout Hasher) {
        ExactText(String(character)).hash(into: &hasher)
    }
}
