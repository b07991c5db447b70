/// Codes for layout files that are valid YAML but not a valid keyboard (KBC0101–KBC0199).
extension DiagnosticCode {
    /// A field the format does not define.
    public static let unknownField = DiagnosticCode(
        101, "unknown-field", .error,
        summary: "A field is not part of the layout format",
        explanation: """
        Every mapping in a layout file has a fixed set of fields (see the manual's article "The layout format").
        A misspelt field is reported with the closest valid name:

            keyboard: number
            titel: Number pad      # error: unknown field 'titel'; did you mean 'title'?
        """,
        isConfigurable: false)

    /// A value of the wrong kind.
    public static let wrongType = DiagnosticCode(
        102, "wrong-type", .error,
        summary: "A value has the wrong type",
        explanation: """
        A field holds a list where text is expected, a mapping where a list is expected, and so on. The
        message names what was expected and what was found:

            rows: 1 2 3            # error: 'rows' must be a list of rows, found a string
        """,
        isConfigurable: false)

    /// A required field that is absent.
    public static let missingField = DiagnosticCode(
        103, "missing-field", .error,
        summary: "A required field is missing",
        explanation: """
        A keyboard needs `keyboard` (its id) and `rows`; a `switch` or `toggle-width` key needs `to`.
        """,
        isConfigurable: false)

    /// A value outside a field's allowed set.
    public static let invalidValue = DiagnosticCode(
        104, "invalid-value", .error,
        summary: "A value is not one of the allowed choices",
        explanation: """
        `characterWidth` is `half` or `full`; `shuffle` is `never`, `on-show` or `after-each-key`; `action` is
        `shift`, `delete`, `space`, `return`, `switch`, `toggle-width` or `dismiss`; `profile` names a
        validation profile; `toolbar` is `none` or a mapping such as `{done: false}`. The message lists the
        choices and suggests the closest.
        """,
        isConfigurable: false)

    /// A boolean written other than `true`/`false`.
    public static let invalidBoolean = DiagnosticCode(
        105, "invalid-boolean", .error,
        summary: "A boolean is not `true` or `false`",
        explanation: """
        kbc reads YAML without YAML 1.1's implicit types, so `yes`, `no`, `on`, `off`, `y` and `n` are not
        booleans (they are valid key labels). Write `true` or `false`:

            - {key: ".", pin: yes}     # error: write 'true'
        """,
        isConfigurable: false)

    /// A width that is not a positive decimal number.
    public static let invalidWidth = DiagnosticCode(
        106, "invalid-width", .error,
        summary: "A width is not a positive number or `fill`",
        explanation: """
        `width` is a decimal number of key units greater than 0 and at most 100 (`1`, `1.5`), or `fill` to
        share the rest of the row. `gap` is a number of key units greater than 0 and at most 100.
        Exponents, `inf` and `nan` are not accepted.
        """,
        isConfigurable: false)

    /// A keyboard id that breaks the id grammar.
    public static let invalidIdentifier = DiagnosticCode(
        107, "invalid-id", .error,
        summary: "A keyboard id is not letters, digits and '-' starting with a letter",
        explanation: """
        Keyboard ids (in `keyboard` and in `to`) become Swift names in generated code (`id-card-pad` →
        `idCardPad`), so they use ASCII letters, digits and `-`, start with a letter, and are at most 64
        characters long.
        """,
        isConfigurable: false)

    /// A key mapping that is not a character key, function key or spacer.
    public static let invalidKey = DiagnosticCode(
        108, "invalid-key", .error,
        summary: "A key mapping is not a character key, function key or spacer",
        explanation: """
        A key written as a mapping has exactly one of `key` (a character key), `action` (a function key)
        or `gap` (a spacer), together with the fields that kind of key allows:

            - [{key: ".", pin: true}, "0", {action: delete}, {gap: 0.5}]
        """,
        isConfigurable: false)

    /// A `to` field where it does not belong.
    public static let misplacedTarget = DiagnosticCode(
        109, "misplaced-target", .error,
        summary: "`to` is given for an action that does not switch keyboards",
        explanation: """
        Only `switch` and `toggle-width` keys show another keyboard, so only they take `to`.
        """,
        isConfigurable: false)

    /// A locale that is not a BCP 47 tag.
    public static let invalidLocale = DiagnosticCode(
        110, "invalid-locale", .error,
        summary: "`locale` is not a BCP 47 language tag",
        explanation: """
        `locale` names the language of the keys' text as a BCP 47 tag: a 2–3 letter language, then
        optional subtags of 1–8 letters or digits separated by `-`, for example `en`, `zh-Hans`, `de-CH`.
        Underscores (`zh_CN`) are not BCP 47; write `zh-CN`.
        """,
        isConfigurable: false)

    /// An empty row.
    public static let emptyRow = DiagnosticCode(
        111, "empty-row", .error,
        summary: "A row has no keys",
        explanation: """
        Every row needs at least one key or gap (a row of gaps only is a band of space). Remove the row, or add keys to it. Note that `#` starts a comment
        in YAML, so `- #` is an empty row; write `- "#"`.
        """,
        isConfigurable: false)

    /// A keyboard with no rows.
    public static let emptyKeyboard = DiagnosticCode(
        112, "empty-keyboard", .error,
        summary: "A keyboard has no rows",
        explanation: """
        `rows` is an empty list, or its rows hold gaps only. A keyboard needs at least one row of keys.
        """,
        isConfigurable: false)

    /// A key, label or other text value that is empty.
    public static let emptyValue = DiagnosticCode(
        113, "empty-value", .error,
        summary: "A key, label or other value is empty",
        explanation: """
        A character key must insert some text, a label must show some, and `title`, `group` and `to` must
        not be blank. An empty value usually comes from YAML syntax: `#` starts a comment, and `- ` or
        `title:` with nothing after it is an empty value. Quote the character: `"#"`.

            keyboard: symbols
            title:             # error: 'title' is empty
            rows:
              - "# %"          # quoted: two keys, # and %
        """,
        isConfigurable: false)

    /// A row string that YAML folded together from several lines.
    public static let rowContinues = DiagnosticCode(
        114, "row-continues", .error,
        summary: "A row string continues on the next line",
        explanation: """
        An unquoted row string that goes on over several lines is one row to YAML: the lines are joined with
        spaces. This almost always comes from a row indented deeper than the one above it, which YAML reads
        as more keys of that row, `-` included:

            rows:
              - 5 6 7 8
               - 9 0 A B     # error: read as the keys 5 6 7 8 - 9 0 A B

        Start every row's `-` in the same column. Write a long row on one line, or as a list.
        """,
        isConfigurable: false)

    /// A comment after a row string that reads like more keys.
    public static let commentHidesKeys = DiagnosticCode(
        115, "comment-hides-keys", .warning,
        summary: "A `#` comment after a row swallows what looks like more keys",
        explanation: """
        In YAML, ` #` starts a comment, so everything after it on the line is dropped. When what follows
        reads like keys of the row, the `#` was probably meant as a key:

            - 9 0 A # B C      # warning: the row is 9 0 A; B and C are a comment

        Quote the row to keep them: `- "9 0 A # B C"`. A comment of words (`# the digits`) is not reported.
        """)

    /// A key in a list that holds spaces, unquoted.
    public static let spacesInKey = DiagnosticCode(
        116, "spaces-in-key", .error,
        summary: "A key written in a list holds spaces",
        explanation: """
        In a list each item is one key, so an unquoted item with spaces is one key that types the whole
        text. It usually comes from an extra `-`, which turns a row string into a list with one key:

            rows:
              - - q w e r t y u i o p     # error: one key 'q w e r t y u i o p'
              - q w e r t y u i o p       # a row of ten keys

        Remove the extra `-`, write the keys as a list (`[q, w, e]`), or quote a key that really types
        text with a space (`"ok then"`).
        """,
        isConfigurable: false)

    /// A row string whose keys are separated by something other than ASCII spaces.
    public static let keySeparator = DiagnosticCode(
        117, "key-separator", .error,
        summary: "A row string separates keys with something other than spaces",
        explanation: """
        A row string splits into keys at ASCII spaces and tabs only. A no-break space (U+00A0), an
        ideographic space (U+3000) or another space character joins two keys into one, and commas (as
        in JSON) become part of the keys:

            - 1　2　3       # error: one key, '1　2　3' (ideographic spaces)
            - a, b, c       # error: the keys 'a,', 'b,' and 'c'

        Separate keys with spaces (`- a b c`), or write a list (`- [a, b, c]`). A key's `alternates` are
        separated by spaces too: `alternates: è,é,ê` is one alternate of five characters, reported at the
        first comma; write `alternates: è é ê`.
        """,
        isConfigurable: false)

    /// A `length` that is not a whole number of characters, or allows none.
    public static let invalidLength = DiagnosticCode(
        118, "invalid-length", .error,
        summary: "A `length` is not a whole number of characters, or allows none",
        explanation: """
        `length` is the number of characters a field using the page accepts: a whole number (`length: 6`,
        exactly six), or a mapping with `min`, `max` and `complete`. Counts are whole numbers from 0 to
        999999, and a `max` of 0 would accept nothing:

            length: 6                                  # an OTP: exactly six, complete at the sixth
            length: {min: 4, max: 8}                   # a PIN of 4 to 8, complete on return
            length: {max: 0}                           # error: nothing can be typed
            length: six                                # error: not a number
        """,
        // Unchangeable: switched off, the page would be built with no length at all, not the one written.
        isConfigurable: false)

    /// A `length` whose parts contradict each other.
    public static let contradictoryLength = DiagnosticCode(
        119, "contradictory-length", .error,
        summary: "A `length`'s minimum is above its maximum, or it completes at a maximum it does not have",
        explanation: """
        `min` may not exceed `max`, and `complete: at-max` needs a `max` to reach:

            length: {min: 8, max: 6}                   # error: no text is both
            length: {min: 4, complete: at-max}         # error: no maximum to complete at
            length: {min: 4, max: 8, complete: at-max}
        """,
        // Unchangeable: switched off, the page would be built with no length at all, not the one written.
        isConfigurable: false)

    /// An alternate of a space-separated string that keeps the quotes written around it.
    public static let quotedAlternate = DiagnosticCode(
        253, "quoted-alternate", .warning,
        summary: "An alternate in a space-separated string keeps the quotes around it",
        explanation: """
        In `alternates: a b c` the whole value is one string, split at spaces; quotes inside it are not YAML
        quotes but characters, so `":"` is an alternate of three characters that types the quotes too. It
        happens with punctuation that YAML would otherwise read as syntax (Arabic and other punctuation
        callouts have many):

            - {key: "،", alternates: ؟ ؛ ":" "!"}           # warning: '":"' types the quotes
            - {key: "،", alternates: [؟, ؛, ":", "!"]}      # a list: each item is quoted on its own

        Write the alternates as a list, quoting the items that need it.
        """)

    /// A row's `group` that no key of the row takes.
    public static let unusedRowGroup = DiagnosticCode(
        120, "unused-row-group", .warning,
        summary: "A row's `group` applies to none of its keys",
        explanation: """
        A row's `group` is the group of each character key of the row that does not give its own. When every
        character key gives its own, or the row has none, the row's group is used by no key: its keys do not
        shuffle among themselves as it says, and its text is in no generated table.

            - group: left
              keys: [{key: a, group: l}, {key: b, group: l}]   # warning: 'left' applies to no key

        Remove the row's `group`, or the keys' own groups that should be the row's.
        """)

    /// The codes of this group, in order.
    static let formatCodes: [DiagnosticCode] = [
        .unknownField, .wrongType, .missingField, .invalidValue, .invalidBoolean, .invalidWidth, .invalidIdentifier,
        .invalidKey, .misplacedTarget, .invalidLocale, .emptyRow, .emptyKeyboard, .emptyValue, .rowContinues,
        .commentHidesKeys, .spacesInKey, .keySeparator, .invalidLength, .contradictoryLength, .unusedRowGroup, .quotedAlternate,
    ] + compositionFormatCodes
}

// The messages of the codes above that are reported from more than one place or at more than one length:
// each text written once, beside its code.
extension Diagnostic {
    /// KBC0107 at `text`, written as the id of a `kind` (`keyboard`, `theme`) and not one.
    static func invalidID(_ text: String, of kind: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .invalidIdentifier, "'\(text)' is not a valid \(kind) id", at: location,
            notes: [DiagnosticNote("ids use ASCII letters, digits and '-', start with a letter, and have at most \(ScalarSyntax.maximumIDLength) characters")])
    }

    /// KBC0113 at a `toolbar` that would show nothing: `done: false`, no items, and no title.
    static func emptyToolbar(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .emptyValue, "the toolbar would be empty: the keyboard has no 'title' and 'done' is false", at: location,
            notes: [DiagnosticNote("add a 'title', or write 'toolbar: none' for no toolbar")])
    }

    /// KBC0118 at `length: 0`.
    static func zeroLength(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidLength, "'length: 0' accepts no input", at: location,
                   notes: [DiagnosticNote("remove 'length' for a field of any length")])
    }

    /// KBC0118 at a `length`'s `max: 0`.
    static func zeroMaximumLength(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidLength, "'max: 0' accepts no input", at: location,
                   notes: [DiagnosticNote("remove 'max' for no upper limit")])
    }

    /// KBC0118 at a count of a `length` (`field` is `length`, `min` or `max`) that is not a whole number
    /// in range.
    static func lengthCountNotWhole(_ field: String, found text: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .invalidLength, "'\(field)' must be a whole number of characters from 0 to \(KeyboardDecoder.maximumLengthCount), found '\(text)'",
            at: location)
    }

    /// KBC0119 at a `length`'s `min` above its `max`.
    static func minimumAboveMaximum(
        _ minimum: Int, at location: SourceLocation, maximum: Int, at maximumLocation: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .contradictoryLength, "'min' is \(minimum), above 'max' (\(maximum))", at: location,
            notes: [DiagnosticNote("the maximum", at: maximumLocation),
                    DiagnosticNote("swap them, or write 'length: \(maximum)' for exactly \(maximum)")])
    }

    /// KBC0119 at `complete: at-max` in a `length` without a `max`.
    static func completionWithoutMaximum(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.contradictoryLength, "'complete: at-max' needs a 'max' to complete at", at: location,
                   notes: [DiagnosticNote("add 'max', or write 'complete: on-return'")])
    }

    /// KBC0253 at an alternate `token` that keeps its quotes; `list` is the alternates written as a flow list.
    static func quotedAlternate(_ token: String, at location: SourceLocation, asList list: String) -> Diagnostic {
        Diagnostic(
            .quotedAlternate, "alternate '\(token)' types its quotes too", at: location,
            notes: [DiagnosticNote("quotes inside a space-separated string are characters; write the alternates as a list: [\(list)]")])
    }
}
