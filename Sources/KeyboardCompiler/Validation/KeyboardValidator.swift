/// Runs the rules of ``ValidationRules/all`` that apply to each keyboard, in their order.
///
/// What each rule asks for (complete keyboards, oversized ones) is read once here rather than once per
/// keyboard.
struct KeyboardValidator {
    /// The keyboards compiled together.
    let context: ValidationContext
    private let rules = ValidationRules.all
    private let needsCompleteKeyboard: [Bool]
    private let checksOversizedKeyboards: [Bool]

    /// Prepares the rules for the keyboards of `context`.
    init(context: ValidationContext) {
        self.context = context
        needsCompleteKeyboard = rules.map(\.needsCompleteKeyboard)
        checksOversizedKeyboards = rules.map(\.checksOversizedKeyboards)
    }

    /// Appends the findings of every rule that applies to `keyboard`.
    func validate(_ keyboard: DecodedKeyboard, into diagnostics: inout [Diagnostic]) {
        let oversized = KeyboardSizeRule.isOversized(keyboard.layout)
        for index in rules.indices
        where (keyboard.isComplete || !needsCompleteKeyboard[index]) && (!oversized || checksOversizedKeyboards[index]) {
            rules[index].check(keyboard, in: context, into: &diagnostics)
        }
    }
}
