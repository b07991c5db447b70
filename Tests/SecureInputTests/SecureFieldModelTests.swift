import Testing
import KeyboardRuntime
@testable import SecureInput

/// The model's reference semantics over a plaintext array, which only a test may hold.
private struct Reference {
    var text: [Character] = []
    var selection: Range<Int> = 0..<0
    let rules: SecureFieldRules

    func accepts(_ source: SecureFieldInputSource) -> Bool {
        switch source {
        case .secureKeyboard: return true
        case .paste: return rules.paste == .allow
        case .systemTextInput: return rules.systemTextInput == .allow
        }
    }

    mutating func insert(_ inserted: String, from source: SecureFieldInputSource) -> Bool {
        guard accepts(source), !inserted.isEmpty else { return false }
        guard inserted.allSatisfy(rules.allowedCharacters.contains) else { return false }
        var result = text
        result.replaceSubrange(selection, with: Array(inserted))
        if let maximum = rules.maximumLength, result.count > maximum { return false }
        text = result
        let caret = selection.lowerBound + inserted.count
        selection = caret..<caret
        return true
    }

    mutating func deleteBackward(from source: SecureFieldInputSource) -> Bool {
        guard accepts(source) else { return false }
        if selection.isEmpty {
            guard selection.lowerBound > 0 else { return false }
            text.remove(at: selection.lowerBound - 1)
            selection = selection.lowerBound - 1..<selection.lowerBound - 1
        } else {
            text.removeSubrange(selection)
            selection = selection.lowerBound..<selection.lowerBound
        }
        return true
    }

    mutating func select(_ range: Range<Int>) {
        let lower = min(max(range.lowerBound, 0), text.count)
        selection = lower..<min(max(range.upperBound, lower), text.count)
    }
}

@Suite("Secure field model")
struct SecureFieldModelTests {
    // Characters that never combine with a neighbour, so the reference can count them as an array does.
    private static let alphabet: [String] = ["0", "1", "7", "9", "a", "X", "é", "👍", " "]

    private static func plaintext(of model: SecureFieldModel) -> String {
        model.withPlaintextUTF8 { String(decoding: $0, as: UTF8.self) }
    }

    private static func randomText(_ random: inout SeededRandomNumberGenerator, maxLength: Int) -> String {
        String((0..<Int.random(in: 0...maxLength, using: &random)).map { _ in
            Character(alphabet.randomElement(using: &random)!)
        })
    }

    @Test("any sequence of edits, caret moves, selections and pastes keeps buffer, mask and caret consistent",
          arguments: 0..<64)
    func randomSequences(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        let rules = SecureFieldRules(
            minimumLength: Int.random(in: 0...2, using: &random),
            maximumLength: Bool.random(using: &random) ? Int.random(in: 3...12, using: &random) : nil,
            allowedCharacters: Bool.random(using: &random) ? .digits : .any,
            completion: Bool.random(using: &random) ? .atLength(Int.random(in: 1...4, using: &random)) : .never,
            paste: Bool.random(using: &random) ? .allow : .refuse,
            systemTextInput: Bool.random(using: &random) ? .allow : .refuse,
            maskCharacter: Bool.random(using: &random) ? "•" : "🔒")
        let model = SecureFieldModel(rules: rules)
        var reference = Reference(rules: rules)
        var completedSinceBelow = false

        for step in 0..<120 {
            let context = Comment(rawValue: "seed \(seed), step \(step)")
            var events: [SecureFieldEvent] = []
            var changed = false
            switch Int.random(in: 0..<9, using: &random) {
            case 0, 1:
                let text = Self.randomText(&random, maxLength: 2)
                events = model.apply(.insert(text))
                changed = reference.insert(text, from: .secureKeyboard)
            case 2:
                events = model.apply(.deleteBackward)
                changed = reference.deleteBackward(from: .secureKeyboard)
            case 3:
                let text = Self.randomText(&random, maxLength: 8)
                events = model.paste(text)
                changed = reference.insert(text, from: .paste)
                if rules.paste == .refuse {
                    #expect(events == [.rejected(.pasteNotAllowed)], context)
                }
            case 4:
                let text = Self.randomText(&random, maxLength: 3)
                events = model.insert(text, from: .systemTextInput)
                changed = reference.insert(text, from: .systemTextInput)
            case 5:
                let a = Int.random(in: -2...15, using: &random), b = Int.random(in: -2...15, using: &random)
                model.select(min(a, b)..<max(a, b))
                reference.select(min(a, b)..<max(a, b))
            case 6:
                let offset = Int.random(in: -2...15, using: &random)
                model.moveCaret(to: offset)
                reference.select(offset..<offset)
            case 7:
                if Int.random(in: 0..<6, using: &random) == 0 {
                    events = model.clear()
                    changed = !reference.text.isEmpty
                    reference.text = []
                    reference.selection = 0..<0
                } else {
                    model.selectAll()
                    reference.select(0..<reference.text.count)
                }
            default:
                let event = model.submit(.done)
                #expect(event == (reference.text.count >= rules.minimumLength
                                   ? .submitted(.done) : .rejected(.tooShort(minimum: rules.minimumLength))), context)
            }

            // Buffer, mask and caret agree with the reference and with each other.
            #expect(Self.plaintext(of: model) == String(reference.text), context)
            #expect(model.count == reference.text.count, context)
            #expect(model.masked == String(repeating: rules.maskCharacter, count: reference.text.count), context)
            #expect(model.selection == reference.selection, context)
            #expect(model.selection.lowerBound >= 0 && model.selection.upperBound <= model.count, context)
            #expect(model.bufferCursor == model.caret, context)

            // Every change is reported once, with the new count and selection; a refusal says why.
            let edits = events.compactMap { if case .edited(let edit) = $0 { edit } else { nil } }
            #expect(edits.count == (changed ? 1 : 0), context)
            if let edit = edits.first {
                #expect(edit.count == model.count && edit.selection == model.selection, context)
            }
            // Completion is reported exactly when an edit first meets the rule.
            let completed = events.contains(.completed)
            if case .atLength(let length) = rules.completion, changed {
                let meets = model.count >= length
                #expect(completed == (meets && !completedSinceBelow), context)
                completedSinceBelow = meets
            } else if changed {
                #expect(!completed, context)
            }
        }
    }

    @Test("no pasted character reaches the buffer unless pasting is allowed, and then only allowed ones",
          arguments: 0..<32)
    func pastesNeverLeak(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed ^ 0xA5A5)
        for paste in [InputPolicy.refuse, .allow] {
            let model = SecureFieldModel(rules: SecureFieldRules(maximumLength: 8, allowedCharacters: .digits, paste: paste))
            for _ in 0..<40 {
                if Bool.random(using: &random) {
                    // Pastes only ever hold letters here; typed text only digits.
                    _ = model.paste(String((0..<Int.random(in: 1...4, using: &random)).map { _ in "ab7".randomElement(using: &random)! }))
                } else {
                    _ = model.apply(.insert(String(Int.random(in: 0...6, using: &random))))
                }
                model.moveCaret(to: Int.random(in: 0...8, using: &random))
            }
            let text = Self.plaintext(of: model)
            #expect(!text.contains("a") && !text.contains("b"), "disallowed pasted characters never stored")
            if paste == .refuse {
                #expect(!text.contains("7"), "with pasting refused, not even an allowed pasted digit is stored")
            }
        }
    }

    @Test("a 6-digit OTP finishes itself once, and again only after it fell below six")
    func otpCompletes() {
        let model = SecureFieldModel(rules: .pin(length: 6))
        var completions = 0
        for digit in "123456" {
            completions += model.apply(.insert(String(digit))).filter { $0 == .completed }.count
        }
        #expect(completions == 1 && model.isComplete)
        #expect(model.apply(.insert("7")) == [.rejected(.input(.tooLong(remaining: 0), from: .secureKeyboard))])
        model.deleteBackward()
        #expect(model.apply(.insert("9")).contains(.completed))
        #expect(model.apply(.returnKey(.done)) == [.submitted(.done)])
    }

    @Test("editing in the middle edits at the caret, and typing over a selection replaces it")
    func editsAtTheCaret() {
        let model = SecureFieldModel()
        model.apply(.insert("1234"))
        model.moveCaret(to: 2)
        model.apply(.insert("x"))
        #expect(Self.plaintext(of: model) == "12x34" && model.caret == 3)
        model.select(1..<4)
        model.apply(.insert("y"))
        #expect(Self.plaintext(of: model) == "1y4" && model.selection == 2..<2)
        model.select(0..<2)
        model.apply(.deleteBackward)
        #expect(Self.plaintext(of: model) == "4" && model.caret == 0)
        #expect(model.apply(.deleteBackward).isEmpty, "nothing before the caret: nothing to report")
    }

    @Test("the return key is refused below the minimum length; the system's text input is refused by default")
    func submitsAndSources() {
        let model = SecureFieldModel(rules: SecureFieldRules(minimumLength: 4))
        model.apply(.insert("12"))
        #expect(model.apply(.returnKey(.next)) == [.rejected(.tooShort(minimum: 4))])
        #expect(model.insert("3", from: .systemTextInput) == [.rejected(.systemTextInputNotAllowed)])
        #expect(model.deleteBackward(from: .systemTextInput) == [.rejected(.systemTextInputNotAllowed)])
        #expect(model.count == 2)
        #expect(model.apply(.pageChanged(to: "symbols")).isEmpty && model.apply(.dismiss).isEmpty)
    }

    @Test("UTF-16 positions in the mask map to characters, for masks of any width")
    func maskPositions() {
        let wide = SecureFieldModel(rules: SecureFieldRules(maskCharacter: "🔒"))
        wide.apply(.insert("👍é1"))
        #expect(wide.masked.utf16.count == 6)
        #expect(wide.characterOffset(maskUTF16Offset: 3) == 1 && wide.characterOffset(maskUTF16Offset: 99) == 3)
        #expect(wide.maskUTF16Offset(character: 2) == 4 && wide.maskUTF16Offset(character: -1) == 0)
    }

    @Test("the article's rules: a 6-digit OTP, and .pin(length:) as the same with a minimum length")
    func articleRules() {
        let otp = SecureFieldRules(maximumLength: 6, allowedCharacters: .digits, completion: .atLength(6))
        let pin = SecureFieldRules.pin(length: 6)   // the same, with minimumLength 6
        #expect(otp.maximumLength == pin.maximumLength && otp.completion == pin.completion)
        #expect(otp.minimumLength == 0 && pin.minimumLength == 6)
        #expect(otp.paste == .refuse && otp.systemTextInput == .refuse, "only the secure keyboard types by default")
    }

    @Test("a model prints and reflects without its text")
    func redacted() {
        let model = SecureFieldModel()
        model.apply(.insert("hunter2"))
        #expect(String(describing: model) == "SecureFieldModel(count: 7, selection: 7..<7, text: <redacted>)")
        #expect(Mirror(reflecting: model).children.isEmpty)
    }
}
