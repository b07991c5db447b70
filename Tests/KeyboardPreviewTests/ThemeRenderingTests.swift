import Foundation
import KeyboardCompiler
@testable import KeyboardPreview
import KeyboardRuntime
import Testing

/// The previews draw a keyboard's theme: its own by default, another when the options name one, in the
/// appearance asked for.
@Suite struct ThemeRenderingTests {
    /// A theme unlike the default in every value the SVG draws.
    static let bank: KeyboardTheme = {
        let navy = ThemeColor(rgba: 0x0B2A_5BFF), gold = ThemeColor(rgba: 0xF2B7_05FF), white = ThemeColor(rgba: 0xFFFF_FFFF)
        func styles(fill: ThemeColor, label: ThemeColor, background: ThemeColor) -> ThemeAppearanceStyles {
            var keys = Array(
                repeating: KeyStyle(
                    fill: fill, label: label, border: gold, borderWidth: 2, cornerRadius: 12,
                    shadow: ThemeShadow(color: ThemeColor(rgba: 0x0000_0080), x: 1, y: 2, radius: 3), labelWeight: .bold, labelScale: 1.5),
                count: KeyStyleSlot.allCases.count)
            keys[KeyStyleSlot.returnKey.rawValue].fill = gold
            keys[KeyStyleSlot.function.rawValue].fill = ThemeColor(rgba: 0x9FB3_D1FF)
            return ThemeAppearanceStyles(
                keys: keys, background: background, toolbar: ToolbarStyle(background: navy, title: white, titleWeight: .bold, button: gold),
                callout: CalloutStyle(fill: white, text: navy, selectedFill: navy, selectedText: white), flickHint: gold)
        }
        let light = styles(fill: white, label: navy, background: ThemeColor(rgba: 0xDCE3_EEFF))
        let dark = styles(fill: navy, label: white, background: ThemeColor(rgba: 0x0A14_24FF))
        return KeyboardTheme(id: "bank", light: light, dark: dark, highContrast: light, keySpacing: KeySpacing(keys: 2, rows: 1))
    }()

    /// The first key group of `svg` whose action is `action`.
    func keyGroup(_ svg: String, action: String) -> Substring {
        let start = svg.range(of: "data-action=\"\(action)\"")!.lowerBound
        return svg[start...].split(separator: "\n<g class=\"key", maxSplits: 1)[0]
    }

    @Test func theDefaultThemeDrawsTheLookOfBefore() {
        let svg = SVGRenderer().render(RenderingFixtures.standard("letters"))
        #expect(svg.contains("data-theme=\"default\" data-appearance=\"light\""))
        #expect(svg.contains("class=\"background\" x=\"0\" y=\"0\" width=\"375\" height=\"250\" fill=\"rgb(209,213,217)\""))
        #expect(keyGroup(svg, action: "insert").contains("fill=\"rgb(255,255,255)\""))
        #expect(keyGroup(svg, action: "delete").contains("fill=\"rgb(173,178,188)\""))
        #expect(keyGroup(svg, action: "delete").contains("stroke=\"rgb(0,0,0)\""))
        #expect(!svg.contains("font-weight=\"400\""), "a regular label needs no weight")
    }

    @Test func darkAndHighContrastComeFromTheTheme() {
        let letters = RenderingFixtures.standard("letters")
        for appearance in ThemeAppearance.allCases {
            let svg = SVGRenderer(options: RenderOptions(appearance: appearance)).render(letters)
            let styles = KeyboardTheme.standard.styles(appearance)
            #expect(svg.contains("data-appearance=\"\(appearance.rawValue)\""))
            #expect(svg.contains("fill=\"\(styles.background.rgbText)\""))
            let character = keyGroup(svg, action: "insert")
            #expect(character.contains("class=\"key-face\"") && character.contains("fill=\"\(styles[.character].fill.rgbText)\""))
            #expect(character.contains("class=\"label\"") && character.contains("fill=\"\(styles[.character].label.rgbText)\""))
        }
    }

    @Test func aKeyboardsOwnThemeAppliesAndOptionsReplaceIt() {
        var letters = RenderingFixtures.standard("letters")
        letters.theme = Self.bank
        let own = SVGRenderer(options: RenderOptions(appearance: .dark)).render(letters)
        #expect(own.contains("data-theme=\"bank\" data-appearance=\"dark\""))
        #expect(own.contains("fill=\"rgb(10,20,36)\""))
        let character = keyGroup(own, action: "insert")
        #expect(character.contains("rx=\"12\" fill=\"rgb(11,42,91)\" stroke=\"rgb(242,183,5)\" stroke-width=\"2\""))
        // 20 points scaled by 1.5, then held to 70 % of the 38-point key, as any label is; bold.
        #expect(character.contains("font-size=\"26.6\" font-weight=\"700\""))
        // The shadow: moved by (1, 2), half-transparent, its blur an outline at half that opacity.
        #expect(character.contains("class=\"key-shadow\" x=\"5\" y=\"10\"") && character.contains("class=\"key-face\" x=\"4\" y=\"8\""))
        #expect(character.contains("fill=\"rgb(0,0,0)\" fill-opacity=\"0.502\" stroke=\"rgb(0,0,0)\" stroke-opacity=\"0.251\" stroke-width=\"3\""))
        #expect(keyGroup(own, action: "return").contains("fill=\"rgb(242,183,5)\""))
        // Twice the gap between keys: the second key starts further right than with the default theme.
        let standard = SVGRenderer().render(RenderingFixtures.standard("letters"))
        #expect(own.components(separatedBy: "class=\"key-face\" x=\"")[2].prefix(5) != standard.components(separatedBy: "class=\"key-face\" x=\"")[2].prefix(5))

        let replaced = SVGRenderer(options: RenderOptions(appearance: .dark, theme: .highContrast)).render(letters)
        #expect(replaced.contains("data-theme=\"high-contrast\""))
        #expect(!replaced.contains("rgb(242,183,5)"))
    }

    @Test func theToolbarAndHintsTakeTheThemesColours() {
        var pad = RenderingFixtures.standard("decimal-pad")
        pad.theme = Self.bank
        let svg = SVGRenderer().render(pad)
        #expect(svg.contains("class=\"toolbar-bar\" x=\"0\" y=\"0\" width=\"375\" height=\"40\" fill=\"rgb(11,42,91)\""))
        #expect(svg.contains("font-weight=\"700\" text-anchor=\"middle\" fill=\"rgb(255,255,255)\">Number pad</text>"))
        #expect(svg.contains("fill=\"rgb(242,183,5)\">Done</text>"))
    }

    @Test func translucentColoursKeepTheirAlpha() {
        #expect(ThemeColor(rgba: 0x0A60_D0FF).svgPaint("fill") == "fill=\"rgb(10,96,208)\"")
        #expect(ThemeColor(rgba: 0x0000_0073).svgPaint("stroke") == "stroke=\"rgb(0,0,0)\" stroke-opacity=\"0.451\"")
        #expect(ThemeColor(rgba: 0x0000_0073).cssText == "rgba(0,0,0,0.451)")
        #expect(ThemeColor(rgba: 0xFFFF_FFFF).cssText == "rgb(255,255,255)")
    }

    @Test func theGalleryShowsAppearancesSideBySide() {
        let configurations = [ThemeAppearance.light, .dark].map { RenderOptions(appearance: $0) }
        let html = HTMLGalleryRenderer(configurations: configurations).render([RenderingFixtures.standard("decimal-pad")])
        let figures = html.components(separatedBy: "<figure data-appearance=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(figures == ["light", "dark"])
        #expect(html.contains("375 pt · light</figcaption>") && html.contains("375 pt · dark</figcaption>"))
        #expect(html.contains("theme: default"))
        let single = HTMLGalleryRenderer(configurations: [RenderOptions()]).render([RenderingFixtures.standard("decimal-pad")])
        #expect(!single.contains("· light"), "one appearance is not named")
    }

    @Test func textPaintsKeysOnlyWhenAskedTo() {
        let pad = RenderingFixtures.standard("decimal-pad")
        let plain = TextRenderer().render(pad)
        #expect(!plain.contains("\u{1B}"))
        let dark = TextRenderer(appearance: .dark).render(pad)
        let styles = KeyboardTheme.standard.styles(.dark)
        let character = styles[.character]
        #expect(dark.contains("\u{1B}[38;2;\(character.label.red);\(character.label.green);\(character.label.blue)m\u{1B}[48;2;\(character.fill.red);\(character.fill.green);\(character.fill.blue)m   1   \u{1B}[0m"))
        // The escapes wrap the insides only: without them, the picture is the plain one.
        #expect(Self.withoutEscapes(dark) == plain)
        var bankPad = pad
        bankPad.theme = Self.bank
        #expect(TextRenderer(appearance: .light).render(bankPad).contains("\u{1B}[38;2;255;255;255m\u{1B}[48;2;11;42;91m"), "the toolbar in the theme's colours")
        #expect(TextRenderer(appearance: .light, theme: .highContrast).render(bankPad).contains("\u{1B}[48;2;255;255;255m   1"))
    }

    static func withoutEscapes(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if character == "\u{1B}" { escaping = true } else if escaping { escaping = character != "m" } else { result.append(character) }
        }
        return result
    }
}
