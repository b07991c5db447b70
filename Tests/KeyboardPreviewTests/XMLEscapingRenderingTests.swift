import KeyboardCompiler
@testable import KeyboardPreview
import Testing

@Suite struct XMLEscapingRenderingTests {
    @Test func markupCharactersAreEscaped() {
        #expect(XMLEscaping.escape("a<b&c>\"d'e") == "a&lt;b&amp;c&gt;&quot;d&#39;e")
        #expect(XMLEscaping.escape("]]>") == "]]&gt;")
        #expect(XMLEscaping.escape("&amp;") == "&amp;amp;")
    }

    @Test func forbiddenCharactersBecomeVisible() {
        #expect(XMLEscaping.escape("\u{0}\u{1}\t\n\r\u{1B}\u{1F}") == "␀␁␉␊␍␛␟")
        #expect(XMLEscaping.escape("\u{7F}") == "␡")
        let nonCharacters = "a\u{80}b\u{9F}c\u{FFFE}d" + String(Unicode.Scalar(0xFFFF)!) + "e" + String(Unicode.Scalar(0xFDD0)!)
        #expect(XMLEscaping.escape(nonCharacters) == "a�b�c�d�e�")
    }

    @Test func otherTextIsKept() {
        #expect(XMLEscaping.escape("数字 ，？ 🌐 é ⌫") == "数字 ，？ 🌐 é ⌫")
        #expect(XMLEscaping.escape("") == "")
    }
}
