import KeyboardCompiler
import Testing

/// A diagnostic quoting a very long text the user wrote (a key, an id, a rule's message) cuts it with `…`,
/// as the source excerpt is cut, in every message and note; short texts are quoted whole (review 41, F8).
@Suite struct LongQuotedTextTests {
    private static let long = String(repeating: "é", count: 300_000)

    @Test func aLongKeyIsCutInTheMessageAndEveryNote() throws {
        let result = LayoutCompiler().compile([LayoutSource(path: "l.yaml", text: "keyboard: l\nrows:\n  - [\"1\", \"\(Self.long)\"]\n")])
        let diagnostic = try #require(result.diagnostics.first { $0.code == .multipleCharacters })
        #expect(diagnostic.message == "key '\(String(repeating: "é", count: 120))…' inserts 300000 characters")
        #expect(!diagnostic.notes.isEmpty)
        for note in diagnostic.notes { #expect(note.message.unicodeScalars.count <= 1_001, "\(note.message.prefix(300))") }
    }

    @Test func aLongTextIsCutWhereverItIsQuoted() {
        let diagnostic = Diagnostic(.invalidConfiguration, "the id \"\(Self.long)\" and 'x'", at: nil, notes: [DiagnosticNote("use '\(Self.long)'")])
        #expect(diagnostic.message == "the id \"\(String(repeating: "é", count: 120))…\" and 'x'")
        #expect(diagnostic.notes.first?.message == "use '\(String(repeating: "é", count: 120))…'")
    }

    @Test func aFixItKeepsTheWholeReplacement() throws {
        let fixIt = FixIt(file: "k.yaml", from: .init(line: 1, column: 1), to: .init(line: 1, column: 2), replacement: "\"\(Self.long)\"")
        let note = DiagnosticNote(advice: "quote it", fixIt: fixIt)
        #expect(note.fixIt?.replacement.count == 300_002)
        #expect(note.message == "quote it: \"\(String(repeating: "é", count: 120))…\"")
    }

    @Test func aTextOfManyShortQuotesIsCutInItsMiddle() {
        let diagnostic = Diagnostic(.invalidConfiguration, "key '" + String(repeating: "a'", count: 100_000) + "' is wrong", at: nil)
        #expect(diagnostic.message.unicodeScalars.count == 1_001)
        #expect(diagnostic.message.hasPrefix("key 'a'a'"))
        #expect(diagnostic.message.hasSuffix("a'a'' is wrong"))
    }

    @Test func anEscapeIsNeverCutInTwo() {
        // 120 scalars end inside the 20th escape, which is left out whole.
        let text = "é" + String(repeating: "\\u{A0}", count: 1_000)
        let message = Diagnostic(.invalidConfiguration, "key '\(text)' is blank", at: nil).message
        #expect(message == "key 'é\(String(repeating: "\\u{A0}", count: 19))…' is blank")
    }

    @Test func shortTextsAndLongProseAreKeptWhole() {
        let quoted = String(repeating: "x", count: 200)
        #expect(Diagnostic(.invalidConfiguration, "key '\(quoted)' is long", at: nil).message == "key '\(quoted)' is long")
        let prose = String(repeating: "the keyboards compiled: pad, ", count: 30)
        #expect(DiagnosticNote(prose).message == prose)
    }
}
