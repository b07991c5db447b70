extension DiagnosticCode {
    /// Two keys of one keyboard insert the same text.
    public static let duplicateOutput = DiagnosticCode(
        207, "duplicate-output", .error,
        summary: "Two keys of one keyboard insert the same text",
        explanation: """
        On a secure keyboard every character appears once; a repeated key usually means another one is
        missing (a number pad with two `7`s and no `8`). The second key is reported, with a note pointing
        at the first.
        """)
}

/// No two character keys of a keyboard insert the same text.
struct DuplicateOutputRule: ValidationRule {
    var codes: [DiagnosticCode] { [.duplicateOutput] }

    func check(_ keyboard: DecodedKeyboard, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        // Keyboards hold a few dozen keys: comparing a cheap hash of each text with those of the keys before
        // is faster than a dictionary of strings. Past `linearLimit` keys an index keeps hostile files linear.
        // Texts are the same when their UTF-8 is.
        let keyCount = keyboard.layout.rows.reduce(0) { $0 + $1.keys.count }
        // Parallel arrays, so that a comparison reads a hash and copies nothing.
        var hashes: [UInt64] = []
        var texts: [String] = []
        var places: [(row: Int, index: Int)] = []
        var index: [UInt64: [Int]]? = keyCount > Self.linearLimit ? [:] : nil
        hashes.reserveCapacity(keyCount)
        texts.reserveCapacity(keyCount)
        places.reserveCapacity(keyCount)
        keyboard.layout.forEachKey { row, column, key in
            guard case .insert(let text) = key.action else { return }
            let hash = Self.fingerprint(text)
            var first: Int?
            if let index {
                first = index[hash]?.first { texts[$0].utf8.count == text.utf8.count && texts[$0] == text }
            } else {
                for candidate in hashes.indices where hashes[candidate] == hash && texts[candidate].utf8.count == text.utf8.count && texts[candidate] == text {
                    first = candidate
                    break
                }
            }
            if let first {
                let place = places[first]
                diagnostics.append(Diagnostic(
                    .duplicateOutput, "another key already inserts '\(text)'", at: keyboard.location(ofKey: column, inRow: row),
                    notes: [DiagnosticNote("first key inserting '\(text)'", at: keyboard.location(ofKey: place.index, inRow: place.row))]))
            } else {
                index?[hash, default: []].append(hashes.count)
                hashes.append(hash)
                texts.append(text)
                places.append((row, column))
            }
        }
    }

    private static let linearLimit = 64

    /// FNV-1a over the text's UTF-8.
    private static func fingerprint(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            return hash
        }
    }
}
