@testable import KeyboardCompiler
import KeyboardRuntime
import Testing

/// The layout format's function-key actions and the theme selector's kinds of key are one vocabulary in two
/// modules (the runtime cannot import the compiler): the compiler maps a runtime action to its word through
/// ``KeySelectorAction``, so a word added to one list and not the other must fail here.
@Suite struct ActionVocabularyTests {
    @Test func functionKeyActionsAreTheSelectorsKindsButCharacter() {
        #expect(KeySelectorAction.allCases.map(\.rawValue) == ["character"] + FunctionKeyAction.allCases.map(\.rawValue))
    }

    @Test func everyRuntimeActionHasItsWord() {
        let actions: [(KeyAction, FunctionKeyAction?)] = [
            (.insert("a"), nil), (.shift, .shift), (.delete, .delete), (.space, .space), (.returnKey, .return),
            (.switchKeyboard(to: "symbols"), .switch), (.toggleCharacterWidth(to: "full"), .toggleWidth), (.dismiss, .dismiss),
        ]
        for (action, word) in actions {
            #expect(FunctionKeyAction(action) == word, "\(action)")
        }
    }
}
