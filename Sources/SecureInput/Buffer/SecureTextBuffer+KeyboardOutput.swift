import KeyboardRuntime

extension SecureTextBuffer {
    /// Applies one output of a `KeyboardSession`, so a keyboard can feed the buffer directly.
    ///
    /// - `.insert(text)` inserts `text` at the ``cursor`` (all or nothing, see ``insert(_:)``).
    /// - `.deleteBackward` deletes the character before the cursor.
    /// - `.marked(text)` is a composition's pending text (a Hangul syllable being typed, a dead key waiting),
    ///   not yet the field's: the buffer never holds it, and receives the composed text through `.insert`.
    /// - Every other output (return, dismiss, page change) is not a text edit: the buffer is left
    ///   alone and the result is ``InputResult/notApplicable`` so the host can handle it.
    ///
    /// ```swift
    /// for output in session.handle(event) {
    ///     if case .rejected(let reason) = buffer.apply(output) { showError(reason) }
    /// }
    /// ```
    @discardableResult
    public func apply(_ output: KeyboardOutput) -> InputResult {
        switch output {
        case .insert(let text):
            guard !text.isEmpty else { return .unchanged }
            do {
                try insert(text)
                return .applied
            } catch {
                return .rejected(error)
            }
        case .deleteBackward:
            return deleteBackward() ? .applied : .unchanged
        case .returnKey, .dismiss, .pageChanged, .marked:
            return .notApplicable
        }
    }

    /// Applies several outputs in order and returns one result for each.
    @discardableResult
    public func apply(_ outputs: some Sequence<KeyboardOutput>) -> [InputResult] {
        outputs.map { apply($0) }
    }
}
