extension DiagnosticCode {
    /// `extends` names a keyboard that is not there.
    public static let unknownBase = DiagnosticCode(
        220, "unknown-base", .error,
        summary: "A keyboard extends a keyboard that does not exist",
        explanation: """
        `extends` names the id of another keyboard compiled in the same run, in any file of the target:

            keyboard: pin-pad-done
            extends: pin-pad            # error unless a file declares 'keyboard: pin-pad'
        """,
        isConfigurable: false)

    /// Keyboards that extend each other in a circle.
    public static let extendsCycle = DiagnosticCode(
        221, "extends-cycle", .error,
        summary: "Keyboards extend each other in a circle",
        explanation: """
        A keyboard cannot extend itself, directly or through others: `a` extends `b` and `b` extends `a`
        leaves neither with rows to start from. The notes point at each `extends` of the circle.
        """,
        isConfigurable: false)

    /// A row replaced by number that the base does not have.
    public static let rowOverrideOutOfRange = DiagnosticCode(
        222, "row-override-out-of-range", .error,
        summary: "A keyboard replaces a row its base does not have",
        explanation: """
        With `extends`, `rows: {4: [...]}` replaces the base's fourth row. A number past the base's last
        row matches nothing: the note points at the base's rows. Give all rows as a list to add rows.
        """,
        isConfigurable: false)

    /// The same row replaced twice in one mapping of row numbers.
    public static let duplicateRowNumber = DiagnosticCode(
        230, "duplicate-row-number", .error,
        summary: "A row is replaced twice by number",
        explanation: """
        In `rows: {…}` under `extends`, and in a variant's `rows: {…}`, each row number may appear once.
        YAML sees `1` and `"01"` as different keys, but both name row 1, and the second would replace the
        first without a word:

            extends: letters
            rows:
              1: q w e r t y u i o p
              "01": a z e r t y u i o p     # error: row 1 is replaced twice
        """,
        isConfigurable: false)

    /// A variant that an earlier variant always hides.
    public static let unreachableVariant = DiagnosticCode(
        231, "unreachable-variant", .warning,
        summary: "A variant can never apply: an earlier one always applies first",
        explanation: """
        The first variant whose conditions hold replaces the rows. A later variant whose device and width
        are all covered by an earlier one is never shown:

            variants:
              - device: pad
                rows: [...]
              - device: pad          # warning: the variant above applies to every pad
                minWidth: 1000
                rows: [...]

        Put the narrower variant first, or remove it.
        """)

    /// A base's variants left behind because the keyboard replaces rows.
    public static let variantsNotInherited = DiagnosticCode(
        232, "variants-not-inherited", .warning,
        summary: "A keyboard that replaces rows of its base does not inherit the base's variants",
        explanation: """
        A base's `variants` are other devices' versions of its rows. A keyboard that `extends` it and gives
        rows of its own (all of them, or some by number) would show the base's rows on those devices, so
        it inherits none of the variants: on an iPad it shows its own rows, stretched. Say what it should
        show there:

            keyboard: pin-pad-done
            extends: pin-pad        # pin-pad has a 'device: pad' variant
            rows: {4: [".", "0", {action: return}]}
            variants: []            # no iPad rows of its own: the phone rows everywhere

        or declare `variants` for the keyboard, with rows (or row numbers) of its own.
        """)

    /// The codes of this stage, in order.
    static let resolutionCodes: [DiagnosticCode] = [
        .unknownBase, .extendsCycle, .rowOverrideOutOfRange, .duplicateRowNumber, .unreachableVariant, .variantsNotInherited,
    ]
}
