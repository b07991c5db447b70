import KeyboardCompiler
import KeyboardRuntime
import Testing

/// `extends`: a keyboard starts from another and replaces what differs; mistakes point into both files.
@Suite struct InheritanceTests {
    private let base = """
        keyboard: ru-letters
        locale: ru
        title: Буквы
        shuffle: on-show
        rows:
          - й ц у к е н г ш щ з х
          - ф ы в а п р о л д ж э
          - [{action: shift, width: fill}, я, ч, с, м, и, т, ь, б, {action: delete, width: fill}]
          - [{action: switch, to: ru-symbols}, {action: space, width: fill}, {action: return}]
        """
    private let symbols = "keyboard: ru-symbols\nrows:\n  - 1 2 3\n  - [{action: switch, to: ru-letters, width: fill}]\n"

    private func compile(_ derived: String) -> CompilationResult {
        LayoutCompiler().compile([
            LayoutSource(path: "ru.yaml", text: base), LayoutSource(path: "symbols.yaml", text: symbols),
            LayoutSource(path: "derived.yaml", text: derived),
        ])
    }

    @Test func theDocumentedExampleMergesFieldsAndReplacesOneRow() throws {
        let example = try #require(DocumentationTests.blocks("yaml", in: DocumentationTests.layoutFormat).first { $0.contains("\nextends: ru-letters") })
        let result = compile(example)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let derived = try #require(result.layouts.first { $0.id == "ru-letters-2" })
        let original = try #require(result.layouts.first { $0.id == "ru-letters" })
        #expect(derived.locale == "ru")
        #expect(derived.shufflePolicy == .onShow)
        #expect(derived.title == "Буквы")
        #expect(derived.toolbar?.title == "Буквы")
        #expect(Array(derived.rows.prefix(3)) == Array(original.rows.prefix(3)))
        #expect(derived.rows.count == 4)
        let bottom = try #require(derived.rows.last)
        #expect(bottom.keys[0].label == "АБВ")
        // The space bar of this file's own row is named in the inherited locale.
        #expect(bottom.keys[1].label == DefaultLabels.label(for: .space, locale: "ru"))
    }

    @Test func aProblemInAnInheritedRowIsReportedOnceInTheBaseFile() {
        let result = LayoutCompiler().compile([
            LayoutSource(path: "a.yaml", text: "keyboard: a\nrows:\n  - [x, x]\n"),
            LayoutSource(path: "b.yaml", text: "keyboard: b\nextends: a\ntitle: B\n"),
        ])
        #expect(result.diagnostics.map { $0.location?.description ?? "" } == ["a.yaml:3:9"])
        #expect(result.diagnostics.map(\.code) == [.duplicateOutput])
    }

    @Test func missingBasesCirclesAndRowsPastTheEndAreLocatedInBothFiles() {
        let missing = compile("keyboard: m\nextends: ru-leters\n")
        #expect(missing.diagnostics.map(\.code) == [.unknownBase])
        #expect(missing.diagnostics.first?.notes.first?.message == "did you mean 'ru-letters'?")

        let circle = LayoutCompiler().compile([
            LayoutSource(path: "a.yaml", text: "keyboard: a\nextends: b\n"), LayoutSource(path: "b.yaml", text: "keyboard: b\nextends: a\n"),
        ])
        #expect(circle.diagnostics.map(\.code) == [.extendsCycle])
        #expect(circle.diagnostics.first?.message == "'a' extends itself: 'a' → 'b' → 'a'")
        #expect(circle.diagnostics.first?.notes.first?.location?.description == "b.yaml:2:10")

        let past = compile("keyboard: p\nextends: ru-letters\nrows:\n  5: [a]\n  x: [b]\n")
        #expect(past.diagnostics.map { "\($0.code.identifier)@\($0.location!)" } == ["KBC0222@derived.yaml:4:3", "KBC0102@derived.yaml:5:3"])
        #expect(past.diagnostics.first?.notes.first?.location?.description == "ru.yaml:6:3")
        #expect(past.layouts.allSatisfy { $0.id != "p" })
    }

    @Test func theGeneratedSwiftHoldsTheMergedKeyboard() throws {
        let result = compile("keyboard: ru-big\nextends: ru-letters\nshuffle: never\n")
        let (files, _) = SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter(accessLevel: .public))
        let generated = try #require(files.first { $0.name == "derived.swift" })
        #expect(generated.contents.contains(#"Key(action: .insert("й"), label: "й""#))
        #expect(generated.contents.contains("shufflePolicy: .never"))
    }
}

/// What the review of `extends`, variants, repertoires and toolbar items found, kept fixed.
@Suite struct FormatReviewRegressionTests {
    private func compile(_ files: [(String, String)]) -> CompilationResult {
        LayoutCompiler().compile(files.map { LayoutSource(path: $0.0, text: $0.1) })
    }

    private let base = """
        keyboard: base
        rows:
          - 1 2 3
          - [{action: switch, to: derived, label: ABC, width: fill}, {action: space, width: fill}]
        variants:
          - device: pad
            rows: {1: [1, 2, 3, {action: dismiss}]}
        """

    @Test func aDerivedKeyboardWithItsOwnRowsDoesNotShowTheBasesPadRows() throws {
        let result = compile([("base.yaml", base), ("derived.yaml", "keyboard: derived\nextends: base\nrows:\n  2: [{action: switch, to: base, label: '123', width: fill}, {action: space, width: fill}]\n")])
        #expect(result.errorCount == 0, "\(result.diagnostics)")
        let derived = try #require(result.layouts.first { $0.id == "derived" })
        #expect(derived.variants.isEmpty)
        let onPad = derived.forDevice(KeyboardMetrics(device: .pad, orientation: .portrait), width: 820)
        #expect(onPad.rows[1].keys[0].action == .switchKeyboard(to: "base"))
    }

    @Test func aDerivedKeyboardsNumberedVariantReplacesTheMergedRows() throws {
        let result = compile([("base.yaml", base), ("derived.yaml", """
            keyboard: derived
            extends: base
            locale: de
            variants:
              - device: pad
                rows: {1: [4, 5, 6, {action: dismiss}]}
            """)])
        #expect(result.errorCount == 0, "\(result.diagnostics)")
        let derived = try #require(result.layouts.first { $0.id == "derived" })
        #expect(derived.variants.first?.rows[0].keys.count == 4)
        #expect(derived.variants.first?.rows[1].keys[1].label == DefaultLabels.label(for: .space, locale: "de"))
        // The inherited space bar speaks the new language too.
        #expect(derived.rows[1].keys[1].label == DefaultLabels.label(for: .space, locale: "de"))
    }

    @Test func theRepertoireCountsAlternatesToolbarPagesAndVariants() {
        let result = compile([
            ("a.yaml", "keyboard: a\ntitle: A\ntoolbar: {items: [{action: switch, to: b}]}\nrepertoire: \"céxyz\"\nrows:\n  - [{key: c, alternates: é}]\n"),
            ("b.yaml", "keyboard: b\nrows:\n  - x y z\nvariants:\n  - device: pad\n    rows: [[z, x, y]]\n"),
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func theRepertoireHoldsOnEachDevice() throws {
        // The phone's page b lacks z, which only the iPad's types: the repertoire is wrong on a phone.
        let result = compile([
            ("a.yaml", "keyboard: a\ntitle: A\ntoolbar: {items: [{action: switch, to: b}]}\nrepertoire: \"céxyz\"\nrows:\n  - [{key: c, alternates: é}]\n"),
            ("b.yaml", "keyboard: b\nrows:\n  - x y\nvariants:\n  - device: pad\n    rows: [[x, y, z]]\n"),
        ])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1, "\(result.diagnostics)")
        #expect(diagnostic.code == .repertoireMismatch)
        #expect(diagnostic.message == "the repertoire lists 'z', which no key can type")
        #expect(diagnostic.location?.description == "a.yaml:4:13")
        #expect(diagnostic.notes.first?.message == "counted on the phone page, with the pages it leads to there")
    }

    @Test func testsPressToolbarItemsAndDone() {
        let result = compile([
            ("a.yaml", "keyboard: a\ntitle: A\ntoolbar: {items: [{action: switch, to: b, label: B}]}\nrows:\n  - '1'\ntests:\n  - press: 1 <switch:b> x <dismiss>\n    expect: 1x\n    page: b\n"),
            ("b.yaml", "keyboard: b\ntitle: B\nrows:\n  - x\n"),
        ])
        #expect(result.diagnostics.isEmpty)
        #expect(LayoutTestRunner.run(result).failures.isEmpty, "\(LayoutTestRunner.run(result).failures)")
    }

    @Test func anInheritedProfileCanBeDroppedAndLinkingCodesCannotBeSilenced() throws {
        let result = compile([
            ("p.yaml", "keyboard: p\nprofile: decimal-pad\nrows:\n  - 1 2 3\n  - 4 5 6\n  - 7 8 9\n  - [{key: '.', pin: true}, '0', {action: delete}]\n"),
            ("q.yaml", "keyboard: q\nextends: p\nprofile: none\nrows:\n  1: [a, b, c]\n"),
        ])
        #expect(result.errorCount == 0, "\(result.diagnostics)")
        #expect(!DiagnosticCode.unknownBase.isConfigurable && !DiagnosticCode.testFailed.isConfigurable)
    }

    @Test func ofTwoEquallyUsedSimilarGroupsTheLaterIsTheTypo() {
        let result = compile([("g.yaml", "keyboard: g\nshuffle: on-show\nrows:\n  - {keys: 1 2 3, group: digits}\n  - {keys: 4 5 6, group: digts}\n")])
        #expect(result.diagnostics.first { $0.code == .similarGroupNames }?.message.hasPrefix("group 'digts'") == true)
    }
}

/// A base in a file that failed to load is one mistake, reported once.
@Suite struct InheritanceFollowOnTests {
    @Test func aBaseInAFileThatFailedIsNotAFollowOnError() {
        let result = LayoutCompiler().compile([
            LayoutSource(path: "a.yaml", text: "keyboard: a\nextends: b\n"),
            LayoutSource(path: "b.yaml", text: "keyboard: b\nrows:\n  - [1, 2\n"),
        ])
        // The cause first: the warning follows b.yaml's error though a.yaml comes first (issue 21).
        #expect(result.diagnostics.map(\.code) == [.unclosedBracket, .targetInFailedFile])
        #expect(result.errorCount == 1)
        #expect(result.diagnostics.last?.notes.first?.location?.description == "b.yaml:1:1")
    }
}
