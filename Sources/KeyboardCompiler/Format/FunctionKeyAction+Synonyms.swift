extension FunctionKeyAction {
    /// What other keyboard formats and platforms call kbc's actions (FUTO's `$delete`, UIKit's
    /// `.deleteBackward`, Android's `KEYCODE_ENTER`, "backspace" on desktops), for "did you mean" notes.
    private static let synonyms: [String: (action: FunctionKeyAction, advice: String?)] = [
        "backspace": (.delete, nil), "back": (.delete, nil), "del": (.delete, nil), "erase": (.delete, nil),
        "delete-backward": (.delete, nil), "deletebackward": (.delete, nil),
        "enter": (.return, nil), "newline": (.return, nil), "go": (.return, "with the label you want, such as 'label: Go'"),
        "next": (.return, "the app sets what return means per field (returnKind); label it with 'label: Next'"),
        "done": (.return, "a key that finishes the field is '{action: return, label: Done}'; to close the keyboard use 'dismiss'"),
        "ok": (.return, "a key that finishes the field is '{action: return, label: OK}'"),
        "search": (.return, nil), "send": (.return, nil), "submit": (.return, nil), "confirm": (.return, nil),
        "caps": (.shift, nil), "capslock": (.shift, nil), "caps-lock": (.shift, nil), "shift-lock": (.shift, nil),
        "spacebar": (.space, nil), "space-bar": (.space, nil),
        "globe": (.toggleWidth, "to show the half- or full-width counterpart page; it needs 'to'"),
        "toggle": (.toggleWidth, "it needs 'to'"), "width": (.toggleWidth, "it needs 'to'"),
        "full-width": (.toggleWidth, "it needs 'to'"), "half-width": (.toggleWidth, "it needs 'to'"),
        "hide": (.dismiss, nil), "close": (.dismiss, nil), "dismiss-keyboard": (.dismiss, nil),
        "keyboard-hide": (.dismiss, nil), "cancel": (.dismiss, nil),
        "page": (.switch, "with 'to', the id of the keyboard it shows"), "symbols": (.switch, "with 'to: symbols'"),
        "numbers": (.switch, "with 'to', the id of the number page"), "abc": (.switch, "with 'to: letters'"),
        "letters": (.switch, "with 'to: letters'"), "more": (.switch, "with 'to', the id of the keyboard it shows"),
    ]

    /// The action a word names: its own name or a synonym, in any case (`Backspace` → `delete`).
    static func named(_ word: String) -> FunctionKeyAction? {
        let lowered = word.lowercased()
        return FunctionKeyAction(rawValue: lowered) ?? synonyms[lowered]?.action
    }

    /// The action `word` names as another format does, with what to write beside it, if it is a known
    /// synonym: for the "did you mean" note.
    static func synonym(of word: String) -> (action: FunctionKeyAction, advice: String?)? {
        synonyms[word.lowercased()]
    }
}
