import Foundation
import Testing

/// `--inputs-from FILE`: the layouts listed in a file, as the build plugins pass them, or on standard input.
@Suite struct InputListTests {
    @Test func listedLayoutsAreCompiledWithTheNamedOnes() throws {
        let folder = try Kbc.temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, target) in [("a.yaml", "b"), ("b.yaml", "c"), ("line\nbreak.yaml", "a")] {
            let id = name.hasPrefix("line") ? "c" : String(name.prefix(1))
            try "keyboard: \(id)\nrows:\n  - [x, {action: switch, to: \(target)}]\n".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        // One per line, and NUL-separated when the list has a NUL (a name with a line break).
        try "\(folder)/b.yaml\n\n".write(toFile: folder + "/lines.list", atomically: true, encoding: .utf8)
        try "\(folder)/b.yaml\u{0}\(folder)/line\nbreak.yaml\u{0}".write(toFile: folder + "/nul.list", atomically: true, encoding: .utf8)
        let partial = try Kbc.run(["validate", folder + "/a.yaml", "--inputs-from", folder + "/lines.list"])
        #expect(partial.status == 1)
        #expect(partial.standardError.contains("no keyboard has the id 'c'"))
        let whole = try Kbc.run(["validate", folder + "/a.yaml", "--inputs-from", folder + "/nul.list"])
        #expect(whole.status == 0, "\(whole.standardError)")
        #expect(whole.standardOutput.contains("Validated 3 keyboards in 3 files"))
    }

    /// `--inputs-from -` reads the list from standard input, as a pipe from `find` gives it.
    @Test func aListOnStandardInputIsRead() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "a.yaml": "keyboard: a\nrows:\n  - [x, {action: switch, to: b}]\n",
            "b.yaml": "keyboard: b\nrows:\n  - [y, {action: switch, to: a}]\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(["sh", "-c", "printf '%s\\n' \"$1/a.yaml\" \"$1/b.yaml\" | \"$0\" validate --inputs-from -", Kbc.executable.path, folder], shell: true)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Validated 2 keyboards in 2 files"), "\(run.standardOutput)")
    }

    @Test func anUnreadableListIsAUsageMistake() throws {
        let run = try Kbc.run(["validate", "--inputs-from", "/nonexistent/list"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("cannot read the list of inputs '/nonexistent/list'"))
    }

    /// An empty list compiles nothing rather than the current folder, and says so.
    @Test func anEmptyListIsAUsageMistake() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": "keyboard: pad\nrows:\n  - 1 2 3\n", "empty": ""])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(["sh", "-c", "cd \"$0\" && exec \"$@\"", folder, Kbc.executable.path, "generate", "--inputs-from", "empty", "-o", "gen"], shell: true)
        #expect(run.status == 2)
        #expect(run.standardError.contains("the list of inputs 'empty' names no layout file or folder"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/gen"))
    }
}
