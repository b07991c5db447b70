import KeyboardCompiler
import YAMLLoader

/// Reads a FUTO Keyboard layout (AOSP-style YAML: `name`, `languages`, `rows` of `letters`, `numbers` and
/// `bottom`, keys with `moreKeys`, `case` keys, template keys such as `$shift`, and `altPages`) into
/// ``ImportedPage``s: the layout's page, and one per alternative page, with switch keys between them.
///
/// FUTO adds a shift and a delete key to the last letter row, and a bottom row, when the layout does not
/// place them itself; the pages get them too, so they type as in FUTO Keyboard. Everything that cannot be
/// carried over is reported where the file says it.
public struct FUTOLayoutReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Fields that tune how FUTO Keyboard draws a layout, which a kbc page leaves to the runtime's geometry.
    static let presentationFields: Set<String> = [
        "description", "bottomRowHeightMode", "bottomRowWidthMode", "rowHeightMode", "minimumFunctionalKeyWidth",
        "minimumBottomRowFunctionalKeyWidth", "supportsSplit", "mirrorInOneHanded", "autoShift",
    ]

    /// The pages of the layout whose document is `root`, read from `file`, with ids starting `id`.
    public func pages(from root: YAMLNode, file: String, id: String) -> (pages: [ImportedPage], diagnostics: [Diagnostic]) {
        var reader = FUTOPageBuilder(file: file, id: id)
        return reader.read(root)
    }
}

/// The state of reading one FUTO layout.
struct FUTOPageBuilder {
    let file: String
    let id: String
    var diagnostics: [Diagnostic] = []
    var locale: String?
    var name: String
    /// Whether letters take their upper case under shift (FUTO's `shiftable`, true by default).
    var shiftable = true
    var altPageIDs: [String] = []
    /// Whether keys type their labels: with FUTO's `imeHint` other than `qwerty`, outputs are codes its
    /// Japanese and Chinese engines map.
    var typesLabels = false
    /// Whether FUTO always shows a number row (`numberRowMode: AlwaysEnabled`).
    var alwaysShowsNumbers = false

    init(file: String, id: String) {
        self.file = file
        self.id = id
        name = id
    }

    func at(_ node: YAMLNode) -> SourceLocation { SourceLocation(file: file, position: node.position) }

    mutating func report(_ code: DiagnosticCode, _ message: String, _ node: YAMLNode) {
        diagnostics.append(Diagnostic(code, message, at: at(node)))
    }

    mutating func read(_ root: YAMLNode) -> (pages: [ImportedPage], diagnostics: [Diagnostic]) {
        guard case .mapping(let entries) = root.content else {
            report(.importInvalidSource, "a FUTO layout is a mapping with 'name' and 'rows'", root)
            return ([], diagnostics)
        }
        var rows: YAMLNode?
        var altPages: YAMLNode?
        for entry in entries {
            let field = entry.key.scalarText ?? ""
            switch field {
            case "name": name = entry.value.scalarText ?? name
            case "rows": rows = entry.value
            case "altPages": altPages = entry.value
            case "languages":
                let languages = texts(entry.value)
                locale = languages.first.flatMap { ImportNaming.pageLocale($0, at: at(entry.value), diagnostics: &diagnostics) }
                for other in languages.dropFirst() {
                    report(.importNotCarriedOver, "the layout also serves '\(other)'; a kbc page has one locale", entry.value)
                }
            case "attributes": readAttributes(entry.value, keyboardLevel: true)
            case "numberRowMode":
                // FUTO shows its own digits row above the letters when a layout asks for one and has none.
                alwaysShowsNumbers = entry.value.scalarText == "AlwaysEnabled"
            case "imeHint":
                if let hint = entry.value.scalarText, hint != "qwerty" {
                    typesLabels = true
                    report(.importNotCarriedOver, "the '\(hint)' input engine is not carried over: each key types its label", entry.key)
                }
            case "useZWNJKey":
                if entry.value.scalarText == "true" { report(.importNotCarriedOver, "the ZWNJ key FUTO adds is not carried over", entry.key) }
            default:
                if !FUTOLayoutReader.presentationFields.contains(field) {
                    report(.importNotCarriedOver, "'\(field)' is not carried over", entry.key)
                }
            }
        }
        guard let rows else {
            report(.importInvalidSource, "the layout has no 'rows'", root)
            return ([], diagnostics)
        }
        var alternatives: [YAMLNode] = []
        if let altPages, case .sequence(let items) = altPages.content { alternatives = Array(items) }
        altPageIDs = alternatives.indices.map { ImportNaming.keyboardID("\(id)-alt\($0 + 1)") }
        var pages: [ImportedPage] = []
        var main = ImportedPage(id: id, origin: at(rows), source: ImportedPage.Source(file: file, format: "FUTO layout", name: name))
        main.locale = locale
        main.rows = self.rows(rows, page: nil)
        pages.append(main)
        for (index, alternative) in alternatives.enumerated() {
            var page = ImportedPage(id: altPageIDs[index], origin: at(alternative), source: ImportedPage.Source(file: file, format: "FUTO layout", name: name, part: "alternative page \(index + 1)"))
            page.locale = locale
            page.rows = self.rows(alternative, page: index)
            pages.append(page)
        }
        ImportNaming.markDirection(of: &pages, locale: locale)
        return (pages, diagnostics)
    }

    /// The texts of a string (`"en fr"`, `en`) or a list.
    func texts(_ node: YAMLNode) -> [String] {
        switch node.content {
        case .scalar(let scalar): return scalar.text.split(separator: " ").map(String.init)
        case .sequence(let items): return items.compactMap(\.scalarText)
        case .mapping: return []
        }
    }

    mutating func readAttributes(_ node: YAMLNode, keyboardLevel: Bool) {
        guard case .mapping(let entries) = node.content else { return }
        for entry in entries {
            switch entry.key.scalarText {
            case "shiftable":
                if keyboardLevel { shiftable = entry.value.scalarText != "false" }
            case "moreKeyMode", "width", "style", "anchored", "showPopup", "labelSmaller", "useKeySpecShortcut", "repeatableEnabled", "longPressEnabled":
                // How FUTO draws keys and adds its automatic moreKeys, which kbc pages do not have.
                break
            default:
                report(.importNotCarriedOver, "the attribute '\(entry.key.scalarText ?? "")' is not carried over", entry.key)
            }
        }
    }

    // MARK: Rows

    /// The rows of `node` (a list of `letters`, `numbers` and `bottom` rows), with FUTO's automatic shift,
    /// delete and bottom row added where it adds them. `page` is the alternative page's index, `nil` for
    /// the layout's own.
    mutating func rows(_ node: YAMLNode, page: Int?) -> [[ImportedItem]] {
        guard case .sequence(let items) = node.content, !items.isEmpty else {
            report(.importInvalidSource, "'rows' is a list of rows", node)
            return []
        }
        var rows: [[ImportedItem]] = []
        var hasBottom = false
        var hasNumbers = false
        var lastLetters: Int?
        var placesShiftOrDelete = false
        for row in items {
            guard case .mapping(let entries) = row.content else {
                report(.importInvalidSource, "a row is a mapping with 'letters', 'numbers' or 'bottom'", row)
                continue
            }
            var keys: YAMLNode?
            let layoutShiftable = shiftable
            for entry in entries {
                switch entry.key.scalarText ?? "" {
                case "letters":
                    keys = entry.value
                    lastLetters = rows.count
                case "numbers":
                    keys = entry.value
                    hasNumbers = true
                case "bottom":
                    keys = entry.value
                    hasBottom = true
                case "attributes":
                    if case .mapping(let attributes) = entry.value.content {
                        for attribute in attributes where attribute.key.scalarText == "shiftable" {
                            shiftable = attribute.value.scalarText != "false"
                        }
                    }
                case "rowHeight", "splittable", "numRowMode", "isNumberRow":
                    break
                default:
                    report(.importNotCarriedOver, "the row field '\(entry.key.scalarText ?? "")' is not carried over", entry.key)
                }
            }
            guard let keys else {
                report(.importInvalidSource, "a row is a mapping with 'letters', 'numbers' or 'bottom'", row)
                continue
            }
            var items: [ImportedItem] = []
            for key in keySources(keys) {
                if case .word(let template, _) = key, template == "$shift" || template == "$delete" { placesShiftOrDelete = true }
                if let item = self.item(key, page: page) { items.append(item) }
            }
            shiftable = layoutShiftable
            if !items.isEmpty { rows.append(items) }
        }
        if !hasBottom, !placesShiftOrDelete, let lastLetters, lastLetters < rows.count {
            let origin = at(node)
            rows[lastLetters].insert(.function(ImportedFunctionKey(.shift, width: 1.5, location: origin)), at: 0)
            rows[lastLetters].append(.function(ImportedFunctionKey(.delete, width: 1.5, location: origin)))
        }
        if page == nil, alwaysShowsNumbers, !hasNumbers {
            rows.insert("1 2 3 4 5 6 7 8 9 0".split(separator: " ").map { .character(ImportedKey(text: String($0), location: at(node))) }, at: 0)
        }
        if !hasBottom {
            let origin = at(node)
            var bottom: [ImportedItem] = []
            bottom.append(.function(ImportedFunctionKey(.space, width: .infinity, location: origin)))
            bottom.append(.function(ImportedFunctionKey(.returnKey, width: 1.5, location: origin)))
            rows.append(bottom)
        }
        return rows
    }

    /// The keys of a row: the words of a space-separated string, each where it is, or the items of a list.
    func keySources(_ node: YAMLNode) -> [FUTOKeySource] {
        switch node.content {
        case .sequence(let items):
            return items.map { item in
                if case .scalar(let scalar) = item.content { return .word(scalar.text, at(item)) }
                return .node(item)
            }
        case .scalar(let scalar):
            // Words of a plain or quoted string on one line are where their column says; a quoted string
            // starts one column after its quote.
            let start = node.position
            var column = start.column + (scalar.style == .plain ? 0 : 1)
            var words: [FUTOKeySource] = []
            var word = ""
            var wordColumn = column
            for character in scalar.text.unicodeScalars + [" "] {
                if character == " " {
                    if !word.isEmpty { words.append(.word(word, SourceLocation(file: file, line: start.line, column: wordColumn))) }
                    word = ""
                    wordColumn = column + 1
                } else {
                    word.unicodeScalars.append(character)
                }
                column += 1
            }
            return words
        case .mapping:
            return [.node(node)]
        }
    }
}

/// A key of a FUTO row: a word (of a row string, or a plain list item) with where it is, or a node.
enum FUTOKeySource {
    case word(String, SourceLocation)
    case node(YAMLNode)
}
