extension Key {
    /// Which field of a key a text of ``forEachText(typedOnly:shiftable:skippingShiftText:_:)`` is.
    public enum TextKind: Sendable, Hashable, CaseIterable {
        /// The text a character key inserts.
        case key
        /// The text drawn on the key, when it is not the text the key inserts.
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
        /// One of the texts of ``Key/flick``.
        case flick
        /// ``Key/capsText``.
        case caps
        /// ``Key/shiftedSpokenName``.
        case shiftSpoken

        /// Whether the key types a text of this kind (into the text field), rather than showing or saying it.
        @inlinable public var isTyped: Bool {
            switch self {
            case .key, .shift, .alternate, .shiftedAlternate, .flick, .caps: return true
            case .label, .group, .spoken, .hint, .shiftSpoken: return false
            }
        }

        /// Whether the key types a text of this kind only under shift or caps lock.
        @inlinable public var isShifted: Bool {
            switch self {
            case .shift, .shiftedAlternate, .caps: return true
            default: return false
            }
        }
    }

    /// Calls `body` with every text of the key and its kind, in the order of ``TextKind``'s cases (the
    /// texts of a list or of a flick in their own order): the one list of a key's texts, which the
    /// repertoire, the compiler's checks of characters and its summary of a page all walk, so that a text
    /// field added to `Key` is added here and reaches them all.
    ///
    /// A label or a shift text equal to the text the key inserts is not passed: it is the same text.
    ///
    /// - Parameters:
    ///   - typedOnly: Pass only the texts the key types (``TextKind/isTyped``); the others are not read.
    ///   - shiftable: Whether the key's page can shift: when not, the shifted texts
    ///     (``TextKind/isShifted``) are not passed.
    ///   - skippingShiftText: Asked with a shift text before it is compared with the key's text; `true`
    ///     leaves it out uncompared. For a caller that only gathers facts a shift text could not change.
    ///   - body: Called with each text's kind and the text.
    @inlinable @inline(__always)
    public func forEachText(
        typedOnly: Bool = false, shiftable: Bool = true, skippingShiftText: (String) -> Bool = { _ in false },
        _ body: (_ kind: TextKind, _ text: String) -> Void
    ) {
        let inserted: String?
        if case .insert(let text) = action { inserted = text } else { inserted = nil }
        if let inserted { body(.key, inserted) }
        if !typedOnly {
            let label = label
            if label != inserted { body(.label, label) }
        }
        if shiftable, let shifted = shiftedText, !skippingShiftText(shifted), shifted != inserted { body(.shift, shifted) }
        if !typedOnly, let group { body(.group, group) }
        // One test for the rare fields, which most keys lack.
        guard let extras else { return }
        if !typedOnly, let spoken = extras.values.spokenName { body(.spoken, spoken) }
        for alternate in extras.values.alternates { body(.alternate, alternate) }
        if shiftable, let shifted = extras.values.shiftedAlternates { for alternate in shifted { body(.shiftedAlternate, alternate) } }
        if !typedOnly, let hint = extras.values.hint { body(.hint, hint) }
        if let flick = extras.values.flick {
            for direction in FlickDirection.allCases { if let text = flick[direction] { body(.flick, text) } }
        }
        if shiftable, let caps = extras.values.capsText { body(.caps, caps) }
        if !typedOnly, let spoken = extras.values.shiftedSpokenName { body(.shiftSpoken, spoken) }
    }
}
