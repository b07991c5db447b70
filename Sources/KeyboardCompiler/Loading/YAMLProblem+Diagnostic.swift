import YAMLLoader

extension YAMLProblem {
    /// The diagnostic that reports this problem in `file`.
    func diagnostic(in file: String) -> Diagnostic {
        let location = SourceLocation(file: file, position: position)
        var notes: [DiagnosticNote] = []
        // A note at the diagnostic's own position would only repeat its excerpt.
        let context = contextPosition.flatMap { $0 == position ? nil : SourceLocation(file: file, position: $0) }
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
                .controlCharacter, "line separator \(scalar.codePointDescription) is read as a line break by YAML parsers; it may appear only as an escape",
                at: location,
                notes: [DiagnosticNote("write it as an escape in a double-quoted string, such as \"\\u\(scalar.hexDigits)\"")])
        case .controlCharacter(let scalar):
            return Diagnostic(
                .controlCharacter, "control character \(scalar.codePointDescription) is not allowed in a YAML file", at: location,
                notes: [DiagnosticNote("write it as an escape in a double-quoted string, such as \"\\u\(scalar.hexDigits)\"")])
        case .tabIndentation:
            return Diagnostic(.tabIndentation, "tab used for indentation; YAML indents with spaces only", at: location)
        case .unquotedIndicator(let character, let problem):
            notes.append(DiagnosticNote("libyaml: \(problem)", at: context))
            notes.append(DiagnosticNote("to use '\(character)' as text, quote it: \"\(character)\""))
            return Diagnostic(
                .unquotedIndicator, "'\(character)' is YAML syntax here, not text", at: location, notes: notes)
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
                notes: [DiagnosticNote("to use '*' as text, quote it: \"*\(name)\"")])
        case .unsupportedTag(let tag):
            return Diagnostic(
                .unsupportedTag, "YAML tag '\(tag)' is not supported; kbc reads every value as text", at: location,
                notes: [DiagnosticNote("to use '!' as text, quote it: \"!\"")])
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
}
