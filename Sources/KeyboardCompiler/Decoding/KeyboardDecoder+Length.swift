import KeyboardRuntime
import YAMLLoader

extension DiagnosticCode {
    /// A `length` that is not a whole number of characters, or allows none.
    public static let invalidLength = DiagnosticCode(
        118, "invalid-length", .error,
        summary: "A `length` is not a whole number of characters, or allows none",
        explanation: """
        `length` is the number of characters a field using the page accepts: a whole number (`length: 6`,
        exactly six), or a mapping with `min`, `max` and `complete`. Counts are whole numbers from 0 to
        999999, and a `max` of 0 would accept nothing:

            length: 6                                  # an OTP: exactly six, complete at the sixth
            length: {min: 4, max: 8}                   # a PIN of 4 to 8, complete on return
            length: {max: 0}                           # error: nothing can be typed
            length: six                                # error: not a number
        """)

    /// A `length` whose parts contradict each other.
    public static let contradictoryLength = DiagnosticCode(
        119, "contradictory-length", .error,
        summary: "A `length`'s minimum is above its maximum, or it completes at a maximum it does not have",
        explanation: """
        `min` may not exceed `max`, and `complete: at-max` needs a `max` to reach:

            length: {min: 8, max: 6}                   # error: no text is both
            length: {min: 4, complete: at-max}         # error: no maximum to complete at
            length: {min: 4, max: 8, complete: at-max}
        """)
}

// `length`: the input length a field using the page accepts.
extension KeyboardDecoder {
    /// The largest count a `length` takes: far beyond any field, and small enough for any integer type.
    static let maximumLengthCount = 999_999

    /// The length `node` gives, or `nil` after reporting what is wrong with it.
    mutating func decodeLength(_ node: YAMLNode) -> InputLength? {
        guard case .mapping(let entries) = node.content else {
            guard let count = lengthCount(node, field: "length") else { return nil }
            guard count > 0 else {
                report(.invalidLength, "'length: 0' accepts no input", at: node.position,
                       notes: [DiagnosticNote("remove 'length' for a field of any length")])
                return nil
            }
            return .exactly(count)
        }
        var minimum: (value: Int, position: SourcePosition)?
        var maximum: (value: Int, position: SourcePosition)?
        var completion: (value: InputLength.Completion, position: SourcePosition)?
        var failed = false
        for entry in entries {
            guard let name = knownField(entry, allowed: LayoutFormat.lengthFields, in: "a length") else {
                failed = true
                continue
            }
            switch name {
            case "min":
                if let value = lengthCount(entry.value, field: "min") { minimum = (value, entry.value.position) } else { failed = true }
            case "max":
                guard let value = lengthCount(entry.value, field: "max") else { failed = true; continue }
                guard value > 0 else {
                    report(.invalidLength, "'max: 0' accepts no input", at: entry.value.position,
                           notes: [DiagnosticNote("remove 'max' for no upper limit")])
                    failed = true
                    continue
                }
                maximum = (value, entry.value.position)
            default:
                if let text = choice(entry.value, field: name, of: LayoutFormat.lengthFields), let value = InputLength.Completion(rawValue: text) {
                    completion = (value, entry.value.position)
                } else {
                    failed = true
                }
            }
        }
        if let minimum, let maximum, minimum.value > maximum.value {
            report(.contradictoryLength, "'min' is \(minimum.value), above 'max' (\(maximum.value))", at: minimum.position,
                   notes: [DiagnosticNote("the maximum", at: SourceLocation(file: file, position: maximum.position)),
                           DiagnosticNote("swap them, or write 'length: \(maximum.value)' for exactly \(maximum.value)")])
            return nil
        }
        if let completion, completion.value == .atMaximum, maximum == nil, !failed {
            report(.contradictoryLength, "'complete: at-max' needs a 'max' to complete at", at: completion.position,
                   notes: [DiagnosticNote("add 'max', or write 'complete: on-return'")])
            return nil
        }
        guard !failed else { return nil }
        return InputLength(minimum: minimum?.value ?? 0, maximum: maximum?.value, completion: completion?.value)
    }

    /// A whole number of characters from 0 to ``maximumLengthCount``, or `nil` after reporting it.
    private mutating func lengthCount(_ node: YAMLNode, field: String) -> Int? {
        guard let text = text(node, field: field) else { return nil }
        guard text.utf8.count <= 6, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = Int(text) else {
            report(.invalidLength, "'\(field)' must be a whole number of characters from 0 to \(Self.maximumLengthCount), found '\(text)'", at: node.position)
            return nil
        }
        return value
    }
}
