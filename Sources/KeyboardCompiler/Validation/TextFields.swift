import KeyboardRuntime
import YAMLLoader

/// A field of a page that holds text: the one list every check about characters walks
/// (``TextFields/forEach(in:repertoire:_:)``), so a field added to the format cannot miss them.
///
/// `TextFieldCoverageTests` enumerates the format's text fields and the runtime's text properties and
/// fails on any that is neither here nor exempted there with a reason.
public enum TextField: Int, Sendable, CaseIterable {
    /// The keyboard's `title`.
    case title
    /// The text a character key inserts.
    case key
    /// The text drawn on a key, when it differs from what the key inserts.
    case label
    /// The text a key inserts under shift, when it differs from the key.
    case shift
    /// A key's shuffle group (a row's `group` included).
    case group
    /// What a screen reader says for a key.
    case spoken
    /// One of a key's long-press alternates.
    case alternate
    /// One of a key's alternates under shift (derived from ``alternate``, so located there).
    case shiftedAlternate
    /// The small secondary label of a key.
    case hint
    /// The word a toolbar item shows.
    case toolbarItemLabel
    /// What a screen reader says for a toolbar item.
    case toolbarItemSpoken
    /// The characters the keyboard declares it types.
    case repertoire
    /// A text a flick on a key types.
    case flick
    /// The text a key inserts under caps lock.
    case caps
    /// What a screen reader says for a key under shift or caps lock.
    case shiftSpoken
    /// The text a transform of the keyboard gives (located at its sequence).
    case transform
    /// What is typed for a transform to apply: its sequence, generated as text like any other.
    case transformSequence

    /// The field's name in YAML, where a diagnostic about its text points.
    public var formatName: String {
        switch self {
        case .title: return "title"
        case .key: return "key"
        case .label, .toolbarItemLabel: return "label"
        case .shift: return "shift"
        case .group: return "group"
        case .spoken, .toolbarItemSpoken: return "spoken"
        case .alternate, .shiftedAlternate: return "alternates"
        case .hint: return "hint"
        case .repertoire: return "repertoire"
        case .flick: return "flick"
        case .caps: return "caps"
        case .shiftSpoken: return "shiftSpoken"
        case .transform, .transformSequence: return "transforms"
        }
    }

    /// How a message names the field's text: "label '…' contains …".
    public var noun: String {
        switch self {
        case .title: return "the title"
        case .key: return "key"
        case .label: return "label"
        case .shift: return "shift text"
        case .group: return "group"
        case .spoken: return "spoken name"
        case .alternate: return "alternate"
        case .shiftedAlternate: return "shifted alternate"
        case .hint: return "hint"
        case .toolbarItemLabel: return "toolbar item label"
        case .toolbarItemSpoken: return "toolbar item spoken name"
        case .repertoire: return "the repertoire"
        case .flick: return "flick text"
        case .caps: return "caps text"
        case .shiftSpoken: return "shifted spoken name"
        case .transform: return "transform result"
        case .transformSequence: return "transform sequence"
        }
    }

    /// Whether the field holds what the keyboard types (into the password field), rather than what it
    /// shows or says: a key's field when its `Key.TextKind` is typed, and a transform's
    /// result. A transform's sequence is not: the keys type it, and the field gets the result.
    public var isTyped: Bool {
        if self == .transform { return true }
        return Key.TextKind.allCases.contains { $0.isTyped && TextField($0) == self }
    }

    /// The field of a key's text of `kind`.
    @inline(__always)
    init(_ kind: Key.TextKind) {
        switch kind {
        case .key: self = .key
        case .label: self = .label
        case .shift: self = .shift
        case .group: self = .group
        case .spoken: self = .spoken
        case .alternate: self = .alternate
        case .shiftedAlternate: self = .shiftedAlternate
        case .hint: self = .hint
        case .flick: self = .flick
        case .caps: self = .caps
        case .shiftSpoken: self = .shiftSpoken
        }
    }
}

/// Where on a page a text of ``TextField`` is: the keyboard itself, a key, or a toolbar item.
public enum TextPlace: Sendable, Hashable {
    /// A top-level field of the keyboard (`title`, `repertoire`).
    case keyboard
    /// The key at `index` of row `row`.
    case key(row: Int, index: Int)
    /// The toolbar item at `index` of the toolbar's `items`.
    case toolbarItem(Int)
    /// The transform at `index` of the keyboard's `transforms`.
    case transform(Int)

    /// The location of `field` at this place, from a page's positions and file (the members a checked
    /// page has, whatever its type), falling back to the key, item or keyboard when the field is absent.
    public func location(of field: TextField, positions: LayoutPositions, file: String) -> SourceLocation {
        switch self {
        case .keyboard:
            return SourceLocation(file: file, position: positions.fields[field.formatName] ?? positions.document)
        case .key(let row, let index):
            let key = positions.rows[row].keys[index]
            return SourceLocation(file: positions.rows[row].file ?? file, position: key.position(ofField: field.formatName) ?? key.key)
        case .toolbarItem(let index):
            // Done, appended after the declared items, and inherited toolbars have no item positions.
            if index < positions.toolbarItemFields.count {
                let item = positions.toolbarItemFields[index]
                return SourceLocation(file: positions.toolbarFile ?? file, position: item.position(ofField: field.formatName) ?? item.key)
            }
            return SourceLocation(file: file, position: positions.fields["toolbar"] ?? positions.fields["title"] ?? positions.document)
        case .transform(let index):
            guard index < positions.transforms.count else {
                return SourceLocation(file: file, position: positions.fields["transforms"] ?? positions.document)
            }
            return SourceLocation(file: positions.transformsFile ?? file, position: positions.transforms[index])
        }
    }
}

/// The single walk over every text of a page that the rules about characters share, and whose facts
/// ``KeyboardSummary`` records.
public enum TextFields {
    /// Calls `body` with every text of `layout` (not its variants: the rules see each as a page of its
    /// own) and the declared `repertoire`, with its field and place.
    ///
    /// A label equal to the key's text, a shift text equal to it and a group equal to the previous key's
    /// (a row's group, shared by its keys) are not passed again: the same text would be reported twice.
    @inline(__always)
    public static func forEach(in layout: KeyboardLayout, repertoire: String?, _ body: (_ field: TextField, _ text: String, _ place: TextPlace) -> Void) {
        walk(layout, repertoire: repertoire, typedOnly: false, body)
    }

    /// Calls `body` with the texts of ``forEach(in:repertoire:_:)`` whose field ``TextField/isTyped``, in
    /// the same order, without reading the others (labels, groups, hints, spoken names).
    @inline(__always)
    public static func forEachTyped(in layout: KeyboardLayout, _ body: (_ field: TextField, _ text: String, _ place: TextPlace) -> Void) {
        walk(layout, repertoire: nil, typedOnly: true, body)
    }

    /// The one list of a page's texts; `typedOnly` leaves out the fields that are not typed, unread.
    @inline(__always)
    private static func walk(
        _ layout: KeyboardLayout, repertoire: String?, typedOnly: Bool, _ body: (_ field: TextField, _ text: String, _ place: TextPlace) -> Void
    ) {
        if !typedOnly, let title = layout.title { body(.title, title, .keyboard) }
        var previousGroup: String?
        layout.forEachKey { row, index, key in
            let place = TextPlace.key(row: row, index: index)
            key.pointer.forEachText(typedOnly: typedOnly) { kind, text in
                // A row's group is the group of each of its keys: passed once a run.
                if kind == .group, index > 0, text == previousGroup { return }
                body(TextField(kind), text, place)
            }
            if !typedOnly { previousGroup = key.group }
        }
        if !typedOnly, let items = layout.toolbar?.items {
            for index in items.indices {
                body(.toolbarItemLabel, items[index].label, .toolbarItem(index))
                if let spoken = items[index].spokenName { body(.toolbarItemSpoken, spoken, .toolbarItem(index)) }
            }
        }
        if let transforms = layout.composition?.transforms {
            for index in transforms.indices {
                if !typedOnly { body(.transformSequence, transforms[index].sequence, .transform(index)) }
                body(.transform, transforms[index].result, .transform(index))
            }
        }
        if let repertoire { body(.repertoire, repertoire, .keyboard) }
    }
}
