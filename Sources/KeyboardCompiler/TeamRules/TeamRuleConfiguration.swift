import YAMLLoader

/// What `kbc-config.yaml` adds to kbc's own checks: the team's rules (`rules:`) and severity changes for
/// some files or keyboards only (`overrides:`).
public struct TeamRuleConfiguration: Sendable, Hashable {
    /// The team's rules and the packs it switched on, in the order declared.
    public var rules: [TeamRule] = []
    /// Severity changes for the diagnostics in some files or keyboards, in the order declared.
    public var overrides: [SeverityOverride] = []

    /// Creates a configuration with no rules and no overrides.
    public init() {}

    /// Whether there is nothing to apply.
    public var isEmpty: Bool { rules.isEmpty && overrides.isEmpty }

    /// The code of the team rule `id`, if the configuration has one.
    public func code(named id: String) -> DiagnosticCode? {
        rules.first { $0.id == id }?.code
    }

    /// Whether `text` may be a team rule's id (as `BANK001`): letters, digits, '-', '_' and '.', starting
    /// with a letter, and not with kbc's own `KBC`.
    package static func canBeRuleID(_ text: String) -> Bool {
        TeamRuleDecoder.isRuleID(text) && !text.uppercased().hasPrefix("KBC")
    }

    /// The fields of `kbc-config.yaml` this adds.
    public static let fields: [FormatField] = [
        FormatField("rules", .mapping(TeamRuleDecoder.fields, none: nil), "The team's own rules, and built-in packs switched on (`- pack: secure-pin-pad`): a list; see “Team rules” in the manual."),
        FormatField("overrides", .mapping(SeverityOverride.fields, none: nil), "Severity changes for some files or keyboards only: `[{files: \"Legacy/**\", disable: [KBC0211]}]`."),
    ]

    /// Reads the `rules:` and `overrides:` entries of a configuration file (rules first: overrides may
    /// name their ids). `folder` is the file's folder, which `file` patterns are relative to.
    static func decode(rules: YAMLNode?, overrides: YAMLNode?, file: String, into diagnostics: inout [Diagnostic]) -> TeamRuleConfiguration {
        var configuration = TeamRuleConfiguration()
        // A configuration named without a folder is in the current one.
        let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
        if let rules {
            var decoder = TeamRuleDecoder(file: file)
            configuration.rules = decoder.rules(rules, folder: folder)
            diagnostics += decoder.diagnostics
        }
        if let overrides {
            configuration.overrides = SeverityOverride.decode(overrides, file: file, folder: folder, rules: configuration.rules, into: &diagnostics)
        }
        return configuration
    }
}

/// Severity changes for the diagnostics located in some files, or in the files of some keyboards:
/// `{files: "Legacy/**", keyboards: [amount-pad], disable: [KBC0211], warn: [BANK003]}`.
public struct SeverityOverride: Sendable, Hashable {
    /// Patterns of files, relative to the configuration's folder.
    var files: [Glob] = []
    /// Patterns of keyboard ids: the diagnostics in their files.
    var keyboards: [Glob] = []
    /// Codes not reported there.
    var disabled: Set<DiagnosticCode> = []
    /// Codes reported as warnings there.
    var downgraded: Set<DiagnosticCode> = []
    /// The configuration's folder.
    var folder: String?
    /// Where the override is declared.
    var location: SourceLocation

    /// The fields of an override.
    static let fields: [FormatField] = [
        FormatField("files", .text, "Patterns of layout files, relative to the configuration's folder: `Legacy/**`, `amount-*.yaml`."),
        FormatField("keyboards", .text, "Patterns of keyboard ids: the diagnostics in those keyboards' files."),
        FormatField("disable", .text, "Codes (or team rule ids) not to report there."),
        FormatField("warn", .text, "Codes (or team rule ids) to report as warnings there."),
    ]

    /// Whether the override applies to diagnostics in `file`, given the keyboards compiled.
    func applies(to file: String, keyboardFiles: [String: [String]]) -> Bool {
        if files.contains(where: { $0.matches(path: file, relativeTo: folder) }) { return true }
        guard !keyboards.isEmpty, let ids = keyboardFiles[file] else { return false }
        return ids.contains { id in keyboards.contains { $0.matches(id) } }
    }

    static func decode(_ node: YAMLNode, file: String, folder: String?, rules: [TeamRule], into diagnostics: inout [Diagnostic]) -> [SeverityOverride] {
        func report(_ node: YAMLNode, _ message: String, notes: [DiagnosticNote] = []) {
            diagnostics.append(Diagnostic(.invalidConfiguration, message, at: SourceLocation(file: file, position: node.position), notes: notes))
        }
        guard case .sequence(let items) = node.content else {
            report(node, "'overrides' must be a list such as [{files: \"Legacy/**\", disable: [KBC0211]}]")
            return []
        }
        var result: [SeverityOverride] = []
        for item in items {
            guard case .mapping(let entries) = item.content else {
                report(item, "an override is a mapping such as {files: \"Legacy/**\", disable: [KBC0211]}")
                continue
            }
            var override = SeverityOverride(folder: folder, location: SourceLocation(file: file, position: item.position))
            var listed: [String: [(code: DiagnosticCode, location: SourceLocation)]] = [:]
            for entry in entries {
                let name = entry.key.scalarText ?? entry.key.kindDescription
                switch name {
                case "files", "keyboards":
                    let texts: [String]
                    switch entry.value.content {
                    case .scalar: texts = [entry.value.scalarText ?? ""]
                    case .sequence(let patterns): texts = patterns.compactMap(\.scalarText)
                    case .mapping:
                        report(entry.value, "'\(name)' is a pattern or a list of patterns")
                        continue
                    }
                    if name == "files" { override.files += texts.map(Glob.init) } else { override.keyboards += texts.map(Glob.init) }
                case "disable", "warn":
                    guard case .sequence(let codes) = entry.value.content else {
                        report(entry.value, "'\(name)' must be a list of diagnostic codes, such as [KBC0211]")
                        continue
                    }
                    for item in codes {
                        let text = item.scalarText ?? item.kindDescription
                        let code: DiagnosticCode
                        switch CodeNameLookup.changeableCode(named: text, rules: rules, rulesFile: file) {
                        case .success(let found): code = found
                        case .failure(let problem):
                            diagnostics.append(problem.diagnostic(at: SourceLocation(file: file, position: item.position)))
                            continue
                        }
                        if name == "disable" { override.disabled.insert(code) } else { override.downgraded.insert(code) }
                        listed[name, default: []].append((code, SourceLocation(file: file, position: item.position)))
                    }
                default:
                    let notes = Suggestions.note(for: name, among: fields.map(\.name), at: entry.key, in: file).map { [$0] } ?? []
                    report(entry.key, "unknown field '\(name)' in an override", notes: notes + [DiagnosticNote("an override's fields: files, keyboards, disable, warn")])
                }
            }
            diagnostics += DiagnosticOptions.warnedButDisabled(listed["warn"] ?? [], disabled: listed["disable"] ?? [])
            if override.files.isEmpty && override.keyboards.isEmpty {
                report(item, "an override needs 'files' or 'keyboards': what it applies to")
                continue
            }
            if !entries.contains(where: { $0.key.isScalar("disable") || $0.key.isScalar("warn") }) {
                diagnostics.append(Diagnostic(
                    .unusedOverride, "the override changes no severity: it has neither 'disable' nor 'warn'", at: override.location,
                    notes: [DiagnosticNote("list the codes it changes, as 'disable: [KBC0211]' or 'warn: [KBC0211]', or remove the override")]))
                continue
            }
            result.append(override)
        }
        return result
    }
}
