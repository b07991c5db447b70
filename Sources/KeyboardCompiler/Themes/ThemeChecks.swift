import KeyboardRuntime

/// The checks of a page drawn with its theme: contrast of every text against what it is drawn on, in every
/// appearance and state the page shows: key labels, flick texts and hints on their fills, the toolbar's title
/// and items on its background, the long-press callout's texts on its fills (KBC0707, KBC0708); a finishing return key like the other keys
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
    /// (``plainIndex(_:_:isGlyph:showsSmallTexts:)``), not once per key of every page.
    private var checkedPlainSlots: [Variant: [Bool]] = [:]
    /// Per theme id and pressed highlight, for themes without overrides, the ``plainKind(of:)`` kinds
    /// checked so far, a bit each.
    private var checkedKinds: [Variant: UInt8] = [:]
    /// The themes whose finishing return key has been checked.
    private var finishingReturnChecked: Set<String> = []
    /// Per theme id, the ``Surrounding`` parts checked so far, a bit each: their colours are the theme's
    /// alone, the same on every page.
    private var checkedSurroundings: [String: UInt8] = [:]

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
    /// by id); `keyboard` is the keyboard it belongs to, `nil` for a page drawn with a theme no keyboard
    /// names (``ThemeStage`` checks such a theme on the target's pages, or on ``everyPart``), whose
    /// secure switches are then not the page's to choose.
    ///
    /// With a theme without overrides, a key's colours depend only on its kind (``plainKind(of:)``), so
    /// each kind is checked once per theme, on the first page that has it; later pages only have their
    /// keys' kinds read, which keeps a theme's cost per keyboard small.
    mutating func check(_ page: KeyboardLayout, of keyboard: ResolvedKeyboard?, resolved: ResolvedTheme) {
        guard let theme = page.theme else { return }
        let pageID = keyboard?.layout.id ?? page.id
        // A page may change its theme's pressed highlight, and with it the pressed colours checked.
        let memoKey = Variant(themeID: theme.id, pressedHighlight: theme.pressedHighlight)
        if let keyboard { checkSecureSwitches(page, theme: theme, keyboard: keyboard) }
        var hasReturn = false
        var hasCallout = false
        if theme.overrides.isEmpty {
            var checked = checkedKinds[memoKey] ?? 0
            var newKinds: [Int] = []
            for row in page.rows {
                for index in row.keys.indices {
                    let kind = Self.plainKind(of: row.keys[index])
                    if kind == Self.returnKinds.lowerBound || kind == Self.returnKinds.upperBound { hasReturn = true }
                    if row.keys[index].hasSpokenNameAlternatesOrHint, !row.keys[index].alternates.isEmpty { hasCallout = true }
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
            hasCallout = keys.contains { $0.hasSpokenNameAlternatesOrHint && !$0.alternates.isEmpty }
        }
        if hasReturn, finishingReturnChecked.insert(theme.id).inserted { checkFinishingReturn(theme: theme, resolved: resolved) }
        var surroundings: UInt8 = hasCallout ? Surrounding.callout.bit | Surrounding.calloutSelected.bit : 0
        if let toolbar = page.toolbar {
            if toolbar.title != nil { surroundings |= Surrounding.toolbarTitle.bit }
            for item in toolbar.items { surroundings |= item.isDone ? Surrounding.toolbarDone.bit : Surrounding.toolbarItem.bit }
        }
        let checked = checkedSurroundings[theme.id] ?? 0
        if surroundings & ~checked != 0 {
            checkedSurroundings[theme.id] = checked | surroundings
            checkSurroundings(surroundings & ~checked, theme: theme, resolved: resolved)
        }
    }

    /// A part of the page drawn around the keys in colours of the theme's alone, with the text and
    /// background colours it is drawn in (their paths in ``ThemeResolver/otherPaths``).
    private enum Surrounding: Int, CaseIterable {
        case toolbarTitle, toolbarDone, toolbarItem, callout, calloutSelected

        var bit: UInt8 { 1 << rawValue }

        var paths: (text: String, background: String) {
            switch self {
            case .toolbarTitle, .toolbarItem: return ("toolbar.title", "toolbar.background")
            case .toolbarDone: return ("toolbar.button", "toolbar.background")
            case .callout: return ("callout.text", "callout.fill")
            case .calloutSelected: return ("callout.selectedText", "callout.selectedFill")
            }
        }

        func colors(in styles: ThemeAppearanceStyles) -> (text: ThemeColor, background: ThemeColor) {
            switch self {
            case .toolbarTitle, .toolbarItem: return (styles.toolbar.title, styles.toolbar.background)
            case .toolbarDone: return (styles.toolbar.button, styles.toolbar.background)
            case .callout: return (styles.callout.text, styles.callout.fill)
            case .calloutSelected: return (styles.callout.selectedText, styles.callout.selectedFill)
            }
        }

        var place: String {
            switch self {
            case .toolbarTitle: return "the toolbar's title"
            case .toolbarDone: return "the toolbar's Done"
            case .toolbarItem: return "the toolbar's items"
            case .callout: return "a long-press callout's alternates"
            case .calloutSelected: return "a long-press callout's selected alternate"
            }
        }
    }

    /// KBC0707 for the toolbar's texts on its background and the callout's on its fills, where the page
    /// shows them (`parts`, ``Surrounding`` bits), located at the text colour's field.
    private mutating func checkSurroundings(_ parts: UInt8, theme: KeyboardTheme, resolved: ResolvedTheme) {
        for appearance in ThemeAppearance.allCases {
            let styles = theme.styles(appearance)
            for part in Surrounding.allCases where parts & part.bit != 0 {
                let (text, background) = part.colors(in: styles)
                let fill = background.composited(over: styles.background)
                let shown = text.composited(over: fill)
                guard shown.contrastRatio(with: fill) < Self.textContrast else { continue }
                let location = [part.paths.text, part.paths.background].lazy.compactMap { resolved.location(of: $0, in: appearance) }
                    .first { !$0.file.hasPrefix(BuiltInThemes.pathPrefix) } ?? resolved.location
                let names = (String(part.paths.text.map { $0 == "." ? " " : $0 }), String(part.paths.background.map { $0 == "." ? " " : $0 }))
                record(ContrastFinding(isGlyph: false, label: shown, fill: fill, location: location, text: names.0, background: names.1),
                       place: "\(part.place) in \(Self.describe(appearance))")
            }
        }
    }

    /// The kind of a key no override picks, as far as its colours and contrast minimum go: its style
    /// slots, whether it shows a symbol and whether flick texts or a hint. An index into ``representatives``.
    static func plainKind(of key: Key) -> Int {
        switch key.action {
        case .insert: return showsSmallTexts(key) ? 7 : 0
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
        Key(action: .switchKeyboard(to: "symbols"), label: "123"), Key(action: .insert("a"), label: "a", hint: "1"),
    ]

    /// A page with a key of every ``plainKind(of:)``, alternates, a title and toolbar items: what a theme
    /// that no keyboard names is checked on when no keyboard is compiled with it.
    static var everyPart: KeyboardLayout {
        var keys = representatives
        keys.append(Key(action: .insert("e"), label: "e", alternates: ["é"]))
        let items = [KeyboardToolbarItem(action: .switchKeyboard(to: "symbols"), label: "123", placement: .leading), .done(label: "Done")]
        return KeyboardLayout(id: "every-part", toolbar: KeyboardToolbar(title: "title", items: items), rows: [KeyRow(keys: keys)])
    }

    /// KBC0706 for every override of a theme in a user's file that matched no key of any page using it.
    mutating func finish() {
        for finding in contrastOrder {
            let places = contrastFindings[finding] ?? []
            let minimum = finding.isGlyph ? Self.glyphContrast : Self.textContrast
            let ratio = finding.label.contrastRatio(with: finding.fill)
            diagnostics.append(Diagnostic(
                finding.isGlyph ? .lowContrastGlyph : .lowContrastText,
                "\(finding.text) \(Self.hex(finding.label)) on \(finding.background) \(Self.hex(finding.fill)) has a contrast of \(Self.ratio(ratio)):1, below \(Self.ratio(minimum)):1",
                at: finding.location,
                notes: [DiagnosticNote("shown by \(places.prefix(6).joined(separator: "; "))\(places.count > 6 ? "; and \(places.count - 6) more" : "")"),
                        DiagnosticNote(finding.isGlyph ? "symbols need 3:1 against their fill (WCAG 2.x)" : "text needs 4.5:1 against \(finding.background == "fill" ? "its fill" : "what it is drawn on") (WCAG 2.x)")]))
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

    /// KBC0710: a shuffled page whose theme shows presses. Each switch is the page's own choice only where
    /// its keyboard's file writes the value that shows the press: one switch turned off does not silence
    /// the other, and a value inherited from a base through `extends` was not chosen for a shuffled page.
    private mutating func checkSecureSwitches(_ page: KeyboardLayout, theme: KeyboardTheme, keyboard: ResolvedKeyboard) {
        guard page.shufflePolicy != .never, theme.keyPreview || theme.pressedHighlight == .standard else { return }
        let choice = keyboard.declaration.themeChoice
        let isOwn = { (location: SourceLocation?) in location.map { $0.file.utf8.elementsEqual(keyboard.file.utf8) } ?? false }
        let showsPreview = theme.keyPreview && !isOwn(choice.keyPreviewLocation)
        let showsHighlight = theme.pressedHighlight == .standard && !isOwn(choice.pressedHighlightLocation)
        guard showsPreview || showsHighlight else { return }
        // A switch that shows the press and is written somewhere is written in a base's file: inherited.
        let inheritedPreview = showsPreview ? choice.keyPreviewLocation : nil
        let inheritedHighlight = showsHighlight ? choice.pressedHighlightLocation : nil
        let shown = [showsPreview ? "a key preview" : nil, showsHighlight ? "a standard pressed highlight" : nil].compactMap { $0 }
        var notes: [DiagnosticNote] = []
        if let location = inheritedPreview { notes.append(DiagnosticNote("'keyPreview: true' is inherited from here: only the shuffled keyboard's own file opts in", at: location)) }
        if let location = inheritedHighlight { notes.append(DiagnosticNote("'pressedHighlight: standard' is inherited from here: only the shuffled keyboard's own file opts in", at: location)) }
        let subject = inheritedPreview == nil && inheritedHighlight == nil ? "its theme '\(theme.id)' shows" : "it shows"
        notes.append(DiagnosticNote("set 'keyPreview: false' and 'pressedHighlight: subtle' (or 'none') in the theme, or write 'pressedHighlight: standard' or 'keyPreview: true' in this keyboard to opt in"))
        // Where the theme is chosen (in a base's file when inherited), as for any theme finding; a switch
        // written for another keyboard is the shuffled keyboard's to answer, at its `shuffle`.
        let location = inheritedPreview == nil && inheritedHighlight == nil ? choice.themeLocation ?? keyboard.location(ofField: "shuffle") : keyboard.location(ofField: "shuffle")
        report(Diagnostic(
            .pressFeedbackOnShuffledPage,
            "'\(keyboard.layout.id)' is shuffled, but \(subject) \(shown.joined(separator: " and ")): the pressed key shows on a screen recording",
            at: location, notes: notes))
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
                        let index = Self.plainIndex(
                            appearance, KeyStyleSlot(key: key, shiftState: shift, returnKeyRole: role, isPressed: pressed), isGlyph: glyph, showsSmallTexts: Self.showsSmallTexts(key))
                        guard !checked[index] else { continue }
                        checked[index] = true
                    }
                    let style = theme.style(for: key, onPage: pageID, shiftState: shift, returnKeyRole: role, isPressed: pressed, appearance: appearance)
                    let fill = style.fill.composited(over: background)
                    let label = style.label.composited(over: fill)
                    let ratio = label.contrastRatio(with: fill)
                    let minimum = glyph ? Self.glyphContrast : Self.textContrast
                    let slot = KeyStyleSlot(key: key, shiftState: shift, returnKeyRole: role, isPressed: pressed)
                    if ratio < minimum {
                        let location = colorLocation(slot: slot, key: key, pageID: pageID, theme: theme, resolved: resolved, appearance: appearance)
                        record(ContrastFinding(isGlyph: glyph, label: label, fill: fill, location: location), place: "\(Self.describe(slot)) in \(Self.describe(appearance))")
                    }
                    // Flick texts and the long-press hint are drawn on the key face in the theme's `flickHint`.
                    guard !pressed, Self.showsSmallTexts(key) else { continue }
                    let hint = theme.styles(appearance).flickHint.composited(over: fill)
                    guard hint.contrastRatio(with: fill) < Self.textContrast else { continue }
                    let location = resolved.location(of: "flickHint", in: appearance).flatMap { $0.file.hasPrefix(BuiltInThemes.pathPrefix) ? nil : $0 }
                        ?? colorLocation(slot: slot, key: key, pageID: pageID, theme: theme, resolved: resolved, appearance: appearance)
                    record(ContrastFinding(isGlyph: false, label: hint, fill: fill, location: location, text: "flick hint"),
                           place: "the flick texts or hint of \(Self.describe(slot)) in \(Self.describe(appearance))")
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
        /// What the text and what it is drawn on are called in the message.
        var text = "label"
        var background = "fill"
    }

    /// Adds `place` to the places that show `finding`.
    private mutating func record(_ finding: ContrastFinding, place: String) {
        if contrastFindings[finding] == nil { contrastOrder.append(finding) }
        if !(contrastFindings[finding]?.contains(place) ?? false) { contrastFindings[finding, default: []].append(place) }
    }

    /// Whether the key shows small texts in the theme's `flickHint` colour: flick texts or a long-press hint.
    static func showsSmallTexts(_ key: Key) -> Bool {
        key.hasSpokenNameAlternatesOrHint && (key.flick != nil || key.hint != nil)
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

    /// How many (appearance, slot, label kind, small texts) combinations a theme has.
    private static let plainSlotCount = ThemeAppearance.allCases.count * KeyStyleSlot.allCases.count * 4

    /// The place of an (appearance, slot, label kind, small texts) combination in ``checkedPlainSlots``.
    private static func plainIndex(_ appearance: ThemeAppearance, _ slot: KeyStyleSlot, isGlyph: Bool, showsSmallTexts: Bool) -> Int {
        (appearance.index * KeyStyleSlot.allCases.count + slot.rawValue) * 4 + (isGlyph ? 1 : 0) + (showsSmallTexts ? 2 : 0)
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
