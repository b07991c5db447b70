import Foundation
import KeyboardPlayground
import KeyboardRuntime
import Testing

/// A keyboard's theme crosses the wire unchanged, and the playground's frames carry its colours, as the
/// runtime resolves them, in the appearance chosen.
@Suite struct PlaygroundThemeTests {
    /// The high-contrast theme with a per-key override, a preview and wider gaps: every part of the format.
    static let theme: KeyboardTheme = {
        let base = KeyboardTheme.highContrast
        let gold = ThemeColor(rgba: 0xF2B7_05FF)
        let override = KeyThemeOverride(
            selector: KeySelector(text: "0", page: "themed"),
            normal: [KeyStylePatch(fill: gold, shadow: ThemeShadow(color: .clear)), KeyStylePatch(labelWeight: .bold, labelScale: 1.2)],
            pressed: [KeyStylePatch(border: gold, borderWidth: 2, cornerRadius: 3)])
        return KeyboardTheme(
            id: "bank-blue", light: base.styles(.light), dark: base.styles(.dark), highContrast: base.styles(.highContrast),
            overrides: [override], keyPreview: true, pressedHighlight: .standard, keySpacing: KeySpacing(keys: 1.5, rows: 1))
    }()

    static let layouts: [KeyboardLayout] = {
        var themed = KeyboardLayout(id: "themed", title: "PIN", rows: [
            KeyRow(keys: [PlaygroundFixtures.key("1"), PlaygroundFixtures.key("0"), Key(action: .delete, label: "⌫")]),
            KeyRow(keys: [Key(action: .returnKey, label: "return")]),
        ])
        themed.theme = theme
        let plain = KeyboardLayout(id: "plain", rows: [KeyRow(keys: [PlaygroundFixtures.key("a")])])
        return [themed, plain]
    }()

    @Test func themesRoundTrip() throws {
        let decoded = try LayoutWire.decode(LayoutWire.encode(Self.layouts))
        #expect(decoded == Self.layouts)
        #expect(decoded[0].theme?.overrides == Self.theme.overrides)
        #expect(decoded[1].theme == nil)
    }

    @Test func truncatedThemesAreRejected() {
        let bytes = LayoutWire.encode([Self.layouts[0]])
        for end in stride(from: bytes.count - 1, to: bytes.count - 400, by: -7) {
            #expect(throws: LayoutWire.DecodingError.self) { try LayoutWire.decode(Array(bytes[..<end])) }
        }
    }

    static func frame(_ playground: PlaygroundController) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(playground.frame().utf8)) as? [String: Any])
    }

    static func hex(_ color: ThemeColor) -> String {
        let digits = String(color.rgba, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 8 - digits.count) + digits
    }

    @Test func framesCarryTheThemesColoursInTheAppearanceChosen() throws {
        var playground = try PlaygroundController(layouts: Self.layouts, configuration: .init(page: "themed", seed: 1))
        for appearance in ThemeAppearance.allCases {
            var configuration = playground.configuration
            configuration.appearance = appearance
            try playground.reconfigure(configuration)
            let frame = try Self.frame(playground)
            let styles = Self.theme.styles(appearance)
            #expect(frame["theme"] as? String == "bank-blue")
            #expect(frame["appearance"] as? String == appearance.rawValue)
            #expect(frame["bg"] as? String == Self.hex(styles.background))
            let keys = try #require(frame["keys"] as? [[Any]])
            let byLabel = Dictionary(keys.map { ($0[4] as! String, $0[8] as! [Any]) }, uniquingKeysWith: { first, _ in first })
            #expect(byLabel["1"]?[0] as? String == Self.hex(styles[.character].fill))
            #expect(byLabel["1"]?[1] as? String == Self.hex(styles[.character].label))
            #expect(byLabel["⌫"]?[0] as? String == Self.hex(styles[.function].fill))
            #expect(byLabel["return"]?[0] as? String == Self.hex(styles[.returnKey].fill))
            let zero = Self.theme.style(for: PlaygroundFixtures.key("0"), onPage: "themed", appearance: appearance)
            #expect(byLabel["0"]?[0] as? String == Self.hex(zero.fill))
            let toolbar = try #require(frame["toolbar"] as? [String: Any])
            #expect(toolbar["background"] as? String == Self.hex(styles.toolbar.background))
            let items = try #require(toolbar["items"] as? [[Any]])
            #expect(items.first?[5] as? String == Self.hex(styles.toolbar.button))
        }
    }

    @Test func aPressShowsThePressedStyleAndThePreviewTheThemeAsksFor() throws {
        var playground = try PlaygroundController(layouts: Self.layouts, configuration: .init(page: "themed", seed: 1))
        let rect = playground.interaction.hitTester.keyRects[0][0]
        playground.touch(TouchEvent(id: 1, phase: .began, x: rect.midX, y: rect.midY, time: 1))
        let frame = try Self.frame(playground)
        let keys = try #require(frame["keys"] as? [[Any]])
        let index = try #require(frame["hl"] as? Int)
        let pressed = Self.theme.styles(.light)[.characterPressed]
        #expect((keys[index][8] as? [Any])?[0] as? String == Self.hex(pressed.fill))
        let preview = try #require(frame["preview"] as? [Any])
        #expect(preview[4] as? String == keys[index][4] as? String)
        #expect((preview[5] as? [Any])?[0] as? String == Self.hex(Self.theme.styles(.light)[.character].fill))
    }

    @Test func theThemesSpacingSizesTheView() throws {
        let playground = try PlaygroundController(layouts: Self.layouts, configuration: .init(page: "themed", seed: 1))
        let rects = playground.interaction.hitTester.keyRects[0]
        let metrics = playground.configuration.metrics
        #expect(abs((rects[1].x - rects[0].maxX) - metrics.keyGap * 1.5) <= 1)
    }
}
