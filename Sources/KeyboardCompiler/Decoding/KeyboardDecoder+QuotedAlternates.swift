import KeyboardRuntime
import YAMLLoader

// Alternates written as one space-separated string with YAML quotes inside it.
extension KeyboardDecoder {
    /// Reports the first token of a space-separated `alternates` string that starts and ends with the same
    /// quote, around at least one character: a quote meant as YAML's, kept as text.
    mutating func reportQuotedAlternate(among tokens: [(String, Int)], in node: YAMLNode, scalar: YAMLScalar) {
        guard let (token, offset) = tokens.first(where: { Self.unquoted($0.0) != nil }) else { return }
        let position = Self.tokenPosition(of: node, scalar: scalar, line: lineScalars(node.position.line), offset: offset, token: token)
        // Every quoted token was meant as YAML's quotes: the list drops them all.
        let list = tokens.map { YAMLQuoting.quoted(Self.unquoted($0.0) ?? $0.0) }.joined(separator: ", ")
        record(.quotedAlternate(token, at: location(of: position), asList: list))
    }

    /// What `token` holds between a pair of the same quotes around at least one character, or `nil`.
    static func unquoted(_ token: String) -> String? {
        let scalars = Array(token.unicodeScalars)
        guard scalars.count >= 3, let first = scalars.first, first == "\"" || first == "'", scalars.last == first else { return nil }
        return String(String.UnicodeScalarView(scalars.dropFirst().dropLast()))
    }
}
