import Foundation
import Testing

/// `kbc flatten`'s promise over every layout kbc ships or tests, through the built binary: the flattened
/// folder, generated on its own (with the configuration flatten copied into it, and without it), builds
/// exactly the Swift the layouts build (keyboard tables and themes, byte for byte) and reports the same
/// findings, the layouts' tests' included (the same codes at the same severities; their places differ),
/// but for those of a file's spelling. Layouts with errors flatten to nothing. And every field of the format (read from `kbc schema`, which the decoder's declarations
/// make) is written by flatten somewhere in the corpus, so a field added to the format and forgotten by
/// flatten, or used by no layout here, fails.
@Suite struct FlattenCorpusTests {
    static let fixtures = "Tests/KeyboardCompilerTests/Fixtures"

    /// Every input of the corpus: the shipped layouts, each example folder, flatten's own fixtures, each
    /// team-rule and diagnostic-code fixture, the integration app's and the playground's layouts, and each
    /// file of the fuzzers' seed corpus.
    static let corpus: [String] = ["Layouts"] + entries(of: "Examples/Layouts") + entries(of: fixtures + "/Flatten")
        + entries(of: fixtures + "/TeamRules") + entries(of: fixtures + "/Codes")
        + ["Tests/IntegrationApp/Sources/SecureForms", "Tests/Playground/Fixtures"] + entries(of: "Fuzz/Corpus")

    static func entries(of folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Kbc.repository.appendingPathComponent(folder).path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
    }

    /// Findings only a layout file's spelling gives, which a flattened file, written out plainly and
    /// without `extends`, rightly does not.
    static let spellingFindings: [String: String] = [
        "KBC0115 warning": "a '#' that starts a comment inside an unquoted row or press",
        "KBC0253 warning": "quotes inside a space-separated string",
        "KBC0232 warning": "rows replaced under `extends` without the base's variants",
        "KBC0120 warning": "a row's `group` that no key takes, which the flattened keys do not write",
        "KBC0239 warning": "a standard page extended without `replaces`; the flattened keyboard extends nothing",
        "KBC0710 warning": "a press-feedback switch inherited through `extends`, which the flattened keyboard writes itself and so opts in",
        "KBC0808 hint": "a base's suppression silencing an inheriting keyboard's finding, copied into its flattened file",
        "KBC0808 warning": "the same, as a warning",
    ]
    /// Team rules of the fixtures about the spelling too: the `extends` property.
    static let spellingRuleFindings = ["P-extends warning"]

    /// What `kbc generate` into `output` reports (validation and the layouts' tests): the codes and
    /// severities of every diagnostic (no per-file limit), and its exit status.
    static func generate(_ input: String, into output: String, _ options: [String] = []) throws -> (findings: Set<String>, status: Int32) {
        let run = try Kbc.run(["generate", input, "-o", output, "--format", "json", "--diagnostic-limit", "0"] + options)
        let document = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let diagnostics = document?["diagnostics"] as? [[String: Any]] ?? []
        return (Set(diagnostics.map { "\($0["code"] ?? "?") \($0["severity"] ?? "?")" }), run.status)
    }

    /// The files of a folder, by name.
    static func contents(of folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return files
    }

    /// Flattens `input` and checks the flattened folder against it; returns the folder (`nil` when the
    /// input has errors, and flatten rightly wrote nothing).
    @discardableResult
    static func checkRoundTrip(_ named: String) throws -> String? {
        let work = try Kbc.temporaryFolder(texts: [:])
        // A file of the corpus is flattened alone: named on its own, `generate` would compile it with the
        // other files of its folder (a folder of fixtures that break on purpose), and `flatten` would not.
        var input = named
        let path = named.hasPrefix("/") ? named : Kbc.repository.appendingPathComponent(named).path
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if !isFolder.boolValue {
            let alone = work + "/alone"
            try FileManager.default.createDirectory(atPath: alone, withIntermediateDirectories: true)
            input = alone + "/" + (named.split(separator: "/").last.map(String.init) ?? named)
            try FileManager.default.copyItem(atPath: path, toPath: input)
        }
        let flat = work + "/flat"
        let fromLayouts = work + "/from-layouts"
        let source = try generate(input, into: fromLayouts)
        let flatten = try Kbc.run(["flatten", input, "--output", flat])
        guard flatten.status == 0 else {
            // Only layouts that do not validate flatten to nothing.
            #expect(source.findings.contains { $0.hasSuffix(" error") }, "\(input): \(flatten.standardError)")
            #expect(!FileManager.default.fileExists(atPath: flat), "\(input): written despite errors")
            return nil
        }

        let fromFlattened = work + "/from-flattened"
        let flattened = try generate(flat, into: fromFlattened)
        #expect(flattened.status == source.status, "\(input)")
        let lost = source.findings.subtracting(flattened.findings)
            .filter { spellingFindings[$0] == nil && !spellingRuleFindings.contains($0) }
        #expect(lost.isEmpty && flattened.findings.isSubset(of: source.findings),
                "\(input): the flattened folder reports \(flattened.findings.sorted()), the layouts \(source.findings.sorted())")
        guard source.status == 0 else { return flat }
        let expected = try contents(of: fromLayouts)
        let found = try contents(of: fromFlattened)
        #expect(found.keys.sorted() == expected.keys.sorted(), "\(input)")
        for (name, bytes) in expected where found[name] != bytes {
            Issue.record("\(input): \(name) generated from the flattened folder differs")
        }

        // Without the copied configuration, the keyboards are still drawn in their themes: only what needs
        // the configuration to build at all (the standard keyboards, an error it downgrades) fails, and loudly.
        // A configuration that names the list of pages (`enumName:`) names it in the generated code too.
        let configuration = (try? String(contentsOfFile: flat + "/kbc-config.yaml", encoding: .utf8)) ?? ""
        if !["standardLayouts: true", "warn:", "enumName:"].contains(where: configuration.contains) {
            let public1 = work + "/public-layouts", public2 = work + "/public-flattened"
            #expect(try generate(input, into: public1, ["--access-level", "public"]).status == 0)
            let alone = try generate(flat, into: public2, ["--access-level", "public", "--no-config"])
            #expect(alone.status == 0, "\(input)")
            #expect(try contents(of: public2) == contents(of: public1), "\(input): the flattened folder without its configuration generates other Swift")
        }
        return flat
    }

    @Test(arguments: corpus) func flattenedFolderBuildsAndReportsTheSameOnItsOwn(input: String) throws {
        try Self.checkRoundTrip(input)
    }

    /// The benchmark corpora, small: synthetic keyboards and CJK keyboards with alternates, hints and
    /// spoken names on every key.
    @Test func benchmarkCorpora() throws {
        let folder = try Kbc.temporaryFolder(texts: [:])
        let script = """
            source Benchmarks/scripts/synthetic-layouts.sh && source Benchmarks/scripts/cjk-layouts.sh \
            && write_synthetic_layouts "$1/synthetic" 12 && write_cjk_layouts "$1/cjk" 6
            """
        let made = try Kbc.run(["/bin/sh", "-c", "exec bash -c \"$1\" bash \"$2\"", "sh", script, folder], shell: true)
        #expect(made.status == 0, "\(made.standardError)")
        for corpus in ["synthetic", "cjk"] {
            #expect(try Self.checkRoundTrip(folder + "/" + corpus) != nil)
        }
    }

    /// Every field name of the format, from the JSON schema `kbc schema` writes from the decoder's
    /// declarations: every `properties` of every object.
    static func formatFields() throws -> Set<String> {
        let schema = try Kbc.run(["schema"])
        var names: Set<String> = []
        func visit(_ value: Any) {
            if let object = value as? [String: Any] {
                if let properties = object["properties"] as? [String: Any] { names.formUnion(properties.keys) }
                object.values.forEach(visit)
            } else if let array = value as? [Any] {
                array.forEach(visit)
            }
        }
        visit(try JSONSerialization.jsonObject(with: Data(schema.standardOutput.utf8)))
        return names
    }

    @Test func flattenWritesEveryFieldOfTheFormat() throws {
        let fields = try Self.formatFields()
        #expect(fields.count > 50, "\(fields.sorted())")
        var written = ""
        for input in ["Layouts"] + Self.entries(of: "Examples/Layouts") + Self.entries(of: Self.fixtures + "/Flatten") {
            guard let flat = try Self.checkRoundTrip(input) else { continue }
            for (name, bytes) in try Self.contents(of: flat) where name != "kbc-config.yaml" {
                // The keyboards only: theme files are copied as written.
                let text = String(decoding: bytes, as: UTF8.self)
                if text.contains("\nkeyboard: ") { written += text }
            }
        }
        // `extends` is what flatten resolves away.
        for field in fields.subtracting(["extends"]).sorted() {
            let pattern = "(^|[\\s{,\\[])\(field):"
            #expect(written.range(of: pattern, options: .regularExpression) != nil,
                    "no flattened layout has the field '\(field)': flatten does not write it, or no layout of the corpus uses it (add one to \(Self.fixtures)/Flatten)")
        }
    }

    /// The Swift `generate` writes from `input` and from its flattened folder `flat`, built with the same
    /// configuration (the one applied to `input`, named with `--config`), byte for byte.
    static func expectSameSwift(_ input: String, _ flat: String, configuration: String) throws {
        let work = try Kbc.temporaryFolder(texts: [:])
        defer { try? FileManager.default.removeItem(atPath: work) }
        let original = try Kbc.run(["generate", input, "-o", work + "/original", "--config", configuration])
        let flattened = try Kbc.run(["generate", flat, "-o", work + "/flattened", "--config", configuration])
        #expect(original.status == 0 && flattened.status == 0, "\(original.standardError)\(flattened.standardError)")
        let expected = try contents(of: work + "/original")
        #expect(expected.count > 1, "\(expected.keys.sorted())")
        #expect(try contents(of: work + "/flattened") == expected, "\(input): the flattened folder generates other Swift")
        // The same findings, the suppressed ones silenced in both.
        #expect(original.standardError == flattened.standardError.replacingOccurrences(of: flat, with: input), "\(flattened.standardError)")
    }

    /// The bank example (its keyboards extend the standard ones and are drawn in the configuration's theme
    /// `bank-blue`): each flattened keyboard names its theme, and the flattened folder generates the same
    /// Swift with the bank's configuration (issue 31: flatten wrote no theme, and the Swift differed).
    @Test func theBankExampleFlattensToTheSameSwift() throws {
        let input = Kbc.repository.appendingPathComponent("Examples/Layouts/bank").path
        let flat = try #require(try Self.checkRoundTrip(input))
        for keyboard in ["bank-pin", "bank-id", "bank-letters"] {
            #expect(try String(contentsOfFile: "\(flat)/\(keyboard).yaml", encoding: .utf8).contains("\ntheme: \"bank-blue\"\n"), "\(keyboard)")
        }
        #expect(FileManager.default.fileExists(atPath: flat + "/bank-blue.yaml"))
        try Self.expectSameSwift(input, flat, configuration: input + "/kbc-config.yaml")
    }

    /// A target made by `kbc init`, with a suppression in its layout and one in its theme: flattened, it
    /// generates the same Swift and reports the same (nothing), the suppressions carried (issue 31: flatten
    /// dropped the theme and the suppressions). Without the suppressions the target warns, so the test can fail.
    @Test func anInitTargetWithAThemeAndSuppressionsFlattensToTheSameSwift() throws {
        let app = try Kbc.initializedPackage()
        defer { try? FileManager.default.removeItem(atPath: app) }
        let target = app + "/Sources/SecureKeyboards"
        func edit(_ name: String, _ old: String, _ new: String) throws {
            let text = try String(contentsOfFile: target + "/" + name, encoding: .utf8)
            #expect(text.contains(old), "\(name)")
            try text.replacingOccurrences(of: old, with: new).write(toFile: target + "/" + name, atomically: true, encoding: .utf8)
        }
        try edit("pin-pad.yaml", "  - 7 8 9\n", "  - 7 8 9 00\n")
        try edit("brand.yaml", "    all: {cornerRadius: 6}", "    all: {cornerRadius: 6, label: \"#8A8A8A\"}")
        let unsuppressed = try Self.generate(target, into: app + "/unsuppressed")
        #expect(unsuppressed.findings == ["KBC0211 warning", "KBC0707 warning"])
        try edit("pin-pad.yaml", "  - 7 8 9 00\n", "  - 7 8 9 00   # kbc:allow KBC0211: the double zero of amounts\n")
        try edit("brand.yaml", "label: \"#8A8A8A\"}", "label: \"#8A8A8A\"}  # kbc:allow KBC0707: the brand book's grey")
        #expect(try Self.generate(target, into: app + "/suppressed").findings.isEmpty)

        let flat = try #require(try Self.checkRoundTrip(target))
        let pad = try String(contentsOfFile: flat + "/pin-pad.yaml", encoding: .utf8)
        #expect(pad.contains("\ntheme: \"brand\"\n"), "\(pad)")
        #expect(pad.contains("  # kbc:allow KBC0211: the double zero of amounts\n  - [\"7\", \"8\", \"9\", \"00\"]\n"), "\(pad)")
        #expect(try String(contentsOfFile: flat + "/brand.yaml", encoding: .utf8).contains("# kbc:allow KBC0707: the brand book's grey"))
        #expect(try Self.generate(flat, into: app + "/flattened").findings.isEmpty)
        try Self.expectSameSwift(target, flat, configuration: target + "/kbc-config.yaml")
    }

    /// A suppression on a line of which flatten writes nothing, or on a line holding two parts of a page
    /// that flatten writes on lines of their own, is an error at the suppression, and nothing is written;
    /// an override or a rule naming files by a path that flattening changes, likewise.
    @Test func whatCannotBeCarriedIsRefusedWhereItIsWritten() throws {
        let input = try Kbc.temporaryFolder(texts: [
            "pad.yaml": """
                keyboard: pad
                rows:
                  - 1 2 3
                  - [4, 5, 6, "00"]
                # kbc:allow KBC0211: at the end of the file, where nothing is
                """,
            "Legacy/old.yaml": "keyboard: old\nrows:\n  - 1 2 3\n",
            "bar.yaml": """
                keyboard: bar
                title: Bar
                toolbar: {items: [{action: switch, to: pad, label: "1"}]}  # kbc:allow KBC0211: the toolbar, or its item?
                rows:
                  - 1 2 3
                """,
            "kbc-config.yaml": """
                overrides:
                  - files: Legacy/**
                    disable: [KBC0211]
                rules:
                  - id: BANK001
                    severity: error
                    message: Legacy pads never shuffle
                    select: {file: "Legacy/**"}
                    require: {shuffle: never}
                """,
        ])
        let output = try Kbc.temporaryFolder(texts: [:]) + "/flat"
        let run = try Kbc.run(["flatten", input, "--output", output])
        #expect(run.status == 1)
        #expect(run.standardError.contains("pad.yaml:5:3: error: this suppression cannot be carried to the flattened files"), "\(run.standardError)")
        #expect(run.standardError.contains("kbc-config.yaml:2:5: error: this override names files by a path that flatten changes"), "\(run.standardError)")
        #expect(run.standardError.contains("kbc-config.yaml:8:14: error: rule BANK001 names files by a path that flatten changes"), "\(run.standardError)")
        #expect(run.standardError.contains("bar.yaml:3:62: error: this suppression cannot be carried to the flattened files: line 3 holds several parts of 'bar'"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// The theme, the switches and the suppressions as written, and flattening the flattened folder gives
    /// it back unchanged.
    @Test func themesSwitchesAndSuppressionsAreWrittenWhereTheyBelong() throws {
        let input = Self.fixtures + "/Flatten/every-field"
        let flat = try #require(try Self.checkRoundTrip(input))
        let letters = try String(contentsOfFile: flat + "/letters.yaml", encoding: .utf8)
        #expect(letters.contains("theme: \"sea\"\nkeyPreview: true\npressedHighlight: standard\n"))
        #expect(letters.contains("    complete: true\n"))
        let child = try String(contentsOfFile: flat + "/amount-eur.yaml", encoding: .utf8)
        #expect(child.contains("theme: \"high-contrast\"\n"))
        #expect(child.contains("  # kbc:allow BANK001, multiple-characters: the amount pad's double-zero key\n  - [\"4\", \"5\", \"6\", \"00\"]\n"))
        let theme = try String(contentsOfFile: flat + "/sea.yaml", encoding: .utf8)
        #expect(theme.hasPrefix("# Flattened by kbc from sea.yaml: nothing inherited by the layouts; the theme file, copied as written.\n# A theme file"))
        #expect(FileManager.default.fileExists(atPath: flat + "/kbc-config.yaml"))

        // A suppression of one key of a row written over several lines: its keys keep their lines.
        let keys = try #require(try Self.checkRoundTrip(Self.fixtures + "/Flatten/key-suppressions"))
        #expect(try String(contentsOfFile: keys + "/pad.yaml", encoding: .utf8).contains("""
              - ["1",
                  # kbc:allow KBC0211: the double zero
                  "00",
                  "000",
                  "x"]
              - ["a", "b"]
              # kbc:allow KBC0211: both
              - ["c", "dd", "ee"]

            """))

        let again = try Kbc.temporaryFolder(texts: [:]) + "/again"
        #expect(try Kbc.run(["flatten", flat, "--output", again]).status == 0)
        #expect(try Self.contents(of: again) == Self.contents(of: flat))
    }

    /// The copies are kbc's, as the flattened layouts are: with no configuration applied, the copy of the
    /// last one is deleted and reported, never left to apply to the folder.
    @Test func copiesAreDeletedWithTheirSource() throws {
        let input = Self.fixtures + "/Flatten/every-field"
        let output = try Kbc.temporaryFolder(texts: [:]) + "/flat"
        #expect(try Kbc.run(["flatten", input, "--output", output]).status == 0)
        #expect(FileManager.default.fileExists(atPath: output + "/kbc-config.yaml"))
        let again = try Kbc.run(["flatten", input, "--output", output, "--no-config"])
        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardOutput.contains("Removed \(output)/kbc-config.yaml, flattened from kbc-config.yaml, which is no longer an input."), "\(again.standardOutput)")
        let bare = try Kbc.temporaryFolder(texts: ["pad.yaml": "keyboard: pad\nrows:\n  - 1 2 3\n"])
        #expect(try Kbc.run(["flatten", bare, "--output", output]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["pad.yaml"])
    }
}
