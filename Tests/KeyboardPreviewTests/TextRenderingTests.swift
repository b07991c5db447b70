import KeyboardCompiler
@testable import KeyboardPreview
import KeyboardRuntime
import Testing

@Suite struct TextRenderingTests {
    @Test func decimalPadPicture() {
        let picture = TextRenderer().render(RenderingFixtures.standard("decimal-pad"))
        #expect(picture == """
        ┌───────────────────────┐
        │      Number pad  Done │
        ├───────┬───────┬───────┤
        │   1   │   2   │   3   │
        ├───────┼───────┼───────┤
        │   4   │   5   │   6   │
        ├───────┼───────┼───────┤
        │   7   │   8   │   9   │
        ├───────┼───────┼───────┤
        │   .   │   0   │   ⌫   │
        └───────┴───────┴───────┘

        """)
    }

    @Test func lettersPicture() {
        let picture = TextRenderer().render(RenderingFixtures.standard("letters"))
        #expect(picture.split(separator: "\n").first == "┌───┬───┬───┬───┬───┬───┬───┬───┬───┬───┐")
        #expect(picture.contains("│  ⇧  │ z │ x │ c │ v │ b │ n │ m │  ⌫  │"))
        #expect(picture.contains("│ .?123 │         space         │   ⏎   │"))
    }

    @Test func everyLineHasTheSameDisplayWidth() {
        let layouts = RenderingFixtures.standard + [RenderingFixtures.hostile]
        for layout in layouts {
            for shift in RenderOptions.ShiftAppearance.allCases {
                let lines = TextRenderer(shift: shift).render(layout).split(separator: "\n")
                let widths = Set(lines.map(RenderingFixtures.columns))
                #expect(widths.count == 1, "\(layout.id): line widths \(widths)")
                #expect(lines.count == 2 * (layout.rows.count + (layout.title == nil ? 0 : 1)) + 1)
            }
        }
    }

    @Test func wideCharactersAreAligned() {
        let picture = TextRenderer().render(RenderingFixtures.standard("full-width-symbols"))
        let lines = picture.split(separator: "\n")
        #expect(lines.contains { $0.contains("│ ： │ ； │ （ │ ） │") })
        // Each box edge of the first two rows is in the same column.
        func edges(_ line: Substring) -> [Int] {
            var column = 0
            var found: [Int] = []
            for character in line {
                if "│┌┬┐├┼┤└┴┘".contains(character) { found.append(column) }
                column += RenderingFixtures.columns(Substring(String(character)))
            }
            return found
        }
        #expect(edges(lines[1]) == edges(lines[3]))
        #expect(edges(lines[0]) == edges(lines[1]))
    }

    /// The boxes have no room for a flick key's texts: they are listed under the picture, in reading order,
    /// with control characters made visible.
    @Test func flickTextsAreListedUnderThePicture() {
        var flicking = Key(action: .insert("あ"), label: "あ")
        flicking.flick = FlickTexts(left: "い", up: "う", right: "え", down: "お")
        var partial = Key(action: .insert("か"), label: "か")
        partial.flick = FlickTexts(up: "く", down: "\u{1B}")
        let layout = KeyboardLayout(id: "kana", rows: [KeyRow(keys: [flicking, Key(action: .insert("さ"), label: "さ"), partial])])
        let lines = TextRenderer().render(layout).split(separator: "\n")
        #expect(lines.suffix(2) == ["あ  ←い ↑う →え ↓お", "か  ↑く ↓␛"])
        #expect(!TextRenderer().render(RenderingFixtures.standard("letters")).contains("←"))
    }

    @Test func controlCharactersNeverReachTheTerminal() {
        let picture = TextRenderer().render(RenderingFixtures.hostile)
        #expect(!picture.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
        #expect(!picture.unicodeScalars.contains { $0.properties.generalCategory == .format })
        #expect(picture.contains("␀␛[31m"))
        #expect(TextRenderer.displayWidth("中，a🌐") == 7)
    }

    @Test func toolbarItemsSitAtTheirEndsAroundTheTitle() {
        let toolbar = KeyboardToolbar(title: "PIN", items: [
            KeyboardToolbarItem(action: .switchKeyboard(to: "letters"), label: "ABC", placement: .leading),
            KeyboardToolbarItem(action: .switchKeyboard(to: "symbols"), label: "#+=", placement: .leading),
            KeyboardToolbarItem(action: .dismiss, label: "Done", placement: .trailing),
        ])
        let pad = KeyboardLayout(id: "pad", toolbar: toolbar, rows: [KeyRow(keys: ["1", "2", "3"].map { RenderingFixtures.key($0) })])
        let bar = TextRenderer().render(pad).split(separator: "\n")[1]
        #expect(bar == "│ ABC #+=  PIN     Done │")
    }

    @Test func glyphSymbols() {
        let symbols = TextRenderer().render(RenderingFixtures.standard("symbols"))
        #expect(symbols.contains("🌐"))
        #expect(symbols.contains("#+="))
        #expect(TextRenderer(shift: .capsLock).render(RenderingFixtures.standard("letters")).contains("│  ⇪  │ Z │"))
    }
}
