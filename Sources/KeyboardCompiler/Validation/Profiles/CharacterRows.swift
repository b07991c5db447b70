import KeyboardRuntime

/// The character keys of a keyboard, row by row, skipping rows that hold only function keys: the shape
/// the profiles check.
///
/// Only the count of each row is kept; the keys themselves are read in place by ``forEachKey(_:)``. A row
/// of `(index, text)` pairs per row cost an array and a retained text per key, for pages whose keys the
/// profiles then only count.
struct CharacterRows {
    /// A row with character keys: its place among all rows and how many character keys it has (0 when
    /// all of them type ignored texts).
    struct Row {
        var index: Int
        var count: Int
    }

    /// The rows with at least one character key, in order.
    private(set) var rows: [Row]
    private let layout: KeyboardLayout
    private let ignored: [String]

    /// The character rows of `layout`. Keys typing one of `ignored` are not counted, but their row is
    /// kept even when they are all it has: a row of punctuation on an iPad letters page is a row of
    /// letters with none.
    init(_ layout: KeyboardLayout, ignoring ignored: [String] = []) {
        self.layout = layout
        self.ignored = ignored
        var rows: [Row] = []
        rows.reserveCapacity(layout.rows.count)
        // Keys read in place, through buffers, and their text only when some texts are ignored: walking
        // them with a closure copied each key's action.
        layout.rows.withUnsafeBufferPointer { layoutRows in
            for rowIndex in layoutRows.indices {
                let count = layoutRows[rowIndex].keys.withUnsafeBufferPointer { keys -> Int? in
                    var characters = 0
                    var counted = 0
                    for index in keys.indices where keys[index].isCharacter {
                        characters += 1
                        if ignored.isEmpty || !ignored.contains(keys[index].insertedText!) { counted += 1 }
                    }
                    return characters == 0 ? nil : counted
                }
                if let count { rows.append(Row(index: rowIndex, count: count)) }
            }
        }
        self.rows = rows
    }

    /// Calls `body` with each character key that is not ignored, row by row, with its place in the layout.
    func forEachKey(_ body: (_ row: Int, _ index: Int, _ text: String) -> Void) {
        layout.forEachKey { row, index, key in
            guard let text = key.insertedText, !ignored.contains(text) else { return }
            body(row, index, text)
        }
    }
}
