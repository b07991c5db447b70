import KeyboardRuntime
import YAMLLoader

// The fields of issue 23's composition and flick keys: a key's `flick`, a keyboard's `transforms`.
extension KeyboardDecoder {
    /// A key's `flick`: a mapping of directions to texts, at least one.
    mutating func decodeFlick(_ node: YAMLNode) -> FlickTexts? {
        guard case .mapping(let entries) = node.content else {
            report(.wrongType, "'flick' must be a mapping of directions to texts, such as {left: い, up: う}; found \(node.kindDescription)", at: node.position)
            return nil
        }
        var flick = FlickTexts()
        var valid = true
        for entry in entries {
            guard let name = knownField(entry, allowed: LayoutFormat.flickFields, in: "a key's flick"),
                  let direction = FlickDirection(rawValue: name) else {
                valid = false
                continue
            }
            guard let text = text(entry.value, field: name) else {
                valid = false
                continue
            }
            flick[direction] = text
        }
        guard valid else { return nil }
        guard !flick.isEmpty else {
            report(.emptyValue, "'flick' is empty", at: node.position,
                   notes: [DiagnosticNote("give the text of at least one direction: {left: い, up: う, right: え, down: お}")])
            return nil
        }
        return flick
    }

    /// A keyboard's `transforms`: a mapping of typed sequences to the texts they give, in the order
    /// written, with where each sequence is written.
    mutating func decodeTransforms(_ node: YAMLNode, positions: inout [SourcePosition]) -> [TextTransform]? {
        guard case .mapping(let entries) = node.content else {
            report(.wrongType, "'transforms' must be a mapping of typed sequences to texts, such as {\"´e\": é}; found \(node.kindDescription)", at: node.position)
            return nil
        }
        var transforms: [TextTransform] = []
        var valid = true
        for entry in entries {
            guard let sequence = entry.key.scalarText else {
                report(.wrongType, "a transform's sequence must be a string, found \(entry.key.kindDescription)", at: entry.key.position)
                valid = false
                continue
            }
            guard !sequence.isEmpty else {
                report(.emptyValue, "a transform's sequence is empty", at: entry.key.position)
                valid = false
                continue
            }
            // About the one transform, not the whole map: "'transforms' is empty" for one empty text misled.
            guard entry.value.scalarText != nil else {
                report(.wrongType, "the text of the transform '\(sequence.visibleEscaped)' must be a string, found \(entry.value.kindDescription)", at: entry.value.position)
                valid = false
                continue
            }
            guard let result = text(entry.value, field: "transforms", emptyMessage: "the transform '\(sequence.visibleEscaped)' gives an empty text") else {
                valid = false
                continue
            }
            // A sequence written twice, in any code points, is a duplicate key the loader reports (KBC0009).
            if sequence.unicodeScalars.elementsEqual(result.unicodeScalars) {
                report(.transformDoesNothing, "the transform '\(sequence.visibleEscaped)' gives what is typed", at: entry.key.position,
                       notes: [DiagnosticNote("remove it: text no transform begins is typed as it is")])
            }
            transforms.append(TextTransform(sequence, result))
            positions.append(entry.key.position)
        }
        if transforms.isEmpty && valid {
            report(.emptyValue, "'transforms' is empty", at: node.position,
                   notes: [DiagnosticNote("give a sequence and its text, such as {\"´e\": é}, or remove 'transforms'")])
            return nil
        }
        return valid ? transforms : nil
    }
}
