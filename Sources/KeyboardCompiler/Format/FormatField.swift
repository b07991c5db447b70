import KeyboardRuntime

/// One field of the layout format: where it may appear, what it holds and what it means.
///
/// The decoder accepts exactly these fields, and the format reference is written from them, so the
/// documentation and the decoder cannot disagree about which fields exist.
public struct FormatField: Sendable, Hashable {
    /// What a field's value may be.
    public enum ValueType: Sendable, Hashable {
        /// Any text.
        case text
        /// A keyboard id: ASCII letters, digits and `-`, starting with a letter.
        case keyboardID
        /// A BCP 47 language tag.
        case locale
        /// `true` or `false`.
        case boolean
        /// A positive number of key units, or `fill`.
        case width
        /// A positive number of key units.
        case units
        /// One of a fixed set of words.
        case choice([String])
        /// A list of rows.
        case rows
        /// A row's keys: one space-separated string or a list of keys.
        case keys
        /// A list of toolbar items, written as function keys.
        case toolbarItems
        /// A list of per-device variants.
        case variants
        /// A list of layout tests.
        case tests
        /// Key presses: one space-separated string or a list of presses.
        case presses
        /// A mapping with the given fields or, when `none` is given, that word for "none at all".
        case mapping([FormatField], none: String?)
        /// A mapping of texts to texts, at least one entry.
        case textMapping
        /// An input length: a whole number of characters, or a mapping of ``LayoutFormat/lengthFields``.
        case length
    }

    /// The field's name as written in YAML.
    public let name: String
    /// What its value may be.
    public let type: ValueType
    /// Whether the field must be present.
    public let isRequired: Bool
    /// What the field means.
    public let summary: String

    /// Creates a field.
    public init(_ name: String, _ type: ValueType, required: Bool = false, _ summary: String) {
        self.name = name
        self.type = type
        self.isRequired = required
        self.summary = summary
    }
}

/// The fields of each kind of mapping in a layout file.
public enum LayoutFormat {
    /// The top-level fields of a keyboard file.
    public static let keyboardFields: [FormatField] = KeyboardField.allCases.map(\.formatField)

    /// The fields of a `length` written as a mapping.
    public static let lengthFields: [FormatField] = LengthField.allCases.map(\.formatField)

    /// The fields of a per-device variant.
    public static let variantFields: [FormatField] = VariantField.allCases.map(\.formatField)

    /// The fields of a layout test.
    public static let testFields: [FormatField] = TestField.allCases.map(\.formatField)

    /// The fields of the `toolbar` mapping.
    public static let toolbarFields: [FormatField] = ToolbarField.allCases.map(\.formatField)

    /// The fields of a toolbar item: a `switch` or `toggle-width` function key without a width, as the bar
    /// lays its items out itself.
    public static let toolbarItemFields: [FormatField] = KeyField.allCases.compactMap(\.toolbarItemField)

    /// The fields of a row written as a mapping.
    public static let rowFields: [FormatField] = RowField.allCases.map(\.formatField)

    /// The fields of a character key written as a mapping.
    public static let characterKeyFields: [FormatField] = KeyField.allCases.compactMap(\.characterKeyField)

    /// The fields of a key's `flick` mapping: a text for each direction a flick types.
    public static let flickFields: [FormatField] = FlickDirection.allCases.map {
        FormatField($0.rawValue, .text, "The text a flick \($0 == .up || $0 == .down ? "" : "to the ")\($0.rawValue) types.")
    }

    /// The fields of a function key.
    public static let functionKeyFields: [FormatField] = KeyField.allCases.compactMap(\.functionKeyField)

    /// The fields of a spacer.
    public static let spacerFields: [FormatField] = [
        FormatField("gap", .units, required: true, "The width of the empty space in key units."),
    ]
}

/// The `action` values of function keys as written in YAML.
public enum FunctionKeyAction: String, Sendable, CaseIterable {
    /// Shift and caps lock.
    case shift
    /// Delete backward.
    case delete
    /// Space bar.
    case space
    /// Return.
    case `return`
    /// Show another keyboard (`to`).
    case `switch`
    /// Show the half- or full-width counterpart page (`to`).
    case toggleWidth = "toggle-width"
    /// Close the keyboard.
    case dismiss

    /// Whether the action shows another keyboard and so needs `to`.
    var needsTarget: Bool { self == .switch || self == .toggleWidth }

    /// The action of a function key that does `action`; `nil` for a character key. Spelled as the runtime's
    /// ``KeySelectorAction`` spells it, which names the same actions (a test keeps the two lists alike).
    init?(_ action: KeyAction) {
        self.init(rawValue: KeySelectorAction(action).rawValue)
    }

    /// The runtime action.
    func keyAction(target: String) -> KeyAction {
        switch self {
        case .shift: return .shift
        case .delete: return .delete
        case .space: return .space
        case .return: return .returnKey
        case .switch: return .switchKeyboard(to: target)
        case .toggleWidth: return .toggleCharacterWidth(to: target)
        case .dismiss: return .dismiss
        }
    }
}
