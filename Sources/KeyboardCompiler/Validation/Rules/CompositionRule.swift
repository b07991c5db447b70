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
}

/// Transforms and syllable composition can happen on the page: their sequences are typed by its keys,
/// and Hangul composition is declared where jamo are typed.
struct CompositionRule: ValidationRule {
    var codes: [DiagnosticCode] { [.untypableTransform, .composeWithoutJamo, .jamoWithoutCompose] }
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
