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

    /// With the standard keyboards and a target theme that shows key previews, a pad extended from the
    /// standard `decimal-pad` that opts in is quiet, and so are the standard pads it extends: the target
    /// never shows them, so they are not checked in its theme (nor counted as matched by an override).
    @Test func standardPagesTheTargetDoesNotShowAreNotCheckedInItsTheme() {
        let loud = LayoutSource(path: "loud.yaml", text: """
        theme: loud
        keyPreview: true
        overrides:
          - page: id-card-pad
            light: {fill: "#FFFFFF"}
        """)
        let pin = LayoutSource(path: "pin.yaml", text: "keyboard: pin\nextends: decimal-pad\nkeyPreview: true\n")
        var compiler = LayoutCompiler()
        compiler.importsStandardLayouts = true
        compiler.defaultTheme = ThemeReference(id: "loud", location: nil)
        let result = compiler.compile([loud, pin])
        #expect(!result.diagnostics.contains { $0.code == .pressFeedbackOnShuffledPage }, "\(result.diagnostics)")
        let unmatched = result.diagnostics.filter { $0.code == .selectorMatchesNothing }
        #expect(unmatched.map { $0.location?.file } == ["loud.yaml"], "\(result.diagnostics)")
    }

    /// A theme that colours `return` as its accent and leaves `finishingReturn` to inherit it: KBC0709
    /// says which key the finishing one looks like, the return key that does not finish, not "other keys".
    @Test func anIndistinctFinishingReturnNamesTheKeyItLooksLike() {
        let accent = LayoutSource(path: "accent.yaml", text: """
        theme: accent
        light:
          keys:
            return: {fill: "#7A0019", label: "#FFFFFF"}
        """)
        let pad = LayoutSource(path: "pad.yaml", text: "keyboard: pad\ntheme: accent\nrows:\n  - 1 2 3\n  - [{action: return}]\n")
        let findings = LayoutCompiler().compile([accent, pad]).diagnostics.filter { $0.code == .indistinctFinishingReturn }
        // Dark takes what it leaves out from light.
        #expect(findings.map(\.message) == ["light mode", "dark mode"].map {
            "in \($0), the finishing return key's fill #7A0019 looks like the return key's when it does not finish (#7A0019)"
        })
    }

    /// A theme whose base does not exist is reported there, once: the keyboards drawn with it are not
    /// checked against what is left of it (white keys on white, every finishing return indistinct).
    @Test func aThemeWithAnUnknownBaseIsReportedAndNotCheckedFurther() {
        let orphan = LayoutSource(path: "orphan.yaml", text: "theme: orphan\nextends: bank-bleu\n")
        let pad = LayoutSource(path: "pad.yaml", text: "keyboard: pad\ntheme: orphan\nrows:\n  - 1 2 3\n  - [{action: shift}, {action: return}]\n")
        let result = LayoutCompiler().compile([orphan, pad])
        #expect(result.diagnostics.map(\.code) == [.unknownTheme], "\(result.diagnostics)")
    }

    /// A theme that extends another writes only what differs: the base's palette and styles fill the
    /// rest. As the manual says, `dark` takes what it leaves out from its own `light` and the other way
    /// round, then from the base; `highContrast` takes what it leaves out from the base's only.
    @Test func aThemeExtendsAnotherAndItsAppearancesFallBackInOrder() throws {
        let corporate = LayoutSource(path: "corporate.yaml", text: """
        theme: corporate
        palette: {navy: "#0B2A5B", gold: "#F2B705"}
        light:
          keys:
            character: {fill: navy, label: "#FFFFFF"}
        dark:
          background: "#000000"
        highContrast:
          keys:
            character: {fill: "#000000", label: "#FFFF00"}
        """)
        let retail = LayoutSource(path: "retail.yaml", text: """
        theme: retail
        extends: corporate
        light:
          keys:
            function: {fill: gold, label: navy}
        dark:
          keys:
            character: {label: "#EEEEEE"}
        """)
        let pad = LayoutSource(path: "pad.yaml", text: "keyboard: pad\ntheme: retail\nrows:\n  - 1 2 3\n")
        let result = LayoutCompiler().compile([corporate, retail, pad])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let theme = try #require(result.layouts.first?.theme)
        let (navy, gold) = (ThemeColor(rgba: 0x0B2A_5BFF), ThemeColor(rgba: 0xF2B7_05FF))
        let light = theme.styles(.light), dark = theme.styles(.dark), highContrast = theme.styles(.highContrast)
        #expect(light[.character].fill == navy)                                        // the base's
        #expect(light[.character].label == ThemeColor(rgba: 0xEEEE_EEFF))            // its own dark's, before the base's
        #expect(light[.function].fill == gold && light[.function].label == navy)      // its own, with the base's palette
        #expect(dark.background == ThemeColor(rgba: 0x0000_00FF))                      // the base's dark
        #expect(dark[.character].label == ThemeColor(rgba: 0xEEEE_EEFF))             // its own dark
        #expect(dark[.character].fill == navy)                                         // the base's, through light
        #expect(dark[.function].fill == gold)                                          // its own light
        #expect(highContrast[.character].label == ThemeColor(rgba: 0xFFFF_00FF))     // the base's high contrast
        #expect(highContrast[.function].fill != gold)                                  // not its own light
    }
}
