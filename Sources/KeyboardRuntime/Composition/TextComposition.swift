/// How a page composes what its keys type before the text reaches the field: dead keys and sequences
/// (``transforms``), and the composition of a script's letters into syllables (``script``).
///
/// While a composition is pending, the session reports the text it would give as marked text
/// (``KeyboardOutput/marked(_:)``) and commits it through ``KeyboardOutput/insert(_:)`` only once it is
/// complete, so a field (and a secure buffer) receives composed text only.
public struct TextComposition: Sendable, Hashable {
    /// The script whose letters compose into syllables, or `nil` for none.
    public var script: CompositionScript?
    /// The page's transforms: typed sequences and the text each gives.
    public var transforms: [TextTransform]

    /// Creates a composition.
    public init(script: CompositionScript? = nil, transforms: [TextTransform] = []) {
        self.script = script
        self.transforms = transforms
    }

    /// Whether it composes nothing.
    public var isEmpty: Bool { script == nil && transforms.isEmpty }
}

/// A script whose letters a session composes into syllables.
public enum CompositionScript: String, Sendable, Hashable, CaseIterable {
    /// Korean 2-set (두벌식): compatibility jamo (`ㅎ ㅏ ㄴ`) compose into syllables (`한`) as a Korean
    /// keyboard composes them; delete takes one jamo back.
    case hangul
}

/// A typed sequence and the text it gives: `´` then `e` gives `é`.
///
/// Text that begins a transform's sequence waits, marked, until the sequence completes (then its
/// ``result`` is committed) or cannot (then the waiting text is committed as typed, and the new text is
/// typed on its own).
public struct TextTransform: Sendable, Hashable {
    /// What is typed, in order: `"´e"`.
    public var sequence: String
    /// The text it gives: `"é"`.
    public var result: String

    /// Creates a transform.
    public init(_ sequence: String, _ result: String) {
        self.sequence = sequence
        self.result = result
    }
}
