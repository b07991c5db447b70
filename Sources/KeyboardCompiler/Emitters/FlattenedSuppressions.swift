import KeyboardRuntime
import YAMLLoader

/// The suppression comments (`# kbc:allow CODE: reason`) of the layout files, carried to the lines of the
/// flattened files written for what they silence: a field's, a row's (any of its keys'), a variant's, a
/// toolbar item's, a transform's, a test's first line. A row is one line of a flattened file, unless it has
/// suppressions: its keys are then written on as many lines as they were, each suppression before the
/// line of the keys it silenced, each code once a line; a base's suppression goes with its rows into the
/// file of every keyboard that inherits them, and ``LayoutFlattening`` then drops each copy that silences
/// nothing in its file (``dropUnused(_:)``): a base's suppression of what only the base has, say. A
/// suppression that no written line corresponds to, or that stands on a line holding two parts of a page
/// written on lines of their own, is an error at the suppression, never dropped silently.
struct FlattenedSuppressions {
    /// One suppression of a layout file and where it is written.
    private struct Source {
        var location: SourceLocation
        var line: Int
        var codes: [String]
        var reason: String
        /// Whether a flattened file holds it.
        var isCarried = false
    }

    private var suppressions: [Source] = []
    /// The suppressions of each file, by the line they silence: indices into `suppressions`.
    private var byLine: [[UInt8]: [Int: [Int]]] = [:]
    /// The suppressions on a line holding several parts of one page, with the keyboard's id.
    private var ambiguous: [Int: String] = [:]
    private let teamRules: TeamRuleConfiguration
    /// For each keyboard's file, the suppression each comment of each place carries, in the comments' order.
    private var commentSources: [String: [FlattenedPlace: [Int]]] = [:]
    /// For each suppression and code (identifier), the keyboard files whose flattened file carries it.
    private var carriers: [Copy: Set<String>] = [:]
    /// The copies not to write: they silence nothing in their keyboard's file.
    private var dropped: Set<Copy> = []
    /// For each keyboard's file, the codes of suppressions written elsewhere in its flattened file than
    /// where they were found (``move(_:ofCommentAt:of:toField:)``).
    private var movesByFile: [String: [Move]] = [:]

    /// A code (identifier) of a suppression written at `to` instead of `from` in a flattened file.
    private struct Move {
        var source: Int
        var code: String
        var from: FlattenedPlace
        var to: FlattenedPlace
    }

    /// A suppression's code (identifier), in the flattened file of the keyboard of `file` (or in any).
    private struct Copy: Hashable {
        var file: String?
        var source: Int
        var code: String
    }

    /// The suppressions written in the layout files of `result` (theme files are copied with theirs).
    init(_ result: CompilationResult, teamRules: TeamRuleConfiguration) {
        self.teamRules = teamRules
        let keyboardFiles = Set(result.keyboards.map { Array($0.file.utf8) })
        for (file, source) in result.sources.sorted(by: { $0.key < $1.key }) where keyboardFiles.contains(Array(file.utf8)) {
            for written in Suppressions.written(in: source) {
                let (codes, reason) = Suppressions.parse(written.text)
                byLine[Array(file.utf8), default: [:]][written.line, default: []].append(suppressions.count)
                suppressions.append(Source(
                    location: SourceLocation(file: file, line: written.commentLine, column: written.column - Suppressions.directive.count),
                    line: written.line, codes: codes.map(\.name), reason: reason))
            }
        }
    }

    /// Whether no layout file has a suppression: the usual case, which costs nothing more.
    var isEmpty: Bool { suppressions.isEmpty }

    /// The comments to write before each place of `keyboard`'s flattened file, with the suppressions each
    /// carries: those written on a line that the place was written from.
    mutating func comments(for keyboard: ResolvedKeyboard) -> [FlattenedPlace: (comments: [String], sources: [Int])] {
        guard !isEmpty else { return [:] }
        var found: [FlattenedPlace: [Int]] = [:]
        func add(_ place: FlattenedPlace, file: String?, _ position: SourcePosition?) {
            guard let position, let lines = byLine[Array((file ?? keyboard.file).utf8)], let indices = lines[position.line] else { return }
            for index in indices where !(found[place]?.contains(index) ?? false) { found[place, default: []].append(index) }
        }
        func add(_ place: FlattenedPlace, file: String?, key: KeyPositions) {
            add(place, file: file, key.key)
            for field in Self.keyFieldNames { add(place, file: file, key.position(ofField: field)) }
        }
        /// A row's suppressions: on the line of the row with those of the keys written on its first line,
        /// and, when it has any, each later line of its keys as a line of its own with theirs, so that
        /// each silences the keys it silenced.
        func add(row: RowPositions, index: Int, variant: Int?) {
            let place = FlattenedPlace.row(variant: variant, index: index)
            add(place, file: row.file, row.row)
            var lineStart = place
            var starts: [FlattenedPlace] = []
            for (key, positions) in row.keys.enumerated() {
                if key > 0, positions.key.line != row.keys[key - 1].key.line {
                    lineStart = .key(variant: variant, row: index, index: key)
                    starts.append(lineStart)
                }
                add(lineStart, file: row.file, key: positions)
            }
            guard found[place] != nil || starts.contains(where: { found[$0] != nil }) else { return }
            for start in starts where found[start] == nil { found[start] = [] }
        }
        add(.field("keyboard"), file: nil, keyboard.positions.document)
        for field in LayoutFormat.keyboardFields where !Self.writtenByElement.contains(field.name) {
            add(.field(field.name), file: nil, keyboard.positions.fields[field.name])
        }
        for (index, row) in keyboard.positions.rows.enumerated() { add(row: row, index: index, variant: nil) }
        for (variant, rows) in keyboard.variantRows.enumerated() {
            for (index, row) in rows.enumerated() { add(row: row, index: index, variant: variant) }
        }
        for (variant, location) in keyboard.variantLocations.enumerated() { add(.variant(variant), file: location.file, location.position) }
        let toolbarFile = keyboard.positions.toolbarFile
        for (index, target) in keyboard.positions.toolbarItems.enumerated() { add(.toolbarItem(index), file: toolbarFile, target) }
        for (index, item) in keyboard.positions.toolbarItemFields.enumerated() { add(.toolbarItem(index), file: toolbarFile, key: item) }
        for (index, position) in keyboard.positions.transforms.enumerated() { add(.transform(index), file: keyboard.positions.transformsFile, position) }
        for (index, test) in keyboard.declaration.tests.enumerated() { add(.test(index), file: nil, test.position) }
        // The theme and the switches where they were chosen: in a base's file when inherited.
        let choice = keyboard.declaration.themeChoice
        if let location = choice.themeLocation { add(.field("theme"), file: location.file, location.position) }
        if let location = choice.switchesLocation {
            add(.field(choice.pressedHighlight != nil ? "pressedHighlight" : "keyPreview"), file: location.file, location.position)
        }
        // One line of the source that holds two things of one page which flatten writes on lines of their
        // own (a toolbar and its items, two rows): which of them the suppression was for is not known.
        var pagesPlaced: [Int: [Int?]] = [:]
        for (place, indices) in found {
            for index in indices {
                if pagesPlaced[index, default: []].contains(place.page) { ambiguous[index] = keyboard.layout.id }
                pagesPlaced[index, default: []].append(place.page)
            }
        }
        found = found.mapValues { $0.filter { ambiguous[$0] == nil } }
        var moves = movesByFile[keyboard.file] ?? []
        // Drawn in the configuration's default theme, a shuffled page's press feedback (KBC0710) is
        // reported at its `shuffle` (or its first line), and at its `theme`, written out, once flattened.
        if choice.themeLocation == nil, keyboard.layout.theme != nil {
            let from: FlattenedPlace = keyboard.positions.fields["shuffle"] != nil ? .field("shuffle") : .field("keyboard")
            let code = DiagnosticCode.pressFeedbackOnShuffledPage.identifier
            for index in found[from] ?? [] where suppressions[index].codes.contains(where: { identifier(of: $0) == code }) {
                moves.append(Move(source: index, code: code, from: from, to: .field("theme")))
            }
        }
        let foundAt = found
        for move in moves where !(found[move.to]?.contains(move.source) ?? false) { found[move.to, default: []].append(move.source) }
        var result: [FlattenedPlace: (comments: [String], sources: [Int])] = [:]
        var sources: [FlattenedPlace: [Int]] = [:]
        for (place, indices) in found {
            // A code moved away from its place is written only where it was moved to.
            let keeps = { (source: Int, code: String) in
                moves.contains { $0.source == source && $0.code == code && $0.to == place }
                    || foundAt[place]?.contains(source) == true && !moves.contains { $0.source == source && $0.code == code && $0.from == place }
            }
            let written = comments(carrying: indices, keeping: keeps, in: keyboard.file)
            result[place] = (written.map(\.text), indices)
            sources[place] = written.map(\.source)
        }
        commentSources[keyboard.file] = sources
        return result
    }

    /// Drops the copies of suppressions that `unused` reports as silencing nothing, each a code (its
    /// identifier) of a comment (`place` and `index`, as ``YAMLLayoutEmitter`` wrote it) in the flattened
    /// file of the keyboard of `file`; the next ``comments(for:)`` leaves them out. A suppression that
    /// silences nothing in any flattened file silenced nothing in its own either: its copy in the file of
    /// its own keyboard stays, so that its finding (KBC0805) stays too.
    mutating func dropUnused(_ unused: [(file: String, place: FlattenedPlace, index: Int, code: String)]) {
        var unusedCopies: [Copy: Set<String>] = [:]
        for entry in unused {
            guard let sources = commentSources[entry.file]?[entry.place], sources.indices.contains(entry.index) else { continue }
            unusedCopies[Copy(file: nil, source: sources[entry.index], code: entry.code), default: []].insert(entry.file)
        }
        for (copy, files) in unusedCopies {
            let ownFile = suppressions[copy.source].location.file
            let silencesNothing = files == carriers[copy]
            for file in files where !(silencesNothing && file.utf8.elementsEqual(ownFile.utf8)) {
                dropped.insert(Copy(file: file, source: copy.source, code: copy.code))
            }
        }
    }

    /// Moves the code (identifier) of the comment at the keyboard's line (its `index`, as ``YAMLLayoutEmitter``
    /// wrote it) in the flattened file of the keyboard of `file` to the line of the top-level `field`, where
    /// the finding it silenced is reported once flattened: a finding about a field the keyboard's file does
    /// not write (`shuffle` left at its default or inherited) is reported at the keyboard's id, where its
    /// suppression is written, and at the field once flatten writes it out. The next ``comments(for:)``
    /// writes it there. Whether it was moved: a comment of another place stays where it is.
    mutating func move(_ code: String, ofCommentAt index: Int, of file: String, toField field: String) -> Bool {
        guard let sources = commentSources[file]?[.field("keyboard")], sources.indices.contains(index) else { return false }
        movesByFile[file, default: []].append(Move(source: sources[index], code: code, from: .field("keyboard"), to: .field(field)))
        return true
    }

    /// Whether a copy was dropped or moved: the comments of the keyboards' files then differ from those written.
    var hasChanged: Bool { !dropped.isEmpty || !movesByFile.isEmpty }

    /// Records that `places` of a flattened file were written, with the suppressions `comments` gave them.
    mutating func markWritten(_ places: Set<FlattenedPlace>, of comments: [FlattenedPlace: (comments: [String], sources: [Int])]) {
        for (place, entry) in comments where places.contains(place) {
            for index in entry.sources { suppressions[index].isCarried = true }
        }
    }

    /// An error at each suppression that no flattened file holds.
    var uncarried: [Diagnostic] {
        suppressions.indices.filter { !suppressions[$0].isCarried }.map { index in
            let suppression = suppressions[index]
            if let keyboard = ambiguous[index] {
                return Diagnostic(
                    .layoutNotFlattenable, "this suppression cannot be carried to the flattened files: line \(suppression.line) holds several parts of '\(keyboard)' that flatten writes on lines of their own",
                    at: suppression.location,
                    notes: [DiagnosticNote("write each row, key or toolbar item it silences on a line of its own, with the suppression there")])
            }
            return Diagnostic(
                .layoutNotFlattenable, "this suppression cannot be carried to the flattened files: line \(suppression.line) is not where a field, a row, a key, a variant, a toolbar item, a transform or a test starts that flatten writes",
                at: suppression.location,
                notes: [DiagnosticNote("write the suppression on the line of the key, row or field it silences, or delete it if it silences nothing")])
        }
    }

    /// One comment per suppression, with the codes `keeps` keeps (suppression index, identifier), each code written once for
    /// the line: a second suppression of a code on one line would silence nothing (KBC0805).
    /// The copies dropped from the file of `keyboardFile` (``dropUnused(_:)``) are left out; the others are
    /// recorded as carried there.
    private mutating func comments(carrying indices: [Int], keeping keeps: (Int, String) -> Bool, in keyboardFile: String) -> [(text: String, source: Int)] {
        var named: Set<String> = []
        var comments: [(text: String, source: Int)] = []
        for index in indices {
            let suppression = suppressions[index]
            let codes = suppression.codes.filter { name in
                let code = identifier(of: name)
                return keeps(index, code) && !dropped.contains(Copy(file: keyboardFile, source: index, code: code)) && named.insert(code).inserted
            }
            guard !codes.isEmpty || suppression.codes.isEmpty else { continue }
            for code in codes { carriers[Copy(file: nil, source: index, code: identifier(of: code)), default: []].insert(keyboardFile) }
            let reason = suppression.reason.isEmpty ? "" : ": " + Self.oneLine(suppression.reason)
            comments.append(("# kbc:allow " + codes.joined(separator: ", ") + reason, index))
        }
        return comments
    }

    /// The code (identifier) a suppression comment of a flattened file names at `column` of its line, as
    /// its KBC0805 finding locates it.
    func code(at column: Int, ofCommentOn line: Int, in source: SourceText) -> String? {
        guard let written = Suppressions.written(in: source).first(where: { $0.commentLine == line }) else { return nil }
        return Suppressions.parse(written.text).codes.first { written.column + $0.offset == column }.map { identifier(of: $0.name) }
    }

    /// The code a name in a suppression names (a team rule's id, a code's number or name), or the name.
    private func identifier(of name: String) -> String {
        (DiagnosticCatalog.code(named: name) ?? teamRules.code(named: name))?.identifier ?? name
    }

    /// `text` with every character that would end a comment replaced by a space.
    private static func oneLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{85}" ? " " : $0 }))
    }

    /// The top-level fields written as elements of their own (each row, variant, transform, test), whose
    /// suppressions go with the element.
    private static let writtenByElement: Set<String> = ["rows", "variants", "transforms", "tests"]

    /// The fields of keys and toolbar items whose positions are kept, in the order of their names: the
    /// order in which a key's suppressions are found and written.
    private static let keyFieldNames = KeyField.allCases.map(\.rawValue).sorted()
}

/// A place in a flattened layout file that a line is written for, to which ``LayoutFlattening`` carries
/// the suppression comments of the place it was written from.
enum FlattenedPlace: Hashable {
    /// A top-level field's line, by its name.
    case field(String)
    /// A row of the page (`variant` nil) or of a variant, by their indices.
    case row(variant: Int?, index: Int)
    /// A key of such a row that starts a line of its own, and the keys after it until the next one.
    case key(variant: Int?, row: Int, index: Int)
    /// The first line of a variant.
    case variant(Int)
    /// A toolbar item written at the left end.
    case toolbarItem(Int)
    /// A transform.
    case transform(Int)
    /// The first line of a test.
    case test(Int)
}

extension FlattenedPlace {
    /// The variant whose page the place is on (`nil` for the page itself, and for what all its pages share).
    fileprivate var page: Int? {
        switch self {
        case .row(let variant, _), .key(let variant, _, _): variant
        case .variant(let variant): variant
        case .field, .toolbarItem, .transform, .test: nil
        }
    }
}
