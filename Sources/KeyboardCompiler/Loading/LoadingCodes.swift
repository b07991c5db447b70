/// Codes for problems that stop a file from being read or parsed as YAML (KBC0001–KBC0099).
extension DiagnosticCode {
    /// A file or folder that cannot be read.
    public static let unreadableInput = DiagnosticCode(
        1, "unreadable-input", .error,
        summary: "A path cannot be read",
        explanation: """
        The path does not exist, is not readable, or is a folder that holds no `*.yaml` or `*.yml` file.
        Check the path given to kbc; folders are searched recursively. A symbolic link that loops, that
        leads to no file, or that leads to a folder whose layout files were read already, is reported at
        the link; so is a name that is not valid UTF-8, and a folder whose path is longer than the system
        opens (PATH_MAX), whose files kbc cannot read.

            $ kbc validate Layouts/nmber.yaml
            Layouts/nmber.yaml:1:1: error: no such file or folder [KBC0001]
        """,
        isConfigurable: false)

    /// A file larger than the size cap.
    public static let fileTooLarge = DiagnosticCode(
        2, "file-too-large", .error,
        summary: "The file is larger than kbc accepts",
        explanation: """
        A keyboard file is a few kilobytes. kbc refuses files over 1 MiB so that a wrong or hostile file
        cannot exhaust memory. Split the file, or check that the right file was named.
        """,
        isConfigurable: false)

    /// Input that is not UTF-8.
    public static let invalidEncoding = DiagnosticCode(
        3, "invalid-encoding", .error,
        summary: "The file is not valid UTF-8",
        explanation: """
        kbc reads layout files as UTF-8 only. A UTF-16 or UTF-32 file (often saved by Windows editors
        as "Unicode") is reported at 1:1; bytes that are not valid UTF-8 are reported where they start.
        Convert the file, for example:

            iconv -f UTF-16 -t UTF-8 number.yaml > number-utf8.yaml
        """,
        isConfigurable: false)

    /// A control character in the raw file.
    public static let controlCharacter = DiagnosticCode(
        4, "control-character", .error,
        summary: "The file contains a character YAML does not allow",
        explanation: """
        YAML text may not contain control characters other than tab, line feed and carriage return
        (nor DEL, C1 controls, U+FFFE or U+FFFF). The line separators U+0085, U+2028 and U+2029 are
        refused too, because YAML parsers read them as line breaks. Remove the character: it usually comes
        from a paste or an editor's stray key press. Written as an escape in a double-quoted string
        (`"\\u001B"`) it would load, but no key or label may hold a control character (KBC0208), and U+FFFE
        and U+FFFF are no characters at all. The note's fix-it removes the character.

        A second byte order mark (U+FEFF) right after the one that starts the file is reported at 1:1 (the
        first mark is not counted): editors show neither, but YAML reads the second as text. Remove it.
        """,
        isConfigurable: false)

    /// A YAML syntax error.
    public static let yamlSyntax = DiagnosticCode(
        5, "yaml-syntax", .error,
        summary: "The file is not valid YAML",
        explanation: """
        libyaml could not parse the file. The message gives libyaml's reason; a note points to where the
        construct being parsed began. Common causes are unbalanced brackets or quotes and wrong indentation.
        A key needs a `:` and a space after it: `title:Pad` and `title Pad` are reported on their own line.

            rows:
              - [1, 2, 3        # missing ]
        """,
        isConfigurable: false)

    /// A tab used as indentation.
    public static let tabIndentation = DiagnosticCode(
        6, "tab-indentation", .error,
        summary: "A tab is used for indentation",
        explanation: """
        YAML indents with spaces only; a tab at the start of a line is a syntax error. Replace the tab
        with spaces (most editors can do this on save).
        """,
        isConfigurable: false)

    /// A YAML indicator character that needs quoting.
    public static let unquotedIndicator = DiagnosticCode(
        7, "unquoted-indicator", .error,
        summary: "A character that YAML treats as syntax needs quotes",
        explanation: """
        Keyboards often carry the characters `# - : * & ! | > % @ ? [ {` and backtick, which YAML reads as
        syntax at the start of a value (a comment, a list item, an alias, a tag, a block scalar, a reserved
        indicator, an explicit key, a list or mapping), and `: ` inside one. Quote such a key, or the whole
        value that holds it:

            rows:
              - ["@", "#", "&", "*", "?"]     # not [@, #, &, *, ?]
              - "[ ] { } # % ^ * + ="        # a whole row as one quoted string
            title: "Enter PIN: 6 digits"     # not Enter PIN: 6 digits

        The note's fix-it quotes the whole value, with the row's keys after a `#` when they read as keys:
        quoting the indicator alone would change the text (`Enter PIN":" 6 digits`) or leave the rest as
        syntax or a comment (`- "&" * @ # ! ?`).
        """,
        isConfigurable: false)

    /// More than one YAML document in a file.
    public static let multipleDocuments = DiagnosticCode(
        8, "multiple-documents", .error,
        summary: "A file holds more than one document",
        explanation: """
        Each layout file describes exactly one keyboard. A `---` line after the first document starts a
        second one; move that keyboard into a file of its own.
        """,
        isConfigurable: false)

    /// A key that appears twice in one mapping.
    public static let duplicateKey = DiagnosticCode(
        9, "duplicate-key", .error,
        summary: "A mapping has the same key twice",
        explanation: """
        YAML forbids two equal keys in one mapping, but libyaml does not check it and many loaders keep
        the last one silently. kbc reports the second key with a note pointing at the first.

            keyboard: number
            title: Number pad
            title: Digits        # error: duplicate key 'title'
        """,
        isConfigurable: false)

    /// Nesting beyond the depth limit.
    public static let nestingTooDeep = DiagnosticCode(
        10, "nesting-too-deep", .error,
        summary: "Lists and mappings are nested too deeply",
        explanation: """
        A keyboard needs four levels of nesting at most. kbc stops at 64 levels so that a hostile file
        (`[[[[…`) cannot exhaust the stack.
        """,
        isConfigurable: false)

    /// Alias expansion beyond the node budget.
    public static let tooManyNodes = DiagnosticCode(
        11, "too-many-nodes", .error,
        summary: "The document expands to too many nodes",
        explanation: """
        Anchors (`&name`) and aliases (`*name`) let a document reuse nodes. kbc expands aliases, counting
        every node it produces; past 100,000 nodes it stops, which defeats "billion laughs" files whose
        aliases multiply. Aliases within the budget work as usual:

            shared: &digits [1, 2, 3]
        """,
        isConfigurable: false)

    /// An alias with no anchor.
    public static let undefinedAlias = DiagnosticCode(
        12, "undefined-alias", .error,
        summary: "An alias names no anchor",
        explanation: """
        `*name` refers to a node marked `&name` earlier in the file. Define the anchor before the alias,
        outside the node that uses it. To use `*` as a key, quote it, or the whole row that starts with it:
        `"*"`, `"*x y"`.
        """,
        isConfigurable: false)

    /// An explicit YAML tag.
    public static let unsupportedTag = DiagnosticCode(
        13, "unsupported-tag", .error,
        summary: "An explicit YAML tag is not supported",
        explanation: """
        kbc reads every scalar as text and resolves no types, so tags such as `!!int` or `!custom` have no
        meaning in a layout file (only `!!str`, `!!seq` and `!!map` are accepted): remove the tag. A `!`
        meant as a key is reported as KBC0007; quote it, or the row that starts with it: `"!"`, `"!x y"`.
        """,
        isConfigurable: false)

    /// A file with no document.
    public static let emptyDocument = DiagnosticCode(
        14, "empty-document", .error,
        summary: "The file holds no keyboard",
        explanation: """
        The file is empty or holds only comments. A layout file needs at least `keyboard:` and `rows:`:

            keyboard: number
            rows:
              - 1 2 3
        """,
        isConfigurable: false)

    /// A `[` or `{` that is never closed, or a `"` or `'` not closed on its line.
    public static let unclosedBracket = DiagnosticCode(
        15, "unclosed-bracket-or-quote", .error,
        summary: "A bracket or quote is never closed",
        explanation: """
        A row or key written in brackets (`[1, 2, 3]`, `{key: x}`) must close them on the same row. libyaml
        only notices at the end of the file or of the list; kbc points at the bracket that was opened:

              - [1, 2, 3         # error: this '[' is never closed
              - 4 5 6

        Add the closing bracket, or, if the row is keys that start with a bracket, quote the whole row:
        `"[ a b"` (the fix-it closes a list whose items are separated by commas and quotes any other).

        A quoted value must close its quote on the same line. Otherwise YAML reads on, through the lines
        after it, to the next quote of the same kind, and fails somewhere after that one; kbc points at
        the quote that was opened:

            title: "Enter PIN    # error: this '"' is not closed on its line
            rows:
              - [{key: "."}, 0]

        Close the quote at the end of the value (`"Enter PIN"`). A quote meant as a key is quoted with the
        other kind: `'"'`, `"'"`.
        """,
        isConfigurable: false)

    /// A list item indented differently from the items above it.
    public static let misalignedListItem = DiagnosticCode(
        16, "misaligned-list-item", .error,
        summary: "A row's `-` is not in the same column as the rows above it",
        explanation: """
        The items of a YAML list start their `-` in the same column. A row indented less than the rows
        above it ends the list, and YAML then fails to read it:

            rows:
              - 1 2 3
            - 4 5 6              # error: this '-' is in column 1, but the item above it is in column 3

        Line up every row's `-`. A row between two levels of nested lists belongs to the outer list, and
        kbc names the outer list's column. (A row indented deeper than the one above is read as more keys
        of that row: reported as KBC0114, or here when that text cannot be a key, such as
        `- [4, {action: delete}]`.)
        """,
        isConfigurable: false)

    /// A line among list items that does not start with `-`.
    public static let missingListItemDash = DiagnosticCode(
        17, "missing-list-dash", .error,
        summary: "A row among the rows of a list has no `-`",
        explanation: """
        Every item of a YAML list starts with `- `. A line in the items' column without it is read as a
        mapping key, and YAML fails when it finds no `:` after it:

            rows:
              - q w e r t y u i o p
              a s d f g h j k l     # error: this row has no '-'
              - z x c v b n m

        Start the row with `- ` like the rows above.
        """,
        isConfigurable: false)

    /// A mapping key indented under an entry that has a value on its own line.
    public static let misalignedKey = DiagnosticCode(
        18, "misaligned-key", .error,
        summary: "A key is indented under an entry that already has a value",
        explanation: """
        The keys of a YAML mapping start in the same column. A key indented deeper than the entry above
        it is read as more text of that entry's value, and YAML fails at the key's `:`:

            keyboard: j1
              rows:                 # error: 'rows' is indented under 'keyboard: j1'
              - 1 2 3

        Start the key in the column of the key above it.
        """,
        isConfigurable: false)

    // KBC0407, numbered with the other codes of a run's files (``generationCodes``), is found while
    // searching folders for layout files.
    /// A layout file in more levels of folders than kbc searches.
    public static let layoutTooDeep = DiagnosticCode(
        407, "layout-too-deep", .error,
        summary: "A layout file is in more levels of folders than kbc searches",
        explanation: """
        kbc searches a folder it is given, and the folders in it, 32 levels deep: the folder named is the
        first level, so `Layouts/a/b.yaml` is at the second. A layout file deeper than that is not read, and
        each one is reported, so that `kbc validate` in CI never passes a folder whose deep layouts the build
        plugin (given every file of the target) compiles:

            Layouts/a/…/z/pad.yaml:1:1: error: layout file not read: it is 33 folders deep in 'Layouts', and kbc searches folders only 32 levels deep [KBC0407]

        Move the file nearer the top, or name its folder (or the file) on the command line: a path given to
        kbc is searched from its own first level.
        """,
        isConfigurable: false)

    /// The codes of this group, in order.
    static let loadingCodes: [DiagnosticCode] = [
        .unreadableInput, .fileTooLarge, .invalidEncoding, .controlCharacter, .yamlSyntax, .tabIndentation,
        .unquotedIndicator, .multipleDocuments, .duplicateKey, .nestingTooDeep, .tooManyNodes, .undefinedAlias,
        .unsupportedTag, .emptyDocument, .unclosedBracket, .misalignedListItem, .missingListItemDash, .misalignedKey,
    ]
}

extension Diagnostic {
    /// KBC0407 at a layout file `file`, `levels` folders deep in the folder `folder` named to kbc.
    package static func layoutTooDeep(_ file: String, levels: Int, in folder: String) -> Diagnostic {
        Diagnostic(
            .layoutTooDeep,
            "layout file not read: it is \(levels) folders deep in '\(folder)', and kbc searches folders only \(LayoutFiles.maximumFolderLevels) levels deep",
            at: SourceLocation(file: file, line: 1, column: 1),
            notes: [DiagnosticNote("move it nearer the top, or name its folder or the file itself to kbc")])
    }

    /// KBC0001 at a folder whose path is longer than the `limit` bytes the system opens (PATH_MAX).
    static func pathTooLong(_ folder: String, limit: Int) -> Diagnostic {
        Diagnostic(
            .unreadableInput, "folder not searched: its path is \(folder.utf8.count) bytes, longer than the system opens (\(limit))",
            at: SourceLocation(file: folder, line: 1, column: 1),
            notes: [DiagnosticNote("shorten the names of the folders it is in, or move its layout files nearer the top")])
    }
}
