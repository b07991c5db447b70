#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Paths of the repository's files, found from this source file so tests run from any folder.
enum TestPaths {
    /// The target's folder: this file's own folder, so this file stays at the target's root while the
    /// suites live in subfolders by stage.
    static let testsFolder: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast()
        return components.joined(separator: "/")
    }()

    static let repository: String = {
        var components = testsFolder.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(2)
        return components.joined(separator: "/")
    }()

    static let codeFixtures = testsFolder + "/Fixtures/Codes"
    static let layouts = repository + "/Layouts"
    /// The folder named by `KBC_YAML_TEST_SUITE`, or else `../shared/yaml-test-suite` beside the checkout.
    static let yamlTestSuite = ProcessInfo.processInfo.environment["KBC_YAML_TEST_SUITE"].flatMap { $0.isEmpty ? nil : $0 }
        ?? repository + "/../shared/yaml-test-suite"

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    static func contents(of folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    static func isFolder(_ path: String) -> Bool {
        (try? FileManager.default.contentsOfDirectory(atPath: path)) != nil
    }

    static func bytes(of path: String) -> [UInt8] {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
    }

    /// A new empty folder under the system's temporary folder.
    static func makeTemporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/kbc-tests-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `text` to a new file in a new temporary folder and returns the file's path.
    static func temporaryFile(named name: String, text: String) throws -> String {
        let path = try makeTemporaryFolder() + "/" + name
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw CocoaError(.fileWriteUnknown)
        }
        return path
    }
}
