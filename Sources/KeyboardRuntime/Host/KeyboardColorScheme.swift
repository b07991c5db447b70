/// Light or dark keys.
///
/// The keyboard lives in a window of its own, so it does not inherit the app's light or dark override
/// (`overrideUserInterfaceStyle` on the app's window or a view controller). It takes the scheme the field
/// asks for with its keyboard appearance, else the field's own.
public enum KeyboardColorScheme: String, Sendable, Hashable, CaseIterable {
    /// Light keys.
    case light
    /// Dark keys.
    case dark

    /// What a field asks of its keyboard (`UITextInputTraits.keyboardAppearance`).
    public enum Request: String, Sendable, Hashable, CaseIterable {
        /// Whatever the field looks like (`.default`).
        case `default`
        /// Light keys (`.light`).
        case light
        /// Dark keys (`.dark`, `.alert`).
        case dark
    }

    /// The scheme for a field that asks `request` and is drawn in `fieldScheme` (its trait collection's
    /// style, the app's override included), or `nil` to follow the system when neither says.
    public static func forField(requesting request: Request, drawnIn fieldScheme: KeyboardColorScheme?) -> KeyboardColorScheme? {
        switch request {
        case .light: return .light
        case .dark: return .dark
        case .default: return fieldScheme
        }
    }
}
