/// Runs the rules of ``ValidationRules/all`` that apply to each keyboard, in their order.
///
/// What each rule asks for (complete keyboards, oversized ones) is read once here rather than once per
/// keyboard, and the rules are called where they are stored: copying each rule out of its existential
/// box for every keyboard cost about a thousand instructions a keyboard.
struct KeyboardValidator {
    /// The keyboards compiled together.
    let context: ValidationContext
    private let rules: [Entry]

    private struct Entry {
        let rule: any ValidationRule
        let needsCompleteKeyboard: Bool
        let checksOversizedKeyboards: Bool
    }

    /// Prepares the rules for the keyboards of `context`.
    init(context: ValidationContext) {
        self.context = context
        rules = ValidationRules.all.map {
            Entry(rule: $0, needsCompleteKeyboard: $0.needsCompleteKeyboard, checksOversizedKeyboards: $0.checksOversizedKeyboards)
        }
    }

    /// Appends the findings of every rule that applies to `keyboard`.
    func validate(_ keyboard: DecodedKeyboard, into diagnostics: inout [Diagnostic]) {
        let oversized = KeyboardSizeRule.isOversized(keyboard.layout)
        rules.withUnsafeBufferPointer { rules in
            for index in rules.indices {
                // Through the buffer's address, so that the rule is opened in place, not copied.
                let applies = (keyboard.isComplete || !rules[index].needsCompleteKeyboard)
                    && (!oversized || rules[index].checksOversizedKeyboards)
                if applies { rules[index].rule.check(keyboard, in: context, into: &diagnostics) }
            }
        }
    }
}
