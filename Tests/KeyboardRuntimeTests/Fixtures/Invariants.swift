import KeyboardRuntime

extension KeyboardLayout {
    /// Every key with its position, row by row.
    var positionedKeys: [(position: KeyPosition, key: Key)] {
        rows.enumerated().flatMap { row, keyRow in
            keyRow.keys.enumerated().map { (KeyPosition(row: row, index: $0.offset), $0.element) }
        }
    }
}

extension Key {
    /// What identifies a key's content regardless of the slot it is in.
    var content: String { "\(action)|\(label)|\(shiftedText ?? "")|\(group ?? "")|\(isPinned)" }
}
