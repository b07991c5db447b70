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
        let result = LayoutCompiler().compile(files.map { LayoutSource(path: $0, bytes: TestPaths.bytes(of: $0)) })
        let findings = result.diagnostics.filter { $0.severity == .error || $0.severity == .warning }
        #expect(findings.isEmpty, "\(findings.map { "\($0.location.map { "\($0.file):\($0.position)" } ?? ""): \($0.message) [\($0.code)]" })")
        #expect(result.layouts.count == files.count)
        let report = LayoutTestRunner.run(result)
        #expect(report.failures.isEmpty, "\(report.failures.map(\.message))")
        #expect(report.testCount > 0, "an example folder shows what its keyboards type: declare tests")
    }
}
