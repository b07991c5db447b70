import Foundation
@testable import KeyboardCompiler
import Testing

/// A folder of many folders and links to folders is searched with each folder once, by look-ups rather
/// than scans of the folders searched and the files found, and reports every loop and every folder read
/// twice (KBC0001) exactly as a small one does.
@Suite struct FolderWalkScaleTests {
    /// `root/a/fN/pad.yaml` with a link `up` to its parent folder (a loop); `root/b/gN/again` to `a/fN`
    /// (read already); `root/b/gN/out` to `outside/oN`, read through it, then `root/c/hN/out` to the same
    /// folder (read already) and `root/c/hN/empty` to `root/e/N`, searched already but holding no layout.
    @Test func manyFoldersAndLinksAreReportedAsFewAre() throws {
        let count = 300
        let top = try TestPaths.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: top) }
        let root = top + "/root"
        let files = FileManager.default
        for n in 0..<count {
            for folder in ["root/a/f\(n)", "root/b/g\(n)", "root/c/h\(n)", "root/e/\(n)", "outside/o\(n)"] {
                try files.createDirectory(atPath: top + "/" + folder, withIntermediateDirectories: true)
            }
            try "keyboard: a\(n)\nrows: [q]\n".write(toFile: "\(root)/a/f\(n)/pad.yaml", atomically: false, encoding: .utf8)
            try "keyboard: o\(n)\nrows: [q]\n".write(toFile: "\(top)/outside/o\(n)/pad.yaml", atomically: false, encoding: .utf8)
            try files.createSymbolicLink(atPath: "\(root)/a/f\(n)/up", withDestinationPath: "..")
            try files.createSymbolicLink(atPath: "\(root)/b/g\(n)/again", withDestinationPath: "../../a/f\(n)")
            try files.createSymbolicLink(atPath: "\(root)/b/g\(n)/out", withDestinationPath: "../../../outside/o\(n)")
            try files.createSymbolicLink(atPath: "\(root)/c/h\(n)/out", withDestinationPath: "../../../outside/o\(n)")
            try files.createSymbolicLink(atPath: "\(root)/c/h\(n)/empty", withDestinationPath: "../../e/\(n)")
        }
        for _ in 1...2 {
            let found = LayoutFiles.discover([root])
            let expectedFiles = (0..<count).flatMap { ["\(root)/a/f\($0)/pad.yaml", "\(root)/b/g\($0)/out/pad.yaml"] }
            #expect(found.files == LayoutFiles.byteOrder(of: expectedFiles).map { expectedFiles[$0] })
            var expected: Set<String> = []
            for n in 0..<count {
                expected.insert("\(root)/a/f\(n)/up: symbolic link loops: it leads back to '\(root)/a', a folder that holds it")
                expected.insert("\(root)/b/g\(n)/again: symbolic link leads to '\(root)/a/f\(n)', whose layout files are already read: the target's build would compile them twice")
                expected.insert("\(root)/c/h\(n)/out: symbolic link leads to '\(root)/b/g\(n)/out', whose layout files are already read: the target's build would compile them twice")
            }
            let reported = found.diagnostics.map { "\($0.location?.file ?? "-"): \($0.message)" }
            #expect(found.diagnostics.allSatisfy { $0.code == .unreadableInput })
            #expect(reported.count == expected.count)
            #expect(Set(reported) == expected, "\(Set(reported).subtracting(expected).sorted().prefix(3))")
        }
    }
}
