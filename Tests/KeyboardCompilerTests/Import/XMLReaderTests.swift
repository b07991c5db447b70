import KeyboardCompiler
import KeyboardImport
import Testing

/// The XML reader reads the XML keyboard files use, points at every mistake, and refuses DTD entities.
@Suite struct XMLReaderTests {
    private func read(_ text: String) -> Result<XMLReader.Element, XMLReader.SyntaxError> { XMLReader().read(text) }

    private func error(_ text: String) -> String {
        guard case .failure(let error) = read(text) else { return "read" }
        return "\(error.position) \(error.message)"
    }

    @Test func readsElementsAttributesAndPositions() throws {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE keyboard3 SYSTEM \"x.dtd\">\n<!-- c -->\n<keys>\n  <key id='a' output=\"&amp;&lt;&#x300;&#65;\"/>\n  <key\n    id=\"é\"></key>\n</keys>\n"
        let root = try read(text).get()
        #expect(root.name == "keys")
        #expect(root.position.description == "4:1")
        #expect(root.children.map { $0["id"] } == ["a", "é"])
        #expect(root.children[0]["output"] == "&<\u{300}A")
        #expect(root.children[0].position.description == "5:3")
        #expect(root.children[0].attribute("output")?.position.description == "5:15")
        #expect(root.children[0].attribute("output")?.valuePosition.description == "5:23")
        #expect(root.children[1].attribute("id")?.position.description == "7:5")
        #expect(root.textPosition == nil)
    }

    @Test func columnsCountUnicodeScalarsAndLineEndingsAreNormalized() throws {
        let root = try read("<a>\r\n<b x=\"日本\" y=\"1\r\n2\"/></a>").get()
        #expect(root.children[0].attribute("y")?.position.description == "2:11")
        #expect(root.children[0]["y"] == "1 2")
    }

    @Test func pointsAtMistakes() {
        #expect(error("<a><b></a>") == "1:7 </a> comes before <b> (opened at 1:4) is closed: close it, or end it with '/>'")
        #expect(error("<a x=1/>") == "1:6 expected a quoted value for 'x'")
        #expect(error("<a x='1' x='2'/>") == "1:10 the attribute 'x' is given twice")
        #expect(error("<a x='1'y='2'/>") == "1:9 expected a space, '>' or '/>'")
        #expect(error("<a>\n<b>") == "2:1 <b> is not closed with </b>")
        #expect(error("<a/><b/>") == "1:5 a second element at the top of the document: a document has one")
        #expect(error("<a x='<'/>") == "1:7 '<' in the value of 'x': write it as '&lt;'")
        #expect(error("<a x='&'/>") == "1:7 '&' that starts no reference: write it as '&amp;'")
        #expect(error("<a x='&#0;'/>") == "1:7 '&#0;' is not a character reference to a Unicode scalar")
        #expect(error("<a x='&#xD800;'/>") == "1:7 '&#xD800;' is not a character reference to a Unicode scalar")
        #expect(error("<!-- a -- b --><a/>") == "1:1 '--' inside a comment")
        #expect(error("") == "1:1 the document has no element")
        #expect(error("text") == "1:1 expected '<' to start the document's element")
    }

    @Test func refusesEntitiesBeyondXMLsFive() {
        #expect(error("<a x='&nbsp;'/>") == "1:7 the entity '&nbsp;' is not one of XML's five (&lt; &gt; &amp; &quot; &apos;): kbc reads no DTD entities")
        let billionLaughs = "<!DOCTYPE a [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;\">]>\n<a x='&lol2;'/>"
        #expect(error(billionLaughs).hasPrefix("1:13 a DOCTYPE with declarations in it"))
    }

    @Test func nestingIsLimited() {
        let deep = String(repeating: "<a>", count: 65) + String(repeating: "</a>", count: 65)
        #expect(error(deep) == "1:193 elements nested more than 64 deep")
        let fine = String(repeating: "<a>", count: 64) + String(repeating: "</a>", count: 64)
        #expect(error(fine) == "read")
    }

    @Test func textIsNotedWhereItStarts() throws {
        let root = try read("<a>\n  <b/> stray</a>").get()
        #expect(root.textPosition?.description == "2:7")
    }
}
