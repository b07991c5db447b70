import KeyboardRuntime
import TextClassification

/// What one walk over a keyboard's keys finds, so that each rule can tell at once that it has nothing to
/// report (``ValidationRule/findsNothing(in:)``) rather than walk the keys itself.
public struct KeyboardSummary: Sendable, Hashable {
    /// Whether every text of ``TextFields/forEach(in:repertoire:_:)`` but the repertoire is printable
    /// ASCII, U+0020 to U+007E: the title, every text of every key (what it types, its label, shift text,
    /// group, alternates, shifted alternates, hint and spoken name) and the label and spoken name of every
    /// toolbar item. (A repertoire with other characters than a printable-ASCII page types is reported by
    /// KBC0216 anyway, so the rules about characters can skip such a page.)
    public var isPrintableASCII: Bool
    /// The length in UTF-8 bytes of the longest text a key inserts, 0 when no key inserts text.
    public var longestInsertedText: Int
    /// Whether every key that inserts text is labelled with that text.
    public var labelsAreInsertedTexts: Bool
    /// Whether some key has a spoken name, alternates or a hint.
    public var hasSpokenNamesAlternatesOrHints: Bool
    /// Whether some key, or some item of the toolbar, switches to another keyboard or toggles the width.
    public var hasKeyboardTargets: Bool
    /// Whether some key belongs to a named shuffle group.
    public var hasGroups: Bool
    /// Whether two keys can trade places in a shuffle of the default group (movable, with no group).
    public var hasTwoMovableKeysInDefaultGroup: Bool
    /// Whether the page composes (`KeyboardLayout.composition`) or a key has flick texts, a caps text or a
    /// shifted spoken name: what the rules about composition and layers look at.
    public var hasCompositionOrLayers = false
    /// Whether the page is drawn right to left (no walk: the layout says).
    public var isRightToLeft: Bool

    /// Whether every text of ``TextFields/forEach(in:repertoire:_:)``, the repertoire included, is printable
    /// by the tables of the scripts keyboards type (`ScalarTables.isPlain(_:)`): assigned, no control,
    /// format, private-use or noncharacter code point. The rules about unprintable characters and
    /// noncharacters have nothing to find then.
    public var hasOnlyPlainText = true
    /// Whether every text, the repertoire included, is made of scalars that are in NFC whatever surrounds
    /// them (`ScalarTables.isAlwaysNFC(_:)`): two such texts are canonically equivalent only when they are
    /// the same code points, so the rule about canonical equivalence has nothing to find.
    public var hasOnlyAlwaysNFCText = true
    /// Whether ``hasOnlyPlainText`` holds and no text has a Hangul compatibility jamo (U+3131–U+318E): no
    /// presentation form, no conjoining jamo (the tables leave both out), no page of jamo, so the rule about
    /// script mistakes has nothing to find.
    public var hasOnlyPlainTextWithoutJamo = true
    /// Whether some text has a scalar of a right-to-left script's blocks (U+0590–U+08FF, U+FB1D–U+FDFF,
    /// U+FE70–U+FEFF, U+10800–U+10FFF, U+1E800–U+1EFFF): a left-to-right page without one has no letters
    /// that contradict its direction.
    public var hasRightToLeftScript = false

    /// Summarizes the title of `layout` and the keys of its rows (not its variants: the rules see each
    /// variant as a page of its own), and `repertoire` for ``hasOnlyPlainText``.
    public init(_ layout: KeyboardLayout, repertoire: String? = nil) {
        // A struct's mutating method rather than a nested function: one capturing the flags made them boxed
        // variables with dynamic exclusivity checks, which cost more than the tests themselves.
        var texts = TextKinds()
        if let title = layout.title { texts.note(title) }
        var hasCompositionOrLayers = layout.composition != nil
        for transform in layout.composition?.transforms ?? [] {
            texts.note(transform.result)
            texts.note(transform.sequence)
        }
        for item in layout.toolbar?.items ?? [] {
            texts.note(item.label)
            if let spoken = item.spokenName { texts.note(spoken) }
        }
        var longestInsertedText = 0
        var labelsAreInsertedTexts = true
        var hasExtras = false
        var hasKeyboardTargets = layout.toolbar?.items.contains { $0.action.targetKeyboardID != nil } ?? false
        var hasGroups = false
        var movableInDefaultGroup = 0
        // Through KeyReference, field by field: a closure over each `Key` would copy it whole.
        layout.forEachKey { _, _, key in
            let label = key.label
            if case .insert(let text) = key.action {
                longestInsertedText = max(longestInsertedText, text.utf8.count)
                // A label is usually the text itself, which is checked already.
                if label != text {
                    labelsAreInsertedTexts = false
                    texts.note(label)
                }
                texts.note(text)
            } else {
                texts.note(label)
                if key.targetKeyboardID != nil { hasKeyboardTargets = true }
            }
            if key.group != nil {
                hasGroups = true
            } else if key.isMovable {
                movableInDefaultGroup += 1
            }
            if let shifted = key.shiftedText { texts.note(shifted) }
            if let group = key.group { texts.note(group) }
            if key.hasSpokenNameAlternatesOrHint {
                hasExtras = true
                for alternate in key.alternates { texts.note(alternate) }
                for alternate in key.shiftedAlternates ?? [] { texts.note(alternate) }
                if let hint = key.hint { texts.note(hint) }
                if let spoken = key.spokenName { texts.note(spoken) }
                // Each read once: `flick != nil` would copy the flick texts to compare them with nil.
                if let caps = key.capsText {
                    hasCompositionOrLayers = true
                    texts.note(caps)
                }
                if let spoken = key.shiftedSpokenName {
                    hasCompositionOrLayers = true
                    texts.note(spoken)
                }
                if let flick = key.flick {
                    hasCompositionOrLayers = true
                    for direction in FlickDirection.allCases { if let text = flick[direction] { texts.note(text) } }
                }
            }
        }
        // The repertoire counts for plain text only: one with other characters than a printable-ASCII page
        // types is reported by KBC0216 anyway, so the rules about characters can skip such a page.
        let keysArePrintableASCII = texts.isPrintableASCII
        if let repertoire { texts.note(repertoire) }
        self.isPrintableASCII = keysArePrintableASCII
        self.hasOnlyPlainText = texts.isPlain
        self.hasOnlyAlwaysNFCText = texts.isAlwaysNFC
        self.hasOnlyPlainTextWithoutJamo = texts.isPlain && !texts.hasJamo
        self.hasRightToLeftScript = texts.hasRightToLeftScript
        self.longestInsertedText = longestInsertedText
        self.labelsAreInsertedTexts = labelsAreInsertedTexts
        self.hasSpokenNamesAlternatesOrHints = hasExtras
        self.hasKeyboardTargets = hasKeyboardTargets
        self.hasGroups = hasGroups
        self.hasTwoMovableKeysInDefaultGroup = movableInDefaultGroup >= 2
        self.hasCompositionOrLayers = hasCompositionOrLayers
        self.isRightToLeft = layout.direction == .rightToLeft
    }
}

/// What the texts seen so far are made of (see ``KeyboardSummary``).
private struct TextKinds {
    var isPrintableASCII = true
    var isPlain = true
    var isAlwaysNFC = true
    /// Whether a text seen so far has a Hangul compatibility jamo.
    var hasJamo = false
    var hasRightToLeftScript = false

    /// Takes `text` into account: printable ASCII is tested first, inline, the tables once a text is not.
    @inline(__always)
    mutating func note(_ text: String) {
        if isPrintableASCII && text.isPrintableASCII { return }
        noteOtherThanPrintableASCII(text)
    }

    @inline(never)
    private mutating func noteOtherThanPrintableASCII(_ text: String) {
        isPrintableASCII = false
        // Nothing left to learn: a page of such texts is rare.
        guard isPlain || isAlwaysNFC || !hasJamo || !hasRightToLeftScript else { return }
        _ = text.allScalarValues { value in
            if value < 0x80 {
                if value < 0x20 || value == 0x7F { isPlain = false }
                return true
            }
            let facts = ScalarTables.facts(of: value)
            if !facts.isPlain { isPlain = false }
            if !facts.isAlwaysNFC { isAlwaysNFC = false }
            if value >= 0x3131 && value <= 0x318E { hasJamo = true }
            if Self.isInRightToLeftBlock(value) { hasRightToLeftScript = true }
            return true
        }
    }

    /// Whether `value` is in the blocks of ``DirectionScriptRule/rightToLeftScript(of:)``.
    @inline(__always)
    private static func isInRightToLeftBlock(_ value: UInt32) -> Bool {
        (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
            || (0x10800...0x10FFF).contains(value) || (0x1E800...0x1EFFF).contains(value)
    }
}

extension String {
    /// Whether every character is printable ASCII, U+0020 to U+007E.
    @inline(__always)
    var isPrintableASCII: Bool { utf8AllSatisfy { $0 >= 0x20 && $0 < 0x7F } }
}
