import KeyboardRuntime

/// Where each key a layout test can press is on one page as it is arranged now, so that a press costs one
/// dictionary look-up instead of a walk over the page's keys. Built from the page as the session shows
/// it and dropped whenever the session reports a page change (a switch or a reshuffle).
///
/// It finds what a walk would: the first matching key row by row, then the first matching toolbar item.
struct PageKeyIndex {
    /// By the text's bytes: a `String` key would find a key typing NFD 'é' for a press of NFC 'é', and the
    /// test would then pass on a key that types other bytes than it names.
    private var characters: [[UInt8]: KeyPosition] = [:]
    private var actions: [FunctionKeyAction: KeyEvent] = [:]
    private var switches: [String: KeyEvent] = [:]
    private var shift: KeyPosition?

    init(layout: KeyboardLayout, toolbar: KeyboardToolbar?) {
        for row in layout.rows.indices {
            for index in layout.rows[row].keys.indices {
                let position = KeyPosition(row: row, index: index)
                let action = layout.rows[row].keys[index].action
                switch action {
                case .insert(let text):
                    if characters[Array(text.utf8)] == nil { characters[Array(text.utf8)] = position }
                case .switchKeyboard(let target):
                    if switches[target] == nil { switches[target] = .tap(position) }
                default:
                    if action == .shift, shift == nil { shift = position }
                    if let name = Self.functionAction(of: action), actions[name] == nil { actions[name] = .tap(position) }
                }
            }
        }
        // A page switch or Done may be a toolbar item rather than a key; a key wins over an item.
        for (index, item) in (toolbar?.items ?? []).enumerated() {
            if case .switchKeyboard(let target) = item.action {
                if switches[target] == nil { switches[target] = .toolbarTap(index) }
            } else if let name = Self.functionAction(of: item.action), actions[name] == nil {
                actions[name] = .toolbarTap(index)
            }
        }
    }

    /// The position of the character key that types `text` (not shifted).
    func characterKey(_ text: String) -> KeyPosition? { characters[Array(text.utf8)] }

    /// The event that makes `press` on this page, or `nil` when it has no such key. Long presses are found
    /// through ``characterKey(_:)``.
    func event(for press: KeyPress) -> KeyEvent? {
        switch press {
        case .character(let text): return characters[Array(text.utf8)].map(KeyEvent.tap)
        case .capsLock: return shift.map(KeyEvent.doubleTap)
        case .switchTo(let id): return switches[id]
        case .action(let action): return actions[action]
        case .alternate, .flick: return nil
        }
    }

    /// The press name a function key answers to; `switch` keys are found by their target instead.
    private static func functionAction(of action: KeyAction) -> FunctionKeyAction? {
        guard let name = FunctionKeyAction(action), name != .switch else { return nil }
        return name
    }
}
