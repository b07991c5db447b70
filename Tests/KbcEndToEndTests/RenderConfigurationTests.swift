import Foundation
import Testing

/// `kbc render --config`: a layout that extends a standard keyboard is drawn as the build compiles it.
@Suite struct RenderConfigurationTests {
    @Test func renderReadsStandardLayoutsFromTheConfiguration() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "kbc-config.yaml": "standardLayouts: true\n",
            "pin.yaml": "keyboard: pin\nextends: decimal-pad\ntitle: PIN\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let without = try Kbc.run(["render", folder + "/pin.yaml", "--format", "text"])
        #expect(without.status == 1)
        #expect(without.standardError.contains("'decimal-pad' is one of kbc's standard keyboards"))
        let with = try Kbc.run(["render", folder + "/pin.yaml", "--format", "text", "--config", folder + "/kbc-config.yaml"])
        #expect(with.status == 0, "\(with.standardError)")
        #expect(with.standardOutput.contains("PIN"))
        #expect(with.standardOutput.contains("7"))
    }
}
