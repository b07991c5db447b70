import Foundation
import Testing

/// Standard output carries only what a command was asked for, and a product cut short there is an error:
/// every command that prints one (a picture, a schema, an explanation, a machine document, help) through a
/// file-size limit and a full disk. A closed pipe ends kbc quietly, with status 141.
@Suite struct StandardOutputTests {
    /// Every command line that prints a product on standard output, each longer than 1 KiB.
    static let products: [[String]] = [
        ["render", "Layouts/letters.yaml"],
        ["render", "Layouts/letters.yaml", "--format", "text", "--color", "always"],
        ["render", "Layouts", "--format", "html"],
        ["schema"], ["schema", "--theme"], ["schema", "--config"],
        ["explain", "--list"], ["explain", "--properties"],
        ["validate", "Layouts", "--format", "sarif"], ["validate", "Layouts", "--format", "json"],
        ["test", "Layouts", "--format", "sarif"],
        ["render", "--help"], ["init", "--help"], ["--help"],
    ]

    /// Runs kbc with its standard output going to `output` (a file, a pipe nobody reads, `/dev/full`), in
    /// `/bin/sh` with `ulimit -f` set to `blocks` when given.
    static func run(_ arguments: [String], standardOutput output: FileHandle, fileSizeBlocks blocks: Int? = nil) throws -> KbcRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let limit = blocks.map { "ulimit -f \($0); " } ?? ""
        process.arguments = ["-c", limit + "exec \"$0\" \"$@\"", Kbc.executable.path] + arguments
        process.currentDirectoryURL = Kbc.repository
        process.standardOutput = output
        let error = Pipe()
        process.standardError = error
        try process.run()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return KbcRun(status: process.terminationStatus, standardOutput: "", standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// Under `ulimit -f 0` every write to the file fails: the command fails with KBC0404, whatever it prints.
    @Test(arguments: products)
    func aFileSizeLimitIsAnErrorNotASuccess(_ arguments: [String]) throws {
        let run = try Self.runIntoAFile(arguments, fileSizeBlocks: 0)
        #expect(run.status == 1, "\(arguments): exit \(run.status)")
        #expect(run.standardError.contains("error: cannot write standard output: File too large; what was written there is incomplete [KBC0404]"), "\(arguments): \(run.standardError)")
        #expect(run.size == 0)
        let whole = try Kbc.run(arguments)
        #expect(whole.status == 0, "\(arguments): \(whole.standardError)")
        #expect(!whole.standardOutput.isEmpty)
    }

    /// Under `ulimit -f 1` a product longer than 1 KiB is cut short: an error, never exit 0.
    @Test(arguments: [["schema"], ["render", "Layouts/letters.yaml"], ["render", "Layouts", "--format", "html"], ["render", "--help"]])
    func aProductCutShortIsAnError(_ arguments: [String]) throws {
        let run = try Self.runIntoAFile(arguments, fileSizeBlocks: 1)
        #expect(run.status == 1, "\(arguments): exit \(run.status)")
        #expect(run.standardError.contains("error: cannot write standard output: File too large"), "\(arguments): \(run.standardError)")
        #expect(run.size > 0 && run.size <= 1024, "\(arguments): the limit cut it (\(run.size) bytes)")
        #expect(try Kbc.run(arguments).standardOutput.utf8.count > 1024, "\(arguments)")
    }

    /// Runs kbc with its standard output redirected to a new file under a file-size limit: the result, and
    /// the file's size.
    static func runIntoAFile(_ arguments: [String], fileSizeBlocks: Int) throws -> (status: Int32, standardError: String, size: Int) {
        let path = try Kbc.temporaryFolder(texts: [:]) + "/product"
        guard FileManager.default.createFile(atPath: path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        let run = try Self.run(arguments, standardOutput: file, fileSizeBlocks: fileSizeBlocks)
        try file.close()
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? -1
        return (run.status, run.standardError, size)
    }

    /// A reader that has gone has what it wanted: kbc ends without a word, with the status a shell reports for
    /// a process SIGPIPE ended (141), not killed by the signal (it cleans up) and not with KBC0404.
    @Test(arguments: [["schema"], ["explain", "--list"], ["render", "Layouts/letters.yaml"], ["validate", "Layouts", "--format", "sarif"]])
    func aClosedPipeEndsQuietly(_ arguments: [String]) throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let run = try Self.run(arguments, standardOutput: pipe.fileHandleForWriting)
        #expect(run.status == 141, "\(arguments): exit \(run.status)")
        #expect(!run.standardError.contains("error"), "\(arguments): \(run.standardError)")
    }

    /// A real pipeline whose reader leaves early (`kbc explain --list | head -8`), with more output than the
    /// pipe holds, so that kbc is still writing when the reader has gone.
    @Test(arguments: ["render Layouts --format html --no-config | head -8", "render Layouts --format html --no-config | head -c 100"])
    func aReaderThatLeavesEarlyEndsThePipelineQuietly(_ pipeline: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "set -o pipefail; \"$0\" \(pipeline) >/dev/null; echo \"status $?\"", Kbc.executable.path]
        process.currentDirectoryURL = Kbc.repository
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaint = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(printed == "status 141\n", "\(pipeline): \(printed)")
        #expect(complaint.isEmpty, "\(pipeline): \(complaint)")
    }

    @Test(arguments: [["schema"], ["render", "Layouts/letters.yaml"], ["validate", "Layouts"], ["explain", "KBC0101"]])
    func aFullDiskIsAnError(_ arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let run = try Self.run(arguments, standardOutput: full)
        #expect(run.status == 1, "\(arguments): exit \(run.status)")
        #expect(run.standardError.contains("error: cannot write standard output: No space left on device"), "\(arguments): \(run.standardError)")
    }

    /// `kbc validate Layouts 2> report.txt`: a report cut short (a full disk, a file-size limit) fails the
    /// command, although everything validated; there is nowhere left to say why.
    @Test(arguments: ["2>/dev/full", "2>report.txt"])
    func aReportCutShortOnStandardErrorIsAFailure(_ redirection: String) throws {
        let folder = try Kbc.temporaryFolder(texts: ["warned.yaml": "keyboard: warned\ntitle: W\nrows:\n  - 1 2 3\n  - 4 5 6 7 8 9\n"])
        let process = Foundation.Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -f 0; exec \"$0\" validate warned.yaml --no-config \(redirection)", Kbc.executable.path]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1, "exit \(process.terminationStatus)")
        let whole = try Kbc.run(["validate", folder + "/warned.yaml", "--no-config"])
        #expect(whole.status == 0 && whole.standardError.contains("warning:"), "\(whole.standardError)")
    }

    /// `kbc render bad.yaml > bad.svg`: the picture's file gets nothing, the diagnostics and the summary go to
    /// standard error. With warnings, standard output holds the picture alone.
    @Test func renderPrintsOnlyThePictureOnStandardOutput() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "bad.yaml": RenderCommandTests.bad,
            "warned.yaml": "keyboard: warned\ntitle: W\nrows:\n  - 1 2 3\n  - 4 5 6 7 8 9\n",
        ])
        let bad = try Kbc.run(["render", folder + "/bad.yaml", "--no-config"])
        #expect(bad.status == 1)
        #expect(bad.standardOutput.isEmpty, "\(bad.standardOutput)")
        #expect(bad.standardError.hasSuffix("Validated 1 keyboard in 1 file: 1 error, 0 warnings.\n"), "\(bad.standardError)")
        let warned = try Kbc.run(["render", folder + "/warned.yaml", "--no-config"])
        #expect(warned.status == 0, "\(warned.standardError)")
        #expect(warned.standardError.contains("warning:"))
        #expect(warned.standardOutput.hasPrefix("<svg ") && warned.standardOutput.hasSuffix("</svg>\n"), "\(warned.standardOutput.prefix(80))")
        let text = try Kbc.run(["render", folder + "/bad.yaml", "--format", "text", "-o", "-", "--no-config"])
        #expect(text.status == 1)
        #expect(text.standardOutput.isEmpty)
    }

    /// A theme file, or a folder of only themes, holds no keyboard: drawing it is a usage mistake that says
    /// so, never exit 1 without a word (or with "0 errors"), nor an empty gallery.
    @Test func drawingAPathWithNoKeyboardIsAUsageMistake() throws {
        let folder = try Kbc.temporaryFolder(texts: ["themes/brand.yaml": "theme: brand\npalette:\n  accent: \"#0A60D0\"\n"])
        let themes = folder + "/themes"
        for arguments in [
            ["render", themes + "/brand.yaml"], ["render", themes + "/brand.yaml", "--report", "json", "-o", folder + "/k.svg"],
            ["render", themes], ["render", themes, "-o", folder + "/g.html"], ["playground", themes, "-o", folder + "/out"],
        ] {
            let run = try Kbc.run(arguments + ["--no-config"])
            #expect(run.status == 2, "\(arguments): \(run.standardError)")
            #expect(run.standardOutput.isEmpty, "\(arguments)")
            #expect(run.standardError.contains("holds no keyboard to draw; name a layout file or a folder of them"), "\(arguments): \(run.standardError)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["themes"], "nothing is written")
    }
}
