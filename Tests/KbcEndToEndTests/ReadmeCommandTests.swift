import Foundation
import Testing

/// What the README says about the `kbc` command holds for the built binary.
@Suite struct ReadmeCommandTests {
    static func readme() throws -> String {
        try Kbc.repositoryText("README.md")
    }

    /// The quick start prints what its block says: its `kbc generate` command, run on a copy of the bundled
    /// layouts in a fresh folder (as on a fresh clone), standard error and standard output in the order
    /// they are written.
    @Test func theQuickStartPrintsWhatTheReadmeShows() throws {
        let quickStart = try #require(Self.readme().components(separatedBy: "\n## Quick start\n").dropFirst().first)
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

    /// The manual's row for the kbc command names every subcommand `kbc --help` lists, in its order.
    @Test func theManualsRowNamesEverySubcommand() throws {
        let help = try Kbc.run(["--help"])
        let listed = try #require(help.standardOutput.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first)
        let names = listed.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let name = line.split(separator: " ").first else { return nil }
            return String(name)
        }.filter { $0 != "See" }
        #expect(names.count >= 10, "\(names)")
        let row = try #require(Self.readme().split(separator: "\n").first { $0.hasPrefix("| [The kbc command]") })
        #expect(row.contains(names.map { "`\($0)`" }.joined(separator: ", ")), "\(row) should list \(names)")
    }
}
