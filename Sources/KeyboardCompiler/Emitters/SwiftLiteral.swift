/// Swift source literals for values in generated code.
enum SwiftLiteral {
    /// A string literal that reproduces `text` exactly and can never end early or inject code.
    ///
    /// Printable characters are written as they are, except `"` and `\`, which are escaped. Everything a
    /// reader could not see or tell apart — controls, format characters (including bidirectional
    /// overrides and joiners), separators other than the space, private-use and unassigned code
    /// points — is written as a `\u{…}` escape.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            default:
                if isWrittenAsIs(scalar) {
                    literal.unicodeScalars.append(scalar)
                } else {
                    literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            }
        }
        return literal + "\""
    }

    private static func isWrittenAsIs(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x20 && scalar.value < 0x7F }
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

    /// A number of key units, in the shortest form that reads back as the same `Double`.
    static func units(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
