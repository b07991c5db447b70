import KeyboardCompiler
import YAMLLoader

/// One page of an imported keyboard, as the importers read it from CLDR or FUTO and before it is written
/// as a layout file: everything the source says that a page can hold, each with where the source says it,
/// so that ``ImportedPageWriter`` can report exactly what it cannot write.
public struct ImportedPage: Sendable {
    /// The keyboard id of the page, which is also its file name without `.yaml`.
    public var id: String
    /// The BCP 47 locale, if the source gives one.
    public var locale: String?
    /// Whether the page's script is written right to left (its rows are then in screen order, left to right,
    /// as the sources give them).
    public var isRightToLeft = false
    /// The rows, top to bottom, each in screen order.
    public var rows: [[ImportedItem]] = []
    /// Typed sequences and the text they become (dead keys), in the source's order.
    public var transforms: [ImportedTransform] = []
    /// Where the page comes from in the source (a CLDR `<layer>`, a FUTO file's `rows`).
    public var origin: SourceLocation
    /// What the page was made from, for the comment at the top of the written file.
    public var source: Source

    /// Creates an empty page.
    public init(id: String, origin: SourceLocation, source: Source) {
        self.id = id
        self.origin = origin
        self.source = source
    }

    /// What shift types on a key or alternate of `text` that says no `shift`, on this page: as kbc
    /// compiles it in the page's locale (`İ` for `i` in Turkish), `text` itself when it has no upper case.
    func defaultShift(of text: String) -> String {
        Self.defaultShift(of: text, locale: locale)
    }

    /// ``defaultShift(of:)`` on a page of `locale`, for readers that have no page yet.
    static func defaultShift(of text: String, locale: String?) -> String {
        KeyboardResolver.defaultShiftedText(for: text, dottedCapitalI: KeyboardResolver.usesDottedCapitalI(locale)) ?? text
    }

    /// What a page was made from: the file, the keyboard in it and the part of it. The texts come from
    /// the input (a file name, a CLDR `<info name>`, a layer id), so ``ImportedPageWriter`` writes each
    /// quoted: whatever they hold, the comment stays one line.
    public struct Source: Sendable, Hashable {
        /// The source file's name.
        public var file: String
        /// What the file holds, in words: `CLDR keyboard`, `FUTO layout`.
        public var format: String
        /// The keyboard's name in the source.
        public var name: String
        /// The part of the keyboard the page is, in words (`touch layer`, `alternative page 1`), if not all of it.
        public var part: String?
        /// The part's name in the source (a layer id), if it has one.
        public var partName: String?

        /// Creates a description of a page's source.
        public init(file: String, format: String, name: String, part: String? = nil, partName: String? = nil) {
            self.file = file.split(separator: "/").last.map(String.init) ?? file
            self.format = format
            self.name = name
            self.part = part
            self.partName = partName
        }
    }
}

/// A row's item: a character key, a function key, or a gap.
public enum ImportedItem: Sendable {
    /// A key that types text.
    case character(ImportedKey)
    /// A key that acts: shift, delete, space, return, or a switch to another page.
    case function(ImportedFunctionKey)
    /// Empty space this many key units wide.
    case gap(Double, SourceLocation)
}

/// A key that types text, with what the source says of it.
public struct ImportedKey: Sendable {
    /// The text a tap types.
    public var text: String
    /// What the key shows, when it differs from ``text``.
    public var label: String?
    /// What the key types under shift, when the source says.
    public var shift: String?
    /// What the key types under caps lock, when the source gives it and it differs from ``shift``.
    public var caps: String?
    /// Where the caps text is given.
    public var capsLocation: SourceLocation?
    /// Whether the tap types a dead key: text that waits for the next key, which only `transforms` give
    /// meaning (a CLDR key whose output is a marker, written as the marker's display).
    public var isDeadKey = false
    /// Whether ``shift`` is a dead key.
    public var isShiftDeadKey = false
    /// The long-press alternates, left to right.
    public var alternates: [String] = []
    /// The flick directions (`up`, `down`, `left`, `right`) and the text each types.
    public var flick: [(direction: String, text: String)] = []
    /// Where the flick is given.
    public var flickLocation: SourceLocation?
    /// The width in key units, when not one.
    public var width: Double?
    /// Where the key is in the source.
    public var location: SourceLocation

    /// Creates a key typing `text`.
    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}

/// A function key of an imported page.
public struct ImportedFunctionKey: Sendable {
    /// What a function key does.
    public enum Action: Sendable, Hashable {
        /// Shift (the format's `shift` action).
        case shift
        /// Delete backwards.
        case delete
        /// Space.
        case space
        /// Return.
        case returnKey
        /// Show another page of the import.
        case switchTo(String)
    }

    /// What the key does.
    public var action: Action
    /// What it shows, when not the format's default.
    public var label: String?
    /// The width in key units, or `nil` for one; `.infinity` for the rest of the row (`fill`).
    public var width: Double?
    /// Where the key is in the source.
    public var location: SourceLocation

    /// Creates a function key.
    public init(_ action: Action, label: String? = nil, width: Double? = nil, location: SourceLocation) {
        self.action = action
        self.label = label
        self.width = width
        self.location = location
    }
}

/// A transform: a typed sequence and the text it becomes.
public struct ImportedTransform: Sendable {
    /// The sequence typed.
    public var from: String
    /// The text it becomes.
    public var to: String
    /// Where the source gives it.
    public var location: SourceLocation

    /// Creates a transform.
    public init(from: String, to: String, location: SourceLocation) {
        self.from = from
        self.to = to
        self.location = location
    }
}
