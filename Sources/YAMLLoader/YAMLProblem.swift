/// Something wrong with a YAML text, found while loading it.
public struct YAMLProblem: Sendable, Hashable, Error {
    /// What is wrong.
    public enum Kind: Sendable, Hashable {
        /// The input is larger than ``YAMLLoaderLimits/maximumBytes``.
        case fileTooLarge(bytes: Int, limit: Int)
        /// The input is UTF-16 or UTF-32 (named by the associated text), not UTF-8.
        case unsupportedEncoding(String)
        /// The bytes at the position are not valid UTF-8.
        case invalidUTF8
        /// A character YAML does not allow in a document (a control character, for example).
        case controlCharacter(Unicode.Scalar)
        /// A byte order mark (U+FEFF) right after the one that starts the file: an editor or a tool that
        /// joined files added its own. YAML allows one, before the text.
        case repeatedByteOrderMark
        /// A tab where YAML expects indentation.
        case tabIndentation
        /// A character that YAML treats as syntax where the author probably meant it as text.
        case unquotedIndicator(Character, problem: String)
        /// A `[` or `{` (the associated character) that is never closed; the problem's position is the
        /// bracket, its context position where libyaml gave up looking for the closing one.
        case unclosedBracket(Character)
        /// A `"` or `'` (the associated character) that is not closed on its line: YAML read on to the
        /// next such quote, at `closingQuote` (or to the end of the file when that is `nil`), taking the
        /// lines between as text. The problem's position is the opening quote, its context position the
        /// closing one or where libyaml reached the end; `inFlow` says whether the quote opens a value
        /// inside `[…]` or `{…}`, where it may have been meant as a key.
        case unclosedQuote(Character, closingQuote: SourcePosition?, inFlow: Bool)
        /// A list item (`-`) indented differently from the items above it, first written at
        /// `expected` (the position of an earlier item's `-`).
        case misalignedListItem(expected: SourcePosition)
        /// A line among list items that does not start with `-`: YAML reads it as a mapping key that
        /// never gets its `:`. `item` is the `-` of the list item above it, in the line's column.
        case missingListItemDash(item: SourcePosition)
        /// A mapping key (the associated text) indented deeper than the entry above it, `previousEntry`
        /// (its text, such as `keyboard: j1`), whose key `previousKey` starts at `expected`: YAML reads
        /// the line as more of that entry's value.
        case misalignedKey(String, previousEntry: String, previousKey: String, expected: SourcePosition)
        /// A line that libyaml read as a mapping key, starting with the associated text, but that has no
        /// `:` followed by a space. With `colonWithoutSpace`, the problem's position is a `:` followed by
        /// other text (`title:Pad`), and its suggestion the line with a space after that `:`.
        case keyWithoutColon(String, colonWithoutSpace: Bool)
        /// Any other syntax error, in libyaml's words.
        case syntax(problem: String, context: String?)
        /// A second document in the same file.
        case multipleDocuments
        /// A mapping key that already appeared in the same mapping, first at `first`.
        case duplicateKey(String, first: SourcePosition)
        /// Sequences and mappings nested deeper than ``YAMLLoaderLimits/maximumDepth``.
        case nestingTooDeep(limit: Int)
        /// Alias expansion beyond ``YAMLLoaderLimits/maximumNodes``.
        case tooManyNodes(limit: Int)
        /// An alias whose anchor is not defined before it (or encloses it).
        case undefinedAlias(String)
        /// An explicit tag other than the standard string, sequence or mapping tags.
        case unsupportedTag(String)
        /// The text holds no document, only whitespace or comments.
        case empty
    }

    /// What is wrong.
    public var kind: Kind
    /// Where it is.
    public var position: SourcePosition
    /// Where the construct that the error interrupted began, when libyaml reports it.
    public var contextPosition: SourcePosition?
    /// The edit that fixes the problem, when the loader can tell: the whole plain value quoted for an
    /// indicator in it (`"| a b"`, `"Enter PIN: 6 digits"`), the closing quote of a quote that is not
    /// closed (`"Enter PIN"`). Applied to the text, it gives what the author meant.
    public var fix: TextEdit?

    /// The text the fix writes, for messages.
    public var suggestion: String? { fix?.replacement }

    /// Creates a problem.
    public init(_ kind: Kind, at position: SourcePosition, contextPosition: SourcePosition? = nil, fix: TextEdit? = nil) {
        self.kind = kind
        self.position = position
        self.contextPosition = contextPosition
        self.fix = fix
    }

    /// Whether loading stopped at this problem (everything but a duplicate key).
    public var isFatal: Bool {
        if case .duplicateKey = kind { return false }
        return true
    }
}
