import KeyboardRuntime
import YAMLLoader

extension DiagnosticCode {
    /// An alternate of a space-separated string that keeps the quotes written around it.
    public static let quotedAlternate = DiagnosticCode(
        253, "quoted-alternate", .warning,
        summary: "An alternate in a space-separated string keeps the quotes around it",
        explanation: """
        In `alternates: a b c` the whole value is one string, split at spaces; quotes inside it are not YAML
        quotes but characters, so `":"` is an alternate of three characters that types the quotes too. It
        happens with punctuation that YAML would otherwise read as syntax (Arabic and other punctuation
        callouts have many):

            - {key: "،", alternates: ؟ ؛ ":" "!"}           # warning: '":"' types the quotes
            - {key: "،", alternates: [؟, ؛, ":", "!"]}      # a list: each item is quoted on its own

        Write the alternates as a list, quoting the items that need it.
        """)
}

// Alternates written as one space-separated string with YAML quotes inside it.
extension KeyboardDecoder {
    /// Reports the first token of a space-separated `alternates` string that starts and ends with the same
    /// quote, around at least one character: a quote meant as YAML's, kept as text.
    mutating func reportQuotedAlternate(among tokens: [(String, Int)], in node: YAMLNode, scalar: YAMLScalar) {
        guard let (token, offset) = tokens.first(where: { Self.unquoted($0.0) != nil }) else { return }
        let position = Self.tokenPosition(of: node, scalar: scalar, line: lineScalars(node.position.line), offset: offset, token: token)
        // Every quoted token was meant as YAML's quotes: the list drops them all.
        let list = tokens.map { YAMLQuoting.quoted(Self.unquoted($0.0) ?? $0.0) }.joined(separator: ", ")
        report(.quotedAlternate, "alternate '\(token)' types its quotes too", at: position,
               notes: [DiagnosticNote("quotes inside a space-separated string are characters; write the alternates as a list: [\(list)]")])
    }

    /// What `token` holds between a pair of the same quotes around at least one character, or `nil`.
    static func unquoted(_ token: String) -> String? {
        let scalars = Array(token.unicodeScalars)
        guard scalars.count >= 3, let first = scalars.first, first == "\"" || first == "'", scalars.last == first else { return nil }
        return String(String.UnicodeScalarView(scalars.dropFirst().dropLast()))
    }
}
