/// What a set of keyboard pages can type: the characters of every character key (and of its shifted
/// text, on pages with a shift key) and a space for a space bar, on a page and every page its `switch`
/// and width keys lead to.
///
/// `kbc validate` checks a layout's declared `repertoire` against it, and `SecureInput`'s
/// `AllowedCharacters(typableOn:from:)` builds a text field's filter from it, so a field and its keyboard
/// cannot disagree.
public enum KeyboardRepertoire {
    /// The characters typable starting from the page `id` among `pages` (empty when there is no such page).
    public static func characters(typableFrom id: String, among pages: [KeyboardLayout]) -> Set<Character> {
        var characters: Set<Character> = []
        for page in pagesReachable(from: id, among: pages) {
            let hasShift = page.rows.contains { $0.keys.contains { $0.action == .shift } }
            for row in page.rows {
                for key in row.keys {
                    for text in typedTexts(of: key, shiftable: hasShift) { characters.formUnion(text) }
                }
            }
        }
        return characters
    }

    /// The page `id` and every page its keys lead to, directly or not, in the order they are reached.
    public static func pagesReachable(from id: String, among pages: [KeyboardLayout]) -> [KeyboardLayout] {
        guard let start = pages.first(where: { $0.id == id }) else { return [] }
        var reached = [start]
        var seen: Set<String> = [id]
        var next = 0
        while next < reached.count {
            for row in reached[next].rows {
                for key in row.keys {
                    let target: String
                    switch key.action {
                    case .switchKeyboard(let id), .toggleCharacterWidth(let id): target = id
                    default: continue
                    }
                    guard !seen.contains(target), let page = pages.first(where: { $0.id == target }) else { continue }
                    seen.insert(target)
                    reached.append(page)
                }
            }
            next += 1
        }
        return reached
    }

    /// The texts a key types: a character key's text, and its shifted text when the page can shift; a
    /// space for the space bar; nothing for other function keys.
    public static func typedTexts(of key: Key, shiftable: Bool) -> [String] {
        switch key.action {
        case .insert(let text):
            if shiftable, let shifted = key.shiftedText, shifted != text { return [text, shifted] }
            return [text]
        case .space:
            return [" "]
        default:
            return []
        }
    }
}
