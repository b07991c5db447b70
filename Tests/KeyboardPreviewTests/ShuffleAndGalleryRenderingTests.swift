import KeyboardCompiler
@testable import KeyboardPreview
import KeyboardRuntime
import Testing

@Suite struct ShuffleAndGalleryRenderingTests {
    @Test func splitMix64KnownValues() {
        var generator = SeededRandomNumberGenerator(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func sameSeedSamePictureDifferentSeedsDifferentArrangements() {
        let pad = RenderingFixtures.standard("decimal-pad")
        func picture(_ seed: UInt64) -> String {
            var generator = SeededRandomNumberGenerator(seed: seed)
            return SVGRenderer().render(pad.shuffled(using: &generator))
        }
        #expect(picture(7) == picture(7))
        let arrangements = Set((1...8).map { RenderingFixtures.keyLabels(in: picture($0)) })
        #expect(arrangements.count == 8, "eight seeds give eight arrangements of ten digits")
        for labels in arrangements {
            #expect(labels[9] == "." && labels[11] == "⌫", "pinned and function keys stay")
            #expect(Set(labels[0..<9] + [labels[10]]) == Set((0...9).map(String.init)))
        }
        #expect(RenderingFixtures.keyFaces(in: picture(1)) == RenderingFixtures.keyFaces(in: picture(2)), "geometry does not change")
    }

    @Test func galleryHasEveryKeyboardInEveryConfiguration() {
        let layouts = RenderingFixtures.standard
        let html = HTMLGalleryRenderer().render(layouts)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.hasSuffix("</html>\n"))
        #expect(layouts.count == 7)
        for layout in layouts {
            #expect(html.contains("<section id=\"keyboard-\(layout.id)\" data-keyboard=\"\(layout.id)\">"))
            #expect(html.contains("<code>\(layout.id)</code>"))
            #expect(html.contains("<a href=\"#keyboard-\(layout.id)\">"))
            if let title = layout.title { #expect(html.contains("<h2>\(title) <code>")) }
        }
        #expect(html.components(separatedBy: "<svg ").count - 1 == layouts.count * 4)
        for caption in ["phone · portrait · 375 pt", "phone · landscape · 812 pt", "pad · portrait · 820 pt", "pad · landscape · 1180 pt"] {
            #expect(html.contains("<figcaption>\(caption)</figcaption>"))
        }
        #expect(!html.contains("<script"))
        #expect(!html.contains("<link"))
        #expect(html == HTMLGalleryRenderer().render(layouts))
    }

    @Test func galleryEscapesEverything() {
        let html = HTMLGalleryRenderer(pageTitle: "<i>Gallery</i>").render([RenderingFixtures.hostile])
        #expect(!html.contains("<script"))
        #expect(!html.contains("<i>"))
        #expect(html.contains("&lt;i&gt;Gallery&lt;/i&gt;"))
        #expect(html.contains("<section id=\"keyboard-x___script_alert_1___script_\""))
        #expect(HTMLGalleryRenderer.anchor("decimal-pad") == "keyboard-decimal-pad")
    }
}
