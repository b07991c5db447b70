import YAMLLoader

/// Options for `kbc generate` read from a `kbc-config.yaml` file, so a SwiftPM target can choose them.
public struct GeneratorConfiguration: Sendable, Hashable {
    /// The access level of the generated properties.
    public var accessLevel: SwiftSourceEmitter.AccessLevel
    /// Severity changes for the target's layouts, as `--disable`, `--warn` and `--warnings-as-errors` give.
    public var diagnosticOptions: DiagnosticOptions
    /// Whether the target's layouts may extend the standard keyboards and switch to them; the generated list
    /// of the target's pages then declares the standard pages they reach. Default `false`.
    public var standardLayouts = false
    /// The theme of the target's keyboards that name none (`theme: bank-blue`), and where the file says so;
    /// `nil` for the built-in `default`.
    public var theme: ThemeReference?
    /// The team's own rules and per-file severity changes (`rules:`, `overrides:`).
    public var teamRules = TeamRuleConfiguration()
    /// The name of the generated enum whose `all` lists the target's pages (`enumName: PaymentKeyboards`);
    /// ``LayoutListEmitter/defaultName`` unless the file names one.
    public var enumName = LayoutListEmitter.defaultName

    /// Creates a configuration.
    public init(accessLevel: SwiftSourceEmitter.AccessLevel = .internal, diagnosticOptions: DiagnosticOptions = DiagnosticOptions()) {
        self.accessLevel = accessLevel
        self.diagnosticOptions = diagnosticOptions
    }

    /// The fields of a configuration file.
    public static let fields: [FormatField] = [
        FormatField("accessLevel", .choice(SwiftSourceEmitter.AccessLevel.allCases.map(\.rawValue)), "The access level of generated properties. Default `internal`."),
        FormatField("disable", .text, "Diagnostic codes not to report, as a list: `[KBC0211]`."),
        FormatField("warn", .text, "Diagnostic codes to report as warnings, as a list: `[KBC0208]`."),
        FormatField("warningsAsErrors", .boolean, "Whether warnings fail the build. Default `false`."),
        FormatField("standardLayouts", .boolean, "Whether the layouts may `extends` the standard keyboards and `switch` to them (the target's `KeyboardLayouts.all` then holds the standard pages they reach). Default `false`."),
        FormatField("theme", .keyboardID, "The theme of the target's keyboards that name none: a theme file's id or a built-in one (`high-contrast`). Default `default`."),
        FormatField("enumName", .text, "The name of the generated enum whose `all` lists every page the target's keyboards show, for a session or a keyboard view (`\(LayoutListEmitter.defaultName).all`). Give each keyboard target its own when an app imports two. Default `\(LayoutListEmitter.defaultName)`."),
        FormatField("diagnosticLimit", .text, "The most diagnostics reported per layout file; `0` for all. Default `20`."),
    ] + TeamRuleConfiguration.fields

    /// Sets what the configuration decides about compiling on `compiler`: the standard layouts, the
    /// default theme and the team's rules.
    public func configure(_ compiler: inout LayoutCompiler) {
        compiler.importsStandardLayouts = standardLayouts
        compiler.defaultTheme = theme
        compiler.teamRules = teamRules
    }

    /// Reads a configuration file, reporting its problems as located diagnostics; `source` is the file's
    /// text for their excerpts, when it could be read. A field with a problem is reported and the others
    /// apply; `configuration` is `nil` only when the file cannot be read as a mapping at all.
    public static func load(path: String) -> (configuration: GeneratorConfiguration?, diagnostics: [Diagnostic], source: SourceText?) {
        let source: SourceText
        switch LayoutFiles.read(path, maximumBytes: YAMLLoaderLimits.standard.maximumBytes) {
        case .success(let bytes): source = SourceText(bytes: bytes)
        case .failure(let diagnostic): return (nil, [diagnostic], nil)
        }
        let (configuration, diagnostics) = decode(source, path: path)
        return (configuration, diagnostics, source)
    }

    static func decode(_ source: SourceText, path: String) -> (GeneratorConfiguration?, [Diagnostic]) {
        let (root, problems) = YAMLLoader().load(source)
        var diagnostics = problems.map { $0.diagnostic(in: path) }
        guard let root else {
            // An empty configuration file means the defaults.
            if problems.map(\.kind) == [.empty] { return (GeneratorConfiguration(), []) }
            return (nil, diagnostics)
        }
        guard case .mapping(let entries) = root.content else {
            return (nil, diagnostics + [Diagnostic(.invalidConfiguration, "a configuration must be a mapping, found \(root.kindDescription)",
                                                    at: SourceLocation(file: path, position: root.position))])
        }
        var configuration = GeneratorConfiguration()
        // Read after the other fields: overrides may name the ids of the rules.
        var teamRuleFields: [String: YAMLNode] = [:]
        // Read after the rules, whose ids they may name; their diagnostics go where the field is.
        var codeLists: [(field: String, node: YAMLNode, diagnosticIndex: Int)] = []
        for entry in entries {
            let location = SourceLocation(file: path, position: entry.key.position)
            switch entry.key.scalarText {
            case "accessLevel":
                if let text = entry.value.scalarText, let level = SwiftSourceEmitter.AccessLevel(rawValue: text) {
                    configuration.accessLevel = level
                } else {
                    let levels = SwiftSourceEmitter.AccessLevel.allCases.map(\.rawValue)
                    diagnostics.append(Diagnostic(
                        .invalidConfiguration, "'accessLevel' must be \(levels.map { "'\($0)'" }.joined(separator: " or "))",
                        at: SourceLocation(file: path, position: entry.value.position),
                        notes: Suggestions.note(for: entry.value.scalarText ?? "", among: levels, at: entry.value, in: path).map { [$0] } ?? []))
                }
            case "disable", "warn":
                codeLists.append((entry.key.scalarText ?? "", entry.value, diagnostics.count))
            case "warningsAsErrors":
                switch entry.value.scalarText {
                case "true": configuration.diagnosticOptions.warningsAsErrors = true
                case "false": configuration.diagnosticOptions.warningsAsErrors = false
                default:
                    diagnostics.append(Diagnostic(
                        .invalidConfiguration, "'warningsAsErrors' must be true or false",
                        at: SourceLocation(file: path, position: entry.value.position)))
                }
            case "standardLayouts":
                switch entry.value.scalarText {
                case "true": configuration.standardLayouts = true
                case "false": configuration.standardLayouts = false
                default:
                    diagnostics.append(Diagnostic(
                        .invalidConfiguration, "'standardLayouts' must be true or false",
                        at: SourceLocation(file: path, position: entry.value.position)))
                }
            case "theme":
                if let text = entry.value.scalarText, ScalarSyntax.isKeyboardID(text) {
                    configuration.theme = ThemeReference(id: text, location: SourceLocation(file: path, position: entry.value.position))
                } else {
                    diagnostics.append(Diagnostic(
                        .invalidConfiguration, "'theme' must be a theme id, such as bank-blue",
                        at: SourceLocation(file: path, position: entry.value.position)))
                }
            case "enumName":
                if let text = entry.value.scalarText, let problem = LayoutListEmitter.problem(withName: text) {
                    diagnostics.append(Diagnostic(.invalidConfiguration, problem, at: SourceLocation(file: path, position: entry.value.position)))
                } else if let text = entry.value.scalarText {
                    configuration.enumName = text
                } else {
                    diagnostics.append(Diagnostic(
                        .invalidConfiguration, "'enumName' must be a Swift type name, such as PaymentKeyboards",
                        at: SourceLocation(file: path, position: entry.value.position)))
                }
            case "diagnosticLimit":
                if let text = entry.value.scalarText, text.utf8.count <= 9, !text.isEmpty,
                   text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), let limit = Int(text) {
                    configuration.diagnosticOptions.limitPerFile = limit
                } else {
                    // A whole number too large to be a count is told apart from what is no whole number.
                    let digits = entry.value.scalarText.map { !$0.isEmpty && $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } } ?? false
                    diagnostics.append(Diagnostic(
                        .invalidConfiguration,
                        digits ? "'diagnosticLimit' is too large: at most 999999999, or 0 for no limit" : "'diagnosticLimit' must be a whole number, 0 for no limit",
                        at: SourceLocation(file: path, position: entry.value.position)))
                }
            case "rules", "overrides":
                teamRuleFields[entry.key.scalarText ?? ""] = entry.value
            default:
                // Reported, and the other fields still apply: dropping the whole file for one misspelt
                // field would make every other setting look ignored.
                let name = entry.key.scalarText ?? entry.key.kindDescription
                var notes = Suggestions.note(for: name, among: fields.map(\.name), at: entry.key, in: path).map { [$0] } ?? []
                notes.append(DiagnosticNote("a generator configuration has the fields \(fields.map { "'\($0.name)'" }.joined(separator: ", "))"))
                diagnostics.append(Diagnostic(.unknownField, "unknown field '\(name)' in a generator configuration", at: location, notes: notes))
            }
        }
        if configuration.standardLayouts, configuration.enumName == "StandardLayouts", let entry = entries.last(where: { $0.key.scalarText == "enumName" }) {
            diagnostics.append(Diagnostic(
                .invalidConfiguration, "'enumName' cannot be 'StandardLayouts' in a target that uses the standard keyboards: the app would see two",
                at: SourceLocation(file: path, position: entry.value.position), notes: [DiagnosticNote("name the target's own list, such as PaymentKeyboards")]))
            configuration.enumName = LayoutListEmitter.defaultName
        }
        if !teamRuleFields.isEmpty {
            configuration.teamRules = TeamRuleConfiguration.decode(rules: teamRuleFields["rules"], overrides: teamRuleFields["overrides"], file: path, into: &diagnostics)
        }
        var disabledAt: [(code: DiagnosticCode, location: SourceLocation)] = []
        var downgradedAt: [(code: DiagnosticCode, location: SourceLocation)] = []
        for (field, node, index) in codeLists.reversed() {
            var found: [Diagnostic] = []
            let listed = codes(node, field: field, file: path, teamRules: configuration.teamRules, into: &found)
            diagnostics.insert(contentsOf: found, at: index)
            if field == "disable" {
                configuration.diagnosticOptions.disabled.formUnion(listed.map(\.code))
                disabledAt += listed
            } else {
                configuration.diagnosticOptions.downgradedToWarning.formUnion(listed.map(\.code))
                downgradedAt += listed
            }
        }
        diagnostics += DiagnosticOptions.warnedButDisabled(downgradedAt, disabled: disabledAt)
        return (configuration, diagnostics)
    }

    /// The configurable codes of a list such as `[KBC0211, multiple-characters, BANK001]`: kbc's codes and
    /// the ids of the rules of `teamRules`, each where it is written.
    private static func codes(
        _ node: YAMLNode, field: String, file: String, teamRules: TeamRuleConfiguration, into diagnostics: inout [Diagnostic]
    ) -> [(code: DiagnosticCode, location: SourceLocation)] {
        guard case .sequence(let items) = node.content else {
            diagnostics.append(Diagnostic(
                .invalidConfiguration, "'\(field)' must be a list of diagnostic codes, such as [KBC0211]",
                at: SourceLocation(file: file, position: node.position)))
            return []
        }
        return items.compactMap { item in
            let text = item.scalarText ?? item.kindDescription
            let location = SourceLocation(file: file, position: item.position)
            switch CodeNameLookup.changeableCode(named: text, rules: teamRules.rules, rulesFile: file) {
            case .success(let code):
                return (code, location)
            case .failure(let problem):
                diagnostics.append(problem.diagnostic(at: location))
                return nil
            }
        }
    }
}
