import KeyboardRuntime

/// Runs the rules of ``ValidationRules/all`` that apply to each keyboard, in their order.
///
/// What each rule asks for (complete keyboards, oversized ones) is read once here rather than once per
/// keyboard, and each keyboard is summarized once (``KeyboardSummary``) for the rules to skip it when
/// they can have nothing to report.
struct KeyboardValidator {
    /// The keyboards compiled together.
    let context: ValidationContext
    private let rules: [any ValidationRule]
    private let needsCompleteKeyboard: [Bool]
    private let checksOversizedKeyboards: [Bool]

    /// Prepares the rules for the keyboards of `context`: kbc's own, then the team's (`teamRules`), which
    /// run as one more rule on the same pages.
    init(context: ValidationContext, teamRules: [TeamRule] = []) {
        self.context = context
        rules = teamRules.isEmpty ? ValidationRules.all : ValidationRules.all + [TeamRuleSet(rules: teamRules)]
        needsCompleteKeyboard = rules.map(\.needsCompleteKeyboard)
        checksOversizedKeyboards = rules.map(\.checksOversizedKeyboards)
    }

    /// Appends the findings of every rule that applies to `keyboard`.
    func validate(_ keyboard: ResolvedPage, into diagnostics: inout [Diagnostic]) {
        let oversized = KeyboardSizeRule.isOversized(keyboard.layout)
        // One walk over the keys, so that rules with nothing to find skip theirs.
        let summary = KeyboardSummary(
            keyboard.layout, repertoire: keyboard.declaration.repertoire, tests: keyboard.variantIndex == nil ? keyboard.declaration.tests : [])
        for index in rules.indices
        where (keyboard.isComplete || !needsCompleteKeyboard[index]) && (!oversized || checksOversizedKeyboards[index])
            && !rules[index].findsNothing(in: summary) {
            rules[index].check(keyboard, in: context, into: &diagnostics)
        }
    }
}
