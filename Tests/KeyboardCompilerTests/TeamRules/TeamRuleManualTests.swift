import Foundation
import KeyboardCompiler
import Testing

/// The examples of the manual's article Team rules, run: each configuration with the layouts after it
/// gives exactly the diagnostics its `text` block shows (their first lines), and the other blocks read
/// without a problem.
@Suite struct TeamRuleManualTests {
    static let article = String(decoding: TestPaths.bytes(of: TestPaths.repository + "/Sources/KeyboardCompiler/KeyboardCompiler.docc/TeamRules.md"), as: UTF8.self)

    /// The article's fenced blocks in order, with their languages.
    static var blocks: [(language: String, text: String)] {
        var result: [(String, String)] = []
        var current: (String, [Substring])?
        for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let open = current {
                    result.append((open.0, open.1.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [])
                }
            } else if current != nil {
                current!.1.append(line)
            }
        }
        return result
    }

    @Test func everyExampleGivesWhatTheArticleShows() throws {
        var configuration: String?
        var layouts: [String] = []
        var checked = 0
        for (language, text) in Self.blocks {
            if language == "yaml", text.hasPrefix("keyboard:") {
                layouts.append(text)
            } else if language == "yaml" {
                configuration = text
                layouts = []
            } else if language == "text" {
                let folder = try TestPaths.makeTemporaryFolder()
                try Data((configuration ?? "").utf8).write(to: URL(fileURLWithPath: folder + "/kbc-config.yaml"))
                for layout in layouts {
                    let id = layout.split(separator: "\n")[0].dropFirst("keyboard: ".count)
                    try Data(layout.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(id).yaml"))
                }
                let result = Self.compile(folder)
                let shown = result.diagnostics.map { diagnostic in
                    "\(diagnostic.location!.file.split(separator: "/").last!):\(diagnostic.location!.position): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.identifier)]"
                }
                #expect(shown == text.split(separator: "\n").map(String.init), "the article shows\n\(text)but kbc gives\n\(shown.joined(separator: "\n"))")
                checked += 1
                configuration = nil
                layouts = []
            }
        }
        #expect(checked >= 3)
    }

    /// The blocks without an output (a suppression, overrides) read cleanly: the layout validates without
    /// a diagnostic, the configuration without a problem.
    @Test func theOtherExamplesReadCleanly() throws {
        let suppressed = try #require(Self.blocks.first { $0.text.contains("kbc:allow") })
        let folder = try TestPaths.makeTemporaryFolder()
        try Data(suppressed.text.utf8).write(to: URL(fileURLWithPath: folder + "/amount.yaml"))
        #expect(LayoutCompiler().compile(paths: [folder]).diagnostics.isEmpty)
        let overrides = try #require(Self.blocks.first { $0.text.hasPrefix("overrides:") })
        let file = try TestPaths.temporaryFile(named: "kbc-config.yaml", text: "rules:\n  - {id: BANK001, severity: error, message: m, require: [length]}\n" + overrides.text)
        #expect(GeneratorConfiguration.load(path: file).diagnostics.isEmpty)
    }

    static func compile(_ folder: String) -> CompilationResult {
        let loaded = GeneratorConfiguration.load(path: folder + "/kbc-config.yaml")
        var compiler = LayoutCompiler()
        compiler.teamRules = loaded.configuration?.teamRules ?? TeamRuleConfiguration()
        var result = compiler.compile(paths: [folder])
        result.append(loaded.diagnostics, from: loaded.source, path: folder + "/kbc-config.yaml")
        return result
    }
}
