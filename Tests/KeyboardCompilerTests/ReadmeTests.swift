import KeyboardCompiler
import Testing

/// The README's examples and tables stay true.
@Suite struct ReadmeTests {
    static let readme = String(decoding: TestPaths.bytes(of: TestPaths.repository + "/README.md"), as: UTF8.self)

    /// The README's fenced blocks in `language`.
    static func blocks(_ language: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```\(language)" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func completeYAMLExamplesValidateCleanly() {
        let keyboards = Self.blocks("yaml").filter { $0.hasPrefix("keyboard:") }
        #expect(keyboards.count >= 2)
        for (index, text) in keyboards.enumerated() {
            let result = LayoutCompiler().compile([LayoutSource(path: "README-example-\(index).yaml", text: text)])
            #expect(result.diagnostics.isEmpty, "README example \(index): \(result.diagnostics)")
            #expect(result.layouts.count == 1)
        }
    }

    @Test func codeTableListsEveryCode() {
        for code in DiagnosticCatalog.all {
            let row = "| \(code.identifier) | \(code.defaultSeverity.rawValue) | \(code.name) |"
            #expect(Self.readme.contains(row), "README lacks the row for \(code.identifier): \(row)")
        }
    }

    @Test func profileTableListsEveryProfile() {
        for profile in ValidationProfiles.all {
            #expect(Self.readme.contains("| `\(profile.name)` |"))
        }
    }
}
