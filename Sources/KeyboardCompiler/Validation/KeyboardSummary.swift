import KeyboardRuntime
import TextClassification

/// What a page's texts are and which fields hold them, so that each rule can tell at once that it has
/// nothing to report (``ValidationRule/findsNothing(in:)``) rather than walk the keys itself.
///
/// The facts are those of the one walk over every text (``TextFields/forEach(in:repertoire:_:)``): the fields
/// it passes a text of, and what those texts are made of. The summary is made for every page, so it finds
/// them in a loop of its own, which reads each key's strings once and compares a shift text with the key's
/// only when that could change a fact; `KeyboardSummaryTests` proves the two agree on every fixture,
/// layout, example and random keyboard.
public struct KeyboardSummary: Sendable, Hashable {
    /// The fields that hold some text on the page, the repertoire included when it is declared.
    public var textFields: TextFieldSet
    /// What the texts of every field but the repertoire are made of.
    public var text: TextKinds
    /// What the declared repertoire is made of; a page without one has no such text.
    public var repertoireText: TextKinds
    /// The length in UTF-8 bytes of the longest text a key inserts (``TextField/key``), 0 when no key
    /// inserts text.
    public var longestKeyText: Int
    /// Whether some key that inserts text is labelled with another text.
    public var hasKeyLabelledOtherwise: Bool
    /// Whether some key that inserts text shows only white space: its label, which is its text when it has
    /// none, is blank (see `String.isBlank`).
    public var hasBlankKey: Bool
    /// Whether some key, or some item of the toolbar, switches to another keyboard or toggles the width.
    public var hasKeyboardTargets: Bool
    /// Whether two keys can trade places in a shuffle of the default group (movable, with no group).
    public var hasTwoMovableKeysInDefaultGroup: Bool
    /// Whether the page composes what its keys type (`KeyboardLayout.composition`).
    public var composes: Bool
    /// Whether the page is drawn right to left.
    public var isRightToLeft: Bool
    /// Whether some of the `tests` summarized name the page they end on (`page:`).
    public var hasTestPages = false

    /// What the texts of every field, the repertoire included, are made of.
    public var allText: TextKinds { text.merged(with: repertoireText) }

    /// Summarizes `layout` (not its variants: the rules see each variant as a page of its own), its
    /// declared `repertoire` and the keyboard's `tests` (given for its own page only).
    public init(_ layout: KeyboardLayout, repertoire: String? = nil, tests: [LayoutTest] = []) {
        var fields = TextFieldSet()
        var text = TextKinds()
        if let title = layout.title { text.note(title, in: .title, of: &fields) }
        var longestKeyText = 0
        var hasKeyLabelledOtherwise = false
        var hasBlankKey = false
        var hasKeyboardTargets = false
        var movableInDefaultGroup = 0
        layout.forEachKey { _, index, key in
            let label = key.label
            if case .insert(let inserted) = key.action {
                longestKeyText = max(longestKeyText, inserted.utf8.count)
                if label.isBlank { hasBlankKey = true }
                // A label is usually the key's text, which is noted below.
                if label != inserted {
                    hasKeyLabelledOtherwise = true
                    text.note(label, in: .label, of: &fields)
                }
                // A shift text equal to the key's text (canonically: "é" and "e\u{301}") is not a text of its
                // own, as in the walk; compared only while noting it could change a fact.
                if let shifted = key.shiftedText, !fields.contains(.shift) || !text.isPrintableASCII || !shifted.isPrintableASCII,
                    shifted != inserted
                {
                    text.note(shifted, in: .shift, of: &fields)
                }
                text.note(inserted, in: .key, of: &fields)
                if key.group == nil && !key.isPinned { movableInDefaultGroup += 1 }
            } else {
                text.note(label, in: .label, of: &fields)
                if let shifted = key.shiftedText { text.note(shifted, in: .shift, of: &fields) }
                if key.targetKeyboardID != nil { hasKeyboardTargets = true }
            }
            // A row's group is the group of each of its keys: noted once a run, as in the walk.
            if let group = key.group, index == 0 || (key.pointer - 1).pointee.group != group { text.note(group, in: .group, of: &fields) }
            // One test for the rare fields, which most keys lack.
            guard key.hasSpokenNameAlternatesOrHint else { return }
            if let spoken = key.spokenName { text.note(spoken, in: .spoken, of: &fields) }
            text.note(each: key.alternates, in: .alternate, of: &fields)
            if let shiftedAlternates = key.shiftedAlternates { text.note(each: shiftedAlternates, in: .shiftedAlternate, of: &fields) }
            if let hint = key.hint { text.note(hint, in: .hint, of: &fields) }
            if let flick = key.flick {
                for direction in FlickDirection.allCases { if let typed = flick[direction] { text.note(typed, in: .flick, of: &fields) } }
            }
            if let caps = key.capsText { text.note(caps, in: .caps, of: &fields) }
            if let spoken = key.shiftedSpokenName { text.note(spoken, in: .shiftSpoken, of: &fields) }
        }
        if let items = layout.toolbar?.items {
            for item in items {
                text.note(item.label, in: .toolbarItemLabel, of: &fields)
                if let spoken = item.spokenName { text.note(spoken, in: .toolbarItemSpoken, of: &fields) }
                if item.action.targetKeyboardID != nil { hasKeyboardTargets = true }
            }
        }
        if let transforms = layout.composition?.transforms {
            for transform in transforms {
                text.note(transform.sequence, in: .transformSequence, of: &fields)
                text.note(transform.result, in: .transform, of: &fields)
            }
        }
        var repertoireText = TextKinds()
        if let repertoire { repertoireText.note(repertoire, in: .repertoire, of: &fields) }
        self.textFields = fields
        self.text = text
        self.repertoireText = repertoireText
        self.longestKeyText = longestKeyText
        self.hasKeyLabelledOtherwise = hasKeyLabelledOtherwise
        self.hasBlankKey = hasBlankKey
        self.hasKeyboardTargets = hasKeyboardTargets
        self.hasTwoMovableKeysInDefaultGroup = movableInDefaultGroup >= 2
        self.composes = layout.composition != nil
        self.isRightToLeft = layout.direction == .rightToLeft
        self.hasTestPages = tests.contains { $0.expectedPage != nil }
    }
}

/// A set of ``TextField``s.
public struct TextFieldSet: Sendable, Hashable {
    private var bits: UInt32 = 0

    /// An empty set.
    public init() {}

    /// Whether the set holds `field`.
    @inline(__always)
    public func contains(_ field: TextField) -> Bool {
        bits & Self.bit(field) != 0
    }

    /// Adds `field`.
    @inline(__always)
    public mutating func insert(_ field: TextField) {
        bits |= Self.bit(field)
    }

    @inline(__always)
    private static func bit(_ field: TextField) -> UInt32 {
        1 << UInt32(field.rawValue)
    }
}

/// What some texts are made of (``KeyboardSummary``): all are true, none has, for no text.
public struct TextKinds: Sendable, Hashable {
    /// Whether every text is printable ASCII, U+0020 to U+007E. (A repertoire with other characters than a
    /// printable-ASCII page types is reported by KBC0216 anyway, so the rules about characters can skip
    /// such a page whatever its repertoire.)
    public private(set) var isPrintableASCII = true
    /// Whether every text is printable by the tables of the scripts keyboards type
    /// (`ScalarTables.isPlain(_:)`): assigned, no control, format, private-use or noncharacter code point.
    public private(set) var isPlain = true
    /// Whether every text is made of scalars that are in NFC whatever surrounds them
    /// (`ScalarTables.isAlwaysNFC(_:)`): two such texts are canonically equivalent only when they are the
    /// same code points.
    public private(set) var isAlwaysNFC = true
    /// The texts that Unicode's NFC quick check cannot tell are in NFC (`NFCQuickCheck.maybe`), once for
    /// each time they are noted: the only texts that NFC may change. Empty on most pages, even of scripts
    /// with marks (a virama or a haraka passes the check).
    public private(set) var textsNFCMayChange: [String] = []
    /// The scalars beyond ASCII of the texts: a text with a scalar the filter does not hold is not one of them.
    private(set) var scalarsBeyondASCII = ScalarFilter()
    /// Whether some text has a Hangul compatibility jamo (U+3131–U+318E).
    public private(set) var hasJamo = false
    /// Whether some text has a scalar of a right-to-left script's blocks (U+0590–U+08FF, U+FB1D–U+FDFF,
    /// U+FE70–U+FEFF, U+10800–U+10FFF, U+1E800–U+1EFFF).
    public private(set) var hasRightToLeftScript = false

    /// The kinds of no text.
    public init() {}

    /// What these texts and `other`'s are made of, together.
    public func merged(with other: TextKinds) -> TextKinds {
        var merged = self
        merged.isPrintableASCII = isPrintableASCII && other.isPrintableASCII
        merged.isPlain = isPlain && other.isPlain
        merged.isAlwaysNFC = isAlwaysNFC && other.isAlwaysNFC
        // Appending nothing would still copy the shared array.
        if !other.textsNFCMayChange.isEmpty { merged.textsNFCMayChange += other.textsNFCMayChange }
        merged.scalarsBeyondASCII = scalarsBeyondASCII.union(other.scalarsBeyondASCII)
        merged.hasJamo = hasJamo || other.hasJamo
        merged.hasRightToLeftScript = hasRightToLeftScript || other.hasRightToLeftScript
        return merged
    }

    /// Takes `text` into account: printable ASCII is tested first, inline, the tables once a text is not.
    /// A text of printable ASCII changes no fact, whatever the texts before it.
    @inline(__always)
    public mutating func note(_ text: String) {
        if text.isPrintableASCII { return }
        noteOtherThanPrintableASCII(text)
    }

    /// Takes `text`, a text of `field`, into account, and `field` into `fields`.
    @inline(__always)
    mutating func note(_ text: String, in field: TextField, of fields: inout TextFieldSet) {
        fields.insert(field)
        note(text)
    }

    /// Takes each of `texts`, texts of `field`, into account, and `field` into `fields` unless there are none:
    /// one call for a key's alternates, which finds the tables once, where a call for each text finds them
    /// each time. An alternate beyond ASCII, nearly always a small string, is told by its flags rather than
    /// by its bytes (here only: in the summary's loop over every key, the flags' test costs ASCII pages more
    /// than it saves).
    @inline(never)
    mutating func note(each texts: [String], in field: TextField, of fields: inout TextFieldSet) {
        guard !texts.isEmpty else { return }
        fields.insert(field)
        let tables = Self.scalarTables
        for text in texts where text.isSmallBeyondASCII || !text.isPrintableASCII {
            noteOtherThanPrintableASCII(text, tables: tables)
        }
    }

    @inline(never)
    private mutating func noteOtherThanPrintableASCII(_ text: String) {
        noteOtherThanPrintableASCII(text, tables: Self.scalarTables)
    }

    @inline(__always)
    private mutating func noteOtherThanPrintableASCII(_ text: String, tables: ScalarTables.Reader) {
        isPrintableASCII = false
        var quickCheck = NFCQuickCheck.Scan()
        var passesQuickCheck = true
        defer { if !passesQuickCheck { textsNFCMayChange.append(text) } }
        _ = text.allScalarValues { value in
            if value < 0x80 {
                if value < 0x20 || value == 0x7F { isPlain = false }
                quickCheck.nextAlwaysNFC()
                return true
            }
            scalarsBeyondASCII.insert(value)
            let facts = tables.facts(of: value)
            if !facts.isPlain { isPlain = false }
            if facts.isAlwaysNFC {
                quickCheck.nextAlwaysNFC()
            } else {
                isAlwaysNFC = false
                if passesQuickCheck && !quickCheck.next(facts: facts) { passesQuickCheck = false }
            }
            if value >= 0x3131 && value <= 0x318E { hasJamo = true }
            if Self.isInRightToLeftBlock(value) { hasRightToLeftScript = true }
            return true
        }
    }

    /// The scalar tables, read in the scan's loop: ``ScalarTables/facts(of:)`` would be a call for each scalar.
    private static let scalarTables = ScalarTables.Reader()

    /// Equal when the same facts hold and the same texts are not always in NFC, noted in any order (the
    /// summary notes a key's text after its shift text, the walk before).
    public static func == (lhs: TextKinds, rhs: TextKinds) -> Bool {
        lhs.isPrintableASCII == rhs.isPrintableASCII && lhs.isPlain == rhs.isPlain && lhs.isAlwaysNFC == rhs.isAlwaysNFC
            && lhs.hasJamo == rhs.hasJamo && lhs.hasRightToLeftScript == rhs.hasRightToLeftScript && lhs.scalarsBeyondASCII == rhs.scalarsBeyondASCII
            && lhs.textsNFCMayChange.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
                == rhs.textsNFCMayChange.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// Hashes what `==` compares, the texts by their number.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isPrintableASCII)
        hasher.combine(isPlain)
        hasher.combine(isAlwaysNFC)
        hasher.combine(hasJamo)
        hasher.combine(hasRightToLeftScript)
        hasher.combine(textsNFCMayChange.count)
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

    /// Whether the text is only white space (or nothing), so that a key showing it shows nothing. Decided
    /// on the UTF-8 storage with Unicode's White_Space list written out: the standard library's property
    /// look-up and `utf8.first` are calls for every key. A short text's first byte is read from its small
    /// string: no white space begins with a byte other than these.
    @inline(__always)
    var isBlank: Bool {
        // The first-byte test inlined where every key is asked (the summary), the scan only for the few
        // texts that begin like white space.
        if let (low, high) = smallStringWords, high &>> 56 & 0x0F != 0 {
            switch UInt8(truncatingIfNeeded: low) {
            case 0x09...0x0D, 0x20, 0xC2, 0xE1...0xE3: break
            default: return false
            }
        }
        return isOnlyWhiteSpace
    }

    /// Whether every scalar is in Unicode's White_Space list: ``isBlank`` past its first-byte test.
    @inline(never)
    private var isOnlyWhiteSpace: Bool {
        allScalarValues { value in
            switch value {
            case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
            default: false
            }
        }
    }
}
