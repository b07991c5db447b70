/// Unicode facts about single scalars, read from tables (`ScalarTables.swift`) derived from the standard
/// library's Unicode data for whole blocks: the scripts, punctuation and symbols keyboards type. The rules
/// ask them for every scalar of every text, where `Unicode.Scalar.Properties` searches tables and
/// `String.uppercased()` builds strings (Performance.md has the figures). Scalars outside the blocks are
/// answered "no" or "unknown", and their texts take the general path. `ScalarTableTests` derives the
/// tables again and checks every scalar against its properties.
package enum ScalarTables {
    /// The first scalar past those the tables describe.
    static let limit: UInt32 = 0x20000

    /// What the tables know of the scalar `value`: nothing outside their blocks.
    package static func facts(of value: UInt32) -> ScalarFacts {
        guard value < limit else { return [] }
        let base = Int(pages[Int(value >> 8)]) &* 12 &+ Int(value >> 6 & 3)
        let bit = UInt64(value & 63)
        return words.withUnsafeBufferPointer { words in
            ScalarFacts(rawValue: UInt8(truncatingIfNeeded: words[base] >> bit & 1 | (words[base &+ 4] >> bit & 1) << 1 | (words[base &+ 8] >> bit & 1) << 2))
        }
    }

    /// Whether the scalar `value` is printable (``ScalarFacts/plain``).
    @inline(__always)
    package static func isPlain(_ value: UInt32) -> Bool {
        if value < 0x80 { return value >= 0x20 && value < 0x7F }
        return facts(of: value).contains(.plain)
    }

    /// Whether the scalar `value` is in NFC whatever surrounds it (``ScalarFacts/alwaysNFC``).
    @inline(__always)
    package static func isAlwaysNFC(_ value: UInt32) -> Bool {
        value < 0x80 || facts(of: value).contains(.alwaysNFC)
    }

    /// What `String.uppercased()` makes of one scalar.
    package enum Uppercase: Equatable, Sendable {
        /// The scalar is its own upper case.
        case none
        /// The upper case is this one other scalar.
        case scalar(UInt32)
        /// The tables do not say: the scalar is outside their blocks, or its upper case is several
        /// scalars (ß: SS).
        case unknown
    }

    /// The upper case of the scalar `value` typed alone.
    package static func uppercase(of value: UInt32) -> Uppercase {
        if facts(of: value).contains(.uncased) { return .none }
        // A binary search of the scalars of the blocks that have an upper case.
        var low = 0
        var high = uppercases.count
        while low < high {
            let middle = (low + high) / 2
            let entry = uppercases[middle]
            let scalar = UInt32(truncatingIfNeeded: entry >> 32)
            if scalar == value {
                let upper = UInt32(truncatingIfNeeded: entry)
                return upper == .max ? .unknown : .scalar(upper)
            }
            if scalar < value { low = middle + 1 } else { high = middle }
        }
        return .unknown
    }
}

/// What the tables know of a scalar of their blocks.
package struct ScalarFacts: OptionSet, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Printable: assigned, and not a control, format, private-use or surrogate code point, nor a line or
    /// paragraph separator (so no noncharacter either).
    package static let plain = ScalarFacts(rawValue: 1)
    /// In NFC whatever surrounds it: NFC keeps it, it has no combining class and nothing before it composes
    /// with it. A text of such scalars is in NFC, so two such texts are canonically equivalent only when
    /// they are the same code points.
    package static let alwaysNFC = ScalarFacts(rawValue: 2)
    /// Its own upper case (no case, or upper case already).
    package static let uncased = ScalarFacts(rawValue: 4)
}
