/// Help text written in the source as wrapped paragraphs, unwrapped for swift-argument-parser, which
/// wraps to the terminal itself: lines of a paragraph are joined; blank lines and indented lines
/// (examples, lists) stay as they are.
package enum HelpText {
    /// What a layout file, or a folder inside a target, named on the command line is compiled with, and
    /// what of it is kept: the help of every command's layout paths.
    package static let namedPaths = "A file, or a folder inside a target (Sources/<target>/Pads), is compiled with the other layout files of its target (its Sources/<target> folder, else the folder of its kbc-config.yaml, else a file's own folder), as the target's build compiles it, and only what concerns the paths named is reported, drawn or written."

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
