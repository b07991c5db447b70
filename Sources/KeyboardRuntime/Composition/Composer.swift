/// The composition state of the page shown: the Hangul syllable being composed and the text waiting for
/// a transform to complete. A value, so a copied session composes on its own.
///
/// It turns each typed text into the text to commit now, and keeps the rest as marked text: at most one
/// of the two is pending at a time, as typing a jamo ends a waiting transform and typing anything else
/// ends a syllable.
struct Composer: Sendable {
    /// The page's transforms.
    let transforms: [TextTransform]
    /// Whether the page composes Hangul.
    let composesHangul: Bool
    /// The syllable being composed.
    private(set) var hangul = HangulComposer()
    /// Text that is a proper prefix of a transform's sequence, waiting for the rest.
    private(set) var waiting = ""

    /// A composer for `composition`, or `nil` when it composes nothing.
    init?(_ composition: TextComposition?) {
        guard let composition, !composition.isEmpty else { return nil }
        transforms = composition.transforms
        composesHangul = composition.script == .hangul
    }

    /// The pending text: shown, marked, after the committed text.
    var marked: String { hangul.text + waiting }

    /// Types `text`; returns the text it commits (possibly `""`).
    mutating func type(_ text: String) -> String {
        if composesHangul, let jamo = Self.singleScalar(text), HangulComposer.isJamo(jamo) {
            let ended = finishWaiting()
            return ended + hangul.type(jamo)
        }
        return hangul.finish() + transform(text)
    }

    /// Takes back the last pending character (one jamo, or one waiting character); `false` when nothing
    /// is pending, and the host's text must lose its last character instead.
    mutating func deleteBackward() -> Bool {
        if !waiting.isEmpty {
            waiting.removeLast()
            return true
        }
        return hangul.deleteBackward()
    }

    /// Ends whatever is pending; returns the text it commits.
    mutating func finish() -> String {
        hangul.finish() + finishWaiting()
    }

    /// Applies the transforms to `text` typed after what is waiting.
    private mutating func transform(_ text: String) -> String {
        guard !transforms.isEmpty else { return text }
        let sequence = waiting + text
        if beginsLongerSequence(sequence) {
            waiting = sequence
            return ""
        }
        if let result = result(of: sequence) {
            waiting = ""
            return result
        }
        guard !waiting.isEmpty else { return text }
        // The sequence cannot complete: what waited is typed as it was, and the new text starts afresh.
        let ended = finishWaiting()
        return ended + transform(text)
    }

    /// Commits the waiting text: a transform's result when it is a whole sequence, else as typed.
    private mutating func finishWaiting() -> String {
        guard !waiting.isEmpty else { return "" }
        let ended = result(of: waiting) ?? waiting
        waiting = ""
        return ended
    }

    /// Whether `text` is a proper prefix of a transform's sequence (compared scalar by scalar).
    private func beginsLongerSequence(_ text: String) -> Bool {
        let count = text.unicodeScalars.count
        return transforms.contains { transform in
            let sequence = transform.sequence.unicodeScalars
            return sequence.count > count && sequence.starts(with: text.unicodeScalars)
        }
    }

    /// The result of the transform whose sequence is exactly `text`.
    private func result(of text: String) -> String? {
        transforms.first { $0.sequence.unicodeScalars.elementsEqual(text.unicodeScalars) }?.result
    }

    private static func singleScalar(_ text: String) -> Unicode.Scalar? {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return nil }
        return first
    }
}
