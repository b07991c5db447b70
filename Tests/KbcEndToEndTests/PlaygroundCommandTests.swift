import Foundation
import Testing

@Suite struct PlaygroundCommandTests {
    /// The closing line counts the pages the Keyboard menu lists beside the keyboards: the bank's 3 keyboards
    /// lead to 4 standard pages (it said "a playground of 3 keyboards" while the menu had 7 pages).
    @Test func theSummaryCountsThePagesTheKeyboardsLeadTo() throws {
        let output = try Kbc.temporaryFolder(texts: [:]) + "/out/"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = try Kbc.run(["playground", "Examples/Layouts/bank", "-o", output])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "Wrote a playground of 3 keyboards, with the 4 standard pages they lead to, to \(output)playground.html.\n")
    }

    @Test func writesThePageIntoTheOutputFolder() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": RenderCommandTests.pad])
        let output = folder + "/out/"
        let run = try Kbc.run(["playground", folder, "-o", output, "--seed", "42"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "Wrote a playground of pad to \(output)playground.html.\n")
        let html = try String(contentsOfFile: output + "playground.html", encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("const DEFAULT_SEED = \"42\";"))
    }

    @Test func errorsAreReportedAndNothingIsWritten() throws {
        let folder = try Kbc.temporaryFolder(texts: ["bad.yaml": RenderCommandTests.bad])
        let run = try Kbc.run(["playground", folder, "-o", folder + "/out", "--color", "never"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("error:"))
        // The closing lines `generate`, `flatten` and `import` print when errors stop them.
        #expect(run.standardOutput == "Validated 1 keyboard in 1 file: 1 error, 0 warnings.\nNothing was written.\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }

    /// A page kbc did not write is left alone, and the report says that nothing was written.
    @Test func aRefusedWriteSaysNothingWasWritten() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": RenderCommandTests.pad, "out/playground.html": "mine"])
        let run = try Kbc.run(["playground", folder, "-o", folder + "/out", "--color", "never", "--no-config"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("[KBC0406]"))
        #expect(run.standardOutput == "Validated 1 keyboard in 1 file: 1 error, 0 warnings.\nNothing was written.\n")
        #expect(try String(contentsOfFile: folder + "/out/playground.html", encoding: .utf8) == "mine")
    }

    /// One file of a `kbc init` target is played as its target builds it: drawn in the theme of another file
    /// that the configuration names (issue 31: KBC0703), with the pages it leads to, another file's and the
    /// standard pages that one leads to, so that its switch keys lead somewhere; not with the target's other
    /// keyboards, nor stopped by a broken one.
    @Test func oneFileOfATargetIsPlayedWithThePagesItLeadsTo() throws {
        let app = try Kbc.initializedPackage()
        defer { try? FileManager.default.removeItem(atPath: app) }
        let target = app + "/Sources/SecureKeyboards"
        let configuration = try String(contentsOfFile: target + "/kbc-config.yaml", encoding: .utf8)
        try (configuration + "standardLayouts: true\n").write(toFile: target + "/kbc-config.yaml", atomically: true, encoding: .utf8)
        try "keyboard: code-pad\ntitle: Code\nrows:\n  - 1 2 3\n  - [{action: switch, to: cyrillic}, \"0\", {action: delete}]\n"
            .write(toFile: target + "/code-pad.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: target + "/Letters", withIntermediateDirectories: false)
        try "keyboard: cyrillic\ntitle: Cyrillic\nrows:\n  - ж ш щ\n  - [{action: switch, to: symbols}, {action: switch, to: code-pad}, {action: delete}]\n"
            .write(toFile: target + "/Letters/cyrillic.yaml", atomically: true, encoding: .utf8)
        try "keyboard: draft\nrows: [q, q]\n".write(toFile: target + "/draft.yaml", atomically: true, encoding: .utf8)
        for (folder, file) in [(target, "code-pad.yaml"), (app, "Sources/SecureKeyboards/code-pad.yaml")] {
            let run = try Kbc.run(in: folder, ["playground", file, "-o", app + "/out", "--seed", "1"])
            #expect(run.status == 0, "\(file): \(run.standardError)")
            // The other file's page and 5 standard pages: not all standard, so "pages".
            #expect(run.standardOutput.hasPrefix("Wrote a playground of code-pad, with the 6 pages it leads to, to "), "\(run.standardOutput)")
            let html = try String(contentsOfFile: app + "/out/playground.html", encoding: .utf8)
            let encoded = try #require(html.firstMatch(of: /const LAYOUTS = "([^"]*)";/)?.output.1)
            let pages = String(decoding: try #require(Data(base64Encoded: String(encoded))), as: UTF8.self)
            // The other file's page, the standard page it leads to (which alone leads to `more-symbols`),
            // and not the target's keyboard that no switch key reaches.
            #expect(pages.contains("ж") && pages.contains("more-symbols"), "\(pages)")
            #expect(!pages.contains("pin-pad"))
        }
    }

    @Test func helpHasADiscussionAndExamples() throws {
        let run = try Kbc.run(["playground", "--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("kbc playground Layouts -o out/"))
        #expect(run.standardOutput.contains("WebAssembly"))
    }

    /// The summary says what the command did, in every format: warnings on standard error, then the page written.
    @Test func theSummarySaysAPlaygroundWasWritten() throws {
        let folder = try Kbc.temporaryFolder(texts: ["warned.yaml": "keyboard: warned\ntitle: W\nrows:\n  - 1 2 3\n  - 4 5 6 7 8 9\n"])
        let text = try Kbc.run(["playground", folder, "-o", folder + "/out", "--no-config"])
        #expect(text.status == 0, "\(text.standardError)")
        #expect(text.standardError.contains("warning:"))
        #expect(text.standardOutput == "Wrote a playground of warned to \(folder)/out/playground.html.\n")
        let github = try Kbc.run(["playground", folder, "-o", folder + "/out", "--no-config", "--format", "github"])
        #expect(github.status == 0)
        #expect(github.standardOutput.hasPrefix("::warning file="))
        #expect(github.standardOutput.hasSuffix("\nWrote a playground of 1 keyboard in 1 file: 0 errors, 1 warning.\n"), "\(github.standardOutput)")
        let flatten = try Kbc.run(["flatten", folder, "-o", try Kbc.temporaryFolder(texts: [:]), "--no-config", "--format", "github"])
        #expect(flatten.status == 0, "\(flatten.standardError)")
        #expect(flatten.standardOutput.hasSuffix("\nFlattened 1 keyboard in 1 file: 0 errors, 1 warning.\n"), "\(flatten.standardOutput)")
    }
}
