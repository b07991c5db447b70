/// What a set of keyboard pages can type: the characters of every character key and its long-press
/// alternates (and their shifted forms, on pages with a shift key) and a space for a space bar, on a page,
/// in every device's rows, and on every page its `switch` and width keys or toolbar items lead to.
///
/// `kbc validate` checks a layout's declared `repertoire` against it, and `SecureInput`'s
/// `AllowedCharacters(typableOn:from:)` builds a text field's filter from it, so a field and its keyboard
/// cannot disagree.
public enum KeyboardRepertoire {
    /// The characters typable starting from the page `id` among `pages` (empty when there is no such page).
    public static func characters(typableFrom id: String, among pages: [KeyboardLayout]) -> Set<Character> {
        var characters: Set<Character> = []
        for page in pagesReachable(from: id, among: pages) {
            // Every device's rows: what a pad's variant types is typable too.
            for rows in [page.rows] + page.variants.map({ $0.rows }) {
                let hasShift = rows.contains { $0.keys.contains { $0.action == .shift } }
                for row in rows {
                    for key in row.keys {
                        forEachTypedText(of: key, shiftable: hasShift) { characters.formUnion($0) }
                    }
                }
                for text in composedTexts(of: page, rows: rows) { characters.formUnion(text) }
            }
        }
        return characters
    }

    /// The page `id` and every page its keys lead to, directly or not, in the order they are reached.
    public static func pagesReachable(from id: String, among pages: [KeyboardLayout]) -> [KeyboardLayout] {
        // An index by id, once: a set of many pages that all link to each other stays linear to walk.
        var byID: [String: KeyboardLayout] = [:]
        for page in pages where byID[page.id] == nil { byID[page.id] = page }
        return pagesReachable(from: id) { byID[$0] }
    }

    /// The page `id` and every page its keys lead to, each found by `lookup` (`nil`: no such page): for a
    /// caller with an index of its pages that asks about many of them, in time proportional to the pages
    /// reached rather than to all it has.
    public static func pagesReachable(from id: String, lookup: (String) -> KeyboardLayout?) -> [KeyboardLayout] {
        guard let start = lookup(id) else { return [] }
        var reached = [start]
        var seen: Set<String> = [id]
        var next = 0
        while next < reached.count {
            let page = reached[next]
            // Keys on every device, and the toolbar's items, lead to other pages.
            var actions: [KeyAction] = (page.toolbar?.items ?? []).map { $0.action }
            for rows in [page.rows] + page.variants.map({ $0.rows }) {
                for row in rows { actions += row.keys.map { $0.action } }
            }
            for action in actions {
                let target: String
                switch action {
                case .switchKeyboard(let id), .toggleCharacterWidth(let id): target = id
                default: continue
                }
                guard !seen.contains(target), let found = lookup(target) else { continue }
                seen.insert(target)
                reached.append(found)
            }
            next += 1
        }
        return reached
    }

    /// The texts a key types: a character key's texts (``Key/forEachText(typedOnly:shiftable:_:)``: its
    /// text, shift text, long-press alternates, flick texts and caps text, the shifted ones only when the
    /// page can shift); a space for the space bar; nothing for other function keys. What a page's
    /// composition makes of them is ``composedTexts(of:rows:)``.
    public static func typedTexts(of key: Key, shiftable: Bool) -> [String] {
        var texts: [String] = []
        forEachTypedText(of: key, shiftable: shiftable) { texts.append($0) }
        return texts
    }

    /// Calls `body` with each of ``typedTexts(of:shiftable:)``, without collecting them.
    @inlinable @inline(__always)
    public static func forEachTypedText(of key: Key, shiftable: Bool, _ body: (String) -> Void) {
        withUnsafePointer(to: key) { forEachTypedText(of: $0, shiftable: shiftable, body) }
    }

    /// ``typedTexts(of:shiftable:)`` of the key pointed to, each read in place: for a walk over a buffer
    /// of keys, where passing `key.pointee` would copy the whole key.
    @inlinable @inline(__always)
    public static func forEachTypedText(of key: UnsafePointer<Key>, shiftable: Bool, _ body: (String) -> Void) {
        switch key.pointee.action {
        case .insert: key.forEachText(typedOnly: true, shiftable: shiftable) { _, text in body(text) }
        case .space: body(" ")
        default: break
        }
    }
}
