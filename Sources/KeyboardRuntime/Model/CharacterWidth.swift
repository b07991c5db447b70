/// Whether a page holds half-width or full-width characters (for example ASCII `,` or full-width `，`).
public enum CharacterWidth: String, Sendable, Hashable, CaseIterable {
    /// Half-width (narrow) characters.
    case half
    /// Full-width (wide) characters, as used in Chinese, Japanese and Korean text.
    case full
}
