import ArgumentParser
import KeyboardCompiler

/// `kbc explain`: prints the documentation of a diagnostic code.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain a diagnostic code.",
        discussion: HelpText.paragraphs("""
        Examples:
          kbc explain KBC0101
          kbc explain unknown-field
          kbc explain --list
        """)
    )

    @Argument(help: ArgumentHelp("A code such as KBC0101, or its name such as unknown-field.", valueName: "code"))
    var code: String?

    @Flag(help: "List every code with its severity and summary.")
    var list = false

    func validate() throws {
        if !list && code == nil { throw ValidationError("give a code to explain, or --list") }
    }

    func run() throws {
        if list {
            for code in DiagnosticCatalog.all {
                StandardOutput.write("\(code.identifier)  \(code.defaultSeverity.rawValue.padding(7))  \(code.name.padding(26))  \(code.summary)\n")
            }
            return
        }
        guard let text = code, let code = DiagnosticCatalog.code(named: text) else {
            let suggestions = Self.similarNames(to: code ?? "")
            let hint = suggestions.isEmpty ? "" : " Did you mean " + suggestions.map { "'\($0.name)' (\($0.identifier))" }.joined(separator: " or ") + "?"
            throw ValidationError("unknown diagnostic code '\(code ?? "")'.\(hint) 'kbc explain --list' lists them all.")
        }
        StandardOutput.write(ExplanationText.render(code))
    }

    /// Codes whose names contain every hyphen-separated word of `text` (a shortened or older name such as
    /// `unclosed-bracket`), at most three.
    static func similarNames(to text: String) -> [DiagnosticCode] {
        let words = text.lowercased().split(separator: "-").filter { !$0.isEmpty }
        guard !words.isEmpty else { return [] }
        return Array(DiagnosticCatalog.all.filter { code in words.allSatisfy { code.name.contains($0) } }.prefix(3))
    }
}

/// The text `kbc explain` prints for a code.
enum ExplanationText {
    static func render(_ code: DiagnosticCode) -> String {
        var text = "\(code.identifier): \(code.name) (\(code.defaultSeverity.rawValue))\n\n"
        text += code.summary + ".\n\n" + code.explanation + "\n"
        if !code.isConfigurable { text += "\nThis diagnostic cannot be disabled or downgraded.\n" }
        return text
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
