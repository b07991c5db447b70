import Foundation
import Testing

/// What a fresh review of every command found: each case, run through the built binary.
@Suite struct CommandReviewTests {
    /// An empty path names nothing: a usage mistake naming where it was given, not an error located at an
    /// empty file name (`:1:1: error`), the current folder, or (for `init --package-path ''`) the root folder.
    @Test(arguments: [
        (["render", "Layouts/letters.yaml", "-o", ""], "--output"), (["render", ""], "<path>"),
        (["generate", "Layouts", "-o", ""], "--output"), (["validate", ""], "<path>"), (["test", "Layouts", ""], "<path>"),
        (["validate", "--inputs-from", ""], "--inputs-from"), (["flatten", "", "-o", "/tmp/never"], "<path>"),
        (["flatten", "Layouts", "-o", ""], "--output"), (["import", "Examples", "-o", ""], "--output"),
        (["playground", "Layouts", "-o", ""], "--output"), (["playground", "", "-o", "/tmp/never"], "<path>"),
        (["init", "--package-path", "", "--kbc-path", "../kbc"], "--package-path"), (["init", "--kbc-path", ""], "--kbc-path"),
    ])
    func anEmptyPathIsAUsageMistake(_ arguments: [String], _ option: String) throws {
        let run = try Kbc.run(arguments)
        #expect(run.status == 2, "\(arguments): \(run.standardError)")
        #expect(run.standardError.hasPrefix("Error: \(option): an empty path names no file or folder\n"), "\(arguments): \(run.standardError)")
        #expect(run.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never"))
    }
}
