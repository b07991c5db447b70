import KeyboardCompiler
import Testing

/// Every layout file under `Examples/Layouts`, whoever added it: each folder's files compile together
/// (their `switch` keys lead to each other) without errors or warnings, and their `tests` pass.
@Suite struct BundledExamplesTests {
    static let examples = TestPaths.repository + "/Examples/Layouts"

    /// The folders under `Examples/Layouts` that hold layout files, the top folder included, each with its
    /// layout files, found at any depth.
    static let folders: [(folder: String, files: [String])] = {
        var found: [(String, [String])] = []
        func walk(_ folder: String) {
            let names = TestPaths.contents(of: folder)
            let files = names.filter { $0.hasSuffix(".yaml") && $0 != "kbc-config.yaml" }.map { folder + "/" + $0 }
            if !files.isEmpty { found.append((folder, files)) }
            for name in names where TestPaths.isFolder(folder + "/" + name) { walk(folder + "/" + name) }
        }
        walk(examples)
        return found
    }()

    @Test func thereAreExamples() {
        #expect(Self.folders.contains { $0.folder.hasSuffix("/arabic") })
    }

    @Test(arguments: folders.map(\.folder))
    func everyExampleValidatesAndPassesItsTests(_ folder: String) throws {
        let files = try #require(Self.folders.first { $0.folder == folder }?.files)
        // Through the build pipeline, so the folder's kbc-config.yaml applies (standard layouts, a theme).
        let outcome = try KeyboardBuild.run(BuildRequest(paths: files))
        let result = outcome.result
        let findings = result.diagnostics.filter { $0.severity == .error || $0.severity == .warning }
        #expect(findings.isEmpty, "\(findings.map { "\($0.location.map { "\($0.file):\($0.position)" } ?? ""): \($0.message) [\($0.code)]" })")
        let layoutFiles = files.filter { !Self.isTheme($0) }
        #expect(result.layouts.count == layoutFiles.count)
        let report = try #require(outcome.tests)
        #expect(report.failures.isEmpty, "\(report.failures.map(\.message))")
        #expect(report.testCount > 0, "an example folder shows what its keyboards type: declare tests")
    }

    /// Whether a file is a theme: its first field is `theme:`, as a layout's is `keyboard:`.
    static func isTheme(_ path: String) -> Bool {
        let text = String(decoding: TestPaths.bytes(of: path), as: UTF8.self)
        let firstField = text.split(separator: "\n").first { !$0.hasPrefix("#") && $0.contains { $0 != " " && $0 != "\t" && $0 != "\r" } }
        return firstField?.hasPrefix("theme:") ?? false
    }
}
