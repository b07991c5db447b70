import Foundation
import Testing

/// The README's quick start prints what its block says: its `kbc generate` command, run by the built binary
/// on a copy of the bundled layouts in a fresh folder (as on a fresh clone), standard error and standard
/// output in the order they are written.
@Suite struct ReadmeQuickStartTests {
    @Test func theQuickStartPrintsWhatTheReadmeShows() throws {
        let readme = try String(contentsOf: Kbc.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let quickStart = try #require(readme.components(separatedBy: "\n## Quick start\n").dropFirst().first)
        let commands = try #require(quickStart.components(separatedBy: "```sh\n").dropFirst().first)
        let line = try #require(commands.split(separator: "\n").first { $0.hasPrefix("swift run kbc generate ") })
        let command = String(line.split(separator: "#").first!).trimmingCharacters(in: .whitespaces)
        let arguments = command.dropFirst("swift run kbc ".count)
        // The plain block that follows the commands' block is what they print.
        let blocks = commands.components(separatedBy: "```\n")
        try #require(blocks.count > 2)
        let shown = blocks[2]
        let folder = try Kbc.temporaryFolder(texts: [:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: Kbc.repository.appendingPathComponent("Layouts").path, toPath: folder + "/Layouts")
        let script = "cd '\(folder)' && '\(Kbc.executable.path)' \(arguments) 2>&1"
        let run = try Kbc.run(["sh", "-c", script], shell: true)
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(run.standardOutput == shown, "the README shows:\n\(shown)kbc printed:\n\(run.standardOutput)")
    }
}
