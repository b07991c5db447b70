import KeyboardRuntime

/// The fields of one kind of mapping in a layout file, a case each: the one list of their names.
/// ``LayoutFormat``'s list of the mapping's fields, and so the decoder, the JSON schema and the unknown-field
/// suggestions, are made from the cases, in order; the decoder switches over the cases, not over names.
protocol MappingField: RawRepresentable<String>, CaseIterable, Sendable where AllCases == [Self] {
    /// The field's type, whether it is required, and what it means.
    var formatField: FormatField { get }
}

extension MappingField {
    /// A field of this name.
    func field(_ type: FormatField.ValueType, required: Bool = false, _ summary: String) -> FormatField {
        FormatField(rawValue, type, required: required, summary)
    }
}

extension KeyboardField: MappingField {}

/// A field of a row written as a mapping.
enum RowField: String, MappingField {
    case keys, group

    var formatField: FormatField {
        switch self {
        case .keys: field(.keys, required: true, "The row's keys: a space-separated string or a list.")
        case .group: field(.text, "The shuffle group of the row's keys that name none themselves.")
        }
    }
}

/// A field of the `toolbar` mapping.
enum ToolbarField: String, MappingField {
    case done, items

    var formatField: FormatField {
        switch self {
        case .done: field(.boolean, "Whether the toolbar has Done at the right, which closes the keyboard; its word follows `locale`. Default `true`.")
        case .items: field(.toolbarItems, "Items at the left end of the bar, as function keys: `{action: switch, to: letters, label: ABC}` or `{action: toggle-width, to: …}`.")
        }
    }
}

/// A field of a per-device variant.
enum VariantField: String, MappingField {
    case device, minWidth, rows

    var formatField: FormatField {
        switch self {
        case .device: field(.choice(KeyboardMetrics.Device.allCases.map(\.rawValue)), "The device class the rows are for. Default: any.")
        case .minWidth: field(.text, "The narrowest keyboard width, in points, the rows are for. Default: any.")
        case .rows: field(.rows, required: true, "The rows on that device: a list, or a mapping of row numbers that replaces single rows.")
        }
    }
}

/// A field of a `length` written as a mapping.
enum LengthField: String, MappingField {
    case min, max, complete

    var formatField: FormatField {
        switch self {
        case .min: field(.text, "The fewest characters the field accepts. Default 0.")
        case .max: field(.text, "The most characters the field accepts. Default: no limit.")
        case .complete:
            field(.choice(InputLength.Completion.allCases.map(\.rawValue)), "When input is complete: `at-max` (when it reaches `max`, as an OTP does) or `on-return`. Default `at-max` when min equals max, else `on-return`.")
        }
    }
}

/// A field of a layout test.
enum TestField: String, MappingField {
    case name, press, expect, page, complete

    var formatField: FormatField {
        switch self {
        case .name: field(.text, "What the test checks, for its failure message.")
        case .press:
            field(.presses, required: true, "The keys to press in order: key texts, and `<shift>`, `<caps>`, `<delete>`, `<space>`, `<return>`, `<dismiss>`, `<toggle-width>` or `<switch:ID>` for function keys, `<long:e:é>` for an alternate, `<flick:あ:い>` to flick a key toward the direction that types `い`.")
        case .expect: field(.text, required: true, "The text the presses must type; a return key types a line break.")
        case .page: field(.keyboardID, "The id of the keyboard shown after the presses.")
        case .complete:
            field(.boolean, "Whether the field reports its input complete after the presses: at the `length` maximum on a page that completes there (`at-max`), else when the last press is a return the field accepts. A page's `length` applies to every test: a press past its maximum types nothing, and return submits rather than typing a line break.")
        }
    }
}
