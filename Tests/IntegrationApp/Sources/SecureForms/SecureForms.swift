import KeyboardRuntime

/// The keyboards of this sample app, generated at build time from the YAML files beside this one.
public enum SecureForms {
    /// A freshly arranged PIN pad, as the app shows it.
    public static func pinPad() -> KeyboardLayout {
        KeyboardLayout.pinPad.shuffled()
    }
}
