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
    /// What few keys have — a spoken name, long-press alternates, a hint — kept behind one reference, so
    /// that copying a key, which rules and shuffles do for every key, costs what it did before them. Their
    /// getters are always inlined: compiled out of line in a large caller (the compiler's summary of a
    /// page), each was a call, and reading one through a pointer to the key copied the whole key first.
    @usableFromInline var extras: Extras?

    /// What a screen reader says for the key, when it is not what the key shows (its label) or, for a
    /// function key, its name in the page's language. It moves with the key when the keyboard is shuffled.
    public var spokenName: String? {
        @inlinable @inline(__always) get { extras?.values.spokenName }
        set { update { $0.spokenName = newValue } }
    }
    /// The characters a long press offers (`e` → `è é ê ë ē`), left to right from the key. They belong to
    /// the key: a shuffle moves them with it.
    public var alternates: [String] {
        @inlinable @inline(__always) get { extras?.values.alternates ?? [] }
        set { update { $0.alternates = newValue } }
    }
    /// The alternates typed under shift or caps lock, parallel to ``alternates``, or `nil` when they are
    /// the same.
    public var shiftedAlternates: [String]? {
        @inlinable @inline(__always) get { extras?.values.shiftedAlternates }
        set { update { $0.shiftedAlternates = newValue } }
    }
    /// A small secondary label drawn on the key, such as the digit a long press gives.
    public var hint: String? {
        @inlinable @inline(__always) get { extras?.values.hint }
        set { update { $0.hint = newValue } }
    }
    /// What a flick on the key types toward each direction (Japanese 12-key kana: `あ` flicked up types
    /// `う`), or `nil` for a key that is only tapped. They belong to the key: a shuffle moves them with it.
    public var flick: FlickTexts? {
        @inlinable @inline(__always) get { extras?.values.flick }
        set { update { $0.flick = newValue } }
    }
    /// The text the key inserts under caps lock when it differs from ``shiftedText`` (a layout whose caps
    /// lock is a layer of its own), or `nil` when caps lock types what shift types.
    public var capsText: String? {
        @inlinable @inline(__always) get { extras?.values.capsText }
        set { update { $0.capsText = newValue } }
    }
    /// What a screen reader says for the key while shift or caps lock is on (`ㅃ`: "쌍비읍"), or `nil` to
    /// say what the key shows then.
    public var shiftedSpokenName: String? {
        @inlinable @inline(__always) get { extras?.values.shiftedSpokenName }
        set { update { $0.shiftedSpokenName = newValue } }
    }
    /// Whether the key has a spoken name, alternates (shifted or not), a hint, flick texts, a caps text or a
    /// shifted spoken name: one test, where reading
    /// each of them would make and release an empty array for ``alternates``, on keys that mostly have none.
    @inlinable public var hasSpokenNameAlternatesOrHint: Bool { extras != nil }

    /// Replaces the extras with a changed copy (never mutating a box another key may share).
    private mutating func update(_ change: (inout Extras.Values) -> Void) {
        var values = extras?.values ?? Extras.Values()
        change(&values)
        extras = values.isEmpty ? nil : Extras(values)
    }

    /// The immutable box of a key's rarely used fields; equal and hashed by its values.
    @usableFromInline final class Extras: Hashable, Sendable {
        @usableFromInline struct Values: Hashable, Sendable {
            @usableFromInline var spokenName: String?
            @usableFromInline var alternates: [String] = []
            @usableFromInline var shiftedAlternates: [String]?
            @usableFromInline var hint: String?
            @usableFromInline var flick: FlickTexts?
            @usableFromInline var capsText: String?
            @usableFromInline var shiftedSpokenName: String?

            var isEmpty: Bool {
                spokenName == nil && alternates.isEmpty && shiftedAlternates == nil && hint == nil && flick == nil && capsText == nil
                    && shiftedSpokenName == nil
            }
        }

        @usableFromInline let values: Values
        var spokenName: String? { values.spokenName }
        var alternates: [String] { values.alternates }
        var shiftedAlternates: [String]? { values.shiftedAlternates }
        var hint: String? { values.hint }

        init(_ values: Values) {
            self.values = values
        }

        @usableFromInline static func == (lhs: Extras, rhs: Extras) -> Bool { lhs === rhs || lhs.values == rhs.values }
        @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(values) }
    }

    /// Whether the key inserts text (a character key) rather than performing a function.
    @inlinable public var isCharacter: Bool {
        if case .insert = action { return true }
        return false
    }

    /// Whether a shuffle may move the key: character keys that are not pinned.
    @inlinable public var isMovable: Bool {
        isCharacter && !isPinned
    }
}

extension Key {
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
        hint: String? = nil,
        flick: FlickTexts? = nil,
        capsText: String? = nil,
        shiftedSpokenName: String? = nil
    ) {
        // Most keys have none of the extras: no box, and no values built and torn down to find that out.
        // `flick` is matched, not compared with `nil`: the comparison copies the flick texts and destroys
        // the copy through the type's value witnesses, which cost more than the rest of the initializer.
        let extras: Extras?
        if case .none = flick, spokenName == nil, alternates.isEmpty, shiftedAlternates == nil, hint == nil, capsText == nil,
           shiftedSpokenName == nil {
            extras = nil
        } else {
            extras = Extras(Extras.Values(
                spokenName: spokenName, alternates: alternates, shiftedAlternates: shiftedAlternates, hint: hint, flick: flick,
                capsText: capsText, shiftedSpokenName: shiftedSpokenName))
        }
        // Whole, from the memberwise initializer, which an initializer declared in the type would hide: a
        // struct this large assigned field by field is copied once more on its way out of `init` (Swift's
        // LoadableByAddress lowering), and a compiler builds thousands of keys.
        self = Key(action: action, label: label, shiftedText: shiftedText, width: width, isPinned: isPinned, group: group, extras: extras)
    }
}
