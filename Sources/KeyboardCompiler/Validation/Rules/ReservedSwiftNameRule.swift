import KeyboardRuntime

extension DiagnosticCode {
    /// A keyboard id whose Swift name is that of a `KeyboardLayout` instance property.
    public static let reservedSwiftName = DiagnosticCode(
        227, "reserved-swift-name", .error,
        summary: "A keyboard or theme id becomes the name of a KeyboardLayout or KeyboardTheme member",
        explanation: """
        Generated code declares each keyboard as a static property of `KeyboardLayout` named after its id
        (`pin-pad` → `KeyboardLayout.pinPad`). A static property named like one of `KeyboardLayout`'s
        instance properties — `id`, `title`, `locale`, `characterWidth`, `shufflePolicy`, `rows`,
        `hashValue` — compiles, but then every `layout.id` in the app fails with "static member 'id'
        cannot be used on instance of type 'KeyboardLayout'". Choose another id, for example `id-card`
        instead of `id` for Indonesian:

            keyboard: id-letters
            locale: id

        Theme ids likewise become static properties of `KeyboardTheme` (`bank-blue` → `KeyboardTheme.bankBlue`),
        and may not take the name of one of its members: `id`, `overrides`, `keyPreview`, `pressedHighlight`,
        `keySpacing`, `drawingOutset`, `hashValue`, `styles`, `style`, `withSecureSwitches`.
        """,
        isConfigurable: false)
}

/// Keyboard ids do not become the Swift name of an instance property of `KeyboardLayout`, which the
/// generated static property would shadow.
struct ReservedSwiftNameRule: ValidationRule {
    /// The instance properties of `KeyboardLayout` (stored and computed) that a static property of the
    /// same name would hide from every `layout.name` expression. A short list searched in order: a set
    /// would be no faster for thirteen names, and its hashing costs more at start-up.
    static let reservedNames: [String] = [
        "id", "title", "locale", "characterWidth", "shufflePolicy", "toolbar", "rows", "screenReaderPolicy", "variants", "composition", "direction", "inputLength", "theme", "hashValue",
        // Methods a static property of the same name would make ambiguous at call sites.
        "shuffled", "keyRects", "forDevice",
    ]

    var codes: [DiagnosticCode] { [.reservedSwiftName] }

    /// Runs on keyboards of any size: it looks at the id or the size, not at each key.
    var checksOversizedKeyboards: Bool { true }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        let id = keyboard.layout.id
        // Made once for every keyboard when the context indexed them, not again for each page.
        let name = context.swiftName(ofKeyboardID: id)
        // Lengths first: comparing two different strings is what costs. Exact for these ASCII names, as
        // for field names (see the decoder's `knownField`).
        let length = name.utf8.count
        guard Self.reservedNames.contains(where: { $0.utf8.count == length && $0 == name }) else { return }
        diagnostics.append(Diagnostic(
            .reservedSwiftName,
            "keyboard id '\(id)' becomes 'KeyboardLayout.\(name)', which would hide the instance property '\(name)' of every layout",
            at: keyboard.location(ofField: "keyboard"),
            notes: [DiagnosticNote("choose another id, such as '\(id)-keyboard'")]))
    }
}
