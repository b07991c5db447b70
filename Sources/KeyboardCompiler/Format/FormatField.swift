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
    public static let keyboardFields: [FormatField] = [
        FormatField("keyboard", .keyboardID, required: true, "The keyboard's id, unique across the files compiled together."),
        FormatField("extends", .keyboardID, "Another keyboard of the same run that this one starts from: its fields and rows, each replaced where this file gives its own."),
        FormatField("replaces", .keyboardID, "A standard page (`letters`, `symbols`…, with `standardLayouts: true`) that this keyboard stands in for: every key and toolbar item of every page that leads to it leads to this keyboard instead, so the standard `symbols` page's ABC key returns here. Not inherited with `extends`."),
        FormatField("title", .text, "The keyboard's title, shown in its toolbar. A titled keyboard has a toolbar with the title and Done unless `toolbar` says otherwise."),
        FormatField("locale", .locale, "The BCP 47 language tag of the keys' text, such as `en` or `zh-Hans`."),
        FormatField("characterWidth", .choice(CharacterWidth.allCases.map(\.rawValue)), "Whether the page holds half-width or full-width characters. Default `half`."),
        FormatField("profile", .choice(ValidationProfiles.all.map(\.name) + ["none"]), "A validation profile whose extra rules the keyboard must meet; `none` for none (to drop one inherited with `extends`)."),
        FormatField("shuffle", .choice(ShufflePolicy.allCases.map(\.rawValue)), "When the movable keys are rearranged, unless the app overrides it. Default `never`."),
        FormatField("toolbar", .mapping(toolbarFields, none: "none"), "The bar above the keys: `none` for no toolbar, or a mapping such as `{done: false}` or `{items: [{action: switch, to: letters, label: ABC}]}`. Default: the title and Done when there is a `title`, else none."),
        FormatField("screenReader", .choice(ScreenReaderPolicy.allCases.map(\.rawValue)), "What the shuffle does while a screen reader runs. Default `keep-shuffling`."),
        FormatField("direction", .choice(LayoutDirection.allCases.map(\.rawValue)), "The reading direction: `rtl` draws the page mirrored (first key at the right, callouts opening leftwards). Rows are always written in reading order. Default: from the `locale`'s script (`rtl` for Arabic, Hebrew, Persian, Urdu…), else `ltr`."),
        FormatField("repeatedKeys", .choice(["refused", "allowed"]), "`allowed` lets two keys type the same character on purpose, as some real layouts do. Default `refused`; the `decimal-pad` and `id-card-pad` profiles refuse repeats whatever this says."),
        FormatField("length", .length, "The length of input a field using the page accepts: a number (`6`: exactly six) or `{min: 4, max: 8, complete: on-return}`. `complete` defaults to `at-max` when min equals max, else `on-return`."),
        FormatField("theme", .keyboardID, "The theme the keyboard is drawn with: the id of a theme file (`theme: ID` as its first field) or of a built-in theme (`default`, `high-contrast`). Default: the target's `theme` in kbc-config.yaml, else `default`."),
        FormatField("keyPreview", .boolean, "Whether a pressed key shows an enlarged preview, overriding the theme's `keyPreview` for this page; written on a shuffled page, it opts in (no KBC0710)."),
        FormatField("pressedHighlight", .choice(PressedHighlight.allCases.map(\.rawValue)), "How a pressed key is shown (`none`, `subtle`, `standard`), overriding the theme's `pressedHighlight` for this page; written on a shuffled page, it opts in (no KBC0710)."),
        FormatField("rows", .rows, required: true, "The rows of keys, top to bottom; with `extends`, optional, and a mapping of row numbers replaces single rows (`rows: {4: [...]}`)."),
        FormatField("variants", .variants, "Other rows for another device class or width: `[{device: pad, rows: [...]}]`; the first that applies is used."),
        FormatField("compose", .choice(CompositionScript.allCases.map(\.rawValue)), "The script whose letters compose into syllables as they are typed: `hangul` composes Korean 2-set jamo (`ㅎ ㅏ ㄴ` types `한`; delete takes one jamo back). Default: none."),
        FormatField("transforms", .textMapping, "Typed sequences and the text each gives, for dead keys: `{\"´e\": é, \"´ \": ´}`. Text that begins a sequence waits (marked, not yet typed) until the sequence completes or cannot, when it is typed as it was."),
        FormatField("repertoire", .text, "Every character the keyboard and the pages its keys lead to can type, exactly; `kbc validate` checks it."),
        FormatField("tests", .tests, "Key presses and the text they must type, run by `kbc test`."),
    ]

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
    public static let toolbarItemFields: [FormatField] = [
        FormatField("action", .choice([FunctionKeyAction.switch.rawValue, FunctionKeyAction.toggleWidth.rawValue]), required: true, "What the item does: `switch` or `toggle-width`."),
        FormatField("label", .text, "The word the item shows. Default: the target's id for `switch`, a symbol for `toggle-width`."),
        FormatField("to", .keyboardID, required: true, "The keyboard the item shows."),
        FormatField("spoken", .text, "What a screen reader says for the item. Default: its label."),
    ]

    /// The fields of a row written as a mapping.
    public static let rowFields: [FormatField] = [
        FormatField("keys", .keys, required: true, "The row's keys: a space-separated string or a list."),
        FormatField("group", .text, "The shuffle group of the row's keys that name none themselves."),
    ]

    /// The fields of a character key written as a mapping.
    public static let characterKeyFields: [FormatField] = [
        FormatField("key", .text, required: true, "The text the key inserts."),
        FormatField("label", .text, "The text shown on the key. Default: the key's text."),
        FormatField("shift", .text, "The text inserted under shift. Default: the upper case of a cased letter."),
        FormatField("width", .width, "The width in key units, or `fill`. Default 1."),
        FormatField("pin", .boolean, "Whether the key keeps its place when the keyboard is shuffled. Default `false`."),
        FormatField("group", .text, "The shuffle group: keys move only among the slots of their group."),
        FormatField("spoken", .text, "What a screen reader says for the key. Default: its label."),
        FormatField("alternates", .keys, "The characters a long press offers, left to right: a space-separated string or a list (`è é ê ë ē`)."),
        FormatField("hint", .text, "A small secondary label drawn on the key, such as the character a long press gives."),
        FormatField("flick", .mapping(flickFields, none: nil), "What a flick toward each direction types (Japanese 12-key kana): `{left: い, up: う, right: え, down: お}`, any of the four; a tap types the key."),
        FormatField("caps", .text, "The text inserted under caps lock, when it differs from `shift`. Default: the `shift` text."),
        FormatField("shiftSpoken", .text, "What a screen reader says for the key under shift or caps lock (`ㅃ`: `쌍비읍`). Default: what the key shows then."),
    ]

    /// The fields of a key's `flick` mapping: a text for each direction a flick types.
    public static let flickFields: [FormatField] = FlickDirection.allCases.map {
        FormatField($0.rawValue, .text, "The text a flick \($0 == .up || $0 == .down ? "" : "to the ")\($0.rawValue) types.")
    }

    /// The fields of a function key.
    public static let functionKeyFields: [FormatField] = [
        FormatField("action", .choice(FunctionKeyAction.allCases.map(\.rawValue)), required: true, "What the key does."),
        FormatField("label", .text, "The text shown on (or read out for) the key. Default: a word in the keyboard's `locale` for `space` and `return` (\"space\", \"空格\"; \"return\", \"换行\"), a symbol for `shift`, `delete`, `toggle-width` and `dismiss`, the target's id for `switch`."),
        FormatField("width", .width, "The width in key units, or `fill`. Default 1."),
        FormatField("to", .keyboardID, "The keyboard shown by a `switch` or `toggle-width` key."),
        FormatField("spoken", .text, "What a screen reader says for the key. Default: the action's name in the keyboard's `locale`."),
    ]

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
