import Foundation
import Testing

/// `kbc render --theme ID --appearance …`: the bank example (Examples/Layouts/bank), whose keyboards extend
/// the standard ones and take the theme its kbc-config.yaml names, drawn by the built binary.
@Suite struct RenderThemeTests {
    static let bank = "Examples/Layouts/bank"
    static let config = ["--config", bank + "/kbc-config.yaml"]

    /// The example validates without a warning and its tests pass: ABC on the standard symbols page returns to
    /// the bank's letters, which replace the standard ones (without `replaces`, it returned to the standard
    /// letters and left the bank's title and toolbar behind: KBC0239).
    @Test func theBankExampleValidatesCleanAndReturnsToItsLetters() throws {
        let run = try Kbc.run(["test", Self.bank])
        #expect(run.status == 0, "\(run.standardError)\(run.standardOutput)")
        #expect(run.standardOutput.contains("0 errors, 0 warnings") && run.standardOutput.contains("Ran 2 tests of 2 keyboards: 0 failed."), "\(run.standardOutput)")
    }

    @Test func aKeyboardIsDrawnInItsOwnThemeByDefault() throws {
        let run = try Kbc.run(["render", Self.bank + "/bank-letters.yaml"] + Self.config)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("data-theme=\"bank-blue\" data-appearance=\"light\""))
        #expect(run.standardOutput.contains("fill=\"rgb(220,227,238)\""), "the theme's light background")
    }

    @Test func themeAndAppearanceReplaceIt() throws {
        let run = try Kbc.run(["render", Self.bank + "/bank-pin.yaml", "--theme", "high-contrast", "--appearance", "dark"] + Self.config)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("data-theme=\"high-contrast\" data-appearance=\"dark\""))
        #expect(!run.standardOutput.contains("rgb(220,227,238)"))
    }

    /// A usage mistake (exit 2) naming the option, with the closest id and every theme the inputs hold.
    @Test func anUnknownThemeIsAUsageMistakeThatNamesTheThemes() throws {
        let run = try Kbc.run(["render", Self.bank + "/bank-pin.yaml", "--theme", "bank-blu"] + Self.config)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("""
            Error: --theme: no theme has the id 'bank-blu'. Did you mean 'bank-blue'? The themes are 'bank-blue', \
            'default', 'high-contrast'; a theme file starts with 'theme: ID' and is compiled with the layouts \
            (one of the target's files, or among the paths named to kbc).
            Usage: kbc render
            """), "\(run.standardError)")
        #expect(run.standardError.contains("See 'kbc render --help' for more information."))
        let html = try Kbc.run(["render", Self.bank, "--theme", "nope", "-o", "/tmp/never-written.html"] + Self.config)
        #expect(html.status == 2)
        #expect(html.standardError.contains("--theme: no theme has the id 'nope'."))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.html"))
    }

    /// A theme file with errors is not among the themes: its errors are reported, not a usage mistake.
    @Test func aBrokenThemeFileIsReportedBeforeTheOption() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "pad.yaml": RenderCommandTests.pad, "brand.yaml": "theme: brand\npalette:\n  accent: blue\n",
        ])
        let run = try Kbc.run(["render", folder + "/pad.yaml", "--theme", "brand", "--no-config"])
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("brand.yaml:3:11: error:"), "\(run.standardError)")
        #expect(!run.standardError.contains("--theme:"))
    }

    @Test func anUnknownAppearanceIsAUsageMistakeThatNamesTheAppearances() throws {
        let run = try Kbc.run(["render", "Layouts/letters.yaml", "--appearance", "darc"])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("'darc' is invalid for '--appearance <appearance>'. Please provide one of 'light', 'dark' or 'high-contrast'."))
    }

    @Test func onePictureHasOneAppearance() throws {
        let run = try Kbc.run(["render", "Layouts/letters.yaml", "--appearance", "light", "--appearance", "dark"])
        #expect(run.status != 0)
        #expect(run.standardError.contains("--format svg draws one appearance"))
    }

    @Test func theGalleryShowsEachAppearanceSideBySide() throws {
        let run = try Kbc.run(["render", Self.bank, "--appearance", "light", "--appearance", "dark", "--device", "pad"] + Self.config)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.components(separatedBy: "<figure data-appearance=\"light\">").count == 7, "3 keyboards × 2 orientations")
        #expect(run.standardOutput.components(separatedBy: "<figure data-appearance=\"dark\">").count == 7)
        #expect(run.standardOutput.contains("pad · portrait · 820 pt · dark"))
    }

    @Test func theTextPictureIsPaintedWhenColourIsAskedFor() throws {
        let painted = try Kbc.run(["render", Self.bank + "/bank-pin.yaml", "--format", "text", "--color", "always"] + Self.config)
        #expect(painted.status == 0, "\(painted.standardError)")
        #expect(painted.standardOutput.contains("\u{1B}[38;2;11;42;91m\u{1B}[48;2;255;255;255m   1   \u{1B}[0m"))
        let plain = try Kbc.run(["render", Self.bank + "/bank-pin.yaml", "--format", "text"] + Self.config)
        #expect(!plain.standardOutput.contains("\u{1B}"), "not a terminal: no escapes")
    }
}
