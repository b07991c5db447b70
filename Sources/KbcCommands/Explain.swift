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
          kbc explain BANK001    (a team rule of the kbc-config.yaml found from the current folder)
          kbc explain BANK001 --config Sources/SecureKeyboards/kbc-config.yaml
          kbc explain secure-pin-pad    (every rule of a built-in pack, switched on or not)
          kbc explain --list --config Sources/SecureKeyboards/kbc-config.yaml
          kbc explain --properties
        """)
    )

    @Argument(help: ArgumentHelp("A code such as KBC0101, or its name such as unknown-field.", valueName: "code"))
    var code: String?

    @Flag(help: "List every code with its severity and summary (and the rules of --config's file).")
    var list = false

    @Flag(help: "List the properties of pages and keys that team rules select, require and forbid.")
    var properties = false

    /// The configuration whose team rules are explained and listed too: found from the current folder as
    /// every command finds it, or named.
    @OptionGroup var configFile: ConfigurationArguments

    func validate() throws {
        let asked = [code != nil, list, properties].filter { $0 }.count
        if asked == 0 { throw ValidationError("give a code to explain, or --list, or --properties") }
        // Each prints something else: one would be dropped without a word.
        if asked > 1 { throw ValidationError("give one of a code to explain, --list and --properties") }
    }

    func run() throws {
        if properties {
            StandardOutput.write(TeamRuleReference.propertyList())
            return
        }
        let configuration = try loadConfiguration()
        let teamRules = configuration.settings.teamRules
        if list {
            let codes = DiagnosticCatalog.all + teamRules.rules.map(\.code)
            // Rule ids may be shorter or longer than kbc's: the first column is as wide as the widest.
            let width = codes.map(\.identifier.count).max() ?? 0
            for code in codes {
                StandardOutput.write("\(code.identifier.padding(width))  \(code.defaultSeverity.rawValue.padding(7))  \(code.name.padding(26))  \(code.summary)\n")
            }
            return
        }
        // The configuration's rules first: they say where they are declared, and how a pack is configured. A rule's
        // id in any case, as kbc's codes: its own spelling first, should two differ only in case.
        let explainable = teamRules.rules + TeamRuleReference.builtInPackRules
        if let text = code, let rule = explainable.first(where: { $0.id == text })
            ?? explainable.first(where: { $0.id.lowercased() == text.lowercased() }) {
            StandardOutput.write(TeamRuleReference.explanation(of: rule))
            return
        }
        if let text = code, let pack = TeamRuleReference.packExplanation(named: text) {
            StandardOutput.write(pack)
            return
        }
        guard let text = code, let code = DiagnosticCatalog.code(named: text) else {
            let text = code ?? ""
            if configFile.choice == .discovered, let declaring = ConfigurationDiscovery.files(below: ".", declaringRule: text).first {
                // Run from the package's folder, where no configuration applies, with a code `swift build` reported.
                throw ValidationError("'\(text)' is a team rule of '\(declaring)', which applies to the layouts of its folder, not here; run 'kbc explain \(text) --config \(declaring)'")
            }
            throw ValidationError(CodeNameLookup.unknown(text, rules: teamRules.rules, rulesFile: configuration.path).line())
        }
        StandardOutput.write(ExplanationText.render(code))
    }

    /// The configuration whose team rules are explained, found from the current folder as every command
    /// finds it (or `--config`'s). An error in it is a usage mistake when its rules are asked for (a code kbc does not
    /// know, or `--list`); kbc's own codes are explained whatever the file holds.
    private func loadConfiguration() throws -> AppliedConfiguration {
        let configuration = BuildCommand.configuration(configFile.choice, forFolder: ".")
        let asksForRules = list || code.map { DiagnosticCatalog.code(named: $0) == nil } ?? false
        if asksForRules, let problem = configuration.diagnostics.first(where: { $0.severity == .error }) {
            throw ValidationError("\(problem.location.map { "\($0): " } ?? "")\(problem.message) [\(problem.code.identifier)]; 'kbc validate' reports every problem")
        }
        return configuration
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
