import KeyboardRuntime

/// Hand-built layouts for the runtime's tests. They resemble the standard keyboards but are not them (ids,
/// groups and pages differ, and `titledWithSpacers` exists only here): KeyboardRuntimeTests cannot depend on
/// the compiler. Guarantees about the keyboards that ship are tested on the generated `StandardLayouts`
/// in Tests/StandardLayoutsTests (the shuffle's uniformity and no-replay in `StandardShuffleTests`).
enum FixtureLayouts {
    static func char(_ text: String, group: String? = nil, width: KeyWidth = .units(1), pinned: Bool = false) -> Key {
        let upper = text.uppercased()
        return Key(
            action: .insert(text), label: text, shiftedText: upper == text ? nil : upper,
            width: width, isPinned: pinned, group: group
        )
    }

    static func chars(_ texts: String, group: String? = nil, width: KeyWidth = .units(1)) -> [Key] {
        texts.split(separator: " ").map { char(String($0), group: group, width: width) }
    }

    static let shift = Key(action: .shift, label: "⇧", width: .units(1.5))
    static let delete = Key(action: .delete, label: "⌫", width: .units(1.5))

    /// QWERTY letters: 10 + 9 + [shift, 7, delete] + [switch, space, return]; not shuffled by default.
    static let letters = KeyboardLayout(
        id: "letters",
        locale: "en",
        shufflePolicy: .never,
        rows: [
            KeyRow(keys: chars("q w e r t y u i o p")),
            KeyRow(keys: chars("a s d f g h j k l")),
            KeyRow(keys: [shift] + chars("z x c v b n m") + [delete]),
            KeyRow(keys: [
                Key(action: .switchKeyboard(to: "symbols-123"), label: ".?123", width: .units(2)),
                Key(action: .space, label: "space", width: .fill),
                Key(action: .returnKey, label: "return", width: .units(2)),
            ]),
        ]
    )

    /// Decimal pad: digits shuffled on show, `.` pinned, delete bottom right.
    static let decimalPad = pad(id: "decimal-pad", corner: ".")

    /// China resident ID pad: as the decimal pad with `X` instead of `.`.
    static let idCardPad = pad(id: "id-card-pad", corner: "X")

    static func pad(id: String, corner: String) -> KeyboardLayout {
        KeyboardLayout(
            id: id,
            shufflePolicy: .onShow,
            rows: [
                KeyRow(keys: chars("1 2 3")),
                KeyRow(keys: chars("4 5 6")),
                KeyRow(keys: chars("7 8 9")),
                KeyRow(keys: [char(corner, pinned: true), char("0"), Key(action: .delete, label: "⌫")]),
            ]
        )
    }

    /// Half-width "123" page: digits shuffle within their row, symbols across rows 2–3.
    static let symbols123 = KeyboardLayout(
        id: "symbols-123",
        shufflePolicy: .never,
        rows: [
            KeyRow(keys: chars("1 2 3 4 5 6 7 8 9 0", group: "digits")),
            KeyRow(keys: chars("- / : ; ( ) $ & @ \"", group: "symbols")),
            KeyRow(keys:
                [Key(action: .switchKeyboard(to: "symbols-hash"), label: "#+=", width: .units(1.5))]
                + chars(". , ? ! '", group: "symbols", width: .fill)
                + [delete]
            ),
            KeyRow(keys: [
                Key(action: .switchKeyboard(to: "letters"), label: "ABC", width: .units(2)),
                Key(action: .space, label: "space", width: .fill),
                Key(action: .returnKey, label: "return", width: .units(2)),
            ]),
        ]
    )

    /// A titled layout with spacers and a width toggle, to exercise the toolbar and spacer paths.
    static let titledWithSpacers = KeyboardLayout(
        id: "titled-spacers",
        title: "Secure input",
        characterWidth: .full,
        shufflePolicy: .afterEachKey,
        rows: [
            KeyRow(keys: chars("1 2 3 4 5 6 7 8")),
            KeyRow(keys: chars("a b c d e f g"), spacers: [RowSpacer(before: 0, width: 0.5), RowSpacer(before: 7, width: 0.5)]),
            KeyRow(keys: [shift] + chars("h i j") + [delete], spacers: [RowSpacer(before: 4, width: 2)]),
            KeyRow(keys: [
                Key(action: .toggleCharacterWidth(to: "letters"), label: "半", width: .units(1.5)),
                Key(action: .space, label: "space", width: .fill),
                Key(action: .dismiss, label: "hide", width: .units(1.5)),
            ]),
        ]
    )

    /// The "#+=" page the "123" page leads to: only there so that sessions have every page their keys reach.
    static let symbolsHash = KeyboardLayout(
        id: "symbols-hash",
        rows: [
            KeyRow(keys: chars("[ ] { } # % ^ * + =")),
            KeyRow(keys: [Key(action: .switchKeyboard(to: "symbols-123"), label: "123", width: .units(2)), Key(action: .space, label: "space", width: .fill)]),
        ]
    )

    static let all: [KeyboardLayout] = [letters, decimalPad, idCardPad, symbols123, titledWithSpacers]

    /// `layout` first, then every fixture page with another id: a session over them has every page the
    /// fixtures' `switch` and `toggle-width` keys lead to (``KeyboardSessionError/missingPage(_:from:)``).
    static func withTheirTargets(_ layout: KeyboardLayout) -> [KeyboardLayout] {
        [layout] + (all + [symbolsHash]).filter { $0.id != layout.id }
    }
}
