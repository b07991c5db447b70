import KeyboardCompiler
import KeyboardRuntime
import Testing

/// Layout tests (`tests:`) and repertoires (`repertoire:`): decoded with located mistakes, run on the
/// real session, checked against what the keys type.
@Suite struct LayoutTestTests {
    private func compile(_ files: [(String, String)]) -> CompilationResult {
        LayoutCompiler().compile(files.map { LayoutSource(path: $0.0, text: $0.1) })
    }

    private let letters = """
        keyboard: abc
        shuffle: after-each-key
        rows:
          - [a, b, {key: c, width: 3}]
          - [{action: shift}, {action: space}, {action: delete}, {action: return}, {action: switch, to: num}]
        """

    private let numbers = "keyboard: num\nrows:\n  - 1 2\n  - [{action: switch, to: abc}, {action: toggle-width, to: wide}]\n"
    private let wide = "keyboard: wide\ncharacterWidth: full\nrows:\n  - １ ２\n  - [{action: switch, to: abc}]\n"

    private func run(tests: String) -> (CompilationResult, LayoutTestRunner.Report) {
        let result = compile([("abc.yaml", letters + "\ntests:\n" + tests), ("num.yaml", numbers), ("wide.yaml", wide)])
        return (result, LayoutTestRunner.run(result))
    }

    @Test func pressesTypeThroughTheSessionWhateverTheShuffle() {
        let (result, report) = run(tests: """
              - press: <shift> a b <space> <caps> c a <delete> <return>
                expect: "Ab C\\n"
              - press: [a, "<switch:num>", "1", "<toggle-width>", "２", "<switch:abc>", c]
                expect: "a1２c"
                page: abc
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(report.testCount == 2)
        #expect(report.keyboardCount == 1)
        #expect(report.failures.isEmpty, "\(report.failures)")
    }

    @Test func aWrongTextAndAWrongPageFailWhereTheyAreWritten() throws {
        let (_, report) = run(tests: """
              - name: shift once
                press: <shift> a b
                expect: AB
              - press: <switch:num>
                expect: ""
                page: abc
            """)
        #expect(report.failures.map(\.code) == [.testFailed, .testFailed])
        #expect(report.failures.map { $0.location?.description ?? "" } == ["abc.yaml:9:13", "abc.yaml:12:11"])
        #expect(report.failures[0].message == #"test 'shift once' typed "Ab", expected "AB""#)
        #expect(report.failures[0].notes.map(\.message) == ["they differ at character 2: typed 'b', expected 'B'"])
        #expect(report.failures[1].message == "test 2 ends on the page 'num', expected 'abc'")
    }

    @Test func aKeyThePageLacksIsNamedWithThePagesKeys() throws {
        let (_, report) = run(tests: "  - press: a 1\n    expect: a1\n")
        let failure = try #require(report.failures.first)
        #expect(failure.code == .testKeyNotFound)
        #expect(failure.location?.description == "abc.yaml:7:14")
        #expect(failure.notes.first?.message == "its keys: a b c / <shift> <space> <delete> <return> <switch:num>")
    }

    @Test func malformedTestsAreLocatedFormatErrors() {
        let result = compile([("t.yaml", "keyboard: t\nrows:\n  - a\ntests:\n  - press: a <backspace>\n    expect: a\n  - expect: a\n  - press: a\n    expct: a\n")])
        #expect(result.diagnostics.map { "\($0.code.identifier)@\($0.location!.line):\($0.location!.column)" } == [
            "KBC0104@5:14", "KBC0103@7:5", "KBC0103@8:5", "KBC0101@9:5",
        ])
    }

    @Test func theRepertoireIsExactlyWhatTheKeysType() {
        let pages = compile([("abc.yaml", letters), ("num.yaml", numbers), ("wide.yaml", wide)]).layouts
        #expect(KeyboardRepertoire.characters(typableFrom: "abc", among: pages) == Set("abcABC 12１２"))
        #expect(KeyboardRepertoire.characters(typableFrom: "wide", among: pages) == Set("１２abcABC 12"))
        #expect(KeyboardRepertoire.characters(typableFrom: "missing", among: pages).isEmpty)

        let declared = compile([("abc.yaml", letters + "\nrepertoire: \"abcABC 12１２\"\n"), ("num.yaml", numbers), ("wide.yaml", wide)])
        #expect(declared.diagnostics.isEmpty)
        let wrong = compile([("abc.yaml", letters + "\nrepertoire: \"abc 12１２?\"\n"), ("num.yaml", numbers), ("wide.yaml", wide)])
        #expect(wrong.diagnostics.map(\.message) == [
            "the keys can type 'A', 'B', 'C', which the repertoire does not list",
            "the repertoire lists '?', which no key can type",
        ])
        #expect(wrong.diagnostics.first?.notes.first?.location?.description == "abc.yaml:4:6")
    }

    /// A character a transform types, missing from the repertoire, is shown where the transform is written.
    @Test func aCharacterATransformTypesIsShownAtTheTransform() throws {
        let result = compile([("t.yaml", "keyboard: t\nrows:\n  - [´, e]\ntransforms:\n  \"´e\": é\nrepertoire: \"´eE\"\n")])
        let mismatch = try #require(result.diagnostics.first { $0.code == .repertoireMismatch })
        #expect(mismatch.message == "the keys can type 'é', which the repertoire does not list")
        #expect(mismatch.location?.description == "t.yaml:6:13")
        #expect(mismatch.notes.first?.message == "'é' is typed here")
        #expect(mismatch.notes.first?.location?.description == "t.yaml:5:3")
    }

    /// A test types into a field of the page's `length` as the secure field does: past the maximum a key
    /// types nothing, so a test that expects more fails at its `expect`, with notes at the first press
    /// that typed nothing and at the `length`.
    @Test func aTestTypesNoMoreThanThePagesLength() throws {
        let page = "keyboard: pin\nlength: 4\nrows:\n  - 1 2 3\n  - [{action: delete}, {action: return}]\ntests:\n"
        let passing = compile([("pin.yaml", page + "  - {press: 1 2 3 1 2 3, expect: \"1231\"}\n  - {press: 1 2 3 1 <delete> 2 <return>, expect: \"1232\"}\n")])
        #expect(passing.diagnostics.isEmpty, "\(passing.diagnostics)")
        #expect(LayoutTestRunner.run(passing).failures.isEmpty, "\(LayoutTestRunner.run(passing).failures)")

        let failing = compile([("pin.yaml", page + "  - press: 1 2 3 1 2\n    expect: \"12312\"\n")])
        let failure = try #require(LayoutTestRunner.run(failing).failures.first)
        #expect(failure.code == .testFailed)
        #expect(failure.location?.description == "pin.yaml:8:13")
        #expect(failure.message == #"test 1 typed "1231", expected "12312""#)
        #expect(failure.notes.map(\.message) == [
            "they differ at character 5: typed the end, expected '2'",
            "the field holds at most 4 characters ('length'): from this press on, a key that would type past that typed nothing, as in the secure field",
            "the page's length",
        ])
        #expect(failure.notes.map { $0.location?.description } == [nil, "pin.yaml:7:20", "pin.yaml:2:9"])
    }

    /// On a page with a `length`, return submits the field rather than typing a line break; a test that
    /// expects one is told so, at the `length`.
    @Test func aReturnOnAPageWithALengthSubmits() throws {
        let page = "keyboard: v\nlength: {max: 3}\nrows:\n  - a b c\n  - [{action: delete}, {action: return}]\ntests:\n"
        let failing = compile([("v.yaml", page + "  - press: [a, \"<return>\", b]\n    expect: \"a\\nb\"\n")])
        let failure = try #require(LayoutTestRunner.run(failing).failures.first)
        #expect(failure.message == #"test 1 typed "ab", expected "a\u{A}b""#)
        let note = try #require(failure.notes.last)
        #expect(note.message == "on a page with a 'length', return submits the field and types no line break")
        #expect(note.location?.description == "v.yaml:2:9")
    }

    /// A key that types two characters into a field one short of full types neither, as SecureInput's
    /// buffer refuses the whole insert; a combining mark that joins the last character adds none.
    @Test func anInsertPastTheLengthTypesNothingAtAll() {
        let page = "keyboard: pin\nlength: {max: 3}\nrows:\n  - [a, ab, \"\\u0301\"]\ntests:\n"
        let result = compile([("pin.yaml", page + "  - {press: a a ab, expect: aa}\n  - {press: [a, a, a, \"\\u0301\", a], expect: \"aaa\\u0301\"}\n")])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(LayoutTestRunner.run(result).failures.isEmpty, "\(LayoutTestRunner.run(result).failures)")
    }

    @Test func theStandardLayoutsPassTheirOwnTests() {
        let result = LayoutCompiler().compile(paths: [TestPaths.layouts])
        let report = LayoutTestRunner.run(result)
        #expect(report.testCount >= 7)
        #expect(report.failures.isEmpty, "\(report.failures)")
    }
}
