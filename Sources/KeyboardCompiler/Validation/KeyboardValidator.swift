import KeyboardRuntime

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
    private let ignoresPrintableASCII: [Bool]

    /// Prepares the rules for the keyboards of `context`.
    init(context: ValidationContext) {
        self.context = context
        needsCompleteKeyboard = rules.map(\.needsCompleteKeyboard)
        checksOversizedKeyboards = rules.map(\.checksOversizedKeyboards)
        ignoresPrintableASCII = rules.map(\.ignoresPrintableASCII)
    }

    /// Appends the findings of every rule that applies to `keyboard`.
    func validate(_ keyboard: DecodedKeyboard, into diagnostics: inout [Diagnostic]) {
        let oversized = KeyboardSizeRule.isOversized(keyboard.layout)
        // One walk over the texts instead of one in each rule about unusual characters.
        let printableASCII = keyboard.layout.hasOnlyPrintableASCIIText
        for index in rules.indices
        where (keyboard.isComplete || !needsCompleteKeyboard[index]) && (!oversized || checksOversizedKeyboards[index])
            && !(printableASCII && ignoresPrintableASCII[index]) {
            rules[index].check(keyboard, in: context, into: &diagnostics)
        }
    }
}

extension KeyboardLayout {
    /// Whether the title and every text of every key of the page (what it types, its label, shift text,
    /// group, alternates, shifted alternates, hint and spoken name) are printable ASCII.
    var hasOnlyPrintableASCIIText: Bool {
        if let title, !title.isPrintableASCII { return false }
        var result = true
        // Through KeyReference, field by field: a closure over each `Key` would copy it whole.
        forEachKey { _, _, key in
            guard result else { return }
            let label = key.label
            if case .insert(let text) = key.action {
                // A label is usually the text itself, which is checked already.
                if !text.isPrintableASCII || (label != text && !label.isPrintableASCII) { result = false }
            } else if !label.isPrintableASCII {
                result = false
            }
            if !(key.shiftedText?.isPrintableASCII ?? true) || !(key.group?.isPrintableASCII ?? true) {
                result = false
            }
            if !key.alternates.allSatisfy(\.isPrintableASCII) || !(key.shiftedAlternates?.allSatisfy(\.isPrintableASCII) ?? true)
                || !(key.hint?.isPrintableASCII ?? true) || !(key.spokenName?.isPrintableASCII ?? true) {
                result = false
            }
        }
        return result
    }
}

extension String {
    /// Whether every character is printable ASCII, U+0020 to U+007E.
    @inline(__always)
    var isPrintableASCII: Bool { utf8AllSatisfy { $0 >= 0x20 && $0 < 0x7F } }
}
