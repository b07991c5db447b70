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
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }

    @Test func helpHasADiscussionAndExamples() throws {
        let run = try Kbc.run(["playground", "--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("kbc playground Layouts -o out/"))
        #expect(run.standardOutput.contains("WebAssembly"))
    }
}
