import Foundation
import Testing

@Suite struct PlaygroundCommandTests {
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
