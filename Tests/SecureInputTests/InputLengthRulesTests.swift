import KeyboardRuntime
import SecureInput
import Testing

/// A page's `length` (`KeyboardLayout.inputLength`) becomes the field's rules.
@Suite struct InputLengthRulesTests {
    @Test("length: 6 completes the field at the sixth digit and refuses a seventh")
    func exactLength() {
        let rules = SecureFieldRules(inputLength: .exactly(6), allowedCharacters: .digits)
        #expect(rules.minimumLength == 6 && rules.maximumLength == 6 && rules.completion == .atLength(6))
        let model = SecureFieldModel(rules: rules)
        var completions = 0
        for digit in "402917" { completions += model.apply(.insert(String(digit))).filter { $0 == .completed }.count }
        #expect(completions == 1 && model.isComplete)
        #expect(model.apply(.insert("7")) == [.rejected(.input(.tooLong(remaining: 0), from: .secureKeyboard))])
    }

    @Test("A range completes on return only, and not below its minimum")
    func rangeOnReturn() {
        let rules = SecureFieldRules(inputLength: InputLength(minimum: 4, maximum: 8))
        #expect(rules.minimumLength == 4 && rules.maximumLength == 8 && rules.completion == .never)
        let model = SecureFieldModel(rules: rules)
        for digit in "12345678" { #expect(!model.apply(.insert(String(digit))).contains(.completed)) }
        #expect(model.apply(.returnKey(.done)) == [.submitted(.done)])
        #expect(SecureFieldRules(inputLength: nil).maximumLength == nil)
    }
}
