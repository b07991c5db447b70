import Foundation
import Testing

/// `kbc flatten` keeps each finding where its suppression is, through the built binary: a folder that
/// validates flattens (review 42, G7).
@Suite struct FlattenSuppressionCommandTests {
    /// A finding about a field the file does not write (`shuffle` left at `never`) is reported at the
    /// keyboard's id, where the team suppresses it; flatten writes `shuffle: never` out, so the finding is
    /// reported there once flattened, and the suppression goes with it. It was refused (KBC0408) with a
    /// note about overrides and bases, neither of which the folder has.
    @Test(arguments: [
        "keyboard: old-pin   # kbc:allow PIN001: legacy pad, replaced in Q3\nlength: 4\n",
        "# kbc:allow PIN001: legacy pad, replaced in Q3\nkeyboard: old-pin\nlength: 4\n",
    ])
    func aSuppressionAtTheKeyboardIDMovesWithItsFinding(_ head: String) throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "in/kbc-config.yaml": "rules:\n  - pack: secure-pin-pad\n",
            "in/pin.yaml": head + "rows:\n  - 1 2 3\n  - 4 5 6\n  - 7 8 9\n  - [{action: dismiss}, \"0\", {action: delete}]\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let validated = try Kbc.run(in: folder, ["validate", "in"])
        #expect(validated.standardOutput == "Validated 1 keyboard in 1 file: 0 errors, 0 warnings.\n")
        let run = try Kbc.run(in: folder, ["flatten", "in", "-o", "flat"])
        #expect(run.status == 0, "\(run.standardError)")
        let flattened = try String(contentsOfFile: folder + "/flat/pin.yaml", encoding: .utf8)
        #expect(flattened.contains("keyboard: \"old-pin\"\ncharacterWidth: half\n# kbc:allow PIN001: legacy pad, replaced in Q3\nshuffle: never\n"), "\(flattened)")
        #expect(flattened.components(separatedBy: "kbc:allow").count == 2, "\(flattened)")
        let again = try Kbc.run(in: folder, ["validate", "flat"])
        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardOutput == "Validated 1 keyboard in 1 file: 0 errors, 0 warnings.\n")
    }
}
