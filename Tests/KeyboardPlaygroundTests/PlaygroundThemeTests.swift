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

/// The Theme menu: the themes a page offers cross the wire apart from the layouts, and a chosen one draws
/// every keyboard in place of its own, as `kbc render --theme` does.
@Suite struct PlaygroundChosenThemeTests {
    static let themes = [PlaygroundThemeTests.theme, .standard, .highContrast]

    @Test func offeredThemesRoundTrip() throws {
        let bytes = LayoutWire.encode(themes: Self.themes)
        #expect(try LayoutWire.decodeThemes(bytes) == Self.themes)
        #expect(try LayoutWire.decodeThemes(LayoutWire.encode(themes: [])) == [])
        #expect(PlaygroundController.themesJSON(Self.themes) == #"["bank-blue","default","high-contrast"]"#)
    }

    @Test func brokenThemeBytesAreRejected() {
        let bytes = LayoutWire.encode(themes: Self.themes)
        for end in stride(from: bytes.count - 1, to: 0, by: -97) {
            #expect(throws: LayoutWire.DecodingError.self) { try LayoutWire.decodeThemes(Array(bytes[..<end])) }
        }
        #expect(throws: LayoutWire.DecodingError.trailingBytes) { try LayoutWire.decodeThemes(bytes + [0]) }
        // Layouts are not themes, nor themes layouts.
        #expect(throws: LayoutWire.DecodingError.badMagic) { try LayoutWire.decodeThemes(LayoutWire.encode([])) }
        #expect(throws: LayoutWire.DecodingError.badMagic) { try LayoutWire.decode(bytes) }
    }

    static func fill(of label: String, in frame: [String: Any]) throws -> String? {
        let keys = try #require(frame["keys"] as? [[Any]])
        let key = try #require(keys.first { $0[4] as? String == label })
        return (key[8] as? [Any])?[0] as? String
    }

    @Test func aChosenThemeDrawsEveryKeyboardInPlaceOfItsOwn() throws {
        var playground = try PlaygroundController(layouts: PlaygroundThemeTests.layouts, configuration: .init(page: "plain", seed: 1))
        #expect(try PlaygroundThemeTests.frame(playground)["theme"] as? String == "default")
        var configuration = playground.configuration
        configuration.theme = PlaygroundThemeTests.theme
        configuration.appearance = .dark
        try playground.reconfigure(configuration)
        var frame = try PlaygroundThemeTests.frame(playground)
        let dark = PlaygroundThemeTests.theme.styles(.dark)
        #expect(frame["theme"] as? String == "bank-blue")
        #expect(frame["bg"] as? String == PlaygroundThemeTests.hex(dark.background))
        #expect(try Self.fill(of: "a", in: frame) == PlaygroundThemeTests.hex(dark[.character].fill))

        // The keyboard that has a theme of its own is drawn in the chosen one: none of its overrides (its
        // own theme paints its 0 gold in light).
        configuration.page = "themed"
        configuration.theme = .highContrast
        configuration.appearance = .light
        try playground.reconfigure(configuration)
        frame = try PlaygroundThemeTests.frame(playground)
        #expect(frame["theme"] as? String == "high-contrast")
        #expect(try Self.fill(of: "0", in: frame) == PlaygroundThemeTests.hex(KeyboardTheme.highContrast.styles(.light)[.character].fill))
        // Its spacing too: the high-contrast theme keeps the standard gaps where the keyboard's own widened them.
        let rects = playground.interaction.hitTester.keyRects[0]
        #expect(abs((rects[1].x - rects[0].maxX) - playground.configuration.metrics.keyGap) <= 1)

        configuration.theme = nil
        try playground.reconfigure(configuration)
        frame = try PlaygroundThemeTests.frame(playground)
        #expect(frame["theme"] as? String == "bank-blue")
        #expect(try Self.fill(of: "0", in: frame) == "#F2B705FF")
    }

    @Test func anotherThemeKeepsThePageShownAndTheText() throws {
        var playground = try PlaygroundController(layouts: PlaygroundFixtures.standard, configuration: .init(page: "letters", seed: 3))
        let session = playground.session
        let rects = playground.interaction.hitTester.keyRects
        func tap(where matches: (Key) -> Bool) throws {
            let position = try #require(rects.indices.lazy.flatMap { row in rects[row].indices.map { KeyPosition(row: row, index: $0) } }
                .first { session.key(at: $0).map(matches) == true })
            let rect = rects[position.row][position.index]
            playground.touch(TouchEvent(id: 1, phase: .began, x: rect.midX, y: rect.midY, time: 1))
            playground.touch(TouchEvent(id: 1, phase: .ended, x: rect.midX, y: rect.midY, time: 1.05))
        }
        try tap { $0.isCharacter }
        try tap { if case .switchKeyboard = $0.action { true } else { false } }
        let shown = playground.session.currentPage
        #expect(shown != "letters")
        var configuration = playground.configuration
        configuration.theme = .highContrast
        try playground.reconfigure(configuration)
        #expect(playground.session.currentPage == shown)
        #expect(playground.session.currentTheme == .highContrast)
        #expect(playground.maskedText == "•")
    }
}
