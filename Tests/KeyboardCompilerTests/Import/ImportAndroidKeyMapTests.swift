import Foundation
import KeyboardCompiler
import KeyboardImport
import KeyboardRuntime
import Testing

/// CLDR's Android layouts (the LDML format before 3.0) become pages that type and look as the source
/// does: a shift text that the page's locale would not give stays said, and a right-to-left page is
/// drawn with its keys where Android draws them.
@Suite struct ImportAndroidKeyMapTests {
    /// A letters keyMap of `locale` with `i` and `ı`, and its shift map typing `shiftedI` on the `i` key.
    private func keyboard(locale: String, shiftedI: String) -> String {
        """
        <keyboard locale="\(locale)-t-k0-android">
          <keyMap><map iso="D01" to="i"/><map iso="D02" to="ı"/><map iso="D03" to="e"/></keyMap>
          <keyMap modifiers="shift caps"><map iso="D01" to="\(shiftedI)"/><map iso="D02" to="I"/><map iso="D03" to="E"/></keyMap>
        </keyboard>
        """
    }

    /// What shift types on the key typing `text` of the compiled page `id`.
    private func shifted(_ text: String, on id: String, in conversion: LayoutImporter.Conversion) throws -> String? {
        let page = try #require(conversion.result.keyboards.first { $0.layout.id == id }, "\(conversion.result.diagnostics.map(\.message))")
        let key = try #require(page.layout.rows.flatMap(\.keys).first { $0.action == .insert(text) })
        return key.shiftedText
    }

    @Test func aShiftThatTheLocaleWouldNotGiveStaysSaid() throws {
        // An `i` whose shift map types `I` in a language that capitalises `i` as `İ`: said, or it would compile to `İ`.
        let dotless = try ImportFixture.convert(keyboard(locale: "az", shiftedI: "I"), named: "az-t-k0-android.xml")
        let page = try #require(dotless.files.first { $0.name == "az-t-k0-android.yaml" })
        #expect(page.contents.contains("[{action: shift, width: 1.5}, {key: i, shift: I}, ı, e, {action: delete, width: 1.5}]"), "\(page.contents)")
        #expect(try shifted("i", on: "az-t-k0-android", in: dotless) == "I")
        // Turkish as CLDR has it: `İ` is what the locale gives, so it goes unsaid, and `ı` shifts to `I` by itself.
        let turkish = try ImportFixture.convert(keyboard(locale: "tr", shiftedI: "İ"), named: "tr-t-k0-android.xml")
        let written = try #require(turkish.files.first { $0.name == "tr-t-k0-android.yaml" })
        #expect(written.contents.contains("[{action: shift, width: 1.5}, i, ı, e, {action: delete, width: 1.5}]"), "\(written.contents)")
        #expect(try shifted("i", on: "tr-t-k0-android", in: turkish) == "İ")
        #expect(try shifted("ı", on: "tr-t-k0-android", in: turkish) == "I")
        // Elsewhere `I` is the default and `İ` is said.
        let english = try ImportFixture.convert(keyboard(locale: "en", shiftedI: "İ"), named: "en-t-k0-android.xml")
        #expect(try shifted("i", on: "en-t-k0-android", in: english) == "İ")
    }

    @Test func aRightToLeftPageIsDrawnAsAndroidDrawsIt() throws {
        let conversion = LayoutImporter().convert(
            paths: [TestPaths.testsFolder + "/ImportFixtures/Examples/fa-t-k0-android.xml"], outputFolder: try TestPaths.makeTemporaryFolder())
        let page = try #require(conversion.result.keyboards.first { $0.layout.id == "fa-t-k0-android" }).layout
        #expect(page.direction == .rightToLeft)
        let rects = page.keyRects(forWidth: 375, metrics: KeyboardMetrics(device: .phone, orientation: .portrait, scale: 3))
        func leftmost(_ row: Int) -> Key { page.rows[row].keys[rects[row].indices.min { rects[row][$0].x < rects[row][$1].x }!] }
        func rightmost(_ row: Int) -> Key { page.rows[row].keys[rects[row].indices.max { rects[row][$0].x < rects[row][$1].x }!] }
        // D01 (the Q key) at the left of the top row, D11 at its right; delete at the right of row B;
        // the switch to the symbols at the left of the space bar's row, return at its right.
        #expect(leftmost(0).action == .insert("ض") && rightmost(0).action == .insert("ج"))
        #expect(leftmost(1).action == .insert("ش") && rightmost(2).action == .delete)
        #expect(leftmost(3).action == .switchKeyboard(to: "fa-t-k0-android-symbols") && rightmost(3).action == .returnKey)
    }
}

/// Android's tablet layouts get their function keys where Android's tablets have them, and rows of
/// even width.
@Suite struct ImportAndroidTabletTests {
    /// A keyboard with three rows of letters and a space bar, named `en-t-k0-android` and `suffix`.
    private func keyboard(_ suffix: String) -> String {
        """
        <keyboard locale="en-t-k0-android\(suffix)">
          <keyMap>
            <map iso="D01" to="q"/><map iso="D02" to="w"/><map iso="D03" to="e"/>
            <map iso="C01" to="a"/><map iso="C02" to="s"/><map iso="C03" to="d"/>
            <map iso="B01" to="z"/><map iso="B02" to="x"/><map iso="B03" to="c"/><map iso="B04" to="!"/>
            <map iso="A03" to=" "/>
          </keyMap>
          <keyMap modifiers="shift caps"><map iso="D01" to="Q"/></keyMap>
        </keyboard>
        """
    }

    private func converted(_ suffix: String) throws -> (page: String, diagnostics: [Diagnostic]) {
        let conversion = try ImportFixture.convert(keyboard(suffix), named: "keyboard.xml")
        let page = try #require(conversion.files.first, "\(conversion.result.diagnostics.map(\.message))")
        return (page.contents, conversion.result.diagnostics)
    }

    @Test(arguments: ["-600dpi", "-768dpi", "-tab600dp"])
    func aTabletHasDeleteOnTopReturnAboveAndShiftAtBothEnds(_ screen: String) throws {
        let (page, diagnostics) = try converted(screen)
        #expect(page.hasSuffix("""
            rows:
              - [q, w, e, {action: delete, width: fill}]
              - [a, s, d, {action: return, width: fill}]
              - [{action: shift, width: 1.5}, z, x, c, "!", {action: shift, width: 1.5}]
              - [{action: space, width: fill}]

            """), "\(page)")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    @Test func aPhoneHasThemAroundRowBAndTheSpaceBar() throws {
        let (page, _) = try converted("")
        #expect(page.hasSuffix("""
            rows:
              - q w e
              - a s d
              - [{action: shift, width: 1.5}, z, x, c, "!", {action: delete, width: 1.5}]
              - [{action: space, width: fill}, {action: return, width: 1.5}]

            """), "\(page)")
    }
}
