// The session's side of composition: typed text goes through the page's ``Composer``, which commits
// composed text through `.insert` and reports what is pending through `.marked`.
extension KeyboardSession {
    /// The text a composition holds pending (shown marked after the cursor), or `""`.
    public var markedText: String { composer?.marked ?? "" }

    /// Ends the pending composition, as a host does when the field loses focus or its text is read:
    /// commits what is pending (`.insert`) and clears the marked text (`.marked("")`). Returns `[]` when
    /// nothing is pending. Return, dismiss, space, function keys and page changes end it themselves.
    public mutating func finishComposition() -> [KeyboardOutput] {
        var outputs: [KeyboardOutput] = []
        finishComposition(into: &outputs)
        return outputs
    }

    /// Commits `text` as typed on a page without composition; otherwise feeds it to the composer and
    /// reports what it commits and, when it changed, the marked text.
    mutating func commit(_ text: String, into outputs: inout [KeyboardOutput]) {
        guard composer != nil else {
            outputs.append(.insert(text))
            return
        }
        let before = composer!.marked
        let committed = composer!.type(text)
        report(committed: committed, markedBefore: before, into: &outputs)
    }

    /// Deletes backward: one pending jamo or waiting character when a composition is pending, else a
    /// character of the field.
    mutating func deleteBackward(into outputs: inout [KeyboardOutput]) {
        guard composer != nil else {
            outputs.append(.deleteBackward)
            return
        }
        let before = composer!.marked
        guard composer!.deleteBackward() else {
            outputs.append(.deleteBackward)
            return
        }
        report(committed: "", markedBefore: before, into: &outputs)
    }

    /// Commits whatever is pending.
    mutating func finishComposition(into outputs: inout [KeyboardOutput]) {
        guard composer != nil else { return }
        let before = composer!.marked
        guard !before.isEmpty else { return }
        let committed = composer!.finish()
        report(committed: committed, markedBefore: before, into: &outputs)
    }

    /// Drops whatever is pending without committing it (the field it was meant for was cleared), and
    /// reports the marked text gone.
    mutating func discardComposition(into outputs: inout [KeyboardOutput]) {
        guard composer != nil else { return }
        let before = composer!.marked
        guard !before.isEmpty else { return }
        _ = composer!.finish()
        report(committed: "", markedBefore: before, into: &outputs)
    }

    private func report(committed: String, markedBefore: String, into outputs: inout [KeyboardOutput]) {
        if !committed.isEmpty { outputs.append(.insert(committed)) }
        let marked = composer?.marked ?? ""
        if !marked.unicodeScalars.elementsEqual(markedBefore.unicodeScalars) { outputs.append(.marked(marked)) }
    }
}
