/// Help text written in the source as wrapped paragraphs, unwrapped for swift-argument-parser, which
/// wraps to the terminal itself: lines of a paragraph are joined; blank lines and indented lines
/// (examples, lists) stay as they are.
package enum HelpText {
    package static func paragraphs(_ text: String) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let keepsItsLine = line.isEmpty || line.hasPrefix(" ") || line.hasPrefix("-")
            if !keepsItsLine, let last = lines.last, !last.isEmpty, !last.hasPrefix(" "), !last.hasSuffix(":") {
                lines[lines.count - 1] = last + " " + line
            } else {
                lines.append(String(line))
            }
        }
        return lines.joined(separator: "\n")
    }
}
