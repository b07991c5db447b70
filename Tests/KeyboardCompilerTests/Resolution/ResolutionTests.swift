import KeyboardCompiler
import KeyboardRuntime
import Testing

/// The resolution stage: what is checked is the keyboard that is built, after `extends`, variants, the
/// locale's labels and the toolbar, on every page. Each test is a combination that once built silently
/// into something other than the author meant.
@Suite struct ResolutionTests {
    private func compile(_ files: [(String, String)]) -> CompilationResult {
        LayoutCompiler().compile(files.map { LayoutSource(path: $0.0, text: $0.1) })
    }

    private func codes(_ result: CompilationResult) -> [String] {
        result.diagnostics.map { "\($0.code.identifier)@\($0.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-")" }
    }

    private let letters = """
        keyboard: letters
        locale: en
        rows:
          - q w e
          - [{action: shift}, {action: space, width: fill}, {action: return}]
        """

    @Test func aDerivedKeyboardsOwnVariantsGetDefaultLabels() throws {
        let result = compile([("letters.yaml", letters), ("child.yaml", """
            keyboard: child
            extends: letters
            variants:
              - device: pad
                rows:
                  - a b c
                  - [{action: delete}, {action: space, width: fill}, {action: dismiss}]
            """)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let child = try #require(result.layouts.first { $0.id == "child" })
        let padKeys = child.variants[0].rows[1].keys
        #expect(padKeys.allSatisfy { !$0.label.isEmpty })
        #expect(padKeys[1].label == DefaultLabels.label(for: .space, locale: "en"))
        let (files, _) = SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter(accessLevel: .internal))
        #expect(!(try #require(files.first { $0.name == "child.swift" }).contents.contains(#"label: """#)))
    }

    @Test func aNewLocaleLeavesAKeysOwnLabelAlone() throws {
        let result = compile([("base.yaml", """
            keyboard: base
            locale: en
            rows:
              - [a, {action: space, label: space, width: fill}, {action: return}]
            """), ("child.yaml", "keyboard: child\nextends: base\nlocale: zh-Hans\n")])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let child = try #require(result.layouts.first { $0.id == "child" })
        #expect(child.rows[0].keys[1].label == "space")
        #expect(child.rows[0].keys[2].label == DefaultLabels.label(for: .returnKey, locale: "zh-Hans"))
    }

    @Test func aBasesToolbarNoneStaysWhenTheChildHasATitle() throws {
        let result = compile([
            ("base.yaml", "keyboard: base\ntoolbar: none\nrows:\n  - 1 2 3\n"),
            ("child.yaml", "keyboard: child\nextends: base\ntitle: PIN\n"),
            ("titled.yaml", "keyboard: titled\nextends: base\ntitle: PIN\ntoolbar: {done: true}\n"),
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(try #require(result.layouts.first { $0.id == "child" }).toolbar == nil)
        #expect(try #require(result.layouts.first { $0.id == "titled" }).toolbar?.title == "PIN")
    }

    @Test func anIPadVariantOfAnIDPadThatLacksXFailsProfileRepertoireAndTests() throws {
        let pad = """
            keyboard: id-card-pad
            profile: id-card-pad
            repertoire: "0123456789X"
            rows:
              - 1 2 3
              - 4 5 6
              - 7 8 9
              - [{key: X, pin: true}, "0", {action: delete}]
            variants:
              - device: pad
                rows:
                  - 1 2 3
                  - 4 5 6
                  - 7 8 9
                  - [{key: ".", pin: true}, "0", {action: delete}]
            tests:
              - press: 1 X
                expect: 1X
            """
        let result = compile([("id.yaml", pad)])
        let found = result.diagnostics.map(\.code)
        #expect(found.contains(.idCardPadProfile), "\(result.diagnostics)")
        #expect(found.contains(.repertoireMismatch), "\(result.diagnostics)")
        // Every finding is on the pad's page, and says so.
        for diagnostic in result.diagnostics {
            #expect(diagnostic.notes.first?.message == "on the pad page of 'id-card-pad', the variant declared here", "\(diagnostic)")
            #expect(diagnostic.notes.first?.location?.line == 10)
        }
        let tests = LayoutTestRunner.run(result)
        #expect(tests.failures.count == 1)
        #expect(tests.failures.first?.code == .testKeyNotFound)
        #expect(tests.failures.first?.notes.first?.message == "on the pad page of 'id-card-pad', the variant declared here")
    }

    @Test func aRowReplacedTwiceByNumberIsAnError() {
        let result = compile([("letters.yaml", letters), ("child.yaml", """
            keyboard: child
            extends: letters
            rows:
              1: a b c
              "01": x y z
            variants:
              - device: pad
                rows: {1: [d], 001: [e]}
            """)])
        #expect(codes(result) == ["KBC0230@child.yaml:5:3", "KBC0230@child.yaml:8:20"])
    }

    @Test func aVariantAnEarlierOneHidesIsAWarning() {
        let result = compile([("v.yaml", """
            keyboard: v
            rows:
              - a b
            variants:
              - device: pad
                rows: [[a, b, c]]
              - device: pad
                minWidth: 1000
                rows: [[a, b, c, d]]
              - minWidth: 1000
                rows: [[a, b, c, d, e]]
            """)])
        #expect(codes(result) == ["KBC0231@v.yaml:7:5"])
        #expect(result.diagnostics.first?.notes.first?.location?.line == 5)
    }

    @Test func replacingRowsOfABaseWithVariantsWarnsUnlessVariantsAreGiven() {
        let base = "keyboard: base\nrows:\n  - 1 2 3\n  - [\"0\", {action: delete}]\nvariants:\n  - device: pad\n    rows: [[1, 2, 3], [\"0\", {action: delete}, {action: dismiss}]]\n"
        let warned = compile([("base.yaml", base), ("child.yaml", "keyboard: child\nextends: base\nrows: {2: [\"0\", {action: return}]}\n")])
        #expect(codes(warned) == ["KBC0232@child.yaml:3:7"])
        let silent = compile([("base.yaml", base), ("child.yaml", "keyboard: child\nextends: base\nrows: {2: [\"0\", {action: return}]}\nvariants: []\n")])
        #expect(silent.diagnostics.isEmpty, "\(silent.diagnostics)")
        let kept = compile([("base.yaml", base), ("child.yaml", "keyboard: child\nextends: base\ntitle: PIN\n")])
        #expect(kept.diagnostics.isEmpty, "\(kept.diagnostics)")
        #expect(kept.layouts.first { $0.id == "child" }?.variants.count == 1)
    }

    @Test func aKeyTooNarrowToTouchIsAnError() {
        let result = compile([("n.yaml", "keyboard: n\nrows:\n  - [a, {key: b, width: 0.0000000001}, c]\n")])
        #expect(codes(result) == ["KBC0106@n.yaml:3:25"])
    }

    @Test func aFindingOnAnInheritedRowNamesTheKeyboardThatInheritedIt() throws {
        // The base is half width; a full-width child makes its inherited ASCII keys suspicious.
        let result = compile([
            ("base.yaml", "keyboard: base\nrows:\n  - ａ ｂ\n  - [{action: delete}]\n"),
            ("child.yaml", "keyboard: child\nextends: base\ncharacterWidth: half\nrows: {2: [ｃ, {action: delete}]}\n"),
        ])
        let inherited = result.diagnostics.filter { $0.notes.contains { $0.message == "in 'child', which extends 'base' here" } }
        #expect(!inherited.isEmpty, "\(result.diagnostics)")
        #expect(inherited.allSatisfy { $0.location?.file == "base.yaml" })
        #expect(inherited.first?.notes.first { $0.message.hasPrefix("in 'child'") }?.location?.description == "child.yaml:2:10")
    }
}

/// `shuffled()` shuffles every device's page.
@Suite struct ShuffledVariantTests {
    @Test func shufflingAPageShufflesItsVariantsToo() {
        let digits = (0...9).map { Key(action: .insert("\($0)"), label: "\($0)") }
        var layout = KeyboardLayout(id: "pad", shufflePolicy: .onShow, rows: [KeyRow(keys: digits)])
        layout.variants = [LayoutVariant(device: .pad, rows: [KeyRow(keys: digits + [Key(action: .dismiss, label: "⌨")])])]
        var generator = SeededRandomNumberGenerator(seed: 42)
        var moved = 0
        for _ in 0..<20 {
            let shuffled = layout.shuffled(using: &generator)
            let pad = shuffled.forDevice(KeyboardMetrics(device: .pad, orientation: .portrait), width: 820)
            if pad.rows[0].keys.prefix(10).map(\.label) != digits.map(\.label) { moved += 1 }
            #expect(Set(pad.rows[0].keys.prefix(10).map(\.label)) == Set(digits.map(\.label)))
            #expect(pad.rows[0].keys.last?.action == .dismiss)
        }
        #expect(moved >= 19)
    }
}
