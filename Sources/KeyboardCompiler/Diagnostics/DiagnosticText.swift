/// How long a text a diagnostic's message or note may quote: messages interpolate what the user wrote (a
/// key, an id, a field name), and a key of 300,000 characters would make lines of 600,000. As the source
/// excerpt is cut to a window with `…`, a quoted text longer than ``quoteLimit`` is cut to its first
/// ``quoteKept`` characters and `…`. A message up to ``quoteLimit`` long is never changed.
enum DiagnosticText {
    /// The longest stretch between quote marks (`'`, `"`) kept whole. Longer than any sentence kbc writes
    /// between two quotes, so that only quoted texts are cut.
    static let quoteLimit = 200
    /// The Unicode scalars kept of a stretch that is cut.
    static let quoteKept = 120
    /// The longest message kept whole once its stretches are cut: a text made of many short quoted pieces
    /// (`'a'a'a…`) is cut in its middle, keeping its start and its end, which says what the message is about.
    static let messageLimit = 1_000

    /// `message` with each overlong stretch between two quote marks cut, then cut in its middle when
    /// still longer than ``messageLimit`` (a long list the message ends with, a text of many quotes).
    static func clipped(_ message: String) -> String {
        // Any message of no more bytes than the limit has no more scalars: nothing to look at.
        guard message.utf8.count > quoteLimit else { return message }
        var result = String.UnicodeScalarView()
        var stretch: [Unicode.Scalar] = []
        var afterQuote = false
        for scalar in message.unicodeScalars {
            guard scalar == "'" || scalar == "\"" else {
                stretch.append(scalar)
                continue
            }
            // Between two quote marks: a quoted text (the prose between an apostrophe and a quote is short).
            if afterQuote && stretch.count > quoteLimit {
                result.append(contentsOf: cut(stretch, keeping: quoteKept))
                result.append("…")
            } else {
                result.append(contentsOf: stretch)
            }
            result.append(scalar)
            stretch.removeAll(keepingCapacity: true)
            afterQuote = true
        }
        result.append(contentsOf: stretch)
        guard result.count > messageLimit else { return String(result) }
        let scalars = Array(result)
        let tail = messageLimit / 4
        return String(String.UnicodeScalarView(Self.cut(scalars, keeping: messageLimit - tail))) + "…"
            + String(String.UnicodeScalarView(scalars.suffix(tail)))
    }

    /// The first `count` scalars of `scalars`, not ending inside an escape (`\u{1F}`) that kbc writes for
    /// an unprintable character.
    private static func cut(_ scalars: [Unicode.Scalar], keeping count: Int) -> ArraySlice<Unicode.Scalar> {
        var kept = scalars.prefix(count)
        if let escape = kept.suffix(9).lastIndex(of: "\\"), !kept[escape...].contains("}") { kept = kept[..<escape] }
        return kept
    }
}
