@testable import KeyboardCompiler
import Testing
import TextClassification
import YAMLLoader

@Suite struct SupportTests {
    @Test(arguments: [
        ("id-card-pad", "idCardPad"), ("letters", "letters"), ("Letters", "letters"), ("half-123", "half123"),
        ("a--b", "aB"), ("a-", "a"), ("ID-card", "iDCard"),
    ])
    func swiftPropertyNames(_ id: String, _ name: String) {
        #expect(SwiftNames.propertyName(forKeyboardID: id) == name)
    }

    /// The decoder compares field names by length first (and ReservedSwiftNameRule its names), which is
    /// exact only for names without the ASCII characters that canonically equal texts of other lengths:
    /// K (U+212A), ; (U+037E), ` (U+1FEF).
    @Test func fieldNamesHaveNoCharacterWithLongerEquivalents() {
        let fields = LayoutFormat.keyboardFields + LayoutFormat.rowFields + LayoutFormat.characterKeyFields + LayoutFormat.functionKeyFields
            + LayoutFormat.spacerFields + LayoutFormat.testFields + LayoutFormat.toolbarFields + LayoutFormat.variantFields
        // ReservedSwiftNameRule compares its names the same way.
        // `repeatedKeys` (issue 23's shared spelling) has a K: spelt with U+212A it is refused as an unknown
        // field with a suggestion, never taken for the field, which is the strictness the check protects.
        for name in fields.map(\.name) + ReservedSwiftNameRule.reservedNames where name != "repeatedKeys" {
            #expect(name.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") })
        }
        #expect("\u{212A}" == "K")  // why: Swift compares strings by canonical equivalence
    }

    @Test func keywordsAreBackTicked() {
        #expect(SwiftNames.escaped("default") == "`default`")
        #expect(SwiftNames.escaped("letters") == "letters")
    }

    @Test func suggestionsFindTyposOnly() {
        #expect(Suggestions.closest(to: "titel", among: ["title", "rows"]) == "title")
        #expect(Suggestions.closest(to: "Rows", among: ["title", "rows"]) == "rows")
        #expect(Suggestions.closest(to: "colour", among: ["title", "rows"]) == nil)
        #expect(Suggestions.editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
    }

    @Test(arguments: [("en", true), ("zh-Hans", true), ("de-CH-1996", true), ("x-private", true), ("zh_CN", false), ("e", false), ("en-", false), ("", false)])
    func localeSyntax(_ tag: String, _ valid: Bool) {
        #expect(ScalarSyntax.isLocale(tag) == valid)
    }

    @Test(arguments: [("1", 1.0), ("1.5", 1.5), (".5", 0.5), ("100", 100.0)])
    func validUnits(_ text: String, _ value: Double) {
        #expect(ScalarSyntax.units(text) == value)
    }

    @Test(arguments: ["0", "-1", "1e3", "inf", "nan", "0x10", "1.2.3", "", "101", "1,5"])
    func invalidUnits(_ text: String) {
        #expect(ScalarSyntax.units(text) == nil)
    }

    @Test func unicodeClassification() {
        #expect(UnicodeClassification.unprintable("\u{7}") == .control)
        #expect(UnicodeClassification.unprintable("\u{E000}") == .privateUse)
        #expect(UnicodeClassification.unprintable("\u{200D}") == nil)
        #expect(UnicodeClassification.isFullWidth("，"))
        #expect(UnicodeClassification.isFullWidth("【"))
        #expect(!UnicodeClassification.isFullWidth("¥"))
        #expect(!UnicodeClassification.isFullWidth("•"))
        #expect(UnicodeClassification.isWide("😀"))
    }
}

@Suite struct RenderingTests {
    @Test func textDiagnosticHasLocationCodeExcerptCaretAndNotes() {
        let source = SourceText(bytes: Array("keyboard: pad\n\t【x: 1\n".utf8))
        let diagnostic = Diagnostic(
            .unknownField, "unknown field 'x' in a keyboard", at: SourceLocation(file: "p.yaml", line: 2, column: 3),
            notes: [DiagnosticNote("first", at: SourceLocation(file: "p.yaml", line: 1, column: 1)), DiagnosticNote("plain")])
        let text = TextDiagnosticRenderer(usesColor: false).render(diagnostic, sources: ["p.yaml": source])
        #expect(text == """
            p.yaml:2:3: error: unknown field 'x' in a keyboard [KBC0101]
            \t【x: 1
            \t  ^
            p.yaml:1:1: note: first
            keyboard: pad
            ^
            p.yaml:2:3: note: plain

            """)
    }

    @Test func colourIsOptIn() {
        let diagnostic = Diagnostic(.unknownField, "m", at: nil)
        #expect(!TextDiagnosticRenderer(usesColor: false).render(diagnostic, sources: [:]).contains("\u{1B}"))
        #expect(TextDiagnosticRenderer(usesColor: true).render(diagnostic, sources: [:]).contains("\u{1B}[1;31m"))
    }

    @Test func longLinesAreClippedAroundTheColumn() {
        let line = String(repeating: "a", count: 500) + "X" + String(repeating: "b", count: 500)
        let excerpt = TextDiagnosticRenderer(usesColor: false).excerpt(at: SourcePosition(line: 1, column: 501), in: SourceText(bytes: Array(line.utf8)))
        let lines = excerpt.split(separator: "\n")
        #expect(lines[0].count <= 121)
        let caret = lines[1].firstIndex(of: "^").map { lines[1].distance(from: lines[1].startIndex, to: $0) }
        let mark = lines[0].firstIndex(of: "X").map { lines[0].distance(from: lines[0].startIndex, to: $0) }
        #expect(caret == mark)
    }

    @Test func jsonEscapesEverything() {
        var output = ""
        JSONValue.writeString("a\"b\\c\n\u{0}\u{2028}é", into: &output)
        #expect(output == #""a\"b\\c\n\u0000\u2028é""#)
    }

    @Test func jsonReportHasOneObjectPerDiagnostic() {
        let result = LayoutCompiler().compile([LayoutSource(path: "j.yaml", text: "keyboard: j\ntitel: x\nrows:\n  - a\n")])
        let json = JSONDiagnosticRenderer.render(result)
        #expect(json.contains(#""code": "KBC0101""#))
        #expect(json.contains(#""line": 2"#))
        #expect(json.contains(#""errors": 1"#))
    }
}
