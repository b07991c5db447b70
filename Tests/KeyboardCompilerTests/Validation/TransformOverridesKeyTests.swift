@testable import KeyboardCompiler
import Testing

/// KBC0267 (review 42, G0): a transform whose sequence is one key's whole text makes the key type its
/// result, silently before; a warning at the transform, an error under a secure pad's profile.
@Suite struct TransformOverridesKeyTests {
    private func findings(_ text: String) -> [Diagnostic] {
        LayoutCompiler().compile([LayoutSource(path: "t.yaml", text: text)]).diagnostics.filter { $0.code == .transformOverridesKey }
    }

    private let pad = """
        keyboard: p-pin
        profile: id-card-pad
        rows:
          - 1 2 3
          - 4 5 6
          - 7 8 9
          - [{key: X, pin: true}, "0", {action: delete}]
        transforms:
          "1": "9"
          "X": "Y"

        """

    @Test func aRemappedDigitOnASecurePadIsAnErrorAtTheTransformNamingTheKey() throws {
        let found = findings(pad)
        #expect(found.map { $0.location?.position.description } == ["9:3", "10:3"])
        #expect(found.allSatisfy { $0.severity == .error })
        #expect(found.first?.message == "the transform '1' is one key's whole text: the key shows '1' but types '9'")
        #expect(found.first?.notes.first?.location?.position.description == "4:5")
        #expect(found.last?.notes.first?.location?.position.description == "7:6")
    }

    @Test func withoutASecurePadProfileItIsAWarning() {
        let found = findings(pad.replacingOccurrences(of: "profile: id-card-pad\n", with: ""))
        #expect(found.count == 2 && found.allSatisfy { $0.severity == .warning })
    }

    @Test func aShiftedTextOrAnAlternateIsOverriddenToo() {
        let found = findings("keyboard: k\nrows:\n  - [{key: a, shift: A}, {key: e, alternates: é}]\ntransforms:\n  \"A\": \"B\"\n  \"é\": \"x\"\n")
        #expect(found.map { $0.location?.position.description } == ["5:3", "6:3"])
    }

    @Test func aTransformTheKeyShowsAnywayIsNotReported() {
        // The key's label shows the result; the result is the key's text in another normalization form;
        // sequences of two keys (dead keys) are what transforms are for.
        #expect(findings("keyboard: k\nrows:\n  - [{key: \"'\", label: \"’\"}, a]\ntransforms:\n  \"'\": \"’\"\n").isEmpty)
        #expect(findings("keyboard: k\nrows:\n  - [\"e\\u0301\", a]\ntransforms:\n  \"e\\u0301\": \"\\u00E9\"\n").isEmpty)
        #expect(findings("keyboard: k\nrows:\n  - [´, e]\ntransforms:\n  \"´e\": é\n").isEmpty)
    }
}
