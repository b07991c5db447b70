import Foundation
import Testing

/// What the commands say about theme files, run through the built binary: every command that compiles
/// agrees on a theme the build would get wrong.
@Suite struct ThemeCommandTests {
    static let pad = "keyboard: pad\ntheme: high-contrast\nrows:\n  - 1 2 3\n"
    /// A theme whose Swift name, `highContrast`, is the built-in high-contrast theme's: in the app's module it
    /// would replace the theme `pad` asks for, while previews drew the built-in one.
    static let red = "theme: highContrast\nlight: {keys: {all: {fill: \"#FF0000\", label: \"#FFFFFF\"}}}\n"

    @Test func aThemeNamedLikeABuiltInOneIsAnErrorForEveryCommand() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": Self.pad, "red.yaml": Self.red])
        let expected = "red.yaml:1:8: error: theme id 'highContrast' becomes the Swift name 'highContrast' of the built-in theme 'high-contrast'"
        for arguments in [["validate", folder], ["generate", folder, "-o", folder + "/out"], ["render", folder + "/pad.yaml", "--format", "text"]] {
            let run = try Kbc.run(arguments + ["--no-config"])
            #expect(run.status == 1, "\(arguments[0]): \(run.standardError)")
            #expect(run.standardError.contains(expected) && run.standardError.contains("[KBC0202]"), "\(arguments[0]): \(run.standardError)")
            #expect(!run.standardOutput.contains("│"), "\(arguments[0]) drew nothing")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"), "nothing generated")
    }

    @Test func twoThemesWithOneSwiftNameAreAnError() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "pad.yaml": "keyboard: pad\ntheme: bank-blue\nrows:\n  - 1 2 3\n", "a.yaml": "theme: bank-blue\n", "b.yaml": "theme: bankBlue\n",
        ])
        let run = try Kbc.run(["generate", folder, "-o", folder + "/out", "--no-config"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("b.yaml:1:8: error: theme ids 'bankBlue' and 'bank-blue' both become the Swift name 'bankBlue' [KBC0202]"),
                "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }
}
