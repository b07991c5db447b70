import Foundation
import KeyboardCompiler
import KeyboardImport
import Testing

/// Issue 31's cases for `kbc import`: nothing the input says can write a field of the imported page,
/// inputs that were quadratic are handled whole, and what is not clean is converted or reported.
/// (Times are measured by `Benchmarks/scripts/import-scaling.sh`, never asserted here.)
@Suite struct ImportHostileInputTests {
    private func convert(_ text: String, named name: String = "hostile.xml") throws -> LayoutImporter.Conversion {
        try ImportFixture.convert(text, named: name)
    }

    private func touchKeyboard(info: String = "<info name=\"Pin\"/>", locale: String = "en", keys: String = "", rows: String = "<row keys=\"a b c\"/>") -> String {
        """
        <keyboard3 locale="\(locale)" conformsTo="45">
          \(info)
          <keys>\(keys)</keys>
          <layers formId="touch"><layer id="base">\(rows)</layer></layers>
        </keyboard3>
        """
    }

    /// The top-level fields of a written page, as the loader reads them back.
    private func fields(of text: String) -> [String] {
        text.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.hasPrefix("#") }.map { String($0.prefix { $0 != ":" }) }
    }

    @Test func namesFromTheInputStayInTheFirstLine() throws {
        let hostile = "x&#10;title: Pwned&#13;repeatedKeys: allowed&#x2028;shuffle: none"
        let cldr = try convert(touchKeyboard(info: "<info name=\"\(hostile)\"/>"))
        let futo = try convert("name: \"x\\ntitle: Pwned\\u2028repeatedKeys: allowed\"\nrows:\n  - letters: a b c\n", named: "futo.yaml")
        let file = try convert(touchKeyboard(), named: "evil\ntitle: Pwned.xml")
        for conversion in [cldr, futo, file] {
            let page = try #require(conversion.files.first, "\(conversion.result.diagnostics.map(\.message))")
            #expect(fields(of: page.contents) == ["keyboard", "locale", "rows"] || fields(of: page.contents) == ["keyboard", "rows"])
            #expect(page.contents.hasPrefix(ImportedFolder.header + " \""))
            #expect(!page.contents.contains("\ntitle"))
        }
        #expect(cldr.files[0].contents.hasPrefix(#"# Imported by kbc from "hostile.xml" (CLDR keyboard "x\ntitle: Pwned\rrepeatedKeys: allowed\u2028shuffle: none", touch layer "base")."#))
    }

    @Test func manyAttributesOnOneElementAreReadAndReported() throws {
        let attributes = (0..<80_000).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        let conversion = try convert(touchKeyboard(keys: "<key id=\"x\" output=\"x\" \(attributes)/>", rows: "<row keys=\"a x\"/>"))
        #expect(conversion.files.map(\.name) == ["hostile.yaml"])
        #expect(conversion.result.diagnostics.count { $0.code == .importNotCarriedOver } == 80_000)
        let repeated = XMLReader().read("<a " + attributes + " a79999='again'/>")
        guard case .failure(let error) = repeated else { Issue.record("a repeated attribute was read"); return }
        #expect(error.message == "the attribute 'a79999' is given twice")
    }

    @Test func aChainOfSwitchingLayersEndingInAnInvalidOneIsLeftOutWhole() throws {
        let count = 501
        let layers = (1...count).map { index in
            let next = index < count ? "to\(index + 1)" : "bell"
            return "<layer id=\"l\(index)\"><row keys=\"a \(next)\"/></layer>"
        }.joined(separator: "\n")
        let keys = (2...count).map { "<key id=\"to\($0)\" layerId=\"l\($0)\"/>" }.joined() + "<key id=\"bell\" output=\"\\u{7}\"/>"
        let text = "<keyboard3 locale=\"en\" conformsTo=\"45\"><keys>\(keys)</keys><layers formId=\"touch\">\n\(layers)\n</layers></keyboard3>"
        let conversion = try convert(text)
        #expect(conversion.files.isEmpty)
        let invalid = conversion.result.diagnostics.filter { $0.code == .importPageInvalid }
        #expect(invalid.count == count)
        // The last layer's own error, and each other layer because it leads to the next.
        #expect(invalid.count { $0.notes.first?.message.hasPrefix("it switches to the page") == true } == count - 1)
    }

    @Test func localesAreConvertedOrReported() throws {
        let egyptian = try convert(touchKeyboard(locale: "ar_EG"))
        #expect(egyptian.files.first?.contents.contains("\nlocale: ar-EG\n") == true)
        let persian = try convert("name: Farsi\nlanguages: fa_IR\nrows:\n  - letters: ا ب پ\n", named: "farsi.yaml")
        #expect(persian.files.first?.contents.contains("\nlocale: fa-IR\n") == true)
        let unknown = try convert(touchKeyboard(locale: "Egyptian Arabic"))
        #expect(unknown.result.diagnostics.contains { $0.code == .importNotCarriedOver && $0.message.hasPrefix("the locale 'Egyptian Arabic' is not a BCP 47 language tag") })
    }

    @Test func anUnclosedMarkerIsAnError() throws {
        for keys in [#"<key id="x" output="\m{acute"/>"#, #"<key id="x" output="e" longPress="\m{acute"/>"#] {
            let conversion = try convert(touchKeyboard(keys: keys, rows: "<row keys=\"a x\"/>"))
            #expect(conversion.files.isEmpty)
            #expect(conversion.result.diagnostics.contains { $0.code == .importInvalidSource && $0.message.hasSuffix(#"'\m{' without its closing '}': a marker is written \m{name}"#) })
        }
    }

    @Test func aByteOrderMarkBeforeTheDeclarationIsAccepted() throws {
        let conversion = try convert("\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + touchKeyboard())
        #expect(conversion.files.map(\.name) == ["hostile.yaml"])
    }

    @Test func xmlIsReadAsXMLRequires() {
        guard case .failure(let error) = XMLReader().read("<a>\r<b x='1' x='2'/></a>") else { Issue.record("read"); return }
        #expect(error.position.description == "2:10")
        for reference in ["&#+65;", "&#-65;", "&#x+41;", "&# 65;", "&#X41;"] {
            guard case .failure(let error) = XMLReader().read("<a x='\(reference)'/>") else { Issue.record("\(reference) was read"); continue }
            #expect(error.message.hasSuffix("is not a character reference to a Unicode scalar") || error.message.hasPrefix("'&' that starts no reference"))
        }
        #expect((try? XMLReader().read("<a x='&#65;&#x41;'/>").get())?["x"] == "AA")
    }

    @Test func otherXMLInAFolderIsSkipped() throws {
        let folder = try TestPaths.makeTemporaryFolder()
        try "<?xml version=\"1.0\"?>\n<!DOCTYPE platform SYSTEM \"../dtd/ldmlPlatform.dtd\">\n<platform id=\"android\"/>".write(toFile: folder + "/_platform.xml", atomically: false, encoding: .utf8)
        try touchKeyboard().write(toFile: folder + "/pin.xml", atomically: false, encoding: .utf8)
        let conversion = LayoutImporter().convert(paths: [folder], outputFolder: folder + "/Imported")
        #expect(conversion.files.map(\.name) == ["pin.yaml"])
        #expect(conversion.result.diagnostics.map(\.code) == [.importSkippedFile])
        #expect(conversion.result.diagnostics.first?.location?.line == 3)
    }
}
