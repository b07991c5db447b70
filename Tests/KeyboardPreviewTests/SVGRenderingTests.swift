import KeyboardCompiler
@testable import KeyboardPreview
import KeyboardRuntime
import Testing

@Suite struct SVGRenderingTests {
    /// The well-formedness check the SVG tests rely on is a real parser: it rejects broken documents.
    @Test func wellFormednessCheckRejectsBrokenXML() {
        #expect(RenderingFixtures.isWellFormedXML("<svg><g a=\"1\">&amp;</g></svg>"))
        for broken in ["<svg><g></svg>", "<svg a=\"1\" a=\"2\"/>", "<svg>&nbsp;</svg>", "<svg>a < b</svg>", "<svg/><svg/>", ""] {
            #expect(!RenderingFixtures.isWellFormedXML(broken), "accepted as well-formed: \(broken)")
        }
    }

    @Test func standaloneSVGWithViewBox() {
        let svg = SVGRenderer().render(RenderingFixtures.standard("decimal-pad"))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"290\" viewBox=\"0 0 375 290\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(RenderingFixtures.isWellFormedXML(svg))
        for forbidden in ["href", "<image", "<script", "url(", "@import", "<?xml-stylesheet"] {
            #expect(!svg.contains(forbidden), "standalone SVG must not contain \(forbidden)")
        }
        #expect(svg.contains("<text class=\"title\""))
        #expect(svg.contains(">Number pad</text>"))
        #expect(svg.contains(">Done</text>"))
        #expect(svg.contains("fill=\"rgb(209,213,217)\""))
    }

    @Test func noToolbarWithoutTitle() {
        let letters = RenderingFixtures.standard("letters")
        #expect(letters.title == nil)
        #expect(!SVGRenderer().render(letters).contains("class=\"toolbar\""))
    }

    @Test(arguments: RenderOptions.allStandard)
    func rectanglesAreTheRuntimeGeometry(_ options: RenderOptions) {
        for page in RenderingFixtures.standard {
            let svg = SVGRenderer(options: options).render(page)
            // The page as it is on the device: its variant's rows where one applies (the iPad letters).
            let layout = page.forDevice(options.metrics, width: options.width)
            let expected = layout.keyRects(forWidth: options.width, metrics: options.metrics, safeArea: options.safeArea).flatMap { $0 }
            let drawn = RenderingFixtures.keyFaces(in: svg)
            #expect(drawn.count == expected.count, "\(layout.id)")
            for (face, rect) in zip(drawn, expected) {
                #expect(abs(face.x - rect.x) <= 0.005 && abs(face.y - rect.y) <= 0.005, "\(layout.id): \(face) vs \(rect)")
                #expect(abs(face.width - rect.width) <= 0.01 && abs(face.height - rect.height) <= 0.01, "\(layout.id): \(face) vs \(rect)")
            }
            let height = KeyboardGeometry(layout: layout).viewHeight(forWidth: options.width, metrics: options.metrics, safeArea: options.safeArea)
            #expect(svg.contains("viewBox=\"0 0 \(RenderNumber.format(options.width)) \(RenderNumber.format(height))\""))
        }
    }

    @Test func colourStylesAndGlyphs() {
        let letters = SVGRenderer().render(RenderingFixtures.standard("letters"))
        #expect(letters.contains("<g class=\"key character\" data-row=\"0\" data-index=\"0\" data-action=\"insert\" data-label=\"q\">"))
        #expect(letters.contains("<g class=\"key function\" data-row=\"2\" data-index=\"0\" data-action=\"shift\""))
        #expect(letters.contains("<g class=\"key character\" data-row=\"3\" data-index=\"1\" data-action=\"space\""))
        for glyph in ["shift", "delete"] {
            #expect(letters.contains("<g class=\"glyph \(glyph)\""), "letters shows the \(glyph) glyph")
        }
        #expect(letters.contains(">.?123</text>"))
        #expect(letters.contains(">space</text>"))
        // iOS writes a word on the return key, in the page's language.
        #expect(letters.contains(">return</text>"))
        #expect(!letters.contains("<g class=\"glyph return\""))
        #expect(letters.contains("fill=\"rgb(173,178,188)\""))
        #expect(letters.contains("font-size=\"20\""))
        #expect(letters.contains("font-size=\"16\""))
        #expect(SVGRenderer().render(RenderingFixtures.standard("symbols")).contains("<g class=\"glyph globe\""))
    }

    @Test func shiftStatesAndCustomReturnLabels() {
        let letters = RenderingFixtures.standard("letters")
        let caps = SVGRenderer(options: RenderOptions(shift: .capsLock)).render(letters)
        #expect(caps.contains("<g class=\"glyph caps-lock\""))
        #expect(caps.contains(">Q</text>"))
        #expect(SVGRenderer(options: RenderOptions(shift: .on)).render(letters).contains("<g class=\"glyph shift-on\""))
        let pad = KeyboardLayout(id: "pin", rows: [
            KeyRow(keys: ["1", "2", "3"].map { RenderingFixtures.key($0) }),
            KeyRow(keys: [Key(action: .dismiss, label: "⌄"), RenderingFixtures.key("0"), Key(action: .returnKey, label: "Done")]),
        ])
        let svg = SVGRenderer().render(pad)
        #expect(svg.contains("<g class=\"glyph dismiss\""))
        #expect(svg.contains(">Done</text>"))
        #expect(KeyFace(key: Key(action: .returnKey, label: "return")) == .text("return"))
        #expect(KeyFace(key: Key(action: .returnKey, label: "⏎")) == .glyph(.returnKey))
        #expect(KeyFace(key: Key(action: .toggleCharacterWidth(to: "x"), label: "全")) == .glyph(.globe))
    }

    @Test func keyTitlesAreSpokenNamesInTheLayoutsLanguage() {
        let fullWidth = SVGRenderer().render(RenderingFixtures.standard("full-width-symbols"))
        #expect(fullWidth.contains("<title>删除</title>"))
        #expect(fullWidth.contains("<title>空格</title>"))
        #expect(fullWidth.contains(">换行</text>"))
        let letters = SVGRenderer().render(RenderingFixtures.standard("letters"))
        #expect(letters.contains("<title>delete</title>"))
        #expect(letters.contains("<title>.?123</title>"))
    }

    @Test func fullWidthPunctuationIsMovedToItsInk() {
        let svg = SVGRenderer(options: RenderOptions(scale: 0)).render(RenderingFixtures.standard("full-width-symbols"))
        func labelX(_ label: String) -> Double? {
            guard let line = svg.split(separator: "\n").first(where: { $0.hasSuffix(">\(label)</text>") }),
                  let range = line.range(of: " x=\"") else { return nil }
            return Double(line[range.upperBound...].prefix { $0 != "\"" })
        }
        func faceMidX(_ label: String) -> Double? {
            guard let group = svg.range(of: "data-label=\"\(label)\">") else { return nil }
            let rest = svg[group.upperBound...]
            guard let face = rest.range(of: "class=\"key-face\" x=\""),
                  let widthRange = rest.range(of: " width=\"", range: face.upperBound..<rest.endIndex),
                  let x = Double(rest[face.upperBound...].prefix { $0 != "\"" }),
                  let width = Double(rest[widthRange.upperBound...].prefix { $0 != "\"" }) else { return nil }
            return x + width / 2
        }
        for (label, direction) in [("（", -1.0), ("）", 1.0), ("。", 1.0), ("，", 1.0), ("5", 0.0)] {
            guard let x = labelX(label), let middle = faceMidX(label) else {
                Issue.record("no \(label)")
                continue
            }
            #expect(direction == 0 ? abs(x - middle) < 0.01 : (x - middle) * direction > 3, "\(label): label at \(x), key centre \(middle)")
        }
    }

    @Test func numberPadDigitsAreLarge() {
        let pad = SVGRenderer().render(RenderingFixtures.standard("decimal-pad"))
        #expect(pad.contains("font-size=\"28\""))
    }

    @Test func hostileLabelsAreEscaped() {
        let svg = SVGRenderer().render(RenderingFixtures.hostile)
        #expect(RenderingFixtures.isWellFormedXML(svg))
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<b>"))
        #expect(!svg.contains("]]>"))
        #expect(!svg.contains("<![CDATA["))
        #expect(svg.contains(">&lt;</text>"))
        #expect(svg.contains(">&amp;</text>"))
        #expect(svg.contains(">&quot;</text>"))
        #expect(svg.contains(">]]&gt;</text>"))
        #expect(svg.contains(">&amp;amp;</text>"))
        #expect(svg.contains("data-label=\"&#39;\""))
        #expect(svg.contains("␀␛[31m"))
        #expect(svg.contains("tab␉here"))
        #expect(svg.contains("x\u{FFFD}y"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!svg.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || $0.value == 0xFFFE })
    }

    @Test func longLabelsShrink() {
        let layout = KeyboardLayout(id: "long", rows: [KeyRow(keys: [RenderingFixtures.key("a", label: "a very long label"), RenderingFixtures.key("b")])])
        let svg = SVGRenderer().render(layout)
        #expect(svg.contains("font-size=\"20\""))
        #expect(svg.contains { _ in true })
        let sizes = svg.split(separator: "\n").filter { $0.contains("class=\"label\"") }
        #expect(sizes.count == 2)
        #expect(!sizes[0].contains("font-size=\"20\""), "the long label is drawn smaller")
    }

    @Test func outputIsDeterministic() {
        for layout in RenderingFixtures.standard {
            #expect(SVGRenderer().render(layout) == SVGRenderer().render(layout))
        }
    }

    @Test(arguments: [
        (3.2, "3.2"), (118.6, "118.6"), (375, "375"), (12.25, "12.25"), (0.004, "0"), (-0.001, "0"), (-2.5, "-2.5"),
        (1.0 / 3.0, "0.33"), (2.0 / 3.0, "0.67"), (0.05, "0.05"), (.nan, "0"), (.infinity, "0"),
    ])
    func numbersHaveAtMostTwoDecimals(_ value: Double, _ text: String) {
        #expect(RenderNumber.format(value) == text)
    }
}
