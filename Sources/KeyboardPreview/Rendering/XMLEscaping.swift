import TextClassification

/// Escaping of arbitrary text for XML, SVG and HTML, so no label or title can end an element, open
/// markup, break out of an attribute or make the document ill-formed.
///
/// - `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;`, so the result is
///   safe both in element content and in attribute values quoted with either quote (and `]]>` can
///   never appear).
/// - Characters XML 1.0 does not allow at all, even as character references — the C0 controls,
///   including tab, line feed and carriage return, which a label cannot show — become the visible
///   Control Pictures (U+2400–U+241F, so a NUL shows as `␀`); DEL becomes `␡`.
/// - C1 controls (U+0080–U+009F) and the noncharacters U+FFFE, U+FFFF and U+FDD0–U+FDEF, which XML
///   discourages, become U+FFFD (`�`).
///
/// - Invisible format characters (bidirectional overrides and isolates, zero-width spaces) become
///   character references (`&#x202E;`): the same text to a browser, but nothing that reorders a terminal.
///
/// Everything else, including non-ASCII text, is written as it is (documents are UTF-8).
public enum XMLEscaping {
    /// `text` escaped for use as XML or HTML element content or as a quoted attribute value.
    public static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            // Bidirectional overrides and other invisible format characters mean the same to a browser as a
            // character reference, but written raw they would reorder a terminal that shows the document.
            case _ where UnicodeClassification.isInvisibleFormat(scalar):
                output += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
            default: output.unicodeScalars.append(visible(scalar))
            }
        }
        return output
    }

    /// The scalar itself, or a visible replacement when XML forbids or discourages it.
    static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value)!
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F, 0xFDD0...0xFDEF, 0xFFFE, 0xFFFF: return "\u{FFFD}"
        default: return scalar
        }
    }

    /// `text` with the characters XML forbids or discourages replaced as ``escape(_:)`` does, but
    /// without markup escapes: what a label looks like once drawn (used by the text renderer).
    static func visibleText(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars { output.unicodeScalars.append(visible(scalar)) }
        return output
    }
}

/// Fixed, locale-independent number formatting for generated documents: at most two decimals, no
/// trailing zeros, no exponent, `-0` written as `0`.
enum RenderNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 1e15 else { return "0" }
        var cents = Int64(hundredths)
        if cents == 0 { return "0" }
        let negative = cents < 0
        if negative { cents = -cents }
        var text = String(cents / 100)
        let fraction = cents % 100
        if fraction != 0 {
            text += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
        }
        return negative ? "-" + text : text
    }
}
