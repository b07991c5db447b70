extension Key {
    /// Which field of a key a text of ``Key/forEachText(typedOnly:shiftable:_:)`` comes from, in the
    /// order the walk passes them.
    public enum TextKind: Sendable, Hashable, CaseIterable {
        /// The text a character key inserts.
        case key
        /// ``Key/label``, when it is not the text the key inserts.
        case label
        /// ``Key/shiftedText``, when it is not the text the key inserts.
        case shift
        /// ``Key/group``.
        case group
        /// ``Key/spokenName``.
        case spoken
        /// One of ``Key/alternates``.
        case alternate
        /// One of ``Key/shiftedAlternates``.
        case shiftedAlternate
        /// ``Key/hint``.
        case hint
        /// One of the texts of ``Key/flick``, in ``FlickDirection`` order.
        case flick
        /// ``Key/capsText``.
        case caps
        /// ``Key/shiftedSpokenName``.
        case shiftSpoken

        /// Whether the key types a text of this kind (into the text field), rather than showing or saying it.
        public var isTyped: Bool {
            switch self {
            case .key, .shift, .alternate, .shiftedAlternate, .flick, .caps: return true
            case .label, .group, .spoken, .hint, .shiftSpoken: return false
            }
        }

        /// Whether the key types a text of this kind only under shift or caps lock.
        public var isShifted: Bool {
            switch self {
            case .shift, .shiftedAlternate, .caps: return true
            case .key, .label, .group, .spoken, .alternate, .hint, .flick, .shiftSpoken: return false
            }
        }
    }

    /// Calls `body` with every text of the key and its kind, in the order of ``TextKind``'s cases (a list's
    /// or a flick's texts in their own order): the one list of a key's texts, which the repertoire
    /// (``KeyboardRepertoire/typedTexts(of:shiftable:)``) and the compiler's checks of characters walk, so
    /// that a text field added to `Key` is added here and reaches them all.
    ///
    /// A label or a shift text equal to the text the key inserts is not passed: it is the same text. Every
    /// text the key holds is passed, a function key's included; what a function key types is up to the
    /// caller (nothing, for the repertoire, but a space for the space bar).
    ///
    /// - Parameters:
    ///   - typedOnly: Pass only the texts the key types (``TextKind/isTyped``); the others are not read.
    ///   - shiftable: Whether the key's page can shift: when not, the shifted texts
    ///     (``TextKind/isShifted``) are not passed.
    ///   - body: Called with each text's kind and the text.
    @inlinable @inline(__always)
    public func forEachText(typedOnly: Bool = false, shiftable: Bool = true, _ body: (_ kind: TextKind, _ text: String) -> Void) {
        withUnsafePointer(to: self) { $0.forEachText(typedOnly: typedOnly, shiftable: shiftable, body) }
    }
}

extension UnsafePointer where Pointee == Key {
    /// ``Key/forEachText(typedOnly:shiftable:_:)`` of the key pointed to, each field read in place: called
    /// on a key's value from a walk over a buffer of keys, a `body` that could write memory makes the
    /// compiler copy the whole key first, retaining and releasing each of its fields.
    @inlinable @inline(__always)
    public func forEachText(typedOnly: Bool = false, shiftable: Bool = true, _ body: (_ kind: Key.TextKind, _ text: String) -> Void) {
        let inserted: String?
        if case .insert(let text) = pointee.action { inserted = text } else { inserted = nil }
        if let inserted { body(.key, inserted) }
        if !typedOnly {
            let label = pointee.label
            if label != inserted { body(.label, label) }
        }
        if shiftable, let shifted = pointee.shiftedText, shifted != inserted { body(.shift, shifted) }
        if !typedOnly, let group = pointee.group { body(.group, group) }
        // One test for the rare fields, which most keys lack.
        guard let extras = pointee.extras else { return }
        if !typedOnly, let spoken = extras.values.spokenName { body(.spoken, spoken) }
        for alternate in extras.values.alternates { body(.alternate, alternate) }
        if shiftable, let shiftedAlternates = extras.values.shiftedAlternates {
            for alternate in shiftedAlternates { body(.shiftedAlternate, alternate) }
        }
        if !typedOnly, let hint = extras.values.hint { body(.hint, hint) }
        if let flick = extras.values.flick {
            for direction in FlickDirection.allCases { if let text = flick[direction] { body(.flick, text) } }
        }
        if shiftable, let caps = extras.values.capsText { body(.caps, caps) }
        if !typedOnly, let spoken = extras.values.shiftedSpokenName { body(.shiftSpoken, spoken) }
    }
}
