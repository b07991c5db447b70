/// Codes for problems that stop a file from being read or parsed as YAML (KBC0001–KBC0099).
extension DiagnosticCode {
    /// A file or folder that cannot be read.
    public static let unreadableInput = DiagnosticCode(
        1, "unreadable-input", .error,
        summary: "A path cannot be read",
        explanation: """
        The path does not exist, is not readable, or is a folder that holds no `*.yaml` or `*.yml` file.
        Check the path given to kbc; folders are searched recursively.

            $ kbc validate Layouts/nmber.yaml
            Layouts/nmber.yaml: error: cannot read file: No such file or directory [KBC0001]
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
        refused too, because YAML parsers read them as line breaks. To put such a character in a label,
        write it as an escape in a double-quoted string, for example `"\\u00A0"`; kbc will then tell you
        whether it is printable (KBC0207).
        """,
        isConfigurable: false)

    /// A YAML syntax error.
    public static let yamlSyntax = DiagnosticCode(
        5, "yaml-syntax", .error,
        summary: "The file is not valid YAML",
        explanation: """
        libyaml could not parse the file. The message gives libyaml's reason; a note points to where the
        construct being parsed began. Common causes are unbalanced brackets or quotes and wrong indentation.

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
        Keyboards often carry the characters `# - : * & ! | > % @` and backtick, which YAML reads as syntax
        at the start of a value (a comment, a list item, an alias, a tag, a block scalar, a reserved
        indicator). Quote such a key:

            rows:
              - ["@", "#", "&", "*"]          # not [@, #, &, *]
              - "[ ] { } # % ^ * + ="        # a whole row as one quoted string
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
        outside the node that uses it. To use `*` as a key, quote it: `"*"`.
        """,
        isConfigurable: false)

    /// An explicit YAML tag.
    public static let unsupportedTag = DiagnosticCode(
        13, "unsupported-tag", .error,
        summary: "An explicit YAML tag is not supported",
        explanation: """
        kbc reads every scalar as text and resolves no types, so tags such as `!!int` or `!custom` have no
        meaning in a layout file (only `!!str`, `!!seq` and `!!map` are accepted). If `!` is meant as a
        key, quote it: `"!"`.
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

    /// The codes of this group, in order.
    static let loadingCodes: [DiagnosticCode] = [
        .unreadableInput, .fileTooLarge, .invalidEncoding, .controlCharacter, .yamlSyntax, .tabIndentation,
        .unquotedIndicator, .multipleDocuments, .duplicateKey, .nestingTooDeep, .tooManyNodes, .undefinedAlias,
        .unsupportedTag, .emptyDocument,
    ]
}
