import Foundation
import Testing

/// A suppression in a base's file that silences a finding only a keyboard extending it has is shown in
/// that keyboard's file (review 42, G16: the PIN pad's "digits only" was silenced from the amount pad's
/// file, and nothing in the PIN pad's file said so).
@Suite struct InheritedSuppressionTests {
    static let folder = [
        "kbc-config.yaml": "rules:\n  - pack: secure-pin-pad\n",
        "amount.yaml": "keyboard: amount\nrows:\n  - 1 2 3\n  - 4 5 6\n  - 7 8 9\n  - [\".\", \"0\", {action: delete}]   # kbc:allow PIN002: amounts have a decimal point\n",
        "pin.yaml": "keyboard: card-pin\nextends: amount\nshuffle: on-show\nlength: 4\n",
    ]

    @Test(arguments: [[], ["pin.yaml"]])
    func theInheritingKeyboardsFileShowsTheSilencedFinding(_ paths: [String]) throws {
        let folder = try Kbc.temporaryFolder(texts: Self.folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(in: folder, ["validate"] + paths)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains(
            "pin.yaml:2:10: hint: a suppression in 'amount.yaml' silences PIN002 for this keyboard too: A PIN pad types digits only [KBC0808]"),
            "\(run.standardError)")
        #expect(run.standardError.contains("amount.yaml:6:48: note: the suppression"))
        #expect(run.standardOutput.hasSuffix("0 errors, 0 warnings, 1 hint.\n"), "\(run.standardOutput)")
        // The amount pad's own file, validated alone, has nothing to show.
        let amount = try Kbc.run(in: folder, ["validate", "amount.yaml"])
        #expect(amount.standardOutput == "Validated 1 keyboard in 1 file: 0 errors, 0 warnings.\n", "\(amount.standardError)")
    }
}
