import KeyboardCompiler
import KeyboardRuntime

/// Shared inputs of the playground tests.
enum PlaygroundFixtures {
    /// The repository, found from this file's own path.
    static let repository: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/")
    }()

    /// The standard keyboards of `Layouts/`, compiled once.
    static let standard: [KeyboardLayout] = {
        let result = LayoutCompiler().compile(paths: [repository + "/Layouts"])
        precondition(!result.hasErrors, "the standard layouts should compile")
        return result.layouts
    }()

    static func key(_ text: String, label: String? = nil) -> Key {
        Key(action: .insert(text), label: label ?? text)
    }

    /// A keyboard using every field of the model, with strings that try to break out of JSON, HTML and
    /// terminals.
    static let hostile: KeyboardLayout = {
        var layout = KeyboardLayout(
            id: "x\"><script>alert(1)</script>",
            title: "</script><script>alert('t')</script> & ]]> \u{0}\u{2028}",
            locale: "zh-Hans\\\"",
            characterWidth: .full,
            shufflePolicy: .afterEachKey,
            toolbar: KeyboardToolbar(title: nil, items: [
                KeyboardToolbarItem(action: .switchKeyboard(to: "</script>"), label: "\u{202E}abc", placement: .leading, spokenName: "\u{2028}\"</script>"),
                KeyboardToolbarItem(action: .toggleCharacterWidth(to: "\u{0}"), label: "", placement: .trailing),
                .done(label: "\"Done\""),
            ]),
            rows: [
                KeyRow(keys: [
                    Key(action: .insert("<"), label: "<", shiftedText: "\u{1B}[31m", width: .units(1.5), isPinned: true, group: "g\"1",
                        spokenName: "less\nthan", alternates: ["«", "‹", "👨‍👩‍👧"], shiftedAlternates: ["»", "›", "e\u{301}"], hint: "\\u0000"),
                    Key(action: .shift, label: "⇧", width: .fill),
                    Key(action: .delete, label: "⌫"), Key(action: .space, label: "spa&ce"), Key(action: .returnKey, label: "\u{FFFE}"),
                    Key(action: .dismiss, label: "⌄", width: .units(-0.0)),
                ], spacers: [RowSpacer(before: -3, width: 0.25), RowSpacer(before: 6, width: .infinity)]),
                KeyRow(keys: [key("\u{85}"), key("中"), key("，", label: "<![CDATA[x]]>")]),
            ])
        layout.screenReaderPolicy = .stopShuffling
        layout.variants = [
            LayoutVariant(device: .pad, minimumWidth: 1000.5, rows: [KeyRow(keys: [key("a")])]),
            LayoutVariant(device: nil, minimumWidth: nil, rows: []),
            LayoutVariant(device: .phone, rows: [KeyRow(keys: [], spacers: [RowSpacer(before: 0, width: 1)])]),
        ]
        return layout
    }()
}
