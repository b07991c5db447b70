/// A change to a source text that fixes a problem: replace the characters from ``start`` up to (not
/// including) ``end`` with ``replacement``. An empty range inserts; an empty replacement deletes.
///
/// Positions count lines and Unicode scalars as ``SourcePosition`` does, so an edit can be applied to
/// the file's bytes exactly (``SourceText/applying(_:)``).
public struct TextEdit: Sendable, Hashable, CustomStringConvertible {
    /// The first character replaced.
    public var start: SourcePosition
    /// The position just after the last character replaced (equal to ``start`` for an insertion).
    public var end: SourcePosition
    /// The text put in their place.
    public var replacement: String

    /// Creates an edit.
    public init(from start: SourcePosition, to end: SourcePosition, replacement: String) {
        self.start = start
        self.end = end
        self.replacement = replacement
    }

    /// `line:col-line:col "replacement"`, for tests and messages.
    public var description: String { "\(start)-\(end) \"\(replacement)\"" }
}

extension SourceText {
    /// The byte offset of a position: the start of its line plus its column's characters, or `nil` when
    /// the position is not in the text (a column may be one past the line's end).
    public func byteOffset(of position: SourcePosition) -> Int? {
        guard position.line >= 1, position.line <= lineCount, position.column >= 1 else { return nil }
        let start = lineStarts[position.line - 1]
        var end = position.line < lineCount ? lineStarts[position.line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        var index = start
        var column = 1
        while column < position.column {
            guard index < end else { return nil }
            index += 1
            while index < end, bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        return index
    }

    /// The text's bytes with `edit` applied, or `nil` when its range is not in the text.
    public func applying(_ edit: TextEdit) -> [UInt8]? {
        guard let start = byteOffset(of: edit.start), let end = byteOffset(of: edit.end), start <= end else { return nil }
        return Array(bytes[..<start]) + Array(edit.replacement.utf8) + Array(bytes[end...])
    }
}

/// YAML quoting of text for fix-its: the forms that read back as exactly the text.
public enum YAMLQuoting {
    /// `text` in double quotes, with `"` and `\` escaped and characters that may not appear raw (controls,
    /// line breaks, DEL, U+2028 and U+2029, U+FEFF) written as escapes.
    public static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 || value == 0xFEFF {
                    let digits = String(value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `text` in double quotes, or in single quotes when it holds a `"` or `\\` and nothing that needs an
    /// escape: the form with fewer escapes, which reads as the author wrote it.
    public static func quoted(_ text: String) -> String {
        let needsEscape = text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value) || [0x2028, 0x2029, 0xFEFF].contains(scalar.value)
        }
        if !needsEscape, text.contains("\"") || text.contains("\\") { return singleQuoted(text) }
        return doubleQuoted(text)
    }

    /// `text` in single quotes, each `'` doubled; only for text without characters that need escapes.
    public static func singleQuoted(_ text: String) -> String {
        var result = "'"
        for character in text { result += character == "'" ? "''" : String(character) }
        return result + "'"
    }
}
