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
        rows = layout.rows.enumerated().compactMap { rowIndex, row in
            let keys = row.keys.enumerated().compactMap { index, key in key.insertedText.map { (index, $0) } }
            return keys.isEmpty ? nil : Row(index: rowIndex, keys: keys)
        }
    }

    var counts: [Int] { rows.map(\.keys.count) }

    static func describe(_ counts: [Int]) -> String {
        counts.isEmpty ? "none" : counts.map(String.init).joined(separator: ", ")
    }
}
