import KeyboardRuntime

/// Layouts measured by the benchmarks.
enum Fixtures {
    static func chars(_ texts: String) -> [Key] {
        texts.split(separator: " ").map { Key(action: .insert(String($0)), label: String($0), shiftedText: $0.uppercased()) }
    }

    /// The standard letters page: 26 movable letters, shift, delete, switch, space, return.
    static let letters = KeyboardLayout(id: "letters", rows: [
        KeyRow(keys: chars("q w e r t y u i o p")),
        KeyRow(keys: chars("a s d f g h j k l")),
        KeyRow(keys: [Key(action: .shift, label: "⇧", width: .units(1.5))] + chars("z x c v b n m")
            + [Key(action: .delete, label: "⌫", width: .units(1.5))]),
        KeyRow(keys: [
            Key(action: .switchKeyboard(to: "symbols"), label: ".?123", width: .units(2)),
            Key(action: .space, label: "space", width: .fill),
            Key(action: .returnKey, label: "return", width: .units(2)),
        ]),
    ])

    /// Letters with a digit row and a spacer-padded middle row: 10 + 10 + 9 + 9 + 2 = 40 keys, exercising
    /// fixed widths, fill, spacers and centring.
    static let fortyKeys = KeyboardLayout(id: "forty", rows: [
        KeyRow(keys: chars("1 2 3 4 5 6 7 8 9 0")),
        KeyRow(keys: chars("q w e r t y u i o p")),
        KeyRow(keys: chars("a s d f g h j k l"), spacers: [RowSpacer(before: 0, width: 0.5), RowSpacer(before: 9, width: 0.5)]),
        KeyRow(keys: [Key(action: .shift, label: "⇧", width: .units(1.5))] + chars("z x c v b n m")
            + [Key(action: .delete, label: "⌫", width: .units(1.5))]),
        KeyRow(keys: [
            Key(action: .switchKeyboard(to: "symbols"), label: ".?123", width: .units(2)),
            Key(action: .space, label: "space", width: .fill),
        ]),
    ])

    /// The page the letters' switch key leads to, which a session must be given with them.
    static let symbols = KeyboardLayout(id: "symbols", rows: [
        KeyRow(keys: chars("1 2 3 4 5 6 7 8 9 0")),
        KeyRow(keys: [Key(action: .switchKeyboard(to: "letters"), label: "ABC", width: .units(2))]),
    ])
}
