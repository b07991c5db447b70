import KeyboardRuntime

extension SecureTextBuffer {
    /// Applies one output of a `KeyboardSession`, so a keyboard can feed the buffer directly.
    ///
    /// - `.insert(text)` inserts `text` at the ``cursor`` (all or nothing, see ``insert(_:)``). The key's
    ///   UTF-8 bytes are read in place (`KeyboardOutput.withInsertedUTF8(_:)`) and inserted with
    ///   ``insert(utf8:)``: no `String` is made between the key and the buffer.
    /// - `.deleteBackward` deletes the character before the cursor.
    /// - `.marked(text)` is a composition's pending text (a Hangul syllable being typed, a dead key waiting),
    ///   not yet the field's: the buffer never holds it, and receives the composed text through `.insert`.
    /// - Every other output (return, dismiss, page change) is not a text edit: the buffer is left
    ///   alone and the result is ``InputResult/notApplicable`` so the host can handle it.
    ///
    /// ```swift
    /// session.handle(event, into: &outputs)
    /// for output in outputs {
    ///     if case .rejected(let reason) = buffer.apply(output) { showError(reason) }
    /// }
    /// outputs.removeAllWiping()   // the reused outputs keep no typed character
    /// ```
    @discardableResult
    public func apply(_ output: KeyboardOutput) -> InputResult {
        switch output {
        case .insert:
            let result = output.withInsertedUTF8 { (bytes) -> InputResult in
                guard !bytes.isEmpty else { return .unchanged }
                do throws(InputRejection) {
                    try insert(utf8: bytes)
                    return .applied
                } catch {
                    return .rejected(error)
                }
            }
            return result ?? .notApplicable
        case .deleteBackward:
            return deleteBackward() ? .applied : .unchanged
        case .returnKey, .dismiss, .pageChanged, .marked:
            return .notApplicable
        @unknown default:
            // An output a newer KeyboardRuntime (a library-evolution build) adds: not an edit this buffer knows.
            return .notApplicable
        }
    }

    /// Applies several outputs in order and returns one result for each.
    @discardableResult
    public func apply(_ outputs: some Sequence<KeyboardOutput>) -> [InputResult] {
        outputs.map { apply($0) }
    }
}
