import Foundation
import Testing

/// The built-in packs' rules can be read before a configuration switches them on (review 42, G12:
/// `kbc explain PIN001` and `kbc explain secure-pin-pad` were "not a diagnostic code", exit 2).
@Suite struct ExplainPackTests {
    @Test func aPacksRulesAreExplainedWithoutAConfiguration() throws {
        let folder = try Kbc.temporaryFolder(texts: ["Package.swift": Kbc.manifest])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let rule = try Kbc.run(in: folder, ["explain", "PIN001"])
        #expect(rule.status == 0, "\(rule.standardError)")
        #expect(rule.standardOutput.hasPrefix("PIN001: a rule of the pack 'secure-pin-pad' (error)\n\nA PIN pad is rearranged each time it is shown.\n"), "\(rule.standardOutput)")
        #expect(rule.standardOutput.hasSuffix("Not switched on here; in kbc-config.yaml, `rules: [{pack: secure-pin-pad}]` switches the pack on.\n"))
        let pack = try Kbc.run(in: folder, ["explain", "secure-pin-pad"])
        #expect(pack.status == 0, "\(pack.standardError)")
        #expect(pack.standardOutput.hasPrefix("secure-pin-pad: a built-in pack of 5 rules (PIN001, PIN002, PIN003, PIN004, PIN005)\n\nPIN001: "), "\(pack.standardOutput)")
        #expect(try Kbc.run(in: folder, ["explain", "password-page"]).standardOutput.contains("PWD003: a rule of the pack 'password-page'"))
        // Switched on, the rule says where.
        try Data("rules:\n  - pack: secure-pin-pad\n".utf8).write(to: URL(fileURLWithPath: folder + "/kbc-config.yaml"))
        let configured = try Kbc.run(in: folder, ["explain", "PIN001"])
        #expect(configured.standardOutput.hasSuffix("Declared at kbc-config.yaml:2:11.\n"), "\(configured.standardOutput)")
    }
}
