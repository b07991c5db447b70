import Foundation
import Testing

@Suite struct RenderCommandTests {
    static let pad = "keyboard: pad\ntitle: Pad\nshuffle: on-show\nrows:\n  - 1 2 3\n  - 4 5 6\n  - 7 8 9\n  - [{key: \".\", pin: true}, \"0\", {action: delete}]\n"
    static let bad = "keyboard: bad\nrows:\n  - [{action: jump}]\n"

    @Test func svgToStandardOutput() throws {
        let run = try Kbc.run(["render", "Layouts/decimal-pad.yaml"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"290\" viewBox=\"0 0 375 290\""))
        #expect(run.standardOutput.hasSuffix("</svg>\n"))
        #expect(run.standardError == "kbc: using the configuration Layouts/kbc-config.yaml\n")
    }

    @Test func switchTargetsInSiblingFilesResolve() throws {
        let run = try Kbc.run(["render", "Layouts/letters.yaml", "--format", "text"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("│ .?123 │"))
        let lines = run.standardOutput.split(separator: "\n")
        #expect(Set(lines.map { $0.count }).count == 1)
    }

    @Test func textPicturesShowTheDevicesRows() throws {
        let phone = try Kbc.run(["render", "Layouts/letters.yaml", "--format", "text"])
        let pad = try Kbc.run(["render", "Layouts/letters.yaml", "--format", "text", "--device", "pad"])
        #expect(phone.status == 0 && pad.status == 0, "\(pad.standardError)")
        // The iPad variant has delete at the end of the top row and a dismiss key; the phone rows have neither.
        #expect(pad.standardOutput.split(separator: "\n")[1].contains("⌫"))
        #expect(pad.standardOutput.contains("⌄") && !phone.standardOutput.contains("⌄"))
    }

    @Test func devicesOrientationsAndWidths() throws {
        let landscape = try Kbc.run(["render", "Layouts/symbols.yaml", "--device", "pad", "--orientation", "landscape"])
        #expect(landscape.status == 0)
        #expect(landscape.standardOutput.contains("width=\"1180\""))
        #expect(landscape.standardOutput.contains("data-device=\"pad\" data-orientation=\"landscape\""))
        let narrow = try Kbc.run(["render", "Layouts/symbols.yaml", "--width", "320"])
        #expect(narrow.standardOutput.contains("viewBox=\"0 0 320 "))
    }

    @Test func outputFileIsWrittenOnSuccess() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": Self.pad])
        let output = folder + "/pad.svg"
        let run = try Kbc.run(["render", folder + "/pad.yaml", "--output", output])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "Rendered pad to \(output).\n")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        // The picture as standard output gets it, after the comment that marks the file as kbc's.
        #expect(svg.hasPrefix("<!-- Drawn by kbc render; kbc render replaces this file. -->\n<svg "))
        #expect(svg.contains(">Pad</text>"))
    }

    @Test func badInputIsReportedAndNothingIsWritten() throws {
        let folder = try Kbc.temporaryFolder(texts: ["bad.yaml": Self.bad])
        let output = folder + "/bad.svg"
        let run = try Kbc.run(["render", folder + "/bad.yaml", "--output", output])
        #expect(run.status == 1)
        #expect(run.standardError.contains("bad.yaml:3:15: error: 'jump' is not a valid action [KBC0104]"))
        // The closing lines `generate`, `flatten` and `import` print when errors stop them.
        #expect(run.standardOutput == "Validated 1 keyboard in 1 file: 1 error, 0 warnings.\nNothing was written.\n")
        #expect(!FileManager.default.fileExists(atPath: output))
        let validate = try Kbc.run(["validate", folder + "/bad.yaml"])
        #expect(validate.status == run.status)
        #expect(validate.standardError == run.standardError)
    }

    @Test func anExistingOutputIsLeftAloneOnFailure() throws {
        let folder = try Kbc.temporaryFolder(texts: ["bad.yaml": Self.bad, "old.svg": "old"])
        let run = try Kbc.run(["render", folder + "/bad.yaml", "-o", folder + "/old.svg"])
        #expect(run.status == 1)
        #expect(try String(contentsOfFile: folder + "/old.svg", encoding: .utf8) == "old")
    }

    @Test func anUnwritableOutputExitsOne() throws {
        let run = try Kbc.run(["render", "Layouts/decimal-pad.yaml", "-o", "/nonexistent-kbc-folder/pad.svg"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("/nonexistent-kbc-folder/pad.svg:1:1: error: cannot write the rendered svg"))
        #expect(run.standardOutput == "Validated 1 keyboard in 1 file: 1 error, 0 warnings.\nNothing was written.\n")
    }

    @Test func unknownTargetIsALocatedError() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": "keyboard: pad\nrows:\n  - [{action: switch, to: nowhere}, a]\n"])
        let run = try Kbc.run(["render", folder + "/pad.yaml"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("pad.yaml:3:27: error:"))
        #expect(run.standardError.contains("[KBC0203]"))
        #expect(!run.standardOutput.contains("<svg"))
    }

    @Test func problemsInOtherFilesOfTheFolderDoNotBlock() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": Self.pad, "bad.yaml": Self.bad])
        let run = try Kbc.run(["render", folder + "/pad.yaml", "--format", "text"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardError.contains("bad.yaml"))
    }

    @Test func warningsGoToStandardErrorAndCanFail() throws {
        let folder = try Kbc.temporaryFolder(texts: ["uneven.yaml": "keyboard: uneven\nrows:\n  - a b c d e\n  - f\n"])
        let run = try Kbc.run(["render", folder + "/uneven.yaml"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("<svg "))
        #expect(run.standardError.contains("warning:"))
        #expect(run.standardError.contains("[KBC0206]"))
        let strict = try Kbc.run(["render", folder + "/uneven.yaml", "--warnings-as-errors", "-o", folder + "/u.svg"])
        #expect(strict.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder + "/u.svg"))
        let disabled = try Kbc.run(["render", folder + "/uneven.yaml", "--disable", "KBC0206"])
        #expect(disabled.status == 0)
        #expect(disabled.standardError.isEmpty)
    }

    @Test func sameSeedSamePicture() throws {
        let first = try Kbc.run(["render", "Layouts/decimal-pad.yaml", "--format", "text", "--shuffle", "--seed", "7"])
        let second = try Kbc.run(["render", "Layouts/decimal-pad.yaml", "--format", "text", "--shuffle", "--seed", "7"])
        let other = try Kbc.run(["render", "Layouts/decimal-pad.yaml", "--format", "text", "--shuffle", "--seed", "8"])
        #expect(first.status == 0)
        #expect(first.standardOutput == second.standardOutput)
        #expect(first.standardOutput != other.standardOutput)
        let secure = try Kbc.run(["render", "Layouts/decimal-pad.yaml", "--format", "text", "--shuffle"])
        #expect(secure.status == 0)
        #expect(secure.standardOutput.contains("│   .   │"))
    }

    @Test func galleryOfAFolder() throws {
        let folder = try Kbc.temporaryFolder(texts: [:])
        let output = folder + "/gallery.html"
        let run = try Kbc.run(["render", "Layouts", "--format", "html", "--output", output])
        #expect(run.status == 0, "\(run.standardError)")
        let html = try String(contentsOfFile: output, encoding: .utf8)
        for id in ["letters", "decimal-pad", "id-card-pad", "symbols", "more-symbols", "full-width-symbols", "full-width-more-symbols"] {
            #expect(html.contains("<code>\(id)</code>"), "\(id)")
        }
        #expect(html.components(separatedBy: "<svg ").count - 1 == 28)
        let phones = try Kbc.run(["render", "Layouts", "--device", "phone"])
        #expect(phones.standardOutput.hasPrefix("<!DOCTYPE html>"))
        #expect(phones.standardOutput.components(separatedBy: "<svg ").count - 1 == 14)
    }

    @Test func galleryOfABrokenFolderWritesNothing() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": Self.pad, "bad.yaml": Self.bad])
        let run = try Kbc.run(["render", folder, "--format", "html", "-o", folder + "/gallery.html"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("bad.yaml:3:15: error:"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/gallery.html"))
    }

    @Test(arguments: [
        ["render", "Layouts/decimal-pad.yaml", "--seed", "3"],
        ["render", "Layouts", "--format", "svg"],
        ["render", "Layouts", "--format", "text"],
        ["render", "Layouts/decimal-pad.yaml", "--format", "pdf"],
        ["render", "Layouts/decimal-pad.yaml", "--device", "watch"],
        ["render", "Layouts/decimal-pad.yaml", "--width", "5"],
        ["render", "Layouts/decimal-pad.yaml", "--shuffle", "--seed", "-1"],
        ["render", "Layouts/decimal-pad.yaml", "--disable", "KBC9999"],
        ["render"],
    ])
    func usageMistakesExitTwo(_ arguments: [String]) throws {
        let run = try Kbc.run(arguments)
        #expect(run.status == 2, "\(arguments): \(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }
}
