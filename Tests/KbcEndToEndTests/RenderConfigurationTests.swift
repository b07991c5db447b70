import Foundation
import Testing

/// `kbc render`: a layout that extends a standard keyboard is drawn as the build compiles it, with the
/// configuration beside it (found, or named with `--config`).
@Suite struct RenderConfigurationTests {
    @Test func renderReadsStandardLayoutsFromTheConfiguration() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "kbc-config.yaml": "standardLayouts: true\n",
            "pin.yaml": "keyboard: pin\nextends: decimal-pad\ntitle: PIN\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let without = try Kbc.run(["render", folder + "/pin.yaml", "--format", "text", "--no-config"])
        #expect(without.status == 1)
        #expect(without.standardError.contains("'decimal-pad' is one of kbc's standard keyboards"))
        let with = try Kbc.run(["render", folder + "/pin.yaml", "--format", "text", "--config", folder + "/kbc-config.yaml"])
        #expect(with.status == 0, "\(with.standardError)")
        #expect(with.standardOutput.contains("PIN"))
        #expect(with.standardOutput.contains("7"))
        let found = try Kbc.run(["render", folder + "/pin.yaml", "--format", "text"])
        #expect(found.status == 0, "\(found.standardError)")
        #expect(found.standardOutput == with.standardOutput)
        #expect(found.standardError == "kbc: using the configuration \(folder)/kbc-config.yaml\n")
    }
}
