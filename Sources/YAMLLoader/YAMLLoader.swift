import CYAML

/// Loads one YAML document into a tree of ``YAMLNode`` values with positions, using libyaml's event API.
///
/// The loader does what libyaml leaves undone: it expands aliases within a node budget, rejects
/// duplicate keys, limits nesting, rejects a second document and screens the input's encoding first.
/// It resolves no types: every scalar is text.
public struct YAMLLoader: Sendable {
    /// The limits applied to every document.
    public var limits: YAMLLoaderLimits

    /// Creates a loader with the given limits.
    public init(limits: YAMLLoaderLimits = .standard) {
        self.limits = limits
    }

    /// Loads the document in `source`.
    ///
    /// - Returns: the root node, or `nil` when loading stopped at a fatal problem, together with every
    ///   problem found (duplicate keys do not stop loading; the first of two equal keys wins).
    public func load(_ source: SourceText) -> (root: YAMLNode?, problems: [YAMLProblem]) {
        if let problem = InputScreening.firstProblem(in: source, limits: limits) {
            return (nil, [problem])
        }
        var builder = TreeBuilder(source: source, limits: limits)
        let root = source.bytes.withUnsafeBufferPointer { builder.run(over: $0) }
        return (root, builder.problems)
    }

    /// Loads a document from its bytes.
    public func load(bytes: [UInt8]) -> (root: YAMLNode?, problems: [YAMLProblem]) {
        load(SourceText(bytes: bytes))
    }
}

/// Drives the libyaml parser and records nodes as their events arrive, in one ``YAMLTree``.
private struct TreeBuilder {
    let source: SourceText
    let limits: YAMLLoaderLimits
    var problems: [YAMLProblem] = []

    private var records: [YAMLTree.Record] = []
    private var children: [Int] = []
    /// Every scalar's text; freed when ``run(over:)`` returns.
    private var text: ScalarTextBuffer
    /// The finished children of the collections being built, innermost last; each frame's start here.
    private var pending: [Int] = []
    /// The collection being built, apart from those enclosing it, so that adding a node to it goes
    /// through no array.
    private var top: Frame?
    private var enclosing: [Frame] = []
    /// The anchors of open collections (few documents have any), innermost last, by the record they name.
    /// Kept out of ``Frame`` with the key indexes: a frame of plain data is copied, pushed and popped
    /// with no retain, release or outlined copy.
    private var openAnchors: [(record: Int, name: String)] = []
    /// The key indexes of open mappings too large for linear duplicate search, by their record.
    private var keyIndexes: [Int: [String: SourcePosition]] = [:]
    private var anchors: [String: AnchoredNode] = [:]
    /// For each alias's record, where its anchored node starts.
    private var aliasAnchors: [Int: SourcePosition] = [:]
    private var nodeCount = 0
    private var root: Int?
    private var documentCount = 0

    private struct AnchoredNode {
        var record: Int
        var size: Int
    }

    private struct Frame {
        var isMapping: Bool
        /// Whether the collection has an anchor, the last of `openAnchors`.
        var hasAnchor: Bool
        /// Whether the mapping keeps the positions of its scalar keys in `keyIndexes`, being too large for
        /// linear duplicate search.
        var hasKeyIndex = false
        var record: Int
        /// Where this collection's children start in `pending`.
        var firstPending: Int
        /// Nodes in this collection so far, aliases expanded, the collection itself included.
        var size = 1
    }

    private struct Stop: Error {}

    init(source: SourceText, limits: YAMLLoaderLimits) {
        self.source = source
        self.limits = limits
        // A layout's text is a fraction of its bytes: room for it from the start.
        text = ScalarTextBuffer(capacity: source.bytes.count)
    }

    mutating func run(over input: UnsafeBufferPointer<UInt8>) -> YAMLNode? {
        defer { text.deallocate() }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            problems.append(YAMLProblem(.syntax(problem: "libyaml could not start (out of memory)", context: nil), at: .init(line: 1, column: 1)))
            return nil
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, input.baseAddress ?? UnsafePointer(bitPattern: 1)!, input.count)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        // A layout's nodes are a fraction of its bytes: room for them from the start. A key written in a
        // script outside ASCII takes several bytes a character, and a page of them has about a node for
        // every six bytes: a smaller guess made the records grow, and copy, once on such a page.
        records.reserveCapacity(input.count / 4 + 8)
        children.reserveCapacity(input.count / 8 + 8)
        pending.reserveCapacity(32)
        enclosing.reserveCapacity(8)

        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                problems.append(syntaxProblem(from: parser))
                return nil
            }
            defer { yaml_event_delete(&event) }
            if event.type == YAML_STREAM_END_EVENT { break }
            do {
                try handle(event)
            } catch {
                return nil
            }
        }
        guard let root else {
            problems.append(YAMLProblem(.empty, at: .init(line: 1, column: 1)))
            return nil
        }
        let rootRecord = records[root]
        if rootRecord.kind == .scalar, rootRecord.count == 0, rootRecord.style == .plain {
            problems.append(YAMLProblem(.empty, at: SourcePosition(line: rootRecord.line, column: rootRecord.column)))
            return nil
        }
        let tree = YAMLTree(records: records, children: children, text: Array(text.bytes), anchors: aliasAnchors)
        return YAMLNode(tree: tree, index: root)
    }

    private mutating func handle(_ event: yaml_event_t) throws {
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount > 1 {
                problems.append(YAMLProblem(.multipleDocuments, at: clamped(Self.position(of: event.start_mark))))
                throw Stop()
            }
        case YAML_SCALAR_EVENT:
            let position = clamped(Self.position(of: event.start_mark))
            let data = event.data.scalar
            // Scalars rarely have a tag: no call for those that have none.
            if data.tag != nil { try checkTag(data.tag, allowed: "tag:yaml.org,2002:str", at: position) }
            let start = text.count
            var isASCII = true
            if data.length > 0, let value = data.value {
                isASCII = text.append(UnsafeBufferPointer(start: value, count: data.length))
            }
            let end = Self.position(of: event.end_mark)
            records.append(YAMLTree.Record(
                kind: .scalar, style: Self.style(data.style), isASCII: isASCII, line: position.line, column: position.column,
                endLine: end.line, endColumn: end.column, start: start, count: data.length))
            try add(records.count - 1, size: 1, anchor: Self.string(data.anchor))
        case YAML_ALIAS_EVENT:
            let position = clamped(Self.position(of: event.start_mark))
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let anchored = anchors[name] else {
                problems.append(YAMLProblem(.undefinedAlias(name), at: position, fix: SyntaxErrorInterpretation.quotingFix(at: position, in: source)))
                throw Stop()
            }
            // The anchored node again, sharing its text and children, at the alias's place. The anchor's
            // source extent says nothing about the alias's place in the text.
            var record = records[anchored.record]
            record.line = position.line
            record.column = position.column
            record.endLine = 0
            record.endColumn = 0
            records.append(record)
            aliasAnchors[records.count - 1] = SourcePosition(line: records[anchored.record].line, column: records[anchored.record].column)
            try add(records.count - 1, size: anchored.size, anchor: nil)
        case YAML_SEQUENCE_START_EVENT:
            let position = clamped(Self.position(of: event.start_mark))
            try checkTag(event.data.sequence_start.tag, allowed: "tag:yaml.org,2002:seq", at: position)
            try open(isMapping: false, at: position, anchor: event.data.sequence_start.anchor)
        case YAML_MAPPING_START_EVENT:
            let position = clamped(Self.position(of: event.start_mark))
            try checkTag(event.data.mapping_start.tag, allowed: "tag:yaml.org,2002:map", at: position)
            try open(isMapping: true, at: position, anchor: event.data.mapping_start.anchor)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let frame = top!
            top = enclosing.popLast()
            // A key still waiting for its value (none can be, libyaml pairs them) is dropped with the frame.
            let childCount = frame.isMapping ? (pending.count - frame.firstPending) & ~1 : pending.count - frame.firstPending
            records[frame.record].start = children.count
            records[frame.record].count = childCount
            // Over the buffer: appending a slice of `pending` and removing it cost several times as much.
            pending.withUnsafeBufferPointer { pending in
                children.append(contentsOf: UnsafeBufferPointer(rebasing: pending[frame.firstPending..<(frame.firstPending + childCount)]))
            }
            pending.removeLast(pending.count - frame.firstPending)
            if frame.hasKeyIndex { keyIndexes[frame.record] = nil }
            let anchor = frame.hasAnchor ? openAnchors.removeLast().name : nil
            // The collection was counted when it opened; only its size travels to the parent now.
            try add(frame.record, size: frame.size, anchor: anchor, counted: true)
        default:
            break
        }
    }

    private mutating func open(isMapping: Bool, at position: SourcePosition, anchor: UnsafeMutablePointer<yaml_char_t>?) throws {
        if enclosing.count + (top == nil ? 0 : 1) >= limits.maximumDepth {
            problems.append(YAMLProblem(.nestingTooDeep(limit: limits.maximumDepth), at: position))
            throw Stop()
        }
        try count(1, at: position)
        records.append(YAMLTree.Record(
            kind: isMapping ? .mapping : .sequence, style: .plain, isASCII: true, line: position.line, column: position.column,
            endLine: 0, endColumn: 0, start: 0, count: 0))
        if let top { enclosing.append(top) }
        if let anchor = Self.string(anchor) { openAnchors.append((records.count - 1, anchor)) }
        top = Frame(isMapping: isMapping, hasAnchor: anchor != nil, record: records.count - 1, firstPending: pending.count)
    }

    @inline(__always) private mutating func count(_ nodes: Int, at position: SourcePosition) throws {
        nodeCount += nodes
        if nodeCount > limits.maximumNodes {
            problems.append(YAMLProblem(.tooManyNodes(limit: limits.maximumNodes), at: position))
            throw Stop()
        }
    }

    /// Adds a finished node to the collection being built, or makes it the document's root.
    private mutating func add(_ record: Int, size: Int, anchor: String?, counted: Bool = false) throws {
        if !counted { try count(size, at: SourcePosition(line: records[record].line, column: records[record].column)) }
        if let anchor { anchors[anchor] = AnchoredNode(record: record, size: size) }
        guard top != nil else {
            root = record
            return
        }
        top!.size += size
        guard top!.isMapping, (pending.count - top!.firstPending) % 2 == 1 else {
            // An item, or a mapping's key waiting for its value.
            pending.append(record)
            return
        }
        // The value that completes an entry; the first of two equal keys wins.
        let key = pending[pending.count - 1]
        if records[key].kind == .scalar, let first = firstPosition(ofKey: key) {
            pending.removeLast()
            let keyText = scalarText(of: key)
            problems.append(YAMLProblem(.duplicateKey(keyText, first: first), at: SourcePosition(line: records[key].line, column: records[key].column)))
            return
        }
        pending.append(record)
        if top!.hasKeyIndex, records[key].kind == .scalar {
            keyIndexes[top!.record]![scalarText(of: key)] = SourcePosition(line: records[key].line, column: records[key].column)
        }
    }

    /// Where an earlier key of the innermost mapping with the same text as the scalar `key` starts: by
    /// linear search in small mappings, through an index built on demand in large ones, so hostile
    /// mappings with many keys stay linear. Texts are equal as `String`s are (canonical equivalence).
    private mutating func firstPosition(ofKey key: Int) -> SourcePosition? {
        let first = top!.firstPending
        let entryCount = (pending.count - 1 - first) / 2
        if !top!.hasKeyIndex && entryCount >= 16 {
            var index: [String: SourcePosition] = [:]
            for entry in 0..<entryCount {
                let earlier = pending[first + 2 * entry]
                guard records[earlier].kind == .scalar else { continue }
                let earlierText = scalarText(of: earlier)
                if index[earlierText] == nil { index[earlierText] = SourcePosition(line: records[earlier].line, column: records[earlier].column) }
            }
            keyIndexes[top!.record] = index
            top!.hasKeyIndex = true
        }
        if top!.hasKeyIndex { return keyIndexes[top!.record]![scalarText(of: key)] }
        let keyRecord = records[key]
        for entry in 0..<entryCount {
            let earlier = records[pending[first + 2 * entry]]
            // Two ASCII texts of different lengths differ: no call for most keys.
            if earlier.kind == .scalar, earlier.count == keyRecord.count || !(earlier.isASCII && keyRecord.isASCII), sameText(earlier, keyRecord) { return SourcePosition(line: earlier.line, column: earlier.column) }
        }
        return nil
    }

    /// Whether two scalars' texts are equal as `String`s: by their bytes, unless one is not ASCII.
    private func sameText(_ lhs: YAMLTree.Record, _ rhs: YAMLTree.Record) -> Bool {
        let text = self.text.bytes
        let left = UnsafeBufferPointer(rebasing: text[lhs.start..<(lhs.start + lhs.count)])
        let right = UnsafeBufferPointer(rebasing: text[rhs.start..<(rhs.start + rhs.count)])
        if left.count == right.count, left.elementsEqual(right) { return true }
        if lhs.isASCII && rhs.isASCII { return false }
        return String(decoding: left, as: UTF8.self) == String(decoding: right, as: UTF8.self)
    }

    private func scalarText(of record: Int) -> String {
        let record = records[record]
        return String(decoding: UnsafeBufferPointer(rebasing: text.bytes[record.start..<(record.start + record.count)]), as: UTF8.self)
    }

    private mutating func checkTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, allowed: String, at position: SourcePosition) throws {
        guard let tag = Self.string(tag), tag != allowed else { return }
        if tag == "!" {
            // A lone `!` is no tag anyone writes on purpose: `- ! 1 2` is a row that starts with a '!'
            // key, and the fix quotes the row, not the '!' alone.
            problems.append(YAMLProblem(
                .unquotedIndicator("!", problem: "read '!' as the start of a tag"), at: position,
                fix: SyntaxErrorInterpretation.quotingFix(at: position, in: source)))
        } else {
            problems.append(YAMLProblem(.unsupportedTag(tag), at: position, fix: SyntaxErrorInterpretation.tagFix(at: position, in: source)))
        }
        throw Stop()
    }

    private func syntaxProblem(from parser: yaml_parser_t) -> YAMLProblem {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        if parser.error == YAML_READER_ERROR {
            // Screening already rejects what the reader rejects; this keeps a location if that ever differs.
            return YAMLProblem(.syntax(problem: problem, context: nil), at: source.position(ofByteOffset: parser.problem_offset))
        }
        let position = clamped(Self.position(of: parser.problem_mark))
        let context = parser.context.map { String(cString: $0) }
        let contextPosition = context == nil ? nil : clamped(Self.position(of: parser.context_mark))
        return SyntaxErrorInterpretation.problem(
            libyamlProblem: problem, context: context, at: position, contextPosition: contextPosition, in: source)
    }

    /// The position, or the end of the text when libyaml places an error past it: at the end of a file
    /// without a final line break, libyaml counts a line break of its own and reports the line after the last.
    private func clamped(_ position: SourcePosition) -> SourcePosition {
        guard position.line > source.lineCount, let last = source.line(source.lineCount) else { return position }
        return SourcePosition(line: source.lineCount, column: last.unicodeScalars.count + 1)
    }

    private static func position(of mark: yaml_mark_t) -> SourcePosition {
        SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }
}
