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

    /// `replaces` names a page that is not there.
    public static let unknownReplacedPage = DiagnosticCode(
        233, "unknown-replaced-page", .error,
        summary: "A keyboard replaces a page that does not exist",
        explanation: """
        `replaces` names a standard page (`letters`, `symbols`, `more-symbols`, `full-width-symbols`,
        `full-width-more-symbols`, `decimal-pad`, `id-card-pad`), which the target reaches with
        `standardLayouts: true` in its kbc-config.yaml:

            keyboard: bank-letters
            extends: letters
            replaces: leters            # error: no page has the id 'leters'
        """,
        isConfigurable: false)

    /// Two keyboards replace the same page.
    public static let pageReplacedTwice = DiagnosticCode(
        234, "page-replaced-twice", .error,
        summary: "Two keyboards replace the same page",
        explanation: """
        The keys that lead to a replaced page lead to the keyboard that replaces it, so only one keyboard
        may replace a page. The note points at the first `replaces`; remove one of them.
        """,
        isConfigurable: false)

    /// `replaces` names one of the target's own keyboards.
    public static let replacedPageNotStandard = DiagnosticCode(
        235, "replaced-page-not-standard", .error,
        summary: "A keyboard replaces a keyboard of its own target",
        explanation: """
        `replaces` is for the standard pages, whose files a target cannot change: the standard `symbols`
        page's ABC key leads to `letters`, and `replaces: letters` makes it lead to the target's letters.
        The target's own keys can say where they lead: change them instead.
        """,
        isConfigurable: false)

    /// No page leads to the replaced page.
    public static let replacementChangesNothing = DiagnosticCode(
        236, "replacement-changes-nothing", .warning,
        summary: "A keyboard replaces a page no key leads to",
        explanation: """
        Replacing a page changes the keys and toolbar items that lead to it. When none does (nothing
        switches to `id-card-pad`), or only pages that none of the target's keyboards leads to do (the
        standard `symbols` page's ABC key, in a target whose keyboards have no key to `symbols`), `replaces`
        changes nothing the app shows: remove it, name the page meant, or add the missing key.
        """)

    /// Keyboards that replace each other in a circle.
    public static let replacementCycle = DiagnosticCode(
        237, "replacement-cycle", .error,
        summary: "Keyboards replace each other in a circle",
        explanation: """
        A keyboard cannot replace itself, directly or through others: `a` replaces `b` and `b` replaces `a`
        leaves no page for their keys to lead to. The notes point at each `replaces` of the circle.
        """,
        isConfigurable: false)

    /// A replacement that cannot stand in for the page everywhere it is shown.
    public static let incompatibleReplacement = DiagnosticCode(
        238, "incompatible-replacement", .warning,
        summary: "A keyboard replaces a page it cannot stand in for everywhere",
        explanation: """
        The replacement is shown wherever the replaced page was. It should hold characters of the same
        width (a `toggle-width` key of `full-width-symbols` leads to `symbols`; a full-width replacement
        would make it lead to a page of the width it leaves), and have rows for each device the replaced
        page has rows for:

            keyboard: bank-letters
            extends: letters            # letters has rows for a pad
            replaces: letters
            rows: {4: [...]}
            variants: []                # warning: a pad shows the phone rows, stretched
        """)

    /// A keyboard extends a standard page that the standard pages lead back to, and nothing replaces it.
    public static let extendedPageNotReplaced = DiagnosticCode(
        239, "extended-page-not-replaced", .warning,
        summary: "A keyboard extends a standard page that the standard pages lead back to, without replacing it",
        explanation: """
        A keyboard that extends a standard page inherits its keys, the ones that lead to other standard pages
        included; those pages lead back to the standard page, not to the keyboard. Typing on it, `.?123`
        then `ABC` ends on the standard `letters`, without the keyboard's title, toolbar or rows of its own:

            keyboard: bank-letters
            extends: letters            # warning: symbols' ABC key leads to letters, not here
            title: Secure input

        Declare `replaces: letters` (the fix-it inserts it), so that every key and toolbar item that leads
        to `letters`, on the standard pages too, leads to the keyboard. A keyboard meant to be shown beside
        the standard page allows it (`# kbc:allow KBC0239: reason` before `extends`).
        """)

    /// The codes of this stage, in order.
    static let resolutionCodes: [DiagnosticCode] = [
        .unknownBase, .extendsCycle, .rowOverrideOutOfRange, .duplicateRowNumber, .unreachableVariant, .variantsNotInherited,
        .unknownReplacedPage, .pageReplacedTwice, .replacedPageNotStandard, .replacementChangesNothing, .replacementCycle,
        .incompatibleReplacement, .extendedPageNotReplaced,
    ]
}
