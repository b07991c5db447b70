import KeyboardRuntime

/// The checks of a page drawn with its theme: contrast of every label against its fill in every
/// appearance and state the page shows (KBC0707, KBC0708), a finishing return key like the other keys
/// (KBC0709), press feedback on a shuffled page (KBC0710); and, over all pages, overrides that select no
/// key (KBC0706). Built-in themes are checked by kbc's own tests, so a page without a theme has nothing
/// to find and is not walked.
struct ThemeChecks {
    /// The resolved themes by id.
    let themes: [String: ResolvedTheme]
    /// Findings already reported, so that a colour shared by many pages and keys is reported once.
    private var reported: Set<String> = []
    /// For each theme id, which of its overrides matched some key of some page.
    private var matchedOverrides: [String: [Bool]] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// Contrast problems found so far, in the order found, each with the key states that show it.
    private var contrastFindings: [ContrastFinding: [String]] = [:]
    private var contrastOrder: [ContrastFinding] = []
    /// Per theme id and pressed highlight, which (appearance, slot, label kind) have been checked for keys that no override
    /// picks: their colours are the theme's alone, the same on every page, so each is checked once
    /// (``plainIndex(_:_:isGlyph:)``), not once per key of every page.
    private var checkedPlainSlots: [Variant: [Bool]] = [:]
    /// Per theme id and pressed highlight, for themes without overrides, the ``plainKind(of:)`` kinds
    /// checked so far, a bit each.
    private var checkedKinds: [Variant: UInt8] = [:]
    /// The themes whose finishing return key has been checked.
    private var finishingReturnChecked: Set<String> = []

    init(themes: [String: ResolvedTheme]) {
        self.themes = themes
    }

    /// WCAG's minimum contrast for text and for large glyphs and symbols.
    static let textContrast = 4.5
    static let glyphContrast = 3.0

    /// A theme as a page shows it: its id and the pressed highlight, which decides the pressed colours
    /// checked. Hashed as it is, without a text made of the two for every page.
    private struct Variant: Hashable {
        var themeID: String
        var pressedHighlight: PressedHighlight
    }

    /// Checks one resolved page, whose layout holds its theme (`resolved`, as ``ThemeStage`` found it
    /// by id); `keyboard` is the keyboard it belongs to.
    ///
    /// With a theme without overrides, a key's colours depend only on its kind (``plainKind(of:)``), so
    /// each kind is checked once per theme, on the first page that has it; later pages only have their
    /// keys' kinds read, which keeps a theme's cost per keyboard small.
    mutating func check(_ page: KeyboardLayout, of keyboard: ResolvedKeyboard, resolved: ResolvedTheme) {
        guard let theme = page.theme else { return }
        let pageID = keyboard.layout.id
        // A page may change its theme's pressed highlight, and with it the pressed colours checked.
        let memoKey = Variant(themeID: theme.id, pressedHighlight: theme.pressedHighlight)
        checkSecureSwitches(page, theme: theme, keyboard: keyboard)
        var hasReturn = false
        if theme.overrides.isEmpty {
            var checked = checkedKinds[memoKey] ?? 0
            var newKinds: [Int] = []
            for row in page.rows {
                for index in row.keys.indices {
                    let kind = Self.plainKind(of: row.keys[index])
                    if kind == Self.returnKinds.lowerBound || kind == Self.returnKinds.upperBound { hasReturn = true }
                    guard checked & (1 << kind) == 0 else { continue }
                    checked |= 1 << kind
                    newKinds.append(kind)
                }
            }
            if !newKinds.isEmpty {
                checkedKinds[memoKey] = checked
                checkContrast(newKinds.map { Self.representatives[$0] }, theme: theme, resolved: resolved, pageID: pageID, memoKey: memoKey)
            }
        } else {
            let keys = page.rows.flatMap(\.keys)
            var matched = matchedOverrides[theme.id] ?? Array(repeating: false, count: theme.overrides.count)
            for (index, override) in theme.overrides.enumerated() where !matched[index] {
                matched[index] = keys.contains { override.selector.matches($0, onPage: pageID) }
            }
            matchedOverrides[theme.id] = matched
            checkContrast(keys, theme: theme, resolved: resolved, pageID: pageID, memoKey: memoKey)
            hasReturn = keys.contains(where: { $0.action == .returnKey })
        }
        if hasReturn, finishingReturnChecked.insert(theme.id).inserted { checkFinishingReturn(theme: theme, resolved: resolved) }
    }

    /// The kind of a key no override picks, as far as its colours and contrast minimum go: its style
    /// slots and whether it shows a symbol. An index into ``representatives``.
    static func plainKind(of key: Key) -> Int {
        switch key.action {
        case .insert: return 0
        case .space: return 1
        case .shift: return 2
        case .returnKey: return KeyGlyph.returnGlyphLabels.contains(key.label) ? 4 : 3
        case .delete, .toggleCharacterWidth, .dismiss: return 5
        case .switchKeyboard: return 6
        }
    }

    /// The ``plainKind(of:)`` kinds of the return key: with a word, with the return symbol.
    static var returnKinds: ClosedRange<Int> { 3...4 }

    /// A key of each ``plainKind(of:)``, checked in place of the page's keys of that kind.
    static let representatives: [Key] = [
        Key(action: .insert("a"), label: "a"), Key(action: .space, label: "space"), Key(action: .shift, label: "⇧"),
        Key(action: .returnKey, label: "return"), Key(action: .returnKey, label: "⏎"), Key(action: .delete, label: "⌫"),
        Key(action: .switchKeyboard(to: "symbols"), label: "123"),
    ]

    /// KBC0706 for every override of a theme in a user's file that matched no key of any page using it.
    mutating func finish() {
        for finding in contrastOrder {
            let places = contrastFindings[finding] ?? []
            let minimum = finding.isGlyph ? Self.glyphContrast : Self.textContrast
            let ratio = finding.label.contrastRatio(with: finding.fill)
            diagnostics.append(Diagnostic(
                finding.isGlyph ? .lowContrastGlyph : .lowContrastText,
                "label \(Self.hex(finding.label)) on fill \(Self.hex(finding.fill)) has a contrast of \(Self.ratio(ratio)):1, below \(Self.ratio(minimum)):1",
                at: finding.location,
                notes: [DiagnosticNote("shown by \(places.prefix(6).joined(separator: "; "))\(places.count > 6 ? "; and \(places.count - 6) more" : "")"),
                        DiagnosticNote(finding.isGlyph ? "symbols need 3:1 against their fill (WCAG 2.x)" : "text needs 4.5:1 against its fill (WCAG 2.x)")]))
        }
        for (id, matched) in matchedOverrides.sorted(by: { $0.key < $1.key }) {
            guard let resolved = themes[id] else { continue }
            for (index, found) in matched.enumerated() where !found {
                let location = resolved.overrideLocations[index]
                guard !location.file.hasPrefix(BuiltInThemes.pathPrefix) else { continue }
                let selector = resolved.theme.overrides[index].selector
                var parts: [String] = []
                if let text = selector.text { parts.append("text '\(text)'") }
                if let action = selector.action { parts.append("action '\(action.rawValue)'") }
                if let page = selector.page { parts.append("page '\(page)'") }
                diagnostics.append(Diagnostic(
                    .selectorMatchesNothing, "this override selects no key of any keyboard drawn with '\(id)' (\(parts.joined(separator: ", ")))", at: location,
                    notes: [DiagnosticNote("check the selector's spelling, or remove the override")]))
            }
        }
    }

    private mutating func checkSecureSwitches(_ page: KeyboardLayout, theme: KeyboardTheme, keyboard: ResolvedKeyboard) {
        guard page.shufflePolicy != .never, theme.keyPreview || theme.pressedHighlight == .standard, keyboard.declaration.themeChoice.switchesLocation == nil else { return }
        let shown = [theme.keyPreview ? "a key preview" : nil, theme.pressedHighlight == .standard ? "a standard pressed highlight" : nil].compactMap { $0 }
        let location = keyboard.declaration.themeChoice.themeLocation ?? keyboard.location(ofField: "shuffle")
        report(Diagnostic(
            .pressFeedbackOnShuffledPage,
            "'\(keyboard.layout.id)' is shuffled, but its theme '\(theme.id)' shows \(shown.joined(separator: " and ")): the pressed key shows on a screen recording",
            at: location,
            notes: [DiagnosticNote("set 'keyPreview: false' and 'pressedHighlight: subtle' (or 'none') in the theme, or write 'pressedHighlight' or 'keyPreview' in this keyboard to opt in")]))
    }

    private mutating func checkContrast(_ keys: [Key], theme: KeyboardTheme, resolved: ResolvedTheme, pageID: String, memoKey: Variant) {
        var checked = checkedPlainSlots.removeValue(forKey: memoKey) ?? Array(repeating: false, count: Self.plainSlotCount)
        defer { checkedPlainSlots[memoKey] = checked }
        for appearance in ThemeAppearance.allCases {
            let background = theme.styles(appearance).background
            for key in keys {
                let glyph = KeyGlyph(key: key) != nil
                let isPlain = !theme.overrides.contains { $0.selector.matches(key, onPage: pageID) }
                for (shift, role, pressed) in Self.states(of: key, theme: theme) {
                    if isPlain {
                        let index = Self.plainIndex(appearance, KeyStyleSlot(key: key, shiftState: shift, returnKeyRole: role, isPressed: pressed), isGlyph: glyph)
                        guard !checked[index] else { continue }
                        checked[index] = true
                    }
                    let style = theme.style(for: key, onPage: pageID, shiftState: shift, returnKeyRole: role, isPressed: pressed, appearance: appearance)
                    let fill = style.fill.composited(over: background)
                    let label = style.label.composited(over: fill)
                    let ratio = label.contrastRatio(with: fill)
                    let minimum = glyph ? Self.glyphContrast : Self.textContrast
                    guard ratio < minimum else { continue }
                    let slot = KeyStyleSlot(key: key, shiftState: shift, returnKeyRole: role, isPressed: pressed)
                    let location = colorLocation(slot: slot, key: key, pageID: pageID, theme: theme, resolved: resolved, appearance: appearance)
                    let finding = ContrastFinding(isGlyph: glyph, label: label, fill: fill, location: location)
                    if contrastFindings[finding] == nil { contrastOrder.append(finding) }
                    let place = "\(Self.describe(slot)) in \(Self.describe(appearance))"
                    if !(contrastFindings[finding]?.contains(place) ?? false) { contrastFindings[finding, default: []].append(place) }
                }
            }
        }
    }

    /// One colour pair below its contrast minimum, reported once with every key state that shows it.
    private struct ContrastFinding: Hashable {
        var isGlyph: Bool
        var label: ThemeColor
        var fill: ThemeColor
        var location: SourceLocation
    }

    private mutating func checkFinishingReturn(theme: KeyboardTheme, resolved: ResolvedTheme) {
        for appearance in ThemeAppearance.allCases {
            let styles = theme.styles(appearance)
            let finishing = styles[.finishingReturn].fill.composited(over: styles.background)
            let others = [(KeyStyleSlot.character, "the character keys'"), (.function, "the function keys'"),
                          (.returnKey, "the return key's when it does not finish")]
            guard let (same, name) = others.lazy.map({ (styles[$0.0].fill.composited(over: styles.background), $0.1) })
                .first(where: { Self.looksAlike($0.0, finishing) }) else { continue }
            let location = resolved.location(of: ThemeResolver.slotPath(.finishingReturn, "fill"), in: appearance) ?? resolved.location
            report(Diagnostic(
                .indistinctFinishingReturn,
                "in \(Self.describe(appearance)), the finishing return key's fill \(Self.hex(finishing)) looks like \(name) (\(Self.hex(same)))",
                at: userLocation(location, resolved: resolved),
                notes: [DiagnosticNote("give 'keys: finishingReturn' a fill of its own, as iOS tints the 'go' and 'done' keys")]))
        }
    }

    /// The states a key shows: shift off, once and locked for shift; moving on and finishing for return;
    /// each pressed too when the theme shows presses. Lists made once, not per key.
    private static func states(of key: Key, theme: KeyboardTheme) -> [(ShiftState, ReturnKeyRole?, Bool)] {
        let pressed = theme.pressedHighlight != .none
        switch key.action {
        case .shift: return pressed ? shiftStatesPressed : shiftStates
        case .returnKey: return pressed ? returnStatesPressed : returnStates
        default: return pressed ? otherStatesPressed : otherStates
        }
    }

    private static let shiftStates: [(ShiftState, ReturnKeyRole?, Bool)] = [(.off, nil, false), (.once, nil, false), (.capsLock, nil, false)]
    private static let returnStates: [(ShiftState, ReturnKeyRole?, Bool)] = [(.off, nil, false), (.off, .go, false)]
    private static let otherStates: [(ShiftState, ReturnKeyRole?, Bool)] = [(.off, nil, false)]
    private static let shiftStatesPressed = shiftStates + shiftStates.map { ($0.0, $0.1, true) }
    private static let returnStatesPressed = returnStates + returnStates.map { ($0.0, $0.1, true) }
    private static let otherStatesPressed = otherStates + otherStates.map { ($0.0, $0.1, true) }

    /// How many (appearance, slot, label kind) combinations a theme has.
    private static let plainSlotCount = ThemeAppearance.allCases.count * KeyStyleSlot.allCases.count * 2

    /// The place of an (appearance, slot, label kind) combination in ``checkedPlainSlots``.
    private static func plainIndex(_ appearance: ThemeAppearance, _ slot: KeyStyleSlot, isGlyph: Bool) -> Int {
        (appearance.index * KeyStyleSlot.allCases.count + slot.rawValue) * 2 + (isGlyph ? 1 : 0)
    }

    /// Where to report a colour problem of `slot`: the last matching override's place, else where the label
    /// colour or the fill was written in a user's file, else the theme's id.
    private func colorLocation(slot: KeyStyleSlot, key: Key, pageID: String, theme: KeyboardTheme, resolved: ResolvedTheme, appearance: ThemeAppearance) -> SourceLocation {
        if let index = theme.overrides.indices.last(where: { theme.overrides[$0].selector.matches(key, onPage: pageID) }),
           !resolved.overrideLocations[index].file.hasPrefix(BuiltInThemes.pathPrefix) {
            return resolved.overrideLocations[index]
        }
        for field in ["label", "fill"] {
            if let location = resolved.location(of: ThemeResolver.slotPath(slot, field), in: appearance), !location.file.hasPrefix(BuiltInThemes.pathPrefix) {
                return location
            }
        }
        return resolved.location
    }

    private func userLocation(_ location: SourceLocation, resolved: ResolvedTheme) -> SourceLocation {
        location.file.hasPrefix(BuiltInThemes.pathPrefix) ? resolved.location : location
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        let key = "\(diagnostic.code.number) \(diagnostic.location.map { "\($0.file):\($0.position)" } ?? "") \(diagnostic.message)"
        guard reported.insert(key).inserted else { return }
        diagnostics.append(diagnostic)
    }

    /// Whether two opaque colours are too close to tell apart at a glance: every component within 16.
    static func looksAlike(_ first: ThemeColor, _ second: ThemeColor) -> Bool {
        abs(Int(first.red) - Int(second.red)) <= 16 && abs(Int(first.green) - Int(second.green)) <= 16 && abs(Int(first.blue) - Int(second.blue)) <= 16
    }

    static func hex(_ color: ThemeColor) -> String {
        let digits = String(color.rgba >> 8, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    static func ratio(_ value: Double) -> String {
        let tenths = (value * 10).rounded(.down) / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) + ".0" : String(tenths)
    }

    static func describe(_ appearance: ThemeAppearance) -> String {
        switch appearance {
        case .light: return "light mode"
        case .dark: return "dark mode"
        case .highContrast: return "high contrast"
        }
    }

    static func describe(_ slot: KeyStyleSlot) -> String {
        switch slot {
        case .character: return "a character key"
        case .characterPressed: return "a pressed character key"
        case .function: return "a function key"
        case .functionPressed: return "a pressed function key"
        case .shift: return "shift"
        case .shiftPressed: return "shift, pressed"
        case .shiftOnce: return "shift, on once"
        case .shiftLocked: return "caps lock"
        case .returnKey: return "the return key"
        case .returnPressed: return "the pressed return key"
        case .finishingReturn: return "the finishing return key"
        case .finishingReturnPressed: return "the pressed finishing return key"
        case .space: return "the space bar"
        case .spacePressed: return "the pressed space bar"
        }
    }
}
