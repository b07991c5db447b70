/// The registry of validation rules: adding a rule is adding its file and one line here.
public enum ValidationRules {
    /// Every rule, in the order their findings are reported for a keyboard.
    public static let all: [any ValidationRule] = [
        DuplicateKeyboardIDRule(),
        SwiftNameCollisionRule(),
        ReservedSwiftNameRule(),
        UnknownTargetRule(),
        ToggleWidthTargetRule(),
        RowKeyCountRule(),
        RowWidthRule(),
        DuplicateOutputRule(),
        CanonicallyEquivalentTextsRule(),
        KeyboardSizeRule(),
        PrintableTextRule(),
        NoncharacterRule(),
        SingleGraphemeRule(),
        FullWidthOnHalfPageRule(),
        HalfWidthOnFullPageRule(),
        ScriptMistakeRule(),
        LocaleCountryCodeRule(),
        ShuffleMovableKeysRule(),
        ProfileRule(),
        RepertoireRule(),
        LabelShowsTextRule(),
        ActionNameAsKeyRule(),
        GroupNameRule(),
        AlternatesRule(),
        KeyDescriptionRule(),
        DirectionScriptRule(),
        LengthRule(),
    ]
}
