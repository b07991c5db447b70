import YAMLLoader

/// A small, strict reader of the XML that keyboard files use: elements, attributes, comments, processing
/// instructions, a `DOCTYPE` that names an external DTD, CDATA, and the five predefined entities and
/// character references.
///
/// It is not a general XML parser, on purpose: it refuses what a keyboard file never needs and what makes
/// XML readers dangerous (a `DOCTYPE` with an internal subset, entity declarations, entities other than
/// `&lt; &gt; &amp; &quot; &apos;`), so reading a file cannot expand into billions of characters or reach
/// outside it. Every problem is reported at its line and column (columns in Unicode scalars, as kbc counts
/// them everywhere). Nesting is limited, so a hostile file cannot exhaust the stack.
///
/// ```swift
/// let root = try XMLReader().read("<keys>\n  <key id=\"a\" output=\"&amp;\"/>\n</keys>").get()
/// // root.children[0]["output"] == "&", at line 2, column 3
/// ```
public struct XMLReader: Sendable {
    /// A problem that stops the document from being read: what is wrong and where.
    public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong, in one sentence.
        public var message: String
        /// Where.
        public var position: SourcePosition

        /// `line:column: message`.
        public var description: String { "\(position): \(message)" }
    }

    /// The deepest nesting of elements read.
    public var maximumDepth = 64

    /// Creates a reader.
    public init() {}

    /// The document's root element, or the first problem met.
    public func read(_ text: String) -> Result<Element, SyntaxError> {
        var scanner = Scanner(Array(text.unicodeScalars), maximumDepth: maximumDepth)
        do {
            return .success(try scanner.document())
        } catch {
            return .failure(error)
        }
    }

    /// The state of one reading: the text, the place reached, and its line and column.
    private struct Scanner {
        let scalars: [Unicode.Scalar]
        let maximumDepth: Int
        var index = 0
        var line = 1
        var column = 1

        init(_ scalars: [Unicode.Scalar], maximumDepth: Int) {
            self.scalars = scalars
            self.maximumDepth = maximumDepth
        }

        var position: SourcePosition { SourcePosition(line: line, column: column) }
        var atEnd: Bool { index >= scalars.count }
        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        func fail(_ message: String, at position: SourcePosition? = nil) -> SyntaxError {
            SyntaxError(message: message, position: position ?? self.position)
        }

        /// Moves past one scalar. Lines end at LF, CR LF or a lone CR, as ``SourceText`` counts them for
        /// the excerpts diagnostics show.
        mutating func advance() {
            guard index < scalars.count else { return }
            let scalar = scalars[index]
            index += 1
            if scalar == "\n" || (scalar == "\r" && current != "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }

        func looksAt(_ text: String) -> Bool {
            var at = index
            for scalar in text.unicodeScalars {
                guard at < scalars.count, scalars[at] == scalar else { return false }
                at += 1
            }
            return true
        }

        mutating func skip(_ text: String) -> Bool {
            guard looksAt(text) else { return false }
            for _ in text.unicodeScalars { advance() }
            return true
        }

        mutating func expect(_ text: String, _ what: String) throws(SyntaxError) {
            guard skip(text) else { throw fail("expected \(what)") }
        }

        mutating func skipSpace() {
            while let scalar = current, Self.isSpace(scalar) { advance() }
        }

        static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
        }

        static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
            scalar == ":" || scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar.value >= 0xC0
        }

        static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
            isNameStart(scalar) || scalar == "-" || scalar == "." || ("0"..."9").contains(scalar) || scalar.value == 0xB7
        }

        /// Text up to (not including) `end`, which is skipped too; `what` names the construct for the error
        /// when the text ends first.
        mutating func until(_ end: String, _ what: String, from start: SourcePosition) throws(SyntaxError) -> String {
            var text = String.UnicodeScalarView()
            while !looksAt(end) {
                guard let scalar = current else { throw fail("\(what) is not closed with '\(end)'", at: start) }
                text.append(scalar)
                advance()
            }
            _ = skip(end)
            return String(text)
        }

        mutating func document() throws(SyntaxError) -> Element {
            // A byte order mark is no part of the text: the XML declaration after it is still first, at 1:1.
            if current == "\u{FEFF}" { index += 1 }
            var root: Element?
            while true {
                skipSpace()
                guard let scalar = current else { break }
                let start = position
                guard scalar == "<" else {
                    throw fail(root == nil ? "expected '<' to start the document's element" : "text after the document's element")
                }
                if skip("<?") {
                    let content = try until("?>", "the processing instruction", from: start)
                    if content.hasPrefix("xml") && (start.line != 1 || start.column != 1) && content.dropFirst(3).first.map({ Self.isSpace($0.unicodeScalars.first!) }) == true {
                        throw fail("the XML declaration must be the very first thing in the file", at: start)
                    }
                } else if skip("<!--") {
                    try comment(from: start)
                } else if skip("<!DOCTYPE") {
                    guard root == nil else { throw fail("a DOCTYPE after the document's element", at: start) }
                    try doctype(from: start)
                } else if looksAt("<!") {
                    throw fail("'<!' starts only a comment or a DOCTYPE here")
                } else {
                    guard root == nil else { throw fail("a second element at the top of the document: a document has one", at: start) }
                    root = try element(depth: 1)
                }
            }
            guard let root else { throw fail("the document has no element") }
            return root
        }

        mutating func comment(from start: SourcePosition) throws(SyntaxError) {
            let content = try until("-->", "the comment", from: start)
            if content.contains("--") { throw fail("'--' inside a comment", at: start) }
        }

        /// A `DOCTYPE` naming the root and an external DTD, which is not read; an internal subset could
        /// declare entities and is refused.
        mutating func doctype(from start: SourcePosition) throws(SyntaxError) {
            while let scalar = current, scalar != ">" {
                if scalar == "[" {
                    throw fail("a DOCTYPE with declarations in it ('[…]'): kbc reads keyboard files without a DTD's entities; remove the declarations")
                }
                if scalar == "\"" || scalar == "'" {
                    let quoteStart = position
                    advance()
                    _ = try until(String(scalar), "the quoted DOCTYPE identifier", from: quoteStart)
                    continue
                }
                advance()
            }
            guard skip(">") else { throw fail("the DOCTYPE is not closed with '>'", at: start) }
        }

        mutating func name(_ what: String) throws(SyntaxError) -> String {
            guard let first = current, Self.isNameStart(first) else { throw fail("expected \(what)") }
            var text = String.UnicodeScalarView()
            while let scalar = current, Self.isNameCharacter(scalar) {
                text.append(scalar)
                advance()
            }
            return String(text)
        }

        mutating func element(depth: Int) throws(SyntaxError) -> Element {
            let start = position
            guard depth <= maximumDepth else { throw fail("elements nested more than \(maximumDepth) deep", at: start) }
            advance()  // <
            var element = Element(name: try name("an element name after '<'"), position: start)
            // A set, so that an element with many attributes is read in time linear in their number.
            var attributeNames: Set<String> = []
            while true {
                let hadSpace = current.map(Self.isSpace) ?? false
                skipSpace()
                if skip("/>") { return element }
                if skip(">") { break }
                guard current != nil else { throw fail("the tag <\(element.name)> is not closed with '>'", at: start) }
                guard hadSpace else { throw fail("expected a space, '>' or '/>'") }
                let attributeStart = position
                let attributeName = try name("an attribute name, '>' or '/>'")
                guard attributeNames.insert(attributeName).inserted else {
                    throw fail("the attribute '\(attributeName)' is given twice", at: attributeStart)
                }
                skipSpace()
                try expect("=", "'=' after the attribute name '\(attributeName)'")
                skipSpace()
                guard let quote = current, quote == "\"" || quote == "'" else { throw fail("expected a quoted value for '\(attributeName)'") }
                advance()
                let valueStart = position
                let value = try text(until: quote, what: "the value of '\(attributeName)'", from: attributeStart)
                element.attributes.append(.init(name: attributeName, value: value, position: attributeStart, valuePosition: valueStart))
            }
            // Content: child elements, comments, text.
            while true {
                let here = position
                guard let scalar = current else { throw fail("<\(element.name)> is not closed with </\(element.name)>", at: start) }
                if scalar == "<" {
                    if skip("</") {
                        let closing = try name("the element name after '</'")
                        guard closing == element.name else {
                            throw fail("</\(closing)> comes before <\(element.name)> (opened at \(start)) is closed: close it, or end it with '/>'", at: here)
                        }
                        skipSpace()
                        try expect(">", "'>' to end </\(closing)>")
                        return element
                    } else if skip("<!--") {
                        try comment(from: here)
                    } else if skip("<![CDATA[") {
                        let content = try until("]]>", "the CDATA section", from: here)
                        if element.textPosition == nil, content.unicodeScalars.contains(where: { !Self.isSpace($0) }) { element.textPosition = here }
                    } else if skip("<?") {
                        _ = try until("?>", "the processing instruction", from: here)
                    } else if looksAt("<!") {
                        throw fail("'<!' starts only a comment or CDATA inside an element")
                    } else {
                        element.children.append(try self.element(depth: depth + 1))
                    }
                } else {
                    let content = try text(until: "<", what: "text", from: here, consumesEnd: false)
                    if element.textPosition == nil, content.unicodeScalars.contains(where: { !Self.isSpace($0) }) { element.textPosition = here }
                }
            }
        }

        /// Text up to `end` with references replaced; `end` is skipped unless `consumesEnd` is false.
        mutating func text(until end: Unicode.Scalar, what: String, from start: SourcePosition, consumesEnd: Bool = true) throws(SyntaxError) -> String {
            var text = String.UnicodeScalarView()
            while true {
                guard let scalar = current else {
                    if !consumesEnd { return String(text) }
                    throw fail("\(what) is not closed with \(end == "\"" ? "'\"'" : "\"'\"")", at: start)
                }
                if scalar == end {
                    if consumesEnd { advance() }
                    return String(text)
                }
                if consumesEnd && scalar == "<" { throw fail("'<' in \(what): write it as '&lt;'") }
                if scalar == "&" {
                    text.append(try reference())
                    continue
                }
                if scalar == "\r" {
                    // XML reads CR LF and a lone CR as LF.
                    advance()
                    if current == "\n" { advance() }
                    text.append(consumesEnd ? " " : "\n")
                    continue
                }
                // Attribute values normalize white space characters to spaces, as XML does.
                text.append(consumesEnd && (scalar == "\n" || scalar == "\t") ? " " : scalar)
                advance()
            }
        }

        /// `&name;` for the five predefined entities, `&#N;` and `&#xH;`.
        mutating func reference() throws(SyntaxError) -> Unicode.Scalar {
            let start = position
            advance()  // &
            var body = String.UnicodeScalarView()
            while let scalar = current, scalar != ";" {
                guard body.count < 12, !Self.isSpace(scalar), scalar != "&", scalar != "<" else {
                    throw fail("'&' that starts no reference: write it as '&amp;'", at: start)
                }
                body.append(scalar)
                advance()
            }
            guard skip(";") else { throw fail("'&' that starts no reference: write it as '&amp;'", at: start) }
            let name = String(body)
            switch name {
            case "lt": return "<"
            case "gt": return ">"
            case "amp": return "&"
            case "quot": return "\""
            case "apos": return "'"
            default: break
            }
            if name.hasPrefix("#") {
                // XML allows digits only: no sign (`&#+65;`), no upper-case `X`.
                let isHex = name.dropFirst().hasPrefix("x")
                let digits = name.dropFirst(isHex ? 2 : 1)
                let isDigit: (Character) -> Bool = isHex ? { $0.isHexDigit && $0.isASCII } : { ("0"..."9").contains($0) }
                let value = digits.allSatisfy(isDigit) ? UInt32(digits, radix: isHex ? 16 : 10) : nil
                guard let value, !digits.isEmpty, let scalar = Unicode.Scalar(value), value != 0 else {
                    throw fail("'&\(name);' is not a character reference to a Unicode scalar", at: start)
                }
                return scalar
            }
            throw fail("the entity '&\(name);' is not one of XML's five (&lt; &gt; &amp; &quot; &apos;): kbc reads no DTD entities", at: start)
        }
    }
}
