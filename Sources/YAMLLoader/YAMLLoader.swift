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

/// Drives the libyaml parser and assembles nodes as their events arrive.
private struct TreeBuilder {
    let source: SourceText
    let limits: YAMLLoaderLimits
    var problems: [YAMLProblem] = []

    private var stack: [Frame] = []
    private var anchors: [String: AnchoredNode] = [:]
    private var nodeCount = 0
    private var root: YAMLNode?
    private var documentCount = 0

    private struct AnchoredNode {
        var node: YAMLNode
        var size: Int
    }

    private struct Frame {
        var isMapping: Bool
        var position: SourcePosition
        var anchor: String?
        var items: [YAMLNode] = []
        var entries: [YAMLMappingEntry] = []
        var pendingKey: YAMLNode?
        /// Nodes in this collection so far, aliases expanded, the collection itself included.
        var size = 1
        /// Positions of scalar keys, kept once the mapping is too large for linear duplicate search.
        var keyIndex: [String: SourcePosition]?

        /// Finds an earlier key with the same text: by linear search in small mappings, through an index
        /// built on demand in large ones, so hostile mappings with many keys stay linear.
        mutating func firstPosition(ofKey text: String) -> SourcePosition? {
            if keyIndex == nil && entries.count >= 16 {
                var index: [String: SourcePosition] = [:]
                for entry in entries {
                    if let key = entry.key.scalarText, index[key] == nil { index[key] = entry.key.position }
                }
                keyIndex = index
            }
            if let keyIndex { return keyIndex[text] }
            // Compared in place: copying each entry would retain and release both of its nodes.
            return entries.withUnsafeBufferPointer { entries in
                for entry in entries.indices {
                    if case .scalar(let scalar) = entries[entry].key.content, scalar.text == text { return entries[entry].key.position }
                }
                return nil
            }
        }
    }

    private struct Stop: Error {}

    init(source: SourceText, limits: YAMLLoaderLimits) {
        self.source = source
        self.limits = limits
    }

    mutating func run(over input: UnsafeBufferPointer<UInt8>) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            problems.append(YAMLProblem(.syntax(problem: "libyaml could not start (out of memory)", context: nil), at: .init(line: 1, column: 1)))
            return nil
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, input.baseAddress ?? UnsafePointer(bitPattern: 1)!, input.count)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)

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
        if case .scalar(let scalar) = root.content, scalar.text.isEmpty, scalar.style == .plain {
            problems.append(YAMLProblem(.empty, at: root.position))
            return nil
        }
        return root
    }

    private mutating func handle(_ event: yaml_event_t) throws {
        let position = clamped(Self.position(of: event.start_mark))
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount > 1 {
                problems.append(YAMLProblem(.multipleDocuments, at: position))
                throw Stop()
            }
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            try checkTag(data.tag, allowed: "tag:yaml.org,2002:str", at: position)
            let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
            let scalar = YAMLScalar(text, style: Self.style(data.style), end: Self.position(of: event.end_mark))
            let node = YAMLNode(.scalar(scalar), at: position)
            try add(node, size: 1, anchor: Self.string(data.anchor))
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let anchored = anchors[name] else {
                problems.append(YAMLProblem(.undefinedAlias(name), at: position))
                throw Stop()
            }
            var node = anchored.node
            node.position = position
            // The anchor's source extent says nothing about the alias's place in the text.
            if case .scalar(var scalar) = node.content {
                scalar.end = nil
                node.content = .scalar(scalar)
            }
            try add(node, size: anchored.size, anchor: nil)
        case YAML_SEQUENCE_START_EVENT:
            try checkTag(event.data.sequence_start.tag, allowed: "tag:yaml.org,2002:seq", at: position)
            try open(Frame(isMapping: false, position: position, anchor: Self.string(event.data.sequence_start.anchor)))
        case YAML_MAPPING_START_EVENT:
            try checkTag(event.data.mapping_start.tag, allowed: "tag:yaml.org,2002:map", at: position)
            try open(Frame(isMapping: true, position: position, anchor: Self.string(event.data.mapping_start.anchor)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let frame = stack.removeLast()
            let content: YAMLNode.Content = frame.isMapping ? .mapping(frame.entries) : .sequence(frame.items)
            // The collection was counted when it opened; only its size travels to the parent now.
            try add(YAMLNode(content, at: frame.position), size: frame.size, anchor: frame.anchor, counted: true)
        default:
            break
        }
    }

    private mutating func open(_ frame: consuming Frame) throws {
        if stack.count >= limits.maximumDepth {
            problems.append(YAMLProblem(.nestingTooDeep(limit: limits.maximumDepth), at: frame.position))
            throw Stop()
        }
        try count(1, at: frame.position)
        // Room for a small collection's nodes from the start, not grown one doubling at a time.
        if frame.isMapping { frame.entries.reserveCapacity(8) } else { frame.items.reserveCapacity(8) }
        stack.append(frame)
    }

    private mutating func count(_ nodes: Int, at position: SourcePosition) throws {
        nodeCount += nodes
        if nodeCount > limits.maximumNodes {
            problems.append(YAMLProblem(.tooManyNodes(limit: limits.maximumNodes), at: position))
            throw Stop()
        }
    }

    /// Adds a finished node to the collection being built, or makes it the document's root.
    private mutating func add(_ node: consuming YAMLNode, size: Int, anchor: String?, counted: Bool = false) throws {
        let position = node.position
        if !counted { try count(size, at: position) }
        if let anchor { anchors[anchor] = AnchoredNode(node: copy node, size: size) }
        guard !stack.isEmpty else {
            root = node
            return
        }
        // The frame is reached once, in place: each `stack[top]` access would go through the array anew.
        if let problem = Self.append(node, size: size, to: &stack[stack.count - 1]) {
            problems.append(problem)
        }
    }

    /// Adds a node to a collection: an item, a mapping's pending key, or the value that completes an
    /// entry. Returns the problem of a key already in the mapping (the first of two equal keys wins).
    private static func append(_ node: consuming YAMLNode, size: Int, to frame: inout Frame) -> YAMLProblem? {
        frame.size += size
        if !frame.isMapping {
            frame.items.append(node)
            return nil
        }
        guard frame.pendingKey != nil else {
            frame.pendingKey = node
            return nil
        }
        // Moved out, not copied: a copy would retain and release the key's text.
        var taken: YAMLNode?
        swap(&taken, &frame.pendingKey)
        let key = taken!
        if let text = key.scalarText, let first = frame.firstPosition(ofKey: text) {
            return YAMLProblem(.duplicateKey(text, first: first), at: key.position)
        }
        frame.entries.append(YAMLMappingEntry(key: key, value: node))
        if let text = key.scalarText { frame.keyIndex?[text] = key.position }
        return nil
    }

    private mutating func checkTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, allowed: String, at position: SourcePosition) throws {
        guard let tag = Self.string(tag), tag != allowed else { return }
        // `- ! 1 2` is a row that starts with a '!' key: quote the row, not the '!' alone.
        let suggestion = tag == "!" ? SyntaxErrorInterpretation.quotedValue(startingAt: position, in: source) : nil
        problems.append(YAMLProblem(.unsupportedTag(tag), at: position, suggestion: suggestion))
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
