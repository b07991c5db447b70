#if canImport(UIKit) && os(iOS)
import UIKit
import SecureInput

// Every way into a UITextField other than its inputView, closed or routed through the model. Each path
// that is refused is reported to the app as a rejection where UIKit tells the field about it.

extension SecureKeyboardTextField {
    /// Called once from `init`: the shortcuts bar, drag and drop, Scribble and paste-by-configuration.
    func closeInputPaths() {
        // The iPad shortcuts bar (undo, redo, paste, bold…) above the keyboard.
        inputAssistantItem.leadingBarButtonGroups = []
        inputAssistantItem.trailingBarButtonGroups = []
        // Dragging the mask out, and dropping text in.
        textDragInteraction?.isEnabled = false
        textDropDelegate = self
        pasteConfiguration = nil
        // Apple Pencil handwriting on iPad.
        addInteraction(UIScribbleInteraction(delegate: self))
    }

    // MARK: Edit menu, copy, cut, paste

    /// Only Paste, and only when the rules allow it and there is text to paste; no copy, cut, share, look up,
    /// select or format items, so the edit menu is empty.
    public override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == #selector(paste(_:)) {
            return model.rules.paste == .allow && UIPasteboard.general.hasStrings
        }
        return false
    }

    /// Pastes through the model. The pasteboard is not read at all unless the rules allow pasting.
    public override func paste(_ sender: Any?) {
        guard model.rules.paste == .allow else { return handle([.rejected(.pasteNotAllowed)]) }
        guard let text = UIPasteboard.general.string else { return }
        handle(model.paste(text))
    }

    /// Does nothing: the field holds only the mask, and even that is not put on the pasteboard.
    public override func copy(_ sender: Any?) {}

    /// Does nothing (see ``copy(_:)``).
    public override func cut(_ sender: Any?) {}

    /// Refuses item providers (paste and drop by `pasteConfiguration`).
    public override func canPaste(_ itemProviders: [NSItemProvider]) -> Bool { false }

    /// A disabled manager: nothing is registered, so there is nothing to undo or redo.
    public override var undoManager: UndoManager? { disabledUndoManager }

    // MARK: The system's text input (hardware keyboard, AutoFill, dictation)

    /// The hardware keyboard's and AutoFill's text, routed through the model as system text input (refused
    /// unless the rules allow it). A newline is the return key: the keyboard's, so `onReturn` hears it too.
    public override func insertText(_ text: String) {
        if text == "\n" {
            if keyboard.fieldPressedReturn(self) { return }
            return handle([model.submit(returnKeyType == .next ? .next : .done)])
        }
        handle(model.insert(text, from: .systemTextInput))
    }

    /// The hardware keyboard's delete key, through the model as system text input.
    public override func deleteBackward() {
        handle(model.deleteBackward(from: .systemTextInput))
    }

    /// Text replacements (autocorrection, AutoFill): the range is selected, then the text inserted, both in
    /// the model.
    public override func replace(_ range: UITextRange, withText text: String) {
        let lower = model.characterOffset(maskUTF16Offset: offset(from: beginningOfDocument, to: range.start))
        let upper = model.characterOffset(maskUTF16Offset: offset(from: beginningOfDocument, to: range.end))
        model.select(lower..<max(lower, upper))
        handle(text.isEmpty ? model.deleteBackward(from: .systemTextInput) : model.insert(text, from: .systemTextInput))
    }

    /// Marked (provisional) text from an input method is never stored: it would sit in UIKit's storage in
    /// plain until committed. Reported as refused system text input.
    public override func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        handle([.rejected(.systemTextInputNotAllowed)])
    }

    /// Dictation results are refused (the custom input view has no dictation key; this closes the API).
    public override func insertDictationResult(_ dictationResult: [UIDictationPhrase]) {
        handle([.rejected(.systemTextInputNotAllowed)])
    }

    /// The field adds no key commands of its own; ⌘V, ⌘C, ⌘X and ⌘Z reach only
    /// ``canPerformAction(_:withSender:)`` and the disabled ``undoManager``.
    public override var keyCommands: [UIKeyCommand]? { [] }

    /// Hardware keys that would type (characters without ⌘ or ⌃, or delete) are refused here when the rules
    /// refuse system text input, before UIKit's own editor sees them; arrows, Tab and shortcuts go on.
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let typing = presses.filter(isTypingPress)
        if !typing.isEmpty { handle([.rejected(.systemTextInputNotAllowed)]) }
        let rest = presses.subtracting(typing)
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    /// Passes on only the presses ``pressesBegan(_:with:)`` passed on.
    public override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { !isTypingPress($0) }
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    /// Passes on only the presses ``pressesBegan(_:with:)`` passed on.
    public override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { !isTypingPress($0) }
        if !rest.isEmpty { super.pressesCancelled(rest, with: event) }
    }

    /// Whether `press` would type into the field while the rules refuse the system's text input.
    private func isTypingPress(_ press: UIPress) -> Bool {
        guard model.rules.systemTextInput == .refuse, let key = press.key else { return false }
        if key.modifierFlags.contains(.command) || key.modifierFlags.contains(.control) { return false }
        return key.keyCode == .keyboardDeleteOrBackspace || !key.characters.isEmpty && !Self.navigationKeys.contains(key.keyCode)
    }

    /// Keys that move the caret or the focus, or submit (Return reaches ``insertText(_:)`` as a newline).
    private static let navigationKeys: Set<UIKeyboardHIDUsage> = [
        .keyboardTab, .keyboardReturnOrEnter, .keyboardReturn, .keypadEnter, .keyboardEscape,
        .keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow,
        .keyboardHome, .keyboardEnd, .keyboardPageUp, .keyboardPageDown,
    ]
}

// MARK: Drag and drop

extension SecureKeyboardTextField: UITextDropDelegate {
    /// Nothing can be dropped into the field.
    public func textDroppableView(_ textDroppableView: UIView & UITextDroppable, proposalForDrop drop: UITextDropRequest) -> UITextDropProposal {
        UITextDropProposal(operation: .forbidden)
    }

    /// A drop never makes the field editable.
    public func textDroppableView(_ textDroppableView: UIView & UITextDroppable, willBecomeEditableForDrop drop: UITextDropRequest) -> UITextDropEditability {
        .no
    }
}

// MARK: Scribble

extension SecureKeyboardTextField: UIScribbleInteractionDelegate {
    /// Handwriting never starts over the field.
    public func scribbleInteraction(_ interaction: UIScribbleInteraction, shouldBeginAt location: CGPoint) -> Bool {
        false
    }
}
#endif
