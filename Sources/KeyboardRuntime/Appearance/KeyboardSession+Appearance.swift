extension KeyboardSession {
    /// How to draw the key at a position of the current page now (see ``KeyAppearance`` for the rules),
    /// or `nil` if there is none. `isPressed` is whether a finger is on it: pass
    /// `position == interaction.highlightedKey(in: session)`, which is never true while the screen is
    /// captured.
    public func appearance(at position: KeyPosition, isPressed: Bool = false) -> KeyAppearance? {
        guard let key = key(at: position), let shown = displayedLabel(at: position) else { return nil }
        let glyph = KeyGlyph(key: key, shiftState: shiftState)
        var fill: KeyFill
        switch key.action {
        case .insert, .space:
            // iOS draws the space bar like the character keys.
            fill = .standard
        case .shift:
            fill = shiftState.isActive ? .standard : .secondary
        case .returnKey:
            fill = returnKeyRole?.isEmphasized == true ? .accent : .secondary
        case .delete, .switchKeyboard, .toggleCharacterWidth, .dismiss:
            fill = .secondary
        }
        if isPressed { fill = fill == .standard ? .secondary : .standard }
        let label = glyph?.textSymbol ?? shown
        let style: KeyLabelStyle = key.isCharacter ? .character : glyph != nil || label.count <= 1 ? .symbol : .word
        return KeyAppearance(label: label, glyph: glyph, fill: fill, labelStyle: style)
    }
}
