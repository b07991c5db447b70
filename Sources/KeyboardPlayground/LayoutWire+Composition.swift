import KeyboardRuntime

// The wire encoding of issue 23's fields, written after the fields they extend: a key's flick texts, caps
// text and shifted spoken name after its hint; a layout's composition after its variants.
extension LayoutWire.Writer {
    /// A key's flick texts (an optional per direction, in `FlickDirection` order, after a presence byte),
    /// caps text and shifted spoken name.
    mutating func layers(of key: Key) {
        optional(key.flick) { writer, flick in
            for direction in FlickDirection.allCases { writer.optional(flick[direction]) { $0.string($1) } }
        }
        optional(key.capsText) { $0.string($1) }
        optional(key.shiftedSpokenName) { $0.string($1) }
    }

    /// A layout's composition: its script (optional index) and its transforms (a count, then sequence
    /// and result of each).
    mutating func composition(_ composition: TextComposition?) {
        optional(composition) { writer, composition in
            writer.optional(composition.script) { $0.index($1) }
            writer.count(composition.transforms.count)
            for transform in composition.transforms {
                writer.string(transform.sequence)
                writer.string(transform.result)
            }
        }
    }
}

extension LayoutWire.Reader {
    /// Reads what ``LayoutWire/Writer/layers(of:)`` wrote into `key`.
    mutating func readLayers(into key: inout Key) throws(LayoutWire.DecodingError) {
        if try bool() {
            var flick = FlickTexts()
            for direction in FlickDirection.allCases { flick[direction] = try optionalString() }
            key.flick = flick
        }
        key.capsText = try optionalString()
        key.shiftedSpokenName = try optionalString()
    }

    /// Reads what ``LayoutWire/Writer/composition(_:)`` wrote.
    mutating func composition() throws(LayoutWire.DecodingError) -> TextComposition? {
        guard try bool() else { return nil }
        var composition = TextComposition()
        if try bool() { composition.script = try index(CompositionScript.self) }
        let count = try count()
        for _ in 0..<count {
            let sequence = try string()
            composition.transforms.append(TextTransform(sequence, try string()))
        }
        return composition
    }
}
