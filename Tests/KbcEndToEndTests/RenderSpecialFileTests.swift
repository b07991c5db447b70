import Foundation
import Testing

/// `kbc render` given a FIFO or a device where it reads or writes a file: a located error, never a hang
/// (opening a FIFO blocks until someone opens its other end) or a crash. Each run is bounded by
/// `timeout`, so a hang fails the test (exit 124) instead of stopping the suite.
@Suite struct RenderSpecialFileTests {
    static func render(_ arguments: [String]) throws -> KbcRun {
        try Kbc.run(["sh", "-c", "exec timeout 30 \"$0\" \"$@\"", Kbc.executable.path, "render"] + arguments, shell: true)
    }

    static func folderWithFIFO(named name: String) throws -> String {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": RenderCommandTests.pad])
        #expect(mkfifo(folder + "/" + name, 0o600) == 0)
        return folder
    }

    @Test func aFIFOAsTheLayoutIsALocatedError() throws {
        let folder = try Self.folderWithFIFO(named: "fifo.yaml")
        let run = try Self.render([folder + "/fifo.yaml", "--color", "never"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("fifo.yaml:1:1: error: not a regular file [KBC0001]"), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test func aFIFOBesideTheLayoutDoesNotStopIt() throws {
        let folder = try Self.folderWithFIFO(named: "fifo.yaml")
        let run = try Self.render([folder + "/pad.yaml", "--format", "text", "--color", "never"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("│"))
    }

    @Test func aFIFOOrADeviceAsTheOutputIsRefusedWhereItIs() throws {
        let folder = try Self.folderWithFIFO(named: "out.svg")
        for output in [folder + "/out.svg", "/dev/null"] {
            let run = try Self.render([folder + "/pad.yaml", "-o", output, "--color", "never"])
            #expect(run.status == 1)
            let name = String(output.split(separator: "/").last!)
            #expect(run.standardError.contains("\(output):1:1: error: '\(name)' is not a regular file [KBC0406]"), "\(run.standardError)")
            #expect(run.standardOutput == "Validated 1 keyboard in 1 file: 1 error, 0 warnings.\nNothing was written.\n")
        }
        var status = stat()
        #expect(lstat(folder + "/out.svg", &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aFIFOAsTheOutputFoldersLockDoesNotBlock() throws {
        let folder = try Self.folderWithFIFO(named: ".kbc.lock")
        let run = try Self.render([folder + "/pad.yaml", "-o", folder + "/pad.svg", "--color", "never"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder + "/pad.svg"))
    }
}
