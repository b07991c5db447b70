/// The characters a ``SecureTextBuffer`` accepts.
///
/// A character (grapheme cluster) is either accepted or not as a whole, so `"e\u{301}"` ("é"
/// written with a combining accent) is a different character from `"e"`.
///
/// ```swift
/// let idCard = AllowedCharacters.idCard              // 0–9 and X
/// let hex = AllowedCharacters("0123456789abcdef")
/// let printableASCII = AllowedCharacters(scalarsWhere: { (0x20...0x7E).contains($0.value) })
/// ```
public struct AllowedCharacters: Sendable {
    private let predicate: @Sendable (Character) -> Bool
    /// Whether every character is accepted (lets the buffer skip the check).
    let isUnrestricted: Bool

    /// Accepts exactly the characters in `characters`.
    public init(_ characters: some Sequence<Character>) {
        let set = Set(characters)
        self.init(unrestricted: false) { set.contains($0) }
    }

    /// Accepts a character when every Unicode scalar in it satisfies `isAllowed`.
    public init(scalarsWhere isAllowed: @escaping @Sendable (Unicode.Scalar) -> Bool) {
        self.init(unrestricted: false) { $0.unicodeScalars.allSatisfy(isAllowed) }
    }

    /// Accepts a character when `isAllowed` returns `true` for it.
    public init(where isAllowed: @escaping @Sendable (Character) -> Bool) {
        self.init(unrestricted: false, isAllowed)
    }

    private init(unrestricted: Bool, _ predicate: @escaping @Sendable (Character) -> Bool) {
        self.predicate = predicate
        self.isUnrestricted = unrestricted
    }

    /// Whether `character` is accepted.
    public func contains(_ character: Character) -> Bool {
        isUnrestricted || predicate(character)
    }

    /// Accepts what either `self` or `other` accepts.
    public func union(_ other: AllowedCharacters) -> AllowedCharacters {
        if isUnrestricted || other.isUnrestricted { return .any }
        return AllowedCharacters(unrestricted: false) { self.predicate($0) || other.predicate($0) }
    }

    /// Accepts every character.
    public static let any = AllowedCharacters(unrestricted: true) { _ in true }

    /// The ASCII digits `0`–`9` (not other scripts' digits such as `٣`).
    public static let digits = AllowedCharacters("0123456789")

    /// The ASCII digits and `.`, for amounts.
    public static let decimal = AllowedCharacters("0123456789.")

    /// A China resident ID number: the ASCII digits and an upper-case `X` (the check digit).
    public static let idCard = AllowedCharacters("0123456789X")
}
