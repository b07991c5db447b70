import Foundation
import Testing

/// Team rules through the binary (review 42): a `file:` selector applies to a file named through a
/// symbolic link (G13), and every example that switches on a built-in pack meets it (G11).
@Suite struct TeamRuleReviewTests {
    @Test func aFileSelectorAppliesToTheFileNamedThroughASymbolicLink() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "kbc-config.yaml": "rules:\n  - id: BANK001\n    severity: error\n    message: Banking pads shuffle\n    select: {file: \"Banking/**\"}\n    require: {shuffle: on-show}\n",
            "Banking/login.yaml": "keyboard: login\nrows:\n  - 1 2 3\n",
        ])
        // A repository's root, where the search for kbc-config.yaml from the file's folder stops.
        try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder + "/bk", withDestinationPath: "Banking")
        for path in ["Banking/login.yaml", "bk/login.yaml", "bk/../Banking/login.yaml"] {
            let run = try Kbc.run(["validate", folder + "/" + path])
            #expect(run.status == 1, "\(path): \(run.standardError)")
            #expect(run.standardError.contains("login.yaml:1:11: error: Banking pads shuffle [BANK001]"), "\(path): \(run.standardError)")
        }
    }

    /// Each example whose kbc-config.yaml switches on a pack passes it, warnings included; the bank's PIN
    /// pad claims `secure-pin-pad`, so the test cannot pass on no example.
    @Test func theExamplesMeetThePacksTheySwitchOn() throws {
        let examples = Kbc.repository.appendingPathComponent("Examples/Layouts").path
        var claimed: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: examples).sorted() {
            let config = examples + "/" + name + "/kbc-config.yaml"
            guard let text = try? String(contentsOfFile: config, encoding: .utf8) else { continue }
            let packs = text.split(separator: "\n").compactMap { line -> String? in
                let words = line.split(separator: " ")
                return words.count == 3 && words[0] == "-" && words[1] == "pack:" ? String(words[2]) : nil
            }
            guard !packs.isEmpty else { continue }
            claimed += packs.map { "\(name): \($0)" }
            let run = try Kbc.run(["validate", "Examples/Layouts/" + name, "--warnings-as-errors"])
            #expect(run.status == 0, "\(name) fails the packs it switches on (\(packs)): \(run.standardError)")
        }
        #expect(claimed.contains("bank: secure-pin-pad"), "\(claimed)")
    }
}
