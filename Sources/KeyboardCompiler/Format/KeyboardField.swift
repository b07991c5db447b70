import KeyboardRuntime

/// A top-level field of a layout file.
///
/// The one list of them: ``LayoutFormat/keyboardFields``, and so the decoder, the JSON schema and the
/// format reference's checks, are made from its cases, in order.
enum KeyboardField: String, CaseIterable, Sendable {
    case keyboard, extends, replaces, title, locale, characterWidth, profile, shuffle, toolbar, screenReader, direction
    case repeatedKeys, length, theme, keyPreview, pressedHighlight, rows, variants, compose, transforms, repertoire, tests

    /// The field's type, whether it is required, and what it means.
    var formatField: FormatField {
        switch self {
        case .keyboard: field(.keyboardID, required: true, "The keyboard's id, unique across the files compiled together.")
        case .extends: field(.keyboardID, "Another keyboard of the same run that this one starts from: its fields and rows, each replaced where this file gives its own.")
        case .replaces: field(.keyboardID, "A standard page (`letters`, `symbols`…, with `standardLayouts: true`) that this keyboard stands in for: every key and toolbar item of every page that leads to it leads to this keyboard instead, so the standard `symbols` page's ABC key returns here. Not inherited with `extends`.")
        case .title: field(.text, "The keyboard's title, shown in its toolbar. A titled keyboard has a toolbar with the title and Done unless `toolbar` says otherwise.")
        case .locale: field(.locale, "The BCP 47 language tag of the keys' text, such as `en` or `zh-Hans`.")
        case .characterWidth: field(.choice(CharacterWidth.allCases.map(\.rawValue)), "Whether the page holds half-width or full-width characters. Default `half`.")
        case .profile: field(.choice(ValidationProfiles.all.map(\.name) + ["none"]), "A validation profile whose extra rules the keyboard must meet; `none` for none (to drop one inherited with `extends`).")
        case .shuffle: field(.choice(ShufflePolicy.allCases.map(\.rawValue)), "When the movable keys are rearranged, unless the app overrides it. Default `never`.")
        case .toolbar: field(.mapping(LayoutFormat.toolbarFields, none: "none"), "The bar above the keys: `none` for no toolbar, or a mapping such as `{done: false}` or `{items: [{action: switch, to: letters, label: ABC}]}`. Default: the title and Done when there is a `title`, else none.")
        case .screenReader: field(.choice(ScreenReaderPolicy.allCases.map(\.rawValue)), "What the shuffle does while a screen reader runs. Default `keep-shuffling`.")
        case .direction: field(.choice(LayoutDirection.allCases.map(\.rawValue)), "The reading direction: `rtl` draws the page mirrored (first key at the right, callouts opening leftwards). Rows are always written in reading order. Default: from the `locale`'s script (`rtl` for Arabic, Hebrew, Persian, Urdu…), else `ltr`.")
        case .repeatedKeys: field(.choice(["refused", "allowed"]), "`allowed` lets two keys type the same character on purpose, as some real layouts do. Default `refused`; the `decimal-pad` and `id-card-pad` profiles refuse repeats whatever this says.")
        case .length: field(.length, "The length of input a field using the page accepts: a number (`6`: exactly six) or `{min: 4, max: 8, complete: on-return}`. `complete` defaults to `at-max` when min equals max, else `on-return`.")
        case .theme: field(.keyboardID, "The theme the keyboard is drawn with: the id of a theme file (`theme: ID` as its first field) or of a built-in theme (`default`, `high-contrast`). Default: the target's `theme` in kbc-config.yaml, else `default`.")
        case .keyPreview: field(.boolean, "Whether a pressed key shows an enlarged preview, overriding the theme's `keyPreview` for this page; written on a shuffled page, it opts in (no KBC0710).")
        case .pressedHighlight: field(.choice(PressedHighlight.allCases.map(\.rawValue)), "How a pressed key is shown (`none`, `subtle`, `standard`), overriding the theme's `pressedHighlight` for this page; written on a shuffled page, it opts in (no KBC0710).")
        case .rows: field(.rows, required: true, "The rows of keys, top to bottom; with `extends`, optional, and a mapping of row numbers replaces single rows (`rows: {4: [...]}`).")
        case .variants: field(.variants, "Other rows for another device class or width: `[{device: pad, rows: [...]}]`; the first that applies is used.")
        case .compose: field(.choice(CompositionScript.allCases.map(\.rawValue)), "The script whose letters compose into syllables as they are typed: `hangul` composes Korean 2-set jamo (`ㅎ ㅏ ㄴ` types `한`; delete takes one jamo back). Default: none.")
        case .transforms: field(.textMapping, "Typed sequences and the text each gives, for dead keys: `{\"´e\": é, \"´ \": ´}`. Text that begins a sequence waits (marked, not yet typed) until the sequence completes or cannot, when it is typed as it was.")
        case .repertoire: field(.text, "Every character the keyboard and the pages its keys lead to can type, exactly; `kbc validate` checks it.")
        case .tests: field(.tests, "Key presses and the text they must type, run by `kbc test`.")
        }
    }
}
