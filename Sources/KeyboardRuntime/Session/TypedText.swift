/// Text typed through a ``KeyboardSession``'s outputs, kept to a page's ``InputLength`` as SecureInput's
/// field keeps it (`SecureFieldRules(inputLength:)`): an insert that would take the text past the maximum is
/// refused whole, and a combining mark that joins the last character adds no character.
///
/// For tools that type through a session without a secure field, such as a layout's tests and a preview:
///
/// ```swift
/// var typed = TypedText()
/// let length = InputLength.exactly(2)
/// _ = typed.insert("1", length: length)
/// _ = typed.insert("2", length: length)
/// let refused = !typed.insert("3", length: length)   // true: two characters at most
/// let complete = length.completes(atCount: typed.count) // true
/// ```
public struct TypedText: Sendable, Hashable {
    /// The text typed so far.
    public private(set) var text = ""
    /// The characters (grapheme clusters) of ``text``, kept as it changes: counting them again at each
    /// insert would make a long run of presses quadratic.
    public private(set) var count = 0

    /// Empty text.
    public init() {}

    /// Appends `inserted` unless it would take the text past `length`'s maximum; returns whether it did.
    public mutating func insert(_ inserted: String, length: InputLength?) -> Bool {
        let added = characters(addedBy: inserted)
        if let maximum = length?.maximum, count + added > maximum { return false }
        text += inserted
        count += added
        return true
    }

    /// Removes the last character, if there is one.
    public mutating func deleteBackward() {
        if text.popLast() != nil { count -= 1 }
    }

    /// Removes all the text.
    public mutating func removeAll() {
        text = ""
        count = 0
    }

    /// How many characters appending `inserted` adds: its own, less one when its first joins the last
    /// character typed (a combining mark after a letter). Grapheme breaks look back no further than that
    /// character, so it alone is enough context.
    private func characters(addedBy inserted: String) -> Int {
        guard let last = text.last else { return inserted.count }
        return (String(last) + inserted).count - 1
    }
}
