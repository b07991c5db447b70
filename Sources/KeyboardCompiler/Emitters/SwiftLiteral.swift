import TextClassification

/// Swift source literals for values in generated code.
enum SwiftLiteral {
    /// A string literal that reproduces `text` exactly and can never end early or inject code.
    ///
    /// Printable characters are written as they are, except `"` and `\`, which are escaped. Everything a
    /// reader could not see or tell apart — controls, format characters (including bidirectional
    /// overrides and joiners), separators other than the space, private-use and unassigned code
    /// points — is written as a `\u{…}` escape.
    static func string(_ text: String) -> String {
        var writer = SwiftSourceWriter(capacity: text.utf8.count + 2)
        writer.write(stringLiteral: text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Whether a scalar is written as it is: visible ASCII, and non-ASCII characters a reader can see. The
    /// YAML emitter writes the same set as it is, which also keeps everything libyaml refuses or reads as a
    /// line break (controls, NEL, U+2028, U+2029, U+FFFE, U+FFFF) out of a flattened file.
    static func isWrittenAsIs(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x20 && scalar.value < 0x7F }
        if UnicodeClassification.isCommonEastAsianLetter(scalar) { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator, .spaceSeparator:
            return false
        default:
            return true
        }
    }

    /// An optional string: `nil` or a string literal.
    static func optionalString(_ text: String?) -> String {
        text.map(string) ?? "nil"
    }

    /// A number of key units, as a literal that the Swift compiler reads back as exactly the same `Double`.
    ///
    /// Whole numbers and short binary fractions (`1.5`, `0.25`, `1.125`) are written in decimal: their
    /// decimal is their exact value. Anything else is written as an exact hexadecimal literal with the
    /// shortest decimal in a comment, `0x1.0dfa5f50c44ffp6 /* 67.49450422476 */`: swiftc converts a decimal
    /// literal through `Float80` on x86 and rounds twice, so `67.49450422476` would become the `Double`
    /// one unit in the last place below the one the layout means (found by the differential test).
    static func units(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        let scaled = value * 1024
        if scaled == scaled.rounded() { return String(value) }
        return hexadecimal(value) + " /* \(value) */"
    }

    /// An exact hexadecimal floating-point literal for a finite, normal, positive or negative `value`.
    static func hexadecimal(_ value: Double) -> String {
        var digits = String(value.significandBitPattern, radix: 16)
        digits = String(repeating: "0", count: max(0, 13 - digits.count)) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        let sign = value < 0 ? "-" : ""
        let fraction = digits.isEmpty ? "" : "." + digits
        return "\(sign)0x1\(fraction)p\(value.exponent)"
    }
}
