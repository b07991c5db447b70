import KeyboardCompiler
import KeyboardRuntime
import Testing

/// What a fresh review of feature combinations found, each as the files that showed it.
@Suite struct CombinationReviewTests {
    private func compile(_ files: [(String, String)]) -> CompilationResult {
        LayoutCompiler().compile(files.map { LayoutSource(path: $0.0, text: $0.1) })
    }

    /// A page without variants leads to one with an iPad variant: on an iPad it types what that variant
    /// types, and its repertoire and tests are checked there too.
    @Test func repertoireAndTestsHoldOnTheDevicesOfPagesTheyLeadTo() throws {
        let result = compile([
            ("a.yaml", "keyboard: pa\nrepertoire: \"12\"\nrows: [[1, {action: switch, to: pb}]]\ntests: [{press: <switch:pb> 2, expect: \"2\"}]\n"),
            ("b.yaml", "keyboard: pb\nrows: [[2, {action: switch, to: pa}]]\nvariants: [{device: pad, rows: [[Z, {action: switch, to: pa}]]}]\n"),
        ])
        let repertoire = try #require(result.diagnostics.first { $0.code == .repertoireMismatch })
        #expect(repertoire.message == "the keys can type 'Z', which the repertoire does not list")
        #expect(repertoire.notes.first?.message == "counted on the pad page, with the pages it leads to there")
        let tests = LayoutTestRunner.run(result)
        #expect(tests.failures.map(\.code) == [.testKeyNotFound])
        #expect(tests.failures.first?.notes.first?.message == "on the pad page, with the pages it leads to there")
    }

    @Test func flattenKeepsAToolbarItemsSpokenName() throws {
        let result = compile([
            ("l.yaml", "keyboard: letters\nrows: [[a]]\n"),
            ("p.yaml", "keyboard: p\ntitle: P\ntoolbar: {items: [{action: switch, to: letters, spoken: \"Letters page\"}]}\nrows: [[\"1\"]]\n"),
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let (files, problems) = LayoutFlattening.files(for: result)
        #expect(problems.isEmpty)
        let flat = LayoutCompiler().compile(files.map { LayoutSource(path: "flat/" + $0.name, text: $0.contents) })
        #expect(flat.layouts.first { $0.id == "p" }?.toolbar?.items.first?.spokenName == "Letters page")
    }

    @Test func aVariantThatEarlierVariantsHideTogetherIsAWarning() throws {
        let result = compile([("v.yaml", """
            keyboard: v
            rows: [[1, 2, 3]]
            variants:
              - {device: pad, minWidth: 400, rows: [[4, 5, 6]]}
              - {device: phone, minWidth: 300, rows: [[7, 8, 9]]}
              - {minWidth: 400, rows: [[a, b, c]]}
            """)])
        let warning = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(warning.code == .unreachableVariant)
        #expect(warning.location?.line == 6)
        #expect(warning.notes.compactMap(\.location?.line) == [4, 5])
    }

    @Test func anInheritedToolbarItemsProblemIsReportedOnceInItsFile() {
        let result = compile([
            ("c.yaml", "keyboard: c\ntoolbar: {items: [{action: toggle-width, to: nowhere}]}\nrows: [[\"1\", \"2\", \"3\"]]\n"),
            ("c2.yaml", "keyboard: c2\nextends: c\n"),
        ])
        #expect(result.diagnostics.map { "\($0.code.identifier)@\($0.location!)" } == ["KBC0203@c.yaml:2:46"])
    }

    @Test func anInheritedVariantsWarningIsReportedOnce() {
        let result = compile([
            ("base.yaml", "keyboard: base\nrows: [[a]]\nvariants:\n  - {device: pad, rows: [[b]]}\n  - {device: pad, minWidth: 900, rows: [[c]]}\n"),
            ("child.yaml", "keyboard: child\nextends: base\ntitle: Child\n"),
        ])
        #expect(result.diagnostics.map { "\($0.code.identifier)@\($0.location!)" } == ["KBC0231@base.yaml:5:5"])
    }

    @Test func oneLetterGroupsAreNotMisspellingsOfEachOther() {
        let result = compile([("g.yaml", "keyboard: g\nrows:\n  - {group: a, keys: [\"1\", \"2\"]}\n  - {group: b, keys: [\"3\", \"4\"]}\n")])
        #expect(!result.diagnostics.map(\.code).contains(.similarGroupNames), "\(result.diagnostics)")
    }

    @Test func aTestPressFindsTheKeyByItsBytes() throws {
        // The key types NFD 'é'; a press of NFC 'é' names another text, so no key is pressed.
        let result = compile([("e.yaml", "keyboard: e\nrows: [[\"e\\u0301\"]]\ntests: [{press: [\"\\u00e9\"], expect: \"\\u00e9\"}]\n")])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(LayoutTestRunner.run(result).failures.map(\.code) == [.testKeyNotFound])
    }
}

/// Casing that depends on the keyboard's language.
@Suite struct LocaleCasingTests {
    @Test func aTurkishIShiftsToADottedCapital() throws {
        let result = LayoutCompiler().compile([
            LayoutSource(path: "base.yaml", text: "keyboard: base\nrows:\n  - [i, ı, ş, {key: e, alternates: [i, é]}, {action: shift}]\n"),
            LayoutSource(path: "tr.yaml", text: "keyboard: tr\nextends: base\nlocale: tr\ntests: [{press: <shift> i <shift> ı, expect: İI}]\n"),
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let turkish = try #require(result.layouts.first { $0.id == "tr" })
        #expect(turkish.rows[0].keys.map(\.shiftedText) == ["İ", "I", "Ş", "E", nil])
        #expect(turkish.rows[0].keys[3].shiftedAlternates == ["İ", "É"])
        #expect(result.layouts.first { $0.id == "base" }?.rows[0].keys[0].shiftedText == "I")
        #expect(LayoutTestRunner.run(result).failures.isEmpty)
    }

    /// Only the default shift becomes `İ`: a `shift` the file writes, `I` included, is what shift types,
    /// in the keyboard itself and in one that extends it with the locale; a variant's unwritten one is `İ`.
    @Test func aWrittenShiftStaysUnderATurkishLocale() throws {
        let result = LayoutCompiler().compile([
            LayoutSource(path: "base.yaml", text: "keyboard: base\nrows:\n  - [{key: i, shift: I}, ı, {action: shift}]\n"),
            LayoutSource(path: "tr.yaml", text: "keyboard: tr\nlocale: tr\nrows:\n  - [{key: i, shift: I}, ı, {action: shift}]\nvariants: [{device: pad, rows: [[i, ı, {action: shift}]]}]\ntests: [{press: <shift> ı, expect: I}]\n"),
            LayoutSource(path: "child.yaml", text: "keyboard: child\nextends: base\nlocale: az\n"),
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        for id in ["tr", "child"] {
            let layout = try #require(result.layouts.first { $0.id == id })
            #expect(layout.rows[0].keys.map(\.shiftedText) == ["I", "I", nil], "\(id)")
        }
        // The iPad's `i` gives no shift: its default is the dotted capital.
        #expect(result.layouts.first { $0.id == "tr" }?.variants.first?.rows[0].keys.map(\.shiftedText) == ["İ", "I", nil])
        #expect(LayoutTestRunner.run(result).failures.isEmpty)
    }

    /// `kbc flatten` writes a Turkish page whole: an alternate `i` (shifted to `İ`) and a written `shift: I`
    /// come back the same, and the flattened file generates the same Swift.
    @Test func aTurkishPageFlattensAndComesBack() throws {
        let (original, files, flat) = try FlattenTests.roundTrip([
            LayoutSource(path: "tr.yaml", text: "keyboard: tr\nlocale: tr\nrows:\n  - [{key: ı, alternates: [i, î]}, {key: i, shift: I}, {action: shift}]\n  - [{key: e, alternates: [i]}]\nrepeatedKeys: allowed\n"),
        ])
        let text = try #require(files.first?.contents)
        #expect(text.contains("{key: \"ı\", alternates: [\"i\", \"î\"]}, {key: \"i\", shift: \"I\"}"), "\(text)")
        #expect(flat.layouts.first?.rows[0].keys[0].shiftedAlternates == ["İ", "Î"])
        #expect(FlattenTests.swift(flat) == FlattenTests.swift(original))
    }
}
