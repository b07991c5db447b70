/// A key on a keyboard: what it does, what it shows, how wide it is and how it shuffles.
public struct Key: Sendable, Hashable {
    /// What pressing the key does.
    public var action: KeyAction
    /// The text drawn on the key.
    public var label: String
    /// The text the key inserts while shift or caps lock is on, or `nil` when it inserts the same text.
    public var shiftedText: String?
    /// The key's width.
    public var width: KeyWidth
    /// Whether the key keeps its place when the keyboard is shuffled. Function keys never move either way.
    public var isPinned: Bool
    /// The shuffle group of the key; `nil` is the keyboard's default group.
    public var group: String?
    /// What a screen reader says for the key, when it is not what the key shows (its label) or, for a
    /// function key, its name in the page's language. It moves with the key when the keyboard is shuffled.
    public var spokenName: String?
    /// The characters a long press offers (`e` → `è é ê ë ē`), left to right from the key. They belong to
    /// the key: a shuffle moves them with it.
    public var alternates: [String]
    /// The alternates typed under shift or caps lock, parallel to ``alternates``, or `nil` when they are
    /// the same.
    public var shiftedAlternates: [String]?
    /// A small secondary label drawn on the key, such as the digit a long press gives.
    public var hint: String?

    /// Creates a key.
    public init(
        action: KeyAction,
        label: String,
        shiftedText: String? = nil,
        width: KeyWidth = .units(1),
        isPinned: Bool = false,
        group: String? = nil,
        spokenName: String? = nil,
        alternates: [String] = [],
        shiftedAlternates: [String]? = nil,
        hint: String? = nil
    ) {
        self.action = action
        self.label = label
        self.shiftedText = shiftedText
        self.width = width
        self.isPinned = isPinned
        self.group = group
        self.spokenName = spokenName
        self.alternates = alternates
        self.shiftedAlternates = shiftedAlternates
        self.hint = hint
    }

    /// Whether the key inserts text (a character key) rather than performing a function.
    public var isCharacter: Bool {
        if case .insert = action { return true }
        return false
    }

    /// Whether a shuffle may move the key: character keys that are not pinned.
    public var isMovable: Bool {
        isCharacter && !isPinned
    }
}
