#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyboardPlayground
@testable import KeyboardPreview
import KeyboardRuntime
import Testing

@Suite struct PlaygroundPageTests {
    @Test func pageIsDeterministicAndSelfContained() {
        let layouts = RenderingFixtures.standard
        let html = PlaygroundPage().render(layouts)
        #expect(html == PlaygroundPage().render(layouts))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("default-src 'none'"))
        // Nothing is loaded from anywhere: no URLs in src or href attributes.
        #expect(!html.contains("src=") && !html.contains("href="))
        #expect(html.contains("const DEFAULT_SEED = null;"))
        #expect(PlaygroundPage(seed: 42).render(layouts).contains("const DEFAULT_SEED = \"42\";"))
    }

    @Test func hostileLayoutsCannotReachTheMarkup() throws {
        let html = PlaygroundPage().render([RenderingFixtures.hostile])
        // One script element, closed once: no layout text can end it early.
        #expect(html.lowercased().components(separatedBy: "</script").count == 2)
        #expect(!html.contains("alert("))
        // The layouts travel as base64 of their wire encoding, and decode to the same layouts.
        let line = try #require(html.split(separator: "\n").first { $0.hasPrefix("const LAYOUTS = ") })
        let encoded = line.dropFirst("const LAYOUTS = \"".count).dropLast(2)
        let bytes = try #require(Data(base64Encoded: String(encoded)))
        #expect(try LayoutWire.decode([UInt8](bytes)) == [RenderingFixtures.hostile])
    }

    @Test func themesTheMenuOffersTravelAsBase64() throws {
        var hostile = KeyboardTheme.highContrast.styles(.light)
        hostile.background = ThemeColor(rgba: 0x0102_03FF)
        let theme = KeyboardTheme(
            id: "</script><script>alert(1)</script>", light: hostile, dark: hostile, highContrast: hostile, overrides: [],
            keyPreview: false, pressedHighlight: .subtle, keySpacing: KeySpacing(keys: 1, rows: 1))
        let html = PlaygroundPage().render(RenderingFixtures.standard, themes: [theme, .standard])
        #expect(html.lowercased().components(separatedBy: "</script").count == 2)
        #expect(!html.contains("alert("))
        let line = try #require(html.split(separator: "\n").first { $0.hasPrefix("const THEMES = ") })
        let encoded = line.dropFirst("const THEMES = \"".count).dropLast(2)
        let bytes = try #require(Data(base64Encoded: String(encoded)))
        #expect(try LayoutWire.decodeThemes([UInt8](bytes)) == [theme, .standard])
        #expect(html.contains(#"<select id="theme"><option value="-1">Each keyboard's own</option></select>"#))
    }

    @Test func embeddedModuleIsWebAssemblyOfTheRecordedSize() throws {
        let bytes = try #require(Data(base64Encoded: PlaygroundPage.moduleBase64()))
        #expect(bytes.count == PlaygroundPage.moduleByteCount)
        #expect(Array(bytes.prefix(8)) == [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00])
    }

    @Test func base64MatchesFoundation() {
        for length in 0..<10 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 250) }
            #expect(Base64.encode(bytes) == Data(bytes).base64EncodedString())
        }
    }
}
