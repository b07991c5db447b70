import KeyboardRuntime

extension DiagnosticCode {
    /// Two keys of one keyboard insert the same text.
    public static let duplicateOutput = DiagnosticCode(
        207, "duplicate-output", .error,
        summary: "Two keys of one keyboard insert the same text",
        explanation: """
        On a secure keyboard every character appears once; a repeated key usually means another one is
        missing (a number pad with two `7`s and no `8`). The second key is reported, with a note pointing
        at the first.

        A page that repeats a character on purpose, as some real layouts do, says so with
        `repeatedKeys: allowed`. The `decimal-pad` and `id-card-pad` profiles refuse repeats whatever it says.
        """)

    /// `repeatedKeys: allowed` on a page whose profile refuses repeats.
    public static let repeatedKeysRefusedByProfile = DiagnosticCode(
        251, "repeated-keys-refused-by-profile", .warning,
        summary: "`repeatedKeys: allowed` has no effect under a profile that refuses repeats",
        explanation: """
        The `decimal-pad` and `id-card-pad` profiles check secure number pads, where every digit appears
        once: a repeated digit means another is missing. They refuse repeated keys whatever
        `repeatedKeys` says, so `repeatedKeys: allowed` there promises something that does not happen:

            profile: decimal-pad
            repeatedKeys: allowed     # warning: remove it
        """)
}

/// No two character keys of a keyboard insert the same text.
struct DuplicateOutputRule: ValidationRule {
    var codes: [DiagnosticCode] { [.duplicateOutput, .repeatedKeysRefusedByProfile] }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        if keyboard.declaration.allowsRepeatedKeys {
            guard let name = keyboard.declaration.profile, ValidationProfiles.named(name)?.refusesRepeatedKeys == true else { return }
            // Reported once, on the keyboard's own page, where the field is.
            if keyboard.variantIndex == nil {
                diagnostics.append(Diagnostic(
                    .repeatedKeysRefusedByProfile, "profile '\(name)' refuses repeated keys; 'repeatedKeys: allowed' has no effect",
                    at: keyboard.location(ofField: "repeatedKeys"), notes: [DiagnosticNote("remove 'repeatedKeys'")]))
            }
        }
        // An open-addressing table of the first key with each text, found by a cheap hash of its UTF-8:
        // one probe per key in the usual case, no dictionary of strings, and linear for hostile files.
        // Texts are the same when their UTF-8 is.
        let keyCount = keyboard.layout.rows.reduce(0) { $0 + $1.keys.count }
        var capacity = 16
        while capacity < keyCount * 2 { capacity *= 2 }
        let mask = capacity - 1
        // On the stack for keyboards of usual size (the standard library moves large ones to the heap).
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { slots in
            slots.initialize(repeating: -1)
            // The first key with each text, by its place: a comparison reads a hash, and a text only when the
            // hashes match; nothing is copied or released.
            withUnsafeTemporaryAllocation(of: (hash: UInt64, row: Int, index: Int).self, capacity: keyCount) { firsts in
                var firstCount = 0
                keyboard.layout.forEachKey { row, column, key in
                    // The text itself is taken out of the key only when its hash matches an earlier one's.
                    guard let hash = Self.fingerprint(of: key.pointer.pointee.action) else { return }
                    var slot = Int(truncatingIfNeeded: hash ^ hash >> 32) & mask  // FNV's low bits see only the bytes' low bits
                    var first: Int?
                    while slots[slot] >= 0 {
                        let candidate = Int(slots[slot])
                        if firsts[candidate].hash == hash, let text = key.insertedText,
                           let earlier = keyboard.layout.rows[firsts[candidate].row].keys[firsts[candidate].index].insertedText,
                           earlier.utf8.count == text.utf8.count && earlier == text {
                            first = candidate
                            break
                        }
                        slot = (slot + 1) & mask
                    }
                    if let first, let text = key.insertedText {
                        let place = firsts[first]
                        diagnostics.append(Diagnostic(
                            .duplicateOutput, "another key already inserts '\(text)'", at: keyboard.location(ofKey: column, inRow: row),
                            notes: [DiagnosticNote("first key inserting '\(text)'", at: keyboard.location(ofKey: place.index, inRow: place.row))]))
                    } else {
                        slots[slot] = Int32(truncatingIfNeeded: firstCount)
                        firsts.initializeElement(at: firstCount, to: (hash, row, column))
                        firstCount += 1
                    }
                }
            }
        }
    }

    /// FNV-1a over the UTF-8 of the text `action` inserts, or `nil` for a function key. The action is
    /// borrowed from the key where it is stored: taking the text out of it would retain and release it.
    private static func fingerprint(of action: borrowing KeyAction) -> UInt64? {
        switch action {
        case .insert(let text): return text.utf8.withContiguousStorageIfAvailable(fnv1a) ?? fnv1a(text.utf8)
        default: return nil
        }
    }

    private static func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
