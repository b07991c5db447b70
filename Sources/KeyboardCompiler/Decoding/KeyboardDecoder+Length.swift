import KeyboardRuntime
import YAMLLoader

// `length`: the input length a field using the page accepts.
extension KeyboardDecoder {
    /// The largest count a `length` takes: far beyond any field, and small enough for any integer type.
    static let maximumLengthCount = 999_999

    /// The length `node` gives, or `nil` after reporting what is wrong with it.
    mutating func decodeLength(_ node: YAMLNode) -> InputLength? {
        guard case .mapping(let entries) = node.content else {
            guard let count = lengthCount(node, field: "length") else { return nil }
            guard count > 0 else {
                record(.zeroLength(at: location(of: node.position)))
                return nil
            }
            return .exactly(count)
        }
        var minimum: (value: Int, position: SourcePosition)?
        var maximum: (value: Int, position: SourcePosition)?
        var completion: (value: InputLength.Completion, position: SourcePosition)?
        var failed = false
        for entry in entries {
            guard let field: LengthField = knownField(entry, allowed: LayoutFormat.lengthFields, in: "a length") else {
                failed = true
                continue
            }
            switch field {
            case .min:
                if let value = lengthCount(entry.value, field: field.rawValue) { minimum = (value, entry.value.position) } else { failed = true }
            case .max:
                guard let value = lengthCount(entry.value, field: field.rawValue) else { failed = true; continue }
                guard value > 0 else {
                    record(.zeroMaximumLength(at: location(of: entry.value.position)))
                    failed = true
                    continue
                }
                maximum = (value, entry.value.position)
            case .complete:
                if let text = choice(entry.value, field: field.rawValue, of: LayoutFormat.lengthFields), let value = InputLength.Completion(rawValue: text) {
                    completion = (value, entry.value.position)
                } else {
                    failed = true
                }
            }
        }
        if let minimum, let maximum, minimum.value > maximum.value {
            record(.minimumAboveMaximum(
                minimum.value, at: location(of: minimum.position), maximum: maximum.value, at: location(of: maximum.position)))
            return nil
        }
        if let completion, completion.value == .atMaximum, maximum == nil, !failed {
            record(.completionWithoutMaximum(at: location(of: completion.position)))
            return nil
        }
        guard !failed else { return nil }
        return InputLength(minimum: minimum?.value ?? 0, maximum: maximum?.value, completion: completion?.value)
    }

    /// A whole number of characters from 0 to ``maximumLengthCount``, or `nil` after reporting it.
    private mutating func lengthCount(_ node: YAMLNode, field: String) -> Int? {
        guard let text = text(node, field: field) else { return nil }
        guard text.utf8.count <= 6, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = Int(text) else {
            record(.lengthCountNotWhole(field, found: text, at: location(of: node.position)))
            return nil
        }
        return value
    }
}
