import Foundation
import KeyboardRuntime
import Testing

/// Colours, contrast and how a key's style is resolved from a theme: by slot, overrides, and the pressed
/// highlight.
@Suite struct KeyboardThemeTests {
    private let letter = Key(action: .insert("a"), label: "a")
    private let doubleZero = Key(action: .insert("00"), label: "00")
    private let shift = Key(action: .shift, label: "")
    private let returnKey = Key(action: .returnKey, label: "return")
    private let space = Key(action: .space, label: "space")
    private let delete = Key(action: .delete, label: "")

    @Test func linearTableIsTheSRGBTransferFunction() {
        for component in 0...255 {
            let value = Double(component) / 255
            let expected = value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            let color = ThemeColor(red: UInt8(component), green: UInt8(component), blue: UInt8(component))
            #expect(abs(color.relativeLuminance - expected) < 1e-9, "\(component)")
        }
    }

    @Test func contrastRatiosAreWCAGs() {
        let black = ThemeColor(rgba: 0x0000_00FF), white = ThemeColor(rgba: 0xFFFF_FFFF)
        #expect(abs(black.contrastRatio(with: white) - 21) < 1e-9)
        #expect(white.contrastRatio(with: white) == 1)
        // #767676 on white is the classic 4.54:1.
        #expect(abs(ThemeColor(rgba: 0x7676_76FF).contrastRatio(with: white) - 4.54) < 0.01)
    }

    @Test func translucentColoursAreCompositedOverTheirBackground() {
        let halfBlack = ThemeColor(rgba: 0x0000_0080)
        #expect(halfBlack.composited(over: ThemeColor(rgba: 0xFFFF_FFFF)) == ThemeColor(rgba: 0x7F7F_7FFF))
        #expect(ThemeColor(red: 1, green: 2, blue: 3).composited(over: .clear) == ThemeColor(red: 1, green: 2, blue: 3))
        #expect(ThemeColor(rgba: 0x0000_00FF).mixed(with: ThemeColor(rgba: 0xFFFF_FFFF), fraction: .nan) == ThemeColor(rgba: 0x0000_00FF))
    }

    @Test func slotsFollowTheKeyAndItsState() {
        #expect(KeyStyleSlot(key: letter) == .character)
        #expect(KeyStyleSlot(key: letter, isPressed: true) == .characterPressed)
        #expect(KeyStyleSlot(key: shift, shiftState: .once) == .shiftOnce)
        #expect(KeyStyleSlot(key: shift, shiftState: .capsLock) == .shiftLocked)
        #expect(KeyStyleSlot(key: shift, shiftState: .capsLock, isPressed: true) == .shiftPressed)
        #expect(KeyStyleSlot(key: returnKey, returnKeyRole: .next) == .returnKey)
        #expect(KeyStyleSlot(key: returnKey, returnKeyRole: .go) == .finishingReturn)
        #expect(KeyStyleSlot(key: returnKey, returnKeyRole: .done, isPressed: true) == .finishingReturnPressed)
        #expect(KeyStyleSlot(key: space) == .space)
        #expect(KeyStyleSlot(key: delete, isPressed: true) == .functionPressed)
        for slot in KeyStyleSlot.allCases {
            #expect(slot.pressed.isPressed)
            #expect(!slot.released.isPressed)
        }
    }

    @Test func standardThemeDrawsTheIOSLook() {
        let theme = KeyboardTheme.standard
        #expect(theme.style(for: letter, onPage: "p", appearance: .light).fill == ThemeColor(rgba: 0xFFFF_FFFF))
        #expect(theme.style(for: delete, onPage: "p", appearance: .light).fill == ThemeColor(rgba: 0xADB2_BCFF))
        #expect(theme.style(for: shift, onPage: "p", shiftState: .once, appearance: .light).fill == ThemeColor(rgba: 0xFFFF_FFFF))
        #expect(theme.style(for: returnKey, onPage: "p", returnKeyRole: .go, appearance: .light).label == ThemeColor(rgba: 0xFFFF_FFFF))
        #expect(theme.style(for: letter, onPage: "p", appearance: .dark).label == ThemeColor(rgba: 0xFFFF_FFFF))
        #expect(theme.style(for: letter, onPage: "p", appearance: .highContrast).borderWidth == 1)
        #expect(theme.pressedHighlight == .subtle)
        #expect(!theme.keyPreview)
    }

    private func theme(highlight: PressedHighlight, overrides: [KeyThemeOverride] = []) -> KeyboardTheme {
        let standard = KeyboardTheme.standard
        return KeyboardTheme(
            id: "test", light: standard.styles(.light), dark: standard.styles(.dark), highContrast: standard.styles(.highContrast),
            overrides: overrides, pressedHighlight: highlight)
    }

    @Test func pressedHighlightDecidesWhatAPressShows() {
        let normal = KeyboardTheme.standard.styles(.light)[.character]
        let pressed = KeyboardTheme.standard.styles(.light)[.characterPressed]
        #expect(theme(highlight: .none).style(for: letter, onPage: "p", isPressed: true, appearance: .light) == normal)
        #expect(theme(highlight: .standard).style(for: letter, onPage: "p", isPressed: true, appearance: .light) == pressed)
        let subtle = theme(highlight: .subtle).style(for: letter, onPage: "p", isPressed: true, appearance: .light)
        #expect(subtle.fill == normal.fill.mixed(with: pressed.fill, fraction: 0.5))
        #expect(subtle.label == normal.label)
    }

    @Test func overridesChangeTheKeysTheirSelectorPicks() {
        let gold = ThemeColor(rgba: 0xF2B7_05FF)
        let override = KeyThemeOverride(
            selector: KeySelector(text: "00", page: "amount"), normal: [KeyStylePatch(fill: gold)], pressed: [KeyStylePatch(label: gold)])
        let theme = theme(highlight: .standard, overrides: [override])
        #expect(theme.style(for: doubleZero, onPage: "amount", appearance: .light).fill == gold)
        #expect(theme.style(for: doubleZero, onPage: "amount", appearance: .light).label == KeyboardTheme.standard.styles(.light)[.character].label)
        #expect(theme.style(for: doubleZero, onPage: "amount", isPressed: true, appearance: .light).label == gold)
        #expect(theme.style(for: doubleZero, onPage: "other", appearance: .light).fill != gold)
        #expect(theme.style(for: letter, onPage: "amount", appearance: .light).fill != gold)
        // Only the light appearance was given: dark is unchanged.
        #expect(theme.style(for: doubleZero, onPage: "amount", appearance: .dark).fill != gold)
        #expect(KeySelector(action: .delete).matches(delete, onPage: "x"))
        #expect(!KeySelector(text: nil, action: .delete).matches(letter, onPage: "x"))
    }

    @Test func secureSwitchesAreReplacedAndSharedStorageIsKept() {
        let standard = KeyboardTheme.standard
        #expect(standard.withSecureSwitches(keyPreview: false, pressedHighlight: .subtle) == standard)
        let opted = standard.withSecureSwitches(keyPreview: true, pressedHighlight: .standard)
        #expect(opted.keyPreview && opted.pressedHighlight == .standard)
        #expect(opted.styles(.dark) == standard.styles(.dark))
        #expect(opted != standard)
    }

    @Test func aLayoutWithoutAThemeIsDrawnWithTheStandardOne() {
        var layout = KeyboardLayout(id: "p", rows: [KeyRow(keys: [letter])])
        #expect(layout.resolvedTheme == .standard)
        layout.theme = .highContrast
        #expect(layout.resolvedTheme.id == "high-contrast")
    }

    @Test func spacingScalesTheDevicesGaps() {
        let metrics = KeyboardMetrics(device: .phone, orientation: .portrait)
        let spaced = KeySpacing(keys: 1.5, rows: 0.5).applied(to: metrics)
        #expect(spaced.keyGap == metrics.keyGap * 1.5)
        #expect(spaced.rowGap == metrics.rowGap * 0.5)
    }

    @Test func appearanceFollowsTheSystemSettings() {
        #expect(ThemeAppearance(isDark: true, increasesContrast: false) == .dark)
        #expect(ThemeAppearance(isDark: true, increasesContrast: true) == .highContrast)
        #expect(ThemeAppearance(isDark: false, increasesContrast: false) == .light)
    }
}
