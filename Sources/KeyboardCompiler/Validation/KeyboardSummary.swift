import KeyboardRuntime

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

    /// Summarizes the title of `layout` and the keys of its rows (not its variants: the rules see each
    /// variant as a page of its own).
    public init(_ layout: KeyboardLayout) {
        var isPrintableASCII = layout.title?.isPrintableASCII ?? true
        var hasCompositionOrLayers = layout.composition != nil
        if let transforms = layout.composition?.transforms, isPrintableASCII {
            isPrintableASCII = transforms.allSatisfy { $0.result.isPrintableASCII && $0.sequence.isPrintableASCII }
        }
        if let items = layout.toolbar?.items, isPrintableASCII {
            isPrintableASCII = items.allSatisfy { $0.label.isPrintableASCII && ($0.spokenName?.isPrintableASCII ?? true) }
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
                    if isPrintableASCII && !label.isPrintableASCII { isPrintableASCII = false }
                }
                if isPrintableASCII && !text.isPrintableASCII { isPrintableASCII = false }
            } else {
                if isPrintableASCII && !label.isPrintableASCII { isPrintableASCII = false }
                if key.targetKeyboardID != nil { hasKeyboardTargets = true }
            }
            if key.group != nil {
                hasGroups = true
            } else if key.isMovable {
                movableInDefaultGroup += 1
            }
            if isPrintableASCII && (!(key.shiftedText?.isPrintableASCII ?? true) || !(key.group?.isPrintableASCII ?? true)) {
                isPrintableASCII = false
            }
            if key.hasSpokenNameAlternatesOrHint {
                hasExtras = true
                if isPrintableASCII && (!key.alternates.allSatisfy(\.isPrintableASCII) || !(key.shiftedAlternates?.allSatisfy(\.isPrintableASCII) ?? true)
                    || !(key.hint?.isPrintableASCII ?? true) || !(key.spokenName?.isPrintableASCII ?? true)) {
                    isPrintableASCII = false
                }
                if key.flick != nil || key.capsText != nil || key.shiftedSpokenName != nil {
                    hasCompositionOrLayers = true
                    if isPrintableASCII && (!(key.capsText?.isPrintableASCII ?? true) || !(key.shiftedSpokenName?.isPrintableASCII ?? true)
                        || !(key.flick?.directions.allSatisfy { key.flick?[$0]?.isPrintableASCII ?? true } ?? true)) {
                        isPrintableASCII = false
                    }
                }
            }
        }
        self.isPrintableASCII = isPrintableASCII
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

extension String {
    /// Whether every character is printable ASCII, U+0020 to U+007E.
    @inline(__always)
    var isPrintableASCII: Bool { utf8AllSatisfy { $0 >= 0x20 && $0 < 0x7F } }
}
