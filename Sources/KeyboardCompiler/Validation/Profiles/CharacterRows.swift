import KeyboardRuntime

/// The character keys of a keyboard, row by row, skipping rows that hold only function keys: the shape
/// the profiles check.
struct CharacterRows {
    struct Row {
        var index: Int
        var keys: [(index: Int, text: String)]
    }

    var rows: [Row]

    init(_ layout: KeyboardLayout) {
        rows = []
        rows.reserveCapacity(layout.rows.count)
        // Keys read in place, through buffers: indexing the arrays copied each key's action.
        layout.rows.withUnsafeBufferPointer { layoutRows in
            for rowIndex in layoutRows.indices {
                layoutRows[rowIndex].keys.withUnsafeBufferPointer { keys in
                    var characters: [(index: Int, text: String)] = []
                    characters.reserveCapacity(keys.count)
                    for index in keys.indices {
                        if case .insert(let text) = keys[index].action { characters.append((index, text)) }
                    }
                    if !characters.isEmpty { rows.append(Row(index: rowIndex, keys: characters)) }
                }
            }
        }
    }

    var counts: [Int] { rows.map(\.keys.count) }

    static func describe(_ counts: [Int]) -> String {
        counts.isEmpty ? "none" : counts.map(String.init).joined(separator: ", ")
    }
}
