/// Per-run changes to diagnostic severities, as given on the command line.
public struct DiagnosticOptions: Sendable, Hashable {
    /// Codes whose diagnostics are dropped (`--disable`).
    public var disabled: Set<DiagnosticCode>
    /// Codes whose diagnostics are reported as warnings (`--warn`).
    public var downgradedToWarning: Set<DiagnosticCode>
    /// Whether warnings count as errors (`--warnings-as-errors`).
    public var warningsAsErrors: Bool
    /// The most diagnostics reported for one file (`--diagnostic-limit`, 20 on the command line), or `nil`
    /// for all of them. The rest are counted in ``CompilationResult/omitted``, never dropped silently.
    public var limitPerFile: Int?
    /// Codes reported as warnings whatever else says (the command line's `--warn`): a configuration's
    /// `disable` (or an override's) does not drop them and `warningsAsErrors` does not make them errors.
    /// Filled by ``AppliedConfiguration/diagnosticOptions(commandLine:)``.
    public var keptAsWarnings: Set<DiagnosticCode> = []
    /// Ids of the target's team rules to disable (`--disable BANK001`), found in its configuration by
    /// ``AppliedConfiguration/diagnosticOptions(commandLine:)``; see ``AppliedConfiguration/unknownRuleIDs(in:)``.
    public var disabledRuleIDs: [String] = []
    /// Ids of the target's team rules whose findings are warnings (`--warn BANK001`).
    public var downgradedRuleIDs: [String] = []

    /// The per-file limit a build applies when neither the command line nor a configuration sets one, as
    /// clang's `-ferror-limit`.
    public static let defaultLimitPerFile = 20

    /// Creates options; the default changes nothing.
    public init(
        disabled: Set<DiagnosticCode> = [], downgradedToWarning: Set<DiagnosticCode> = [], warningsAsErrors: Bool = false,
        limitPerFile: Int? = nil
    ) {
        self.disabled = disabled
        self.downgradedToWarning = downgradedToWarning
        self.warningsAsErrors = warningsAsErrors
        self.limitPerFile = limitPerFile
    }

    /// `diagnostic` as these options report it, or `nil` when its code is disabled.
    /// Codes that are not configurable keep their severity whatever the options say.
    public func apply(to diagnostic: Diagnostic) -> Diagnostic? {
        let configurable = diagnostic.code.isConfigurable
        guard !configurable || !disabled.contains(diagnostic.code) else { return nil }
        var result = diagnostic
        if configurable, downgradedToWarning.contains(diagnostic.code) { result.severity = .warning }
        if configurable, keptAsWarnings.contains(diagnostic.code) {
            result.severity = .warning
            return result
        }
        if warningsAsErrors, result.severity == .warning { result.severity = .error }
        return result
    }

    /// These options with `other`'s added: codes disabled or downgraded by either, warnings as errors if either says so.
    public func merging(_ other: DiagnosticOptions) -> DiagnosticOptions {
        var merged = DiagnosticOptions(
            disabled: disabled.union(other.disabled),
            downgradedToWarning: downgradedToWarning.union(other.downgradedToWarning),
            warningsAsErrors: warningsAsErrors || other.warningsAsErrors,
            limitPerFile: limitPerFile ?? other.limitPerFile)
        merged.keptAsWarnings = keptAsWarnings.union(other.keptAsWarnings)
        return merged
    }
}

extension DiagnosticOptions {
    /// What is said of a code both disabled and made a warning: disabling wins, so the `option` that asks
    /// for a warning (`warn` in kbc-config.yaml, `--warn`) does nothing, which its author may not know.
    package static func warnChangesNothing(for code: String, option: String) -> String {
        "\(code) is disabled, so '\(option)' changes nothing for it"
    }

    /// kbc's codes that these options both disable and make warnings, once each, in the order of `warned`,
    /// the names given to make warnings. (A team rule's id is known only once its configuration is read.)
    package func disabledAndWarned(_ warned: [String]) -> [DiagnosticCode] {
        var result: [DiagnosticCode] = []
        for name in warned {
            guard let code = DiagnosticCatalog.code(named: name), disabled.contains(code), downgradedToWarning.contains(code),
                  !result.contains(code) else { continue }
            result.append(code)
        }
        return result
    }

    /// The warnings for the entries of a `warn:` list (a configuration's or one override's) whose codes its
    /// `disable:` list names too, each where it is written, with a note where the code is disabled.
    package static func warnedButDisabled(
        _ warned: [(code: DiagnosticCode, location: SourceLocation)], disabled: [(code: DiagnosticCode, location: SourceLocation)]
    ) -> [Diagnostic] {
        var disabledAt: [DiagnosticCode: SourceLocation] = [:]
        for (code, location) in disabled { disabledAt[code] = disabledAt[code] ?? location }
        return warned.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }.compactMap { code, location in
            disabledAt[code].map { disabled in
                Diagnostic(.invalidConfiguration, warnChangesNothing(for: code.identifier, option: "warn"), at: location, severity: .warning,
                           notes: [DiagnosticNote("disabled here", at: disabled)])
            }
        }
    }
}
