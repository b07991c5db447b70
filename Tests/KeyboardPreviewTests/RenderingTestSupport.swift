#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(FoundationXML)
import FoundationXML
#endif
import KeyboardCompiler
@testable import KeyboardPreview
import KeyboardRuntime
import TextClassification

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

    /// Whether `text` is a well-formed XML document (checked with Foundation's parser where available).
    static func isWellFormedXML(_ text: String) -> Bool {
        #if canImport(FoundationXML) || canImport(Darwin)
        return XMLParser(data: Data(text.utf8)).parse()
        #else
        return true
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
