import KeyboardRuntime

/// The editing model of a secure text field: it owns the ``SecureTextBuffer``, keeps the caret and the
/// selection in step with it, applies the field's ``SecureFieldRules``, and reports every accepted edit and
/// every refusal as a ``SecureFieldEvent``.
///
/// Platform controls (`SecureKeyboardTextField` in KeyboardUIKit, the SwiftUI `SecureKeyboardField`) only
/// forward to it: which path may type, where an edit lands and when the field is complete are decided
/// here, where tests on any platform check them. The model holds no plaintext: the buffer keeps the
/// text sealed, and the model itself stores only counts, positions and the rules.
///
/// ```swift
/// let model = SecureFieldModel(rules: .pin(length: 6))
/// model.apply(.insert("4"))                   // [.edited(…)]
/// model.paste("123456")                       // [.rejected(.pasteNotAllowed)]
/// model.masked                                // "•"
/// ```
///
/// Positions count characters, as ``SecureTextBuffer`` does; each character shows as one mask character,
/// so a position in the mask is a position in the text.
public final class SecureFieldModel {
    /// The rules the model applies.
    public let rules: SecureFieldRules

    /// The selected characters; an empty range is the caret. Always within `0...count`.
    public private(set) var selection: Range<Int> = 0..<0

    /// The secret, sealed; read and sealed for a server only through this model's methods.
    let buffer: SecureTextBuffer
    /// Whether ``SecureFieldEvent/completed`` was reported for the current run of edits.
    private var reportedCompletion = false
    /// Seconds on a monotonic clock that keeps counting while the device sleeps (``monotonicSeconds()``
    /// outside tests): what ``SecureFieldExpiry/idleTimeout`` is measured with.
    let clock: () -> Double
    /// The clock's reading at the last accepted edit.
    var lastEdit: Double

    /// Creates an empty field under `rules`.
    public convenience init(rules: SecureFieldRules = SecureFieldRules()) {
        self.init(rules: rules, clock: monotonicSeconds)
    }

    /// Creates an empty field whose idle timeout reads `clock` (tests move it by hand).
    init(rules: SecureFieldRules, clock: @escaping () -> Double) {
        self.rules = rules
        self.clock = clock
        lastEdit = clock()
        buffer = SecureTextBuffer(maximumLength: rules.maximumLength, allowedCharacters: rules.allowedCharacters,
                                  maskCharacter: rules.maskCharacter)
    }

    // MARK: Reading

    /// The number of characters typed. Known without decrypting.
    public var count: Int { buffer.count }

    /// Whether nothing is typed.
    public var isEmpty: Bool { buffer.isEmpty }

    /// What the field shows: one ``SecureFieldRules/maskCharacter`` per character.
    public var masked: String { buffer.masked }

    /// The caret: the end of the selection, where the next typed character goes once the selection is
    /// replaced.
    public var caret: Int { selection.upperBound }

    /// Whether the completion rule is met now.
    public var isComplete: Bool {
        switch rules.completion {
        case .never: return false
        case .atLength(let length): return count >= length
        }
    }

    /// Whether a submit would be accepted (at least ``SecureFieldRules/minimumLength`` characters).
    public var canSubmit: Bool { count >= rules.minimumLength }

    /// Calls `body` with the text's UTF-8 bytes, zeroed afterwards: the way to read the secret (see
    /// ``SecureTextBuffer/withPlaintextUTF8(_:)``).
    public func withPlaintextUTF8<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        try buffer.withPlaintextUTF8(body)
    }

    // MARK: Caret and selection

    /// Selects `range` (character offsets), clamped to `0...count`; an empty range places the caret.
    public func select(_ range: Range<Int>) {
        let lower = min(max(range.lowerBound, 0), count)
        let upper = min(max(range.upperBound, lower), count)
        selection = lower..<upper
        buffer.cursor = upper
    }

    /// Places the caret at `offset`, clamped to `0...count`.
    public func moveCaret(to offset: Int) {
        select(offset..<offset)
    }

    /// Selects the whole text.
    public func selectAll() {
        select(0..<count)
    }

    // MARK: Editing

    /// Applies one output of the secure keyboard: `.insert` and `.deleteBackward` edit at the caret,
    /// `.returnKey` submits; page changes, dismissal and marked (pending, uncommitted) text are the host's
    /// and report nothing, so the buffer only ever holds committed text. An insert reaches the
    /// buffer as the key's UTF-8 bytes, read in place (``insert(utf8:from:)``).
    @discardableResult
    public func apply(_ output: KeyboardOutput) -> [SecureFieldEvent] {
        switch output {
        case .insert:
            // The key's bytes in place: no String between the key and the buffer.
            return output.withInsertedUTF8 { insert(utf8: $0, from: .secureKeyboard) } ?? []
        case .deleteBackward: return deleteBackward(from: .secureKeyboard)
        case .returnKey(let kind): return [submit(kind)]
        // Pending composition is not the field's text: it arrives through `.insert` once committed.
        case .dismiss, .pageChanged, .marked: return []
        // An output a newer KeyboardRuntime (a library-evolution build) adds: not an edit this model knows.
        @unknown default: return []
        }
    }

    /// Inserts `text` at the caret, replacing the selection, if `source` may type and the buffer accepts it
    /// (all or nothing).
    @discardableResult
    public func insert(_ text: String, from source: SecureFieldInputSource) -> [SecureFieldEvent] {
        // Refused before the text is looked at, so a refused paste never reaches the buffer.
        if let refusal = refusal(of: source) { return [.rejected(refusal)] }
        var events: [SecureFieldEvent] = []
        UTF8Bytes.with(text) { events = insert(utf8: $0, from: source) }
        return events
    }

    /// Inserts the UTF-8 bytes `text` at the caret, replacing the selection, if `source` may type and the
    /// buffer accepts it (all or nothing): the secure keyboard's route, with no `String` in between
    /// (see ``SecureTextBuffer/insert(utf8:)``).
    ///
    /// - Precondition: `text` is well-formed UTF-8.
    @discardableResult
    public func insert(utf8 text: UnsafeBufferPointer<UInt8>, from source: SecureFieldInputSource) -> [SecureFieldEvent] {
        if let refusal = refusal(of: source) { return [.rejected(refusal)] }
        guard !text.isEmpty else { return [] }
        do {
            buffer.cursor = selection.upperBound
            try buffer.replaceCharacters(in: selection, withUTF8: text)
        } catch {
            return [.rejected(.input(InputRefusal(error), from: source))]
        }
        return edited(.insert, from: source)
    }

    /// Pastes `text` at the caret under ``SecureFieldRules/paste``. When pasting is refused the text is not
    /// looked at, so a refused paste never reaches the buffer, even to be checked.
    @discardableResult
    public func paste(_ text: String) -> [SecureFieldEvent] {
        insert(text, from: .paste)
    }

    /// Deletes the selection, or the character before the caret. Nothing to delete reports nothing.
    @discardableResult
    public func deleteBackward(from source: SecureFieldInputSource = .secureKeyboard) -> [SecureFieldEvent] {
        if let refusal = refusal(of: source) { return [.rejected(refusal)] }
        if selection.isEmpty {
            buffer.cursor = selection.lowerBound
            guard buffer.deleteBackward() else { return [] }
        } else {
            do {
                try buffer.replaceCharacters(in: selection, with: "")
            } catch {
                preconditionFailure("SecureFieldModel: a deletion is never rejected")
            }
        }
        return edited(.delete, from: source)
    }

    /// Removes the whole text and drops the buffer's key (the clear button, or the app after a submit).
    @discardableResult
    public func clear() -> [SecureFieldEvent] {
        clear(as: .clear)
    }

    /// Removes the whole text, reported as an edit of `kind` if there was text.
    func clear(as kind: SecureFieldEdit.Kind) -> [SecureFieldEvent] {
        let hadText = !isEmpty
        buffer.clear()
        selection = 0..<0
        reportedCompletion = false
        guard hadText else { return [] }
        return [.edited(SecureFieldEdit(kind: kind, source: .secureKeyboard, count: 0, selection: selection))]
    }

    /// The return key: `.submitted(kind)` with at least the minimum length, otherwise `.tooShort`.
    public func submit(_ kind: ReturnKind) -> SecureFieldEvent {
        canSubmit ? .submitted(kind) : .rejected(.tooShort(minimum: rules.minimumLength))
    }

    // MARK: Positions in the mask

    /// The character offset of a UTF-16 offset into ``masked`` (what `UITextInput` positions count), rounded
    /// down to a character boundary and clamped to `0...count`.
    public func characterOffset(maskUTF16Offset offset: Int) -> Int {
        min(max(offset, 0) / max(rules.maskCharacter.utf16.count, 1), count)
    }

    /// The UTF-16 offset into ``masked`` of character offset `offset`, clamped to `0...count`.
    public func maskUTF16Offset(character offset: Int) -> Int {
        min(max(offset, 0), count) * rules.maskCharacter.utf16.count
    }

    // MARK: Implementation

    private func refusal(of source: SecureFieldInputSource) -> SecureFieldRejection? {
        switch source {
        case .secureKeyboard: return nil
        case .paste: return rules.paste == .allow ? nil : .pasteNotAllowed
        case .systemTextInput: return rules.systemTextInput == .allow ? nil : .systemTextInputNotAllowed
        }
    }

    /// The report of an accepted edit: the caret follows the buffer's cursor, and completion is reported
    /// once when an edit meets the rule (again only after the text fell below it).
    private func edited(_ kind: SecureFieldEdit.Kind, from source: SecureFieldInputSource) -> [SecureFieldEvent] {
        lastEdit = clock()
        let caret = buffer.cursor
        selection = caret..<caret
        var events: [SecureFieldEvent] = [.edited(SecureFieldEdit(kind: kind, source: source, count: count, selection: selection))]
        if isComplete {
            if !reportedCompletion { events.append(.completed) }
            reportedCompletion = true
        } else {
            reportedCompletion = false
        }
        return events
    }

    /// The buffer's cursor, for tests: it must always equal ``caret``.
    var bufferCursor: Int { buffer.cursor }
}

@available(*, unavailable, message: "A SecureFieldModel owns a SecureTextBuffer; use it from one isolation domain")
extension SecureFieldModel: Sendable {}

extension SecureFieldModel: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The count and selection (public anyway), never the text.
    public var description: String { "SecureFieldModel(count: \(count), selection: \(selection), text: <redacted>)" }
    /// The same as ``description``.
    public var debugDescription: String { description }
    /// A mirror without children: reflection cannot reach the buffer.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .class) }
}
