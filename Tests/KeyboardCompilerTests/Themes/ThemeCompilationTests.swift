import KeyboardCompiler
import KeyboardRuntime
import Testing

/// Which theme each keyboard gets: its own, its base's through `extends`, the target's default, or none.
@Suite struct ThemeCompilationTests {
    private let bank = LayoutSource(path: "bank.yaml", text: """
    theme: bank
    palette: {navy: "#0B2A5B"}
    light:
      keys:
        finishingReturn: {fill: navy, label: "#FFFFFF"}
    """)
    private let pad = LayoutSource(path: "pad.yaml", text: "keyboard: pad\ntheme: bank\nrows:\n  - 1 2 3\n")
    private let derived = LayoutSource(path: "derived.yaml", text: "keyboard: derived\nextends: pad\npressedHighlight: none\n")
    private let plain = LayoutSource(path: "plain.yaml", text: "keyboard: plain\nrows:\n  - 1 2 3\n")

    @Test func keyboardsGetTheThemeTheyNameOrInherit() {
        let result = LayoutCompiler().compile([bank, pad, derived, plain])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let themes = Dictionary(uniqueKeysWithValues: result.keyboards.map { ($0.layout.id, $0.layout.theme) })
        #expect(themes["pad"]??.id == "bank")
        #expect(themes["pad"]??.styles(.light)[.finishingReturn].fill == ThemeColor(rgba: 0x0B2A_5BFF))
        #expect(themes["derived"]??.id == "bank")
        #expect(themes["derived"]??.pressedHighlight == PressedHighlight.none)
        #expect(themes["plain"] == .some(nil))
        #expect(result.themes.map(\.theme.id) == ["bank"])
    }

    @Test func theTargetsDefaultThemeAppliesToKeyboardsThatNameNone() {
        var compiler = LayoutCompiler()
        compiler.defaultTheme = ThemeReference(id: "high-contrast", location: nil)
        let result = compiler.compile([bank, pad, plain])
        let themes = Dictionary(uniqueKeysWithValues: result.keyboards.map { ($0.layout.id, $0.layout.theme?.id) })
        #expect(themes == ["pad": "bank", "plain": "high-contrast"])
    }

    @Test func generatedLayoutsNameTheirThemeAndLayoutsWithoutOneAreUnchanged() {
        let result = LayoutCompiler().compile([bank, pad, plain])
        let (files, diagnostics) = SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter())
        #expect(diagnostics.isEmpty)
        let sources = Dictionary(uniqueKeysWithValues: files.map { ($0.name, String(decoding: $0.bytes, as: UTF8.self)) })
        #expect(sources["pad.swift"]?.contains("layout.theme = KeyboardTheme.bank.withSecureSwitches(keyPreview: false, pressedHighlight: .subtle)") == true)
        #expect(sources["plain.swift"]?.contains("theme") == false)
        #expect(sources["bank.swift"]?.contains("static let bank: KeyboardTheme = _makeBank()") == true)
    }

    /// Contrast is checked once per kind of key and theme, but a page that shows presses its theme hides
    /// (`pressedHighlight` written on the keyboard) is checked with its own: its pressed colours are found.
    @Test func aPageThatShowsPressesHasItsPressedColoursCheckedAfterPagesThatDoNot() {
        let faint = LayoutSource(path: "faint.yaml", text: """
        theme: faint
        pressedHighlight: none
        light:
          keys:
            character: {fill: "#FFFFFF", label: "#000000", pressed: {fill: "#FFFFFF", label: "#EEEEEE"}}
        """)
        let calm = LayoutSource(path: "calm.yaml", text: "keyboard: calm\ntheme: faint\nrows:\n  - 1 2 3\n")
        let pressing = LayoutSource(path: "pressing.yaml", text: "keyboard: pressing\ntheme: faint\npressedHighlight: standard\nrows:\n  - 4 5 6\n")
        let calmOnly = LayoutCompiler().compile([faint, calm])
        #expect(!calmOnly.diagnostics.contains { $0.code == .lowContrastText })
        let both = LayoutCompiler().compile([faint, calm, pressing])
        let findings = both.diagnostics.filter { $0.code == .lowContrastText }
        #expect(findings.count == 1)
        #expect(findings.first?.notes.first?.message.contains("a pressed character key in light mode") == true, "\(findings)")
    }
}
