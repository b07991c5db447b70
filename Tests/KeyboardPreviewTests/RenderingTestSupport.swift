#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(FoundationXML)
import Foundation
import FoundationXML
#elseif canImport(Darwin)
import Foundation  // XMLParser
#endif
import KeyboardCompiler
@testable import KeyboardPreview
import KeyboardRuntime
import TextClassification
import Testing

/// Shared inputs and helpers of the rendering tests.
enum RenderingFixtures {
    /// The standard keyboards of `Layouts/`, compiled once.
    static let standard: [KeyboardLayout] = {
        let result = LayoutCompiler().compile(paths: [TestPaths.layouts])
        precondition(!result.hasErrors, "the standard layouts should compile")
        return result.layouts
    }()

    static func standard(_ id: String) -> KeyboardLayout {
        standard.first { $0.id == id }!
    }

    static func key(_ text: String, label: String? = nil) -> Key {
        Key(action: .insert(text), label: label ?? text)
    }

    /// A keyboard whose labels, title and id try to break out of XML and terminals.
    static let hostile = KeyboardLayout(
        id: "x\"><script>alert(1)</script>",
        title: "</title><script>alert('t')</script> & ]]> \u{0}",
        rows: [
            KeyRow(keys: [key("<"), key("&"), key("\""), key("'"), key("]]>"), key(">")]),
            KeyRow(keys: [key("a", label: "\u{0}\u{1B}[31m"), key("b", label: "tab\there"), key("c", label: "x\u{85}y"),
                          key("d", label: "\u{FFFE}"), key("e", label: "<![CDATA[x]]>"), key("f", label: "&amp;")]),
            KeyRow(keys: [key("中"), key("，"), key("🌐"), key("é"), key("g", label: "\u{301}"), key("h", label: "\u{202E}abc")]),
            KeyRow(keys: [Key(action: .switchKeyboard(to: "x"), label: "<b>ABC</b>", width: .units(2)),
                          Key(action: .space, label: "spa&ce", width: .fill),
                          Key(action: .returnKey, label: "\"Done\"", width: .units(2))]),
        ])

    /// Whether `text` is a well-formed XML document, by Foundation's `XMLParser` (libxml2; in FoundationXML on
    /// Linux). Where no parser exists the check fails, with a message, rather than passing unchecked.
    ///
    /// On Linux `parse()` returns `true` for some malformed documents (a mismatched end tag, a second root
    /// element: libxml2 reports them and parsing stops, but the result stays `true`), so the parser's error
    /// is checked too; and an empty document, which has no root element, is not well-formed.
    static func isWellFormedXML(_ text: String) -> Bool {
        #if canImport(FoundationXML) || canImport(Darwin)
        let parser = XMLParser(data: Data(text.utf8))
        let elements = ElementCounter()
        parser.delegate = elements
        let parsed = parser.parse()
        return parsed && parser.parserError == nil && elements.count > 0
        #else
        Issue.record("no XML parser on this platform: well-formedness cannot be checked")
        return false
        #endif
    }

    /// The `key-face` rectangles of an SVG, in document order.
    static func keyFaces(in svg: String) -> [KeyRect] {
        svg.split(separator: "\n").filter { $0.hasPrefix("<rect class=\"key-face\"") }.map { line in
            func value(_ name: String) -> Double {
                let start = line.range(of: " \(name)=\"")!.upperBound
                let end = line[start...].firstIndex(of: "\"")!
                return Double(line[start..<end])!
            }
            return KeyRect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
        }
    }

    /// The `data-label` values of an SVG's keys, in document order.
    static func keyLabels(in svg: String) -> [String] {
        svg.split(separator: "\n").filter { $0.hasPrefix("<g class=\"key ") }.map { line in
            let start = line.range(of: "data-label=\"")!.upperBound
            return String(line[start..<line[start...].firstIndex(of: "\"")!])
        }
    }

    /// The number of terminal columns of a line, counted independently of the renderer.
    static func columns(_ line: Substring) -> Int {
        line.reduce(0) { total, character in
            total + (character.unicodeScalars.contains(where: UnicodeClassification.isWide) ? 2 : 1)
        }
    }
}

#if canImport(FoundationXML) || canImport(Darwin)
/// Counts the elements `XMLParser` reports, so a document without a root element is not taken as well-formed.
final class ElementCounter: NSObject, XMLParserDelegate {
    var count = 0
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        count += 1
    }
}
#endif
