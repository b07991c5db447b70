extension KeyboardTheme {
    /// How to draw `key`, on the page `pageID`, in `appearance`: the style of its ``KeyStyleSlot``, changed
    /// by every override whose selector picks it (in order), and under a finger as ``pressedHighlight``
    /// says: unchanged (`none`), the fill halfway to the pressed one with the better-reading of the two labels
    /// (`subtle`), or the pressed style (`standard`).
    ///
    /// Pure and allocation-free: it reads the theme and compares texts in place, so a renderer may call it
    /// for every key of every frame. Pass `isPressed: false` while the screen is captured (the interaction
    /// reports no pressed key then).
    public func style(
        for key: Key, onPage pageID: String, shiftState: ShiftState = .off, returnKeyRole: ReturnKeyRole? = nil, isPressed: Bool = false,
        appearance: ThemeAppearance
    ) -> KeyStyle {
        let definition = self.definition
        let index = appearance.index
        let slot = KeyStyleSlot(key: key, shiftState: shiftState, returnKeyRole: returnKeyRole)
        var normal = definition.appearances[index].keys[slot.rawValue]
        let overrides = definition.overrides
        for override in overrides.indices where overrides[override].selector.matches(key, onPage: pageID) {
            normal = overrides[override].normal[index].applied(to: normal)
        }
        guard isPressed, definition.pressedHighlight != .none else { return normal }
        var pressed = definition.appearances[index].keys[slot.pressed.rawValue]
        for override in overrides.indices where overrides[override].selector.matches(key, onPage: pageID) {
            pressed = overrides[override].pressed[index].applied(to: pressed)
        }
        if definition.pressedHighlight == .subtle {
            // Halfway in fill; the label is whichever of the two reads better on it, as a halfway label
            // on a halfway fill would read on neither.
            pressed.fill = normal.fill.mixed(with: pressed.fill, fraction: 0.5)
            if normal.label.contrastRatio(with: pressed.fill) >= pressed.label.contrastRatio(with: pressed.fill) { pressed.label = normal.label }
        }
        return pressed
    }
}

extension KeyboardLayout {
    /// The theme the page is drawn with: its own (``theme``), or ``KeyboardTheme/standard`` when it names none.
    public var resolvedTheme: KeyboardTheme { theme ?? .standard }
}

extension KeyboardSession {
    /// How to draw the key at `position` of the current page in `appearance`, with the current page's
    /// theme, shift state and return role (see ``KeyboardTheme/style(for:onPage:shiftState:returnKeyRole:isPressed:appearance:)``),
    /// or `nil` where there is no key. `isPressed` as for ``appearance(at:isPressed:)``.
    public func style(at position: KeyPosition, isPressed: Bool = false, appearance: ThemeAppearance) -> KeyStyle? {
        guard let key = key(at: position) else { return nil }
        return currentLayout.resolvedTheme.style(
            for: key, onPage: currentPage, shiftState: shiftState, returnKeyRole: returnKeyRole, isPressed: isPressed, appearance: appearance)
    }
}
