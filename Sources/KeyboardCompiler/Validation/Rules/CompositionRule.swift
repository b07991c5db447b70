import KeyboardRuntime

extension DiagnosticCode {
    /// A transform no sequence of the page's keys types.
    public static let untypableTransform = DiagnosticCode(
        260, "untypable-transform", .warning,
        summary: "No sequence of the page's keys types a transform's sequence",
        explanation: """
        A transform applies when its sequence is typed; if no key of the page types a part of it (as its
        text, shifted, under caps lock, as an alternate or a flick), it never applies:

            rows:
              - [´, a, e]
            transforms:
              "`a": à      # warning: no key of this page types '`'

        Add the key, or remove the transform.
        """)

    /// `compose: hangul` on a page without jamo.
    public static let composeWithoutJamo = DiagnosticCode(
        261, "compose-without-jamo", .warning,
        summary: "A page composes Hangul but no key types a jamo",
        explanation: """
        `compose: hangul` composes the compatibility jamo keys type (`ㅎ ㅏ ㄴ` → `한`). On a page whose keys
        type no jamo it does nothing:

            keyboard: digits
            compose: hangul      # warning: no key of this page types a Hangul jamo
            rows:
              - 1 2 3

        Remove `compose`, or put it on the page with the jamo.
        """)

    /// A page of jamo that does not compose them.
    public static let jamoWithoutCompose = DiagnosticCode(
        262, "jamo-without-compose", .warning,
        summary: "A page types Hangul consonants and vowels but does not compose them",
        explanation: """
        Korean 2-set keys type compatibility jamo; without composition, `ㅎ ㅏ ㄴ` types `ㅎㅏㄴ`, not `한`,
        which is not what a Korean user expects:

            keyboard: korean     # warning: the keys type Hangul jamo, which this page does not compose
            rows:
              - ㅂ ㅈ ㄷ ㄱ ㅅ ㅛ ㅕ ㅑ ㅐ ㅔ

        Add `compose: hangul`. A page meant to type loose jamo can disable the warning.
        """)

    /// A transform whose sequence is what one key types, which makes the key type something else.
    public static let transformOverridesKey = DiagnosticCode(
        267, "transform-overrides-key", .warning,
        summary: "A transform's sequence is one key's whole text: the key types the transform's result",
        explanation: """
        A transform replaces a sequence typed key after key (a dead key, then a letter). A sequence that one
        key types by itself replaces that key's text as soon as it is pressed: the key shows one thing and
        types another, and what it shows cannot be typed at all.

            rows:
              - 1 2 3
            transforms:
              "1": "9"      # warning: the key '1' shows '1' but types '9'
              "´": é        # the same for a dead key, when the second character is missing ("´e")

        The note points at the key. To type `9`, give it a key of its own; to show what the key types, write
        its text (`{key: "’", label: "'"}` is still a label that hides the text, KBC0217). A transform
        whose result the key shows anyway (the same text in another normalization form, or the key's label)
        is not reported. On a page whose profile checks a secure pad (`decimal-pad`, `id-card-pad`), where a
        key that types another digit than it shows gives a wrong PIN or number, it is an error.
        """)
}

/// Transforms and syllable composition can happen on the page: their sequences are typed by its keys,
/// and Hangul composition is declared where jamo are typed.
struct CompositionRule: ValidationRule {
    var codes: [DiagnosticCode] { [.untypableTransform, .composeWithoutJamo, .jamoWithoutCompose, .transformOverridesKey] }
    // Without composition, only jamo keys can be a finding; printable ASCII and plain text without jamo have none.
    func findsNothing(in summary: KeyboardSummary) -> Bool {
        (summary.text.isPrintableASCII || summary.allText.isPlain && !summary.allText.hasJamo) && !summary.composes
    }
    var needsCompleteKeyboard: Bool { true }

    func check(_ page: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        let composition = page.layout.composition
        // Only transforms need the set of typed texts; the jamo counts need none. Building the set for every
        // page (a hash of each typed text, through NFC for non-ASCII ones) was a seventh of what validating
        // a CJK keyboard cost, and a tenth of a pass over the standard layouts, none of which has
        // transforms.
        let transforms = page.variantIndex == nil ? composition?.transforms : nil
        var typed: Set<String> = []
        var jamoConsonants = 0
        var jamoVowels = 0
        func add(_ text: String) {
            if transforms != nil { typed.insert(text) }
            // Compatibility jamo: consonants U+3131–U+314E, vowels U+314F–U+3163, three UTF-8 bytes each,
            // so a text of one jamo is three bytes long (a length read without decoding).
            guard text.utf8.count == 3, let value = text.firstScalarValue, (0x3131...0x3163).contains(value) else { return }
            if value >= 0x314F { jamoVowels += 1 } else { jamoConsonants += 1 }
        }
        page.layout.forEachKey { _, _, key in
            switch key.pointer.pointee.action {
            case .insert: key.pointer.forEachText(typedOnly: true) { _, text in add(text) }
            case .space: add(" ")
            case .returnKey: add("\n")
            default: return
            }
        }
        if composition?.script == .hangul, jamoConsonants + jamoVowels == 0 {
            diagnostics.append(Diagnostic(
                .composeWithoutJamo, "no key of this page types a Hangul jamo, so 'compose: hangul' composes nothing", at: page.location(ofField: "compose"),
                notes: [DiagnosticNote("remove 'compose', or declare it on the page whose keys type ㄱ ㄴ ㅏ…")]))
        }
        if composition?.script != .hangul, jamoConsonants >= 2, jamoVowels >= 2, page.variantIndex == nil {
            diagnostics.append(Diagnostic(
                .jamoWithoutCompose, "the keys type Hangul jamo, which this page does not compose: ㅎ ㅏ ㄴ types ㅎㅏㄴ, not 한",
                at: page.location(ofField: "keyboard"), notes: [DiagnosticNote("add 'compose: hangul'")]))
        }
        guard let transforms else { return }
        for (index, transform) in transforms.enumerated() where !Self.canType(transform.sequence, with: typed) {
            let missing = transform.sequence.first { !typed.contains(String($0)) }.map { " (no key types '\(String($0).visibleEscaped)')" } ?? ""
            diagnostics.append(Diagnostic(
                .untypableTransform, "no sequence of this page's keys types '\(transform.sequence.visibleEscaped)'\(missing), so the transform never applies",
                at: TextPlace.transform(index).location(of: .transform, positions: page.positions, file: page.file),
                notes: [DiagnosticNote("add a key that types it, or remove the transform")]))
        }
        for (index, transform) in transforms.enumerated() where typed.contains(transform.sequence) {
            checkOverride(by: transform, at: index, on: page, into: &diagnostics)
        }
    }

    /// Reports the key `transform` makes type its result, when its sequence is a whole text of a key that
    /// shows something else (its label for its own text; a shifted text, alternate or flick shows itself).
    private func checkOverride(by transform: TextTransform, at index: Int, on page: ResolvedPage, into diagnostics: inout [Diagnostic]) {
        var found: (row: Int, index: Int, shown: String)?
        page.layout.forEachKey { row, column, key in
            guard found == nil, let text = key.insertedText else { return }
            func same(_ typed: String) -> Bool { typed.unicodeScalars.elementsEqual(transform.sequence.unicodeScalars) }
            if same(text) {
                found = (row, column, key.label)
            } else {
                var typesSequence = false
                PageFacts.forEachText(typedBy: key) { typed in if !typesSequence, same(typed) { typesSequence = true } }
                if typesSequence { found = (row, column, transform.sequence) }
            }
        }
        // Shown alike (canonically equivalent, as `String` compares): the key types what it shows.
        guard let found, found.shown != transform.result else { return }
        let sequence = transform.sequence.visibleEscaped, result = transform.result.visibleEscaped
        let securePad = page.declaration.profile.flatMap(ValidationProfiles.named)?.refusesRepeatedKeys == true
        diagnostics.append(Diagnostic(
            .transformOverridesKey, "the transform '\(sequence)' is one key's whole text: the key shows '\(found.shown.visibleEscaped)' but types '\(result)'",
            at: TextPlace.transform(index).location(of: .transformSequence, positions: page.positions, file: page.file),
            severity: securePad ? .error : nil,
            notes: [
                DiagnosticNote("the key that types '\(sequence)'", at: page.location(ofKey: found.index, inRow: found.row)),
                DiagnosticNote("a transform replaces a sequence of keys (a dead key, then a letter); to type '\(result)', give it a key of its own"),
            ]))
    }

    /// Whether `sequence` is a concatenation of texts in `typed`: the keys type it one text at a time.
    static func canType(_ sequence: String, with typed: Set<String>) -> Bool {
        let scalars = Array(sequence.unicodeScalars)
        var reachable = [Bool](repeating: false, count: scalars.count + 1)
        reachable[0] = true
        let texts = typed.map { Array($0.unicodeScalars) }
        for start in scalars.indices where reachable[start] {
            for text in texts where !text.isEmpty && start + text.count <= scalars.count && scalars[start..<start + text.count].elementsEqual(text) {
                reachable[start + text.count] = true
            }
        }
        return reachable[scalars.count]
    }
}
