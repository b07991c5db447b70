import KeyboardRuntime

/// A field of a key written as a mapping: of a character key, a function key or a toolbar item.
///
/// The one list of key fields. The format's lists (``LayoutFormat/characterKeyFields``,
/// ``LayoutFormat/functionKeyFields``, ``LayoutFormat/toolbarItemFields``), the decoder's tables, the
/// positions ``KeyPositions`` keeps and the round-trip test of every field are made from its cases;
/// CONTRIBUTING.md lists what else a new field needs.
///
/// The cases are in the order the format lists the fields of each kind of key.
enum KeyField: String, CaseIterable, Sendable {
    case key, action, label, shift, width, pin, group, to, spoken, alternates, hint, flick, caps, shiftSpoken

    /// The field as a character key takes it, or `nil` when character keys have no such field.
    var characterKeyField: FormatField? {
        switch self {
        case .key: field(.text, required: true, "The text the key inserts.")
        case .label: field(.text, "The text shown on the key. Default: the key's text.")
        case .shift: field(.text, "The text inserted under shift. Default: the upper case of a cased letter.")
        case .width: field(.width, "The width in key units, or `fill`. Default 1.")
        case .pin: field(.boolean, "Whether the key keeps its place when the keyboard is shuffled. Default `false`.")
        case .group: field(.text, "The shuffle group: keys move only among the slots of their group.")
        case .spoken: field(.text, "What a screen reader says for the key. Default: its label.")
        case .alternates: field(.keys, "The characters a long press offers, left to right: a space-separated string or a list (`è é ê ë ē`).")
        case .hint: field(.text, "A small secondary label drawn on the key, such as the character a long press gives.")
        case .flick:
            field(.mapping(LayoutFormat.flickFields, none: nil), "What a flick toward each direction types (Japanese 12-key kana): `{left: い, up: う, right: え, down: お}`, any of the four; a tap types the key.")
        case .caps: field(.text, "The text inserted under caps lock, when it differs from `shift`. Default: the `shift` text.")
        case .shiftSpoken: field(.text, "What a screen reader says for the key under shift or caps lock (`ㅃ`: `쌍비읍`). Default: what the key shows then.")
        case .action, .to: nil
        }
    }

    /// The field as a function key takes it, or `nil` when function keys have no such field.
    var functionKeyField: FormatField? {
        switch self {
        case .action: field(.choice(FunctionKeyAction.allCases.map(\.rawValue)), required: true, "What the key does.")
        case .label:
            field(.text, "The text shown on (or read out for) the key. Default: a word in the keyboard's `locale` for `space` and `return` (\"space\", \"空格\"; \"return\", \"换行\"), a symbol for `shift`, `delete`, `toggle-width` and `dismiss`, the target's id for `switch`.")
        case .width: field(.width, "The width in key units, or `fill`. Default 1.")
        case .to: field(.keyboardID, "The keyboard shown by a `switch` or `toggle-width` key.")
        case .spoken: field(.text, "What a screen reader says for the key. Default: the action's name in the keyboard's `locale`.")
        case .key, .shift, .pin, .group, .alternates, .hint, .flick, .caps, .shiftSpoken: nil
        }
    }

    /// The field as a toolbar item takes it, or `nil` when toolbar items have no such field: a toolbar
    /// item is a `switch` or `toggle-width` function key without a width, as the bar lays its items out itself.
    var toolbarItemField: FormatField? {
        switch self {
        case .action:
            field(.choice([FunctionKeyAction.switch.rawValue, FunctionKeyAction.toggleWidth.rawValue]), required: true, "What the item does: `switch` or `toggle-width`.")
        case .label: field(.text, "The word the item shows. Default: the target's id for `switch`, a symbol for `toggle-width`.")
        case .to: field(.keyboardID, required: true, "The keyboard the item shows.")
        case .spoken: field(.text, "What a screen reader says for the item. Default: its label.")
        case .key, .shift, .width, .pin, .group, .alternates, .hint, .flick, .caps, .shiftSpoken: nil
        }
    }

    private func field(_ type: FormatField.ValueType, required: Bool = false, _ summary: String) -> FormatField {
        FormatField(rawValue, type, required: required, summary)
    }
}
