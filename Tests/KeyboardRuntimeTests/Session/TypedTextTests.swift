import KeyboardRuntime
import Testing

/// Text typed through a session's outputs, kept to a page's length as the secure field keeps it.
@Suite("Typed text")
struct TypedTextTests {
    /// Types each text in turn; returns which were typed.
    private static func type(_ texts: [String], into typed: inout TypedText, length: InputLength?) -> [Bool] {
        texts.map { typed.insert($0, length: length) }
    }

    @Test("The doc comment's example: a two-character code refuses a third")
    func example() {
        var typed = TypedText()
        let length = InputLength.exactly(2)
        _ = typed.insert("1", length: length)
        _ = typed.insert("2", length: length)
        let refused = !typed.insert("3", length: length)   // true: two characters at most
        let complete = length.completes(atCount: typed.count) // true
        #expect(refused && complete)
        #expect(typed.text == "12")
    }

    @Test("An insert that would pass the maximum is refused whole, as SecureTextBuffer refuses it")
    func refusedWhole() {
        var typed = TypedText()
        #expect(Self.type(["ab", "cd", "c"], into: &typed, length: InputLength(maximum: 3)) == [true, false, true])
        #expect(typed.text == "abc" && typed.count == 3)
    }

    @Test("A combining mark joins the last character: it adds none, so a full field takes it")
    func combiningMark() {
        var typed = TypedText()
        #expect(Self.type(["e", "\u{301}", "f"], into: &typed, length: InputLength(maximum: 1)) == [true, true, false])
        #expect(typed.text == "e\u{301}" && typed.count == 1)
    }

    @Test("Without a length anything is typed, and the count follows the characters")
    func noLength() {
        var typed = TypedText()
        let texts = ["🇺", "🇸", "🇫", "\r", "\n", "a"]
        #expect(Self.type(texts, into: &typed, length: nil) == texts.map { _ in true })
        #expect(typed.count == typed.text.count)
        typed.deleteBackward()
        typed.deleteBackward()
        #expect(typed.text == "🇺🇸🇫" && typed.count == 2)
        typed.removeAll()
        typed.deleteBackward()
        #expect(typed.text.isEmpty && typed.count == 0)
    }
}
