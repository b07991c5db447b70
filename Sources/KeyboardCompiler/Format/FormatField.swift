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
    public static let lengthFields: [FormatField] = [
        FormatField("min", .text, "The fewest characters the field accepts. Default 0."),
        FormatField("max", .text, "The most characters the field accepts. Default: no limit."),
        FormatField("complete", .choice(InputLength.Completion.allCases.map(\.rawValue)), "When input is complete: `at-max` (when it reaches `max`, as an OTP does) or `on-return`. Default `at-max` when min equals max, else `on-return`."),
    ]

    /// The fields of a per-device variant.
    public static let variantFields: [FormatField] = [
        FormatField("device", .choice(KeyboardMetrics.Device.allCases.map(\.rawValue)), "The device class the rows are for. Default: any."),
        FormatField("minWidth", .text, "The narrowest keyboard width, in points, the rows are for. Default: any."),
        FormatField("rows", .rows, required: true, "The rows on that device: a list, or a mapping of row numbers that replaces single rows."),
    ]

    /// The fields of a layout test.
    public static let testFields: [FormatField] = [
        FormatField("name", .text, "What the test checks, for its failure message."),
        FormatField("press", .presses, required: true, "The keys to press in order: key texts, and `<shift>`, `<caps>`, `<delete>`, `<space>`, `<return>`, `<dismiss>`, `<toggle-width>` or `<switch:ID>` for function keys, `<long:e:é>` for an alternate, `<flick:あ:い>` to flick a key toward the direction that types `い`."),
        FormatField("expect", .text, required: true, "The text the presses must type; a return key types a line break."),
        FormatField("page", .keyboardID, "The id of the keyboard shown after the presses."),
        FormatField("complete", .boolean, "Whether the field reports its input complete after the presses: at the `length` maximum on a page that completes there (`at-max`), else when the last press is a return the field accepts. A page's `length` applies to every test: a press past its maximum types nothing, and return submits rather than typing a line break."),
    ]

    /// The fields of the `toolbar` mapping.
    public static let toolbarFields: [FormatField] = [
        FormatField("done", .boolean, "Whether the toolbar has Done at the right, which closes the keyboard; its word follows `locale`. Default `true`."),
        FormatField("items", .toolbarItems, "Items at the left end of the bar, as function keys: `{action: switch, to: letters, label: ABC}` or `{action: toggle-width, to: …}`."),
    ]

    /// The fields of a toolbar item: a `switch` or `toggle-width` function key without a width, as the bar
    /// lays its items out itself.
    public static let toolbarItemFields: [FormatField] = KeyField.allCases.compactMap(\.toolbarItemField)

    /// The fields of a row written as a mapping.
    public static let rowFields: [FormatField] = [
        FormatField("keys", .keys, required: true, "The row's keys: a space-separated string or a list."),
        FormatField("group", .text, "The shuffle group of the row's keys that name none themselves."),
    ]

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
