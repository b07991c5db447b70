import YAMLLoader

extension YAMLProblem {
    /// The diagnostic that reports this problem in `file`.
    package func diagnostic(in file: String) -> Diagnostic {
        let location = SourceLocation(file: file, position: position)
        var notes: [DiagnosticNote] = []
        // A note at the diagnostic's own position would only repeat its excerpt.
        let context = contextPosition.flatMap { $0 == position ? nil : SourceLocation(file: file, position: $0) }
        let fixIt = fix.map { FixIt(file: file, $0) }
        switch kind {
        case .fileTooLarge(let bytes, let limit):
            return Diagnostic(.fileTooLarge, "file is \(bytes) bytes; layout files may be at most \(limit) bytes", at: location)
        case .unsupportedEncoding(let encoding):
            return Diagnostic(
                .invalidEncoding, "file is encoded as \(encoding); kbc reads UTF-8 only", at: location,
                notes: [DiagnosticNote("convert it, for example: iconv -f \(encoding) -t UTF-8")])
        case .invalidUTF8:
            return Diagnostic(.invalidEncoding, "invalid UTF-8 byte sequence", at: location)
        case .controlCharacter(let scalar) where [0x85, 0x2028, 0x2029].contains(scalar.value):
            return Diagnostic(
                .controlCharacter, "line separator \(scalar.codePointDescription) is read as a line break by YAML parsers",
                at: location,
                notes: [DiagnosticNote(
                    "remove it: no key, label or title can hold a line separator, not even as an escape (\"\\u\(scalar.hexDigits)\", KBC0208)",
                    fixIt: fixIt)])
        case .controlCharacter(let scalar):
            return Diagnostic(
                .controlCharacter, "control character \(scalar.codePointDescription) is not allowed in a YAML file", at: location,
                notes: [DiagnosticNote(scalar.isNoncharacter
                    ? "remove it: \(scalar.codePointDescription) is not a character, and no key or label can show it"
                    : "remove it: no key or label can hold a control character, not even as an escape (KBC0208)",
                    fixIt: fixIt)])
        case .repeatedByteOrderMark:
            return Diagnostic(
                .controlCharacter,
                "a second byte order mark (U+FEFF) follows the one that starts the file; YAML allows one, before the text",
                at: location,
                notes: [fixIt.map { DiagnosticNote("remove it: an editor shows neither mark, but YAML reads the second as text", fixIt: $0) }
                    ?? DiagnosticNote("remove it")])
        case .tabIndentation:
            return Diagnostic(.tabIndentation, "tab used for indentation; YAML indents with spaces only", at: location)
        case .unquotedIndicator(let character, let problem):
            notes.append(DiagnosticNote("libyaml: \(problem)", at: context))
            notes.append(fixIt.map { DiagnosticNote(advice: "to use '\(character)' as text, quote it", fixIt: $0) }
                ?? DiagnosticNote("to use '\(character)' as text, put the value that holds it in quotes"))
            return Diagnostic(
                .unquotedIndicator, "'\(character)' is YAML syntax here, not text", at: location, notes: notes)
        case .unclosedBracket(let bracket):
            let closing = bracket == "[" ? "]" : "}"
            let what = bracket == "[" ? "list" : "mapping"
            notes.append(DiagnosticNote("libyaml reached this point without finding it", at: context))
            if let fixIt, fixIt.replacement == closing {
                notes.append(DiagnosticNote("close the \(what) with '\(closing)' at the end of the row", fixIt: fixIt))
            } else if let fixIt {
                notes.append(DiagnosticNote(advice: "to use '\(bracket)' as text, quote the row", fixIt: fixIt))
            } else {
                notes.append(DiagnosticNote("close the \(what) with '\(closing)' at the end of the row, or quote the row to use '\(bracket)' as text"))
            }
            return Diagnostic(.unclosedBracket, "this '\(bracket)' is never closed", at: location, notes: notes)
        case .unclosedQuote(let quote, let closingQuote, let inFlow):
            // The quote, in quotes of the other kind: '"' or "'" (which is also how a key of it is written).
            let named = quote == "\"" ? "'\"'" : "\"'\""
            if let closingQuote {
                notes.append(DiagnosticNote(
                    "YAML read on to the next \(named), on line \(closingQuote.line), taking the lines between as text",
                    at: SourceLocation(file: file, position: closingQuote)))
            } else {
                notes.append(DiagnosticNote("YAML read to the end of the file looking for the closing \(named)", at: context))
            }
            if let fixIt, fixIt.replacement == named {
                // A quote alone as an item of `[…]`: the edit makes it a key.
                notes.append(DiagnosticNote(advice: "to use the quote as a key, quote it", fixIt: fixIt))
            } else if let fixIt {
                let advice = "close it at the end of the value: \(fixIt.replacement)"
                notes.append(DiagnosticNote(inFlow ? advice + "; or to use the quote as a key, write \(named)" : advice, fixIt: fixIt))
            } else {
                notes.append(DiagnosticNote("close it with \(named) at the end of the value"))
            }
            return Diagnostic(.unclosedBracket, "this \(named) is not closed on its line", at: location, notes: notes)
        case .misalignedListItem(let expected):
            return Diagnostic(
                .misalignedListItem,
                "this '-' is in column \(position.column), but the item above it is in column \(expected.column)", at: location,
                notes: [DiagnosticNote(
                    "start the line's '-' in column \(expected.column), like the item on line \(expected.line)",
                    at: SourceLocation(file: file, position: expected))])
        case .missingListItemDash(let item):
            return Diagnostic(
                .missingListItemDash, "this row has no '-'", at: location,
                notes: [DiagnosticNote("start it with '- ' like the rows above", at: SourceLocation(file: file, position: item))])
        case .misalignedKey(let key, let previousEntry, let previousKey, let expected):
            return Diagnostic(
                .misalignedKey, "'\(key)' is indented under '\(previousEntry)'", at: location,
                notes: [DiagnosticNote(
                    "start it in column \(expected.column) like '\(previousKey)'", at: SourceLocation(file: file, position: expected))])
        case .keyWithoutColon(let key, let colonWithoutSpace):
            if colonWithoutSpace {
                return Diagnostic(
                    .yamlSyntax, "invalid YAML: this ':' ends the key '\(key)' only with a space after it", at: location,
                    notes: [fixIt.map { DiagnosticNote(advice: "put a space after it", fixIt: $0) } ?? DiagnosticNote("put a space after it")])
            }
            return Diagnostic(
                .yamlSyntax, "invalid YAML: '\(key)' is read as a key, but no ':' follows it", at: location,
                notes: [DiagnosticNote("write a key and its value as 'key: value', or a list item as '- item'")])
        case .syntax(let problem, let contextText):
            if let context, let contextText { notes.append(DiagnosticNote(contextText, at: context)) }
            return Diagnostic(.yamlSyntax, "invalid YAML: \(problem)", at: location, notes: notes)
        case .multipleDocuments:
            return Diagnostic(
                .multipleDocuments, "a second YAML document starts here; a layout file holds one keyboard", at: location)
        case .duplicateKey(let key, let first):
            return Diagnostic(
                .duplicateKey, "duplicate key '\(key)'", at: location,
                notes: [DiagnosticNote("first used here", at: SourceLocation(file: file, position: first))])
        case .nestingTooDeep(let limit):
            return Diagnostic(.nestingTooDeep, "lists and mappings nested deeper than \(limit) levels", at: location)
        case .tooManyNodes(let limit):
            return Diagnostic(.tooManyNodes, "document has more than \(limit) nodes, counting those that aliases repeat", at: location)
        case .undefinedAlias(let name):
            return Diagnostic(
                .undefinedAlias, "alias '*\(name)' names no anchor defined before it", at: location,
                notes: [fixIt.map { DiagnosticNote(advice: "to use '*' as text, quote it", fixIt: $0) }
                    ?? DiagnosticNote("to use '*' as text, put the value that holds it in quotes")])
        case .unsupportedTag(let tag):
            return Diagnostic(
                .unsupportedTag, "YAML tag '\(tag)' is not supported; kbc reads every value as text", at: location,
                notes: [fixIt.map { $0.replacement.isEmpty
                    ? DiagnosticNote("remove the tag: every value is text without it", fixIt: $0)
                    : DiagnosticNote(advice: "to use '!' as text, quote it", fixIt: $0) }
                    ?? DiagnosticNote("remove the tag, or put the value that holds it in quotes")])
        case .empty:
            return Diagnostic(.emptyDocument, "no keyboard here: the file holds no YAML document", at: location)
        }
    }
}

extension Unicode.Scalar {
    /// The scalar's code point as uppercase hex digits, at least four.
    var hexDigits: String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `U+0007`-style notation.
    var codePointDescription: String { "U+" + hexDigits }

    /// Whether the scalar is U+FFFE or U+FFFF, which YAML forbids though they are no control characters.
    var isNoncharacter: Bool { value == 0xFFFE || value == 0xFFFF }
}
