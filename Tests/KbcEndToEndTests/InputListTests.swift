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

    @Test func anUnreadableListIsAUsageMistakeThatSaysWhy() throws {
        let run = try Kbc.run(["validate", "--inputs-from", "/nonexistent/list"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("cannot read the list of inputs '/nonexistent/list': No such file or directory"), "\(run.standardError)")
        let folder = try Kbc.run(["validate", "--inputs-from", "/"])
        #expect(folder.status == 2)
        #expect(folder.standardError.contains("cannot read the list of inputs '/': Is a directory"), "\(folder.standardError)")
    }

    /// A list is read from any file that reads to its end: a process substitution, /dev/stdin, a FIFO.
    @Test func aListIsReadFromAPipe() throws {
        let folder = try Kbc.temporaryFolder(texts: ["a.yaml": "keyboard: a\nrows:\n  - [x]\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let substitution = "\"$0\" validate --inputs-from <(printf '%s\\n' \"$1/a.yaml\")"
        let substituted = try Kbc.run(["sh", "-c", "exec bash -c \"$2\" \"$0\" \"$1\"", Kbc.executable.path, folder, substitution], shell: true)
        #expect(substituted.status == 0, "\(substituted.standardError)")
        #expect(substituted.standardOutput.contains("Validated 1 keyboard in 1 file"), "\(substituted.standardOutput)")
        let standardInput = try Kbc.run(["sh", "-c", "printf '%s\\n' \"$1/a.yaml\" | \"$0\" validate --inputs-from /dev/stdin", Kbc.executable.path, folder], shell: true)
        #expect(standardInput.status == 0, "\(standardInput.standardError)")
        let fifo = try Kbc.run(["sh", "-c", "mkfifo \"$1/list\" && (printf '%s\\n' \"$1/a.yaml\" > \"$1/list\" &) && \"$0\" validate --inputs-from \"$1/list\"", Kbc.executable.path, folder], shell: true)
        #expect(fifo.status == 0, "\(fifo.standardError)")
    }

    /// An empty list compiles nothing rather than the current folder, and says so.
    @Test func anEmptyListIsAUsageMistake() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": "keyboard: pad\nrows:\n  - 1 2 3\n", "empty": ""])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(in: folder, ["generate", "--inputs-from", "empty", "-o", "gen"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("the list of inputs 'empty' names no layout file or folder"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/gen"))
    }
}
