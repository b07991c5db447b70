import KeyboardRuntime
import Testing

/// Shift, caps lock, the emphasized return key and pressed keys are decided by the session, so every
/// renderer draws them alike (iOS conventions; see `KeyAppearance`).
@Suite struct KeyAppearanceTests {
    private let shiftKey = KeyPosition(row: 2, index: 0)
    private let deleteKey = KeyPosition(row: 2, index: 8)
    private let firstLetter = KeyPosition(row: 0, index: 0)
    private let spaceBar = KeyPosition(row: 3, index: 1)
    private let returnKey = KeyPosition(row: 3, index: 2)

    private func letters() throws -> KeyboardSession {
        try KeyboardSession(layouts: FixtureLayouts.withTheirTargets(FixtureLayouts.letters), initialPage: "letters")
    }

    @Test func shiftShowsOffOnceAndCapsLock() throws {
        var session = try letters()
        #expect(session.appearance(at: shiftKey) == KeyAppearance(label: "⇧", glyph: .shift, fill: .secondary, labelStyle: .symbol))
        #expect(session.appearance(at: firstLetter)?.label == "q")

        _ = session.handle(.tap(shiftKey))
        #expect(session.appearance(at: shiftKey) == KeyAppearance(label: "⬆", glyph: .shiftOn, fill: .standard, labelStyle: .symbol))
        #expect(session.appearance(at: firstLetter)?.label == "Q")

        _ = session.handle(.tap(firstLetter))   // shift once turns off after one character
        #expect(session.appearance(at: shiftKey)?.glyph == .shift)
        #expect(session.appearance(at: shiftKey)?.fill == .secondary)

        _ = session.handle(.doubleTap(shiftKey))
        #expect(session.appearance(at: shiftKey) == KeyAppearance(label: "⇪", glyph: .capsLock, fill: .standard, labelStyle: .symbol))
        _ = session.handle(.tap(firstLetter))   // caps lock stays
        #expect(session.appearance(at: shiftKey)?.glyph == .capsLock)
        #expect(session.appearance(at: firstLetter)?.label == "Q")

        _ = session.handle(.tap(shiftKey))
        #expect(session.appearance(at: shiftKey)?.glyph == .shift)
    }

    @Test func aWordedShiftStillShowsItsStateGlyph() throws {
        // As in the previews: shift always shows its state, whatever its label.
        let page = KeyboardLayout(id: "p", rows: [
            KeyRow(keys: [Key(action: .shift, label: "Shift"), FixtureLayouts.char("a")]),
        ])
        var session = try KeyboardSession(layouts: [page], initialPage: "p")
        let shift = KeyPosition(row: 0, index: 0)
        #expect(session.appearance(at: shift) == KeyAppearance(label: "⇧", glyph: .shift, fill: .secondary, labelStyle: .symbol))
        _ = session.handle(.doubleTap(shift))
        #expect(session.appearance(at: shift) == KeyAppearance(label: "⇪", glyph: .capsLock, fill: .standard, labelStyle: .symbol))
    }

    @Test func theReturnKeyIsEmphasizedForRolesThatFinish() throws {
        var session = try letters()
        #expect(session.appearance(at: returnKey) == KeyAppearance(label: "return", fill: .secondary, labelStyle: .word))
        session.returnKeyRole = .go
        #expect(session.appearance(at: returnKey) == KeyAppearance(label: "go", fill: .accent, labelStyle: .word))
        #expect(session.appearance(at: returnKey, isPressed: true)?.fill == .standard)
        session.returnKeyRole = .next
        #expect(session.appearance(at: returnKey)?.fill == .secondary)
        session.returnKeyRole = .default
        #expect(session.appearance(at: returnKey)?.fill == .secondary)
        session.returnKeyRole = nil
        #expect(session.appearance(at: returnKey)?.fill == .secondary)
    }

    @Test func onlyReturnAndNextAreNotEmphasized() {
        #expect(ReturnKeyRole.allCases.filter { !$0.isEmphasized } == [.default, .next])
    }

    @Test func aPressedKeySwapsItsFill() throws {
        let session = try letters()
        #expect(session.appearance(at: firstLetter)?.fill == .standard)
        #expect(session.appearance(at: firstLetter, isPressed: true)?.fill == .secondary)
        #expect(session.appearance(at: deleteKey)?.fill == .secondary)
        #expect(session.appearance(at: deleteKey, isPressed: true)?.fill == .standard)
        #expect(session.appearance(at: spaceBar)?.fill == .standard)   // iOS draws space like the letters
        #expect(session.appearance(at: spaceBar, isPressed: true)?.fill == .secondary)
    }

    @Test func functionKeysShowTheirGlyphsAsInThePreviews() throws {
        let page = KeyboardLayout(id: "p", rows: [
            KeyRow(keys: [
                Key(action: .delete, label: "⌫"), Key(action: .delete, label: "Del"),
                Key(action: .dismiss, label: "hide"), Key(action: .toggleCharacterWidth(to: "p"), label: "半"),
                Key(action: .returnKey, label: "⏎"), Key(action: .returnKey, label: "完成"),
                Key(action: .switchKeyboard(to: "p"), label: "ABC"), Key(action: .space, label: "space"),
            ]),
        ])
        var session = try KeyboardSession(layouts: [page], initialPage: "p")
        var appearances: [KeyAppearance?] { (0..<8).map { session.appearance(at: KeyPosition(row: 0, index: $0)) } }
        #expect(appearances.map { $0?.glyph } == [.delete, .delete, .dismiss, .globe, .returnKey, nil, nil, nil])
        #expect(appearances.map { $0?.label } == ["⌫", "⌫", "⌄", "🌐", "⏎", "完成", "ABC", "space"])
        #expect(appearances.map { $0?.labelStyle } == [.symbol, .symbol, .symbol, .symbol, .symbol, .word, .word, .word])
        // A return role's word replaces the return symbol, as the system keyboard shows "go".
        session.returnKeyRole = .go
        #expect(session.appearance(at: KeyPosition(row: 0, index: 4))?.glyph == .returnKey)
        #expect(session.appearance(at: KeyPosition(row: 0, index: 5)) == KeyAppearance(label: "go", fill: .accent, labelStyle: .word))
        #expect(session.appearance(at: KeyPosition(row: 1, index: 0)) == nil)
    }

    @Test func glyphsOfEveryAction() {
        #expect(ShiftState.allCases.map { KeyGlyph(key: Key(action: .shift, label: "⇧"), shiftState: $0) } == [.shift, .shiftOn, .capsLock])
        #expect(KeyGlyph(key: Key(action: .insert("a"), label: "a"), shiftState: .capsLock) == nil)
        #expect(KeyGlyph.allCases.map(\.textSymbol) == ["⇧", "⬆", "⇪", "⌫", "⏎", "🌐", "⌄"])
        #expect(KeyGlyph.allCases.map(\.rawValue) == ["shift", "shift-on", "caps-lock", "delete", "return", "globe", "dismiss"])
    }

    @Test func labelStylesFollowTheKeysRole() throws {
        let session = try letters()
        #expect(session.appearance(at: firstLetter)?.labelStyle == .character)
        #expect(session.appearance(at: shiftKey)?.labelStyle == .symbol)
        #expect(session.appearance(at: KeyPosition(row: 3, index: 0))?.labelStyle == .word)   // ".?123"
        #expect(session.appearance(at: spaceBar)?.labelStyle == .word)
    }

    /// On every fixture page, in every shift state and return role, pressed or not: a key has an appearance
    /// with a label; its glyph is the shared glyph rule's and its label the glyph's text; only emphasized,
    /// unpressed return keys are tinted.
    @Test func everyKeyInEveryStateHasAConsistentAppearance() throws {
        for layout in FixtureLayouts.all {
            for role in [nil] + ReturnKeyRole.allCases.map(Optional.some) {
                var session = try KeyboardSession(layouts: FixtureLayouts.withTheirTargets(layout), initialPage: layout.id)
                session.returnKeyRole = role
                try checkEveryKey(of: session, role: role)
                let positions = session.currentLayout.rows.enumerated().flatMap { row, keys in
                    keys.keys.indices.map { KeyPosition(row: row, index: $0) }
                }
                guard let shift = positions.first(where: { session.key(at: $0)?.action == .shift }) else { continue }
                _ = session.handle(.tap(shift))
                #expect(session.shiftState == .once)
                try checkEveryKey(of: session, role: role)
                _ = session.handle(.doubleTap(shift))
                #expect(session.shiftState == .capsLock)
                try checkEveryKey(of: session, role: role)
            }
        }
    }

    private func checkEveryKey(of session: KeyboardSession, role: ReturnKeyRole?) throws {
        for (row, keys) in session.currentLayout.rows.enumerated() {
            for index in keys.keys.indices {
                let position = KeyPosition(row: row, index: index)
                let key = try #require(session.key(at: position))
                for pressed in [false, true] {
                    let appearance = try #require(session.appearance(at: position, isPressed: pressed))
                    #expect(!appearance.label.isEmpty)
                    #expect(appearance.glyph == KeyGlyph(key: key, shiftState: session.shiftState))
                    if let glyph = appearance.glyph { #expect(glyph.textSymbol == appearance.label) }
                    #expect((appearance.fill == .accent) == (key.action == .returnKey && !pressed && role?.isEmphasized == true))
                    if key.isCharacter { #expect(appearance.label == session.displayedLabel(at: position)) }
                }
            }
        }
    }
}
