import KeyboardRuntime
import YAMLLoader

// A layout's `tests`: key presses and the text they must type.
extension KeyboardDecoder {
    // MARK: Tests

    mutating func decodeTests(_ node: YAMLNode) -> [LayoutTest] {
        guard case .sequence(let items) = node.content else {
            report(.wrongType, "'tests' must be a list of tests, found \(node.kindDescription)", at: node.position)
            return []
        }
        var tests: [LayoutTest] = []
        for item in items {
            guard case .mapping(let entries) = item.content else {
                report(.wrongType, "a test must be a mapping with 'press' and 'expect', found \(item.kindDescription)", at: item.position)
                continue
            }
            var name: String?
            var presses: [(KeyPress, SourcePosition)]?
            var expected: (String, SourcePosition)?
            var page: (String, SourcePosition)?
            var complete: (Bool, SourcePosition)?
            // Which fields the test sets, by their index in `LayoutFormat.testFields`, for the required-field
            // check below, which would otherwise ask every entry's key for each required name.
            var seen: UInt8 = 0
            for entry in entries {
                // The name's bytes against the packed names (``FormatWords``), not looked up as `String`s.
                guard let index = knownFieldIndex(entry, allowed: LayoutFormat.testFields, names: Self.testFieldWords, in: "a test")
                else { continue }
                seen |= 1 << index
                let field = Self.testFieldKinds[index]
                switch field {
                case .name: name = text(entry.value, field: field.rawValue)
                case .press: presses = decodePresses(entry.value)
                case .expect:
                    // An empty expectation is meaningful: deleting everything that was typed.
                    if let text = entry.value.scalarText {
                        expected = (text, entry.value.position)
                    } else {
                        report(.wrongType, "'expect' must be a string, found \(entry.value.kindDescription)", at: entry.value.position)
                    }
                case .page: if let id = keyboardID(entry.value, field: field.rawValue) { page = (id, entry.value.position) }
                case .complete: if let value = boolean(entry.value, field: field.rawValue) { complete = (value, entry.value.position) }
                }
            }
            for (index, required) in LayoutFormat.testFields.enumerated() where required.isRequired && seen & (1 << index) == 0 {
                report(.missingField, "a test needs '\(required.name)'", at: item.position, notes: [DiagnosticNote(required.summary)])
            }
            guard let presses, let expected else { continue }
            tests.append(LayoutTest(
                name: name, presses: presses.map(\.0), pressPositions: presses.map(\.1), expectedText: expected.0,
                expectedPage: page?.0, position: item.position, expectPosition: expected.1, pagePosition: page?.1,
                expectsCompletion: complete?.0, completePosition: complete?.1))
        }
        return tests
    }

    /// The names of ``LayoutFormat/testFields``, packed for ``knownFieldIndex(_:allowed:names:in:)``.
    static let testFieldWords = FormatWords(LayoutFormat.testFields.map(\.name))
    /// The test's fields, in the order of ``LayoutFormat/testFields``.
    static let testFieldKinds = TestField.allCases

    /// A test's presses: a space-separated string (as a row's keys) or a list.
    mutating func decodePresses(_ node: YAMLNode) -> [(KeyPress, SourcePosition)]? {
        var written: [(String, SourcePosition)] = []
        switch node.content {
        case .scalar(let scalar):
            written = positionedTokens(of: node, scalar: scalar)
            // `press: 1 2 # 3` presses 1 and 2: YAML reads the rest as a comment, as it does after a row.
            if scalar.style == .plain, let end = scalar.end, end.line == node.position.line {
                record(mistakes.trailingComment(after: end, ofRow: node, text: scalar.text, part: "press"))
            }
        case .sequence(let items):
            for item in items {
                guard let text = item.scalarText, !text.isEmpty else {
                    report(.wrongType, "a press must be a key's text or a function key such as <delete>, found \(item.kindDescription)", at: item.position)
                    return nil
                }
                written.append((text, item.position))
            }
        case .mapping:
            report(.wrongType, "'press' must be a space-separated string or a list of presses, found a mapping", at: node.position)
            return nil
        }
        if written.isEmpty {
            report(.emptyValue, "'press' is empty", at: node.position)
            return nil
        }
        var presses: [(KeyPress, SourcePosition)] = []
        presses.reserveCapacity(written.count)
        for (token, position) in written {
            guard let press = KeyPress.parse(token) else {
                report(.invalidValue, "'\(token.visibleEscaped)' is not a key press", at: position, notes: [DiagnosticNote(
                    "function keys are <shift>, <caps> (caps lock), <delete>, <space>, <return>, <dismiss>, <toggle-width> and <switch:ID>; <long:e:é> chooses an alternate, <flick:あ:い> flicks a key")])
                return nil
            }
            presses.append((press, position))
        }
        return presses
    }
}
