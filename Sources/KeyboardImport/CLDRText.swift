/// The text syntax of CLDR keyboard attributes: `\u{…}` escapes (one or more space-separated hexadecimal
/// code points) and `${name}` references to `<variables>` strings.
enum CLDRText {
    /// A problem in a text: what is wrong.
    struct Problem: Error {
        var message: String
    }

    /// `text` with escapes and variables replaced; markers (`\m{…}`) are reported as problems by the caller
    /// through ``markers(in:)``.
    static func resolve(_ text: String, variables: [String: String]) -> Result<String, Problem> {
        var output = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", index + 2 < scalars.count, scalars[index + 1] == "u", scalars[index + 2] == "{" {
                guard let close = scalars[(index + 3)...].firstIndex(of: "}") else {
                    return .failure(Problem(message: "'\\u{' without its closing '}'"))
                }
                let body = String(String.UnicodeScalarView(scalars[(index + 3)..<close]))
                for word in body.split(separator: " ") {
                    guard word.count <= 6, let value = UInt32(word, radix: 16), let decoded = Unicode.Scalar(value) else {
                        return .failure(Problem(message: "'\\u{\(body)}' is not a list of hexadecimal code points"))
                    }
                    output.append(decoded)
                }
                if body.split(separator: " ").isEmpty { return .failure(Problem(message: "'\\u{}' names no code point")) }
                index = close + 1
            } else if scalar == "\\", index + 2 < scalars.count, scalars[index + 1] == "m", scalars[index + 2] == "{",
                      !scalars[(index + 3)...].contains("}") {
                return .failure(Problem(message: Self.unclosedMarker))
            } else if scalar == "$", index + 1 < scalars.count, scalars[index + 1] == "{" {
                guard let close = scalars[(index + 2)...].firstIndex(of: "}") else {
                    return .failure(Problem(message: "'${' without its closing '}'"))
                }
                let name = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
                guard let value = variables[name] else {
                    return .failure(Problem(message: "'${\(name)}' names no <string> of <variables>"))
                }
                output.append(contentsOf: value.unicodeScalars)
                index = close + 1
            } else {
                output.append(scalar)
                index += 1
            }
        }
        return .success(String(output))
    }

    /// Whether `text` is a typed sequence: escapes, markers and variables, and no regular-expression syntax.
    static func isLiteral(_ text: String) -> Bool {
        // Escapes (`\u{…}`) and variables (`${…}`) are literal text; what is left must hold no regular
        // expression syntax.
        var rest = Substring(text)
        var plain = ""
        while let start = rest.firstIndex(where: { $0 == "\\" || $0 == "$" }) {
            plain += rest[..<start]
            let after = rest[start...]
            if (after.hasPrefix("\\u{") || after.hasPrefix("\\m{") || after.hasPrefix("${")), let close = after.firstIndex(of: "}") {
                rest = after[after.index(after: close)...]
            } else if after.first == "\\", let escaped = after.dropFirst().first, !escaped.isLetter, !escaped.isNumber {
                // An escaped punctuation character (`\^`) is that character.
                rest = after.dropFirst(2)
            } else {
                return false
            }
        }
        plain += rest
        return !plain.unicodeScalars.contains { "[]{}()|*+?^.".unicodeScalars.contains($0) }
    }

    /// A literal transform pattern with its escaped punctuation (`\^e`) unescaped, for ``resolve(_:variables:)``.
    static func unescapedPattern(_ text: String) -> String {
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\" else {
                result.append(character)
                continue
            }
            guard let next = iterator.next() else { return result + "\\" }
            // `\u{…}` stays for resolve and `\m{…}` for the markers; other escapes are the character itself.
            result += next == "u" || next == "m" ? "\\" + String(next) : String(next)
        }
        return result
    }

    /// The name of the marker that `text` is, alone (`\m{acute}` → `acute`), or `nil`.
    static func markerName(_ text: String) -> String? {
        guard text.hasPrefix("\\m{"), text.hasSuffix("}"), text.count > 4 else { return nil }
        let name = text.dropFirst(3).dropLast()
        return name.contains("}") || name.contains("\\") ? nil : String(name)
    }

    /// `text` with each marker (`\m{acute}`) replaced by what `displays` says it shows; `nil` when one
    /// has no display.
    static func replacingMarkers(_ text: String, displays: [String: String]) -> String? {
        var result = ""
        var rest = Substring(text)
        while let start = rest.firstIndex(of: "\\") {
            let after = rest[start...]
            guard after.hasPrefix("\\m{") else {
                result += rest[...start]
                rest = rest[rest.index(after: start)...]
                if let next = rest.first {
                    result.append(next)
                    rest = rest.dropFirst()
                }
                continue
            }
            guard let close = after.firstIndex(of: "}"), let shown = displays[String(after[after.index(start, offsetBy: 3)..<close])] else { return nil }
            result += rest[..<start] + shown
            rest = after[after.index(after: close)...]
        }
        return result + rest
    }

    /// What is wrong with a marker that ``hasUnclosedMarker(_:)`` finds.
    static let unclosedMarker = "'\\m{' without its closing '}': a marker is written \\m{name}"

    /// Whether `text` starts a marker that no `}` closes (`\m{acute`): a mistake, never text to type.
    static func hasUnclosedMarker(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var isOpen = false
        for index in scalars.indices {
            if scalars[index] == "\\", index + 2 < scalars.count, scalars[index + 1] == "m", scalars[index + 2] == "{" {
                isOpen = true
            } else if scalars[index] == "}" {
                isOpen = false
            }
        }
        return isOpen
    }

    /// Whether `text` holds a marker (`\m{…}`).
    static func hasMarker(_ text: String) -> Bool {
        text.contains("\\m{")
    }
}
