/// Unicode facts about single scalars, read from tables (`ScalarTables.swift`) derived from the standard
/// library's Unicode data for whole blocks: the scripts, punctuation and symbols keyboards type. The rules
/// ask them for every scalar of every text, where `Unicode.Scalar.Properties` searches tables and
/// `String.uppercased()` builds strings (Performance.md has the figures). Scalars outside the blocks are
/// answered "no" or "unknown", and their texts take the general path. `ScalarTableTests` derives the
/// tables again and checks every scalar against its properties.
///
/// What the rules ask of every scalar is `public`, not `package`: the compiler keeps the bodies of
/// `@inlinable` code for other modules only when it is public, and calls `package` code out of line.
/// TextClassification is none of the package's products.
public enum ScalarTables {
    /// The first scalar past those the tables describe.
    @inlinable static var limit: UInt32 { 0x20000 }

    /// What the tables know of the scalar `value`: nothing outside their blocks. Not inlined into other
    /// modules: there each use of the tables would be a call to make sure they are initialized. A loop over
    /// many scalars reads them through a ``Reader`` instead.
    public static func facts(of value: UInt32) -> ScalarFacts {
        facts(of: value, pages: pages, words: words)
    }

    /// ``facts(of:)`` read from `pages` and `words`, the tables.
    @inlinable @inline(__always)
    static func facts(of value: UInt32, pages: [UInt8], words: [UInt64]) -> ScalarFacts {
        guard value < limit else { return ScalarFacts(bits: 0) }
        let base = Int(pages[Int(value >> 8)]) &* 20 &+ Int(value >> 6 & 3)
        let bit = UInt64(value & 63)
        return words.withUnsafeBufferPointer { words in
            ScalarFacts(bits: UInt8(truncatingIfNeeded: words[base] >> bit & 1 | (words[base &+ 4] >> bit & 1) << 1
                | (words[base &+ 8] >> bit & 1) << 2 | (words[base &+ 12] >> bit & 1) << 3 | (words[base &+ 16] >> bit & 1) << 4))
        }
    }

    /// The tables, held by a loop that asks about many scalars: read through it, ``facts(of:)`` is inlined
    /// into the loop rather than called, and the tables are found once for the loop rather than checked for
    /// initialization at each use.
    public struct Reader: Sendable {
        @usableFromInline let pages: [UInt8]
        @usableFromInline let words: [UInt64]

        /// A reader of the tables.
        public init() {
            (pages, words) = (ScalarTables.pages, ScalarTables.words)
        }

        /// What the tables know of the scalar `value` (``ScalarTables/facts(of:)``).
        @inlinable @inline(__always)
        public func facts(of value: UInt32) -> ScalarFacts {
            ScalarTables.facts(of: value, pages: pages, words: words)
        }
    }

    /// Whether the scalar `value` is printable (``ScalarFacts/plain``).
    @inlinable @inline(__always)
    public static func isPlain(_ value: UInt32) -> Bool {
        if value < 0x80 { return value >= 0x20 && value < 0x7F }
        return facts(of: value).isPlain
    }

    /// Whether the scalar `value` is in NFC whatever surrounds it (``ScalarFacts/alwaysNFC``).
    @inlinable @inline(__always)
    public static func isAlwaysNFC(_ value: UInt32) -> Bool {
        value < 0x80 || facts(of: value).isAlwaysNFC
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
        if let paired = pairedUppercase(of: value) { return paired }
        if facts(of: value).isUncased { return .none }
        // A binary search of the scalars of the blocks that have an upper case.
        return uppercases.withUnsafeBufferPointer { uppercases in
            var low = 0
            var high = uppercases.count
            while low < high {
                let middle = (low &+ high) >> 1
                let entry = uppercases[middle]
                let scalar = UInt32(truncatingIfNeeded: entry >> 32)
                if scalar == value {
                    let upper = UInt32(truncatingIfNeeded: entry)
                    return upper == .max ? .unknown : .scalar(upper)
                }
                if scalar < value { low = middle &+ 1 } else { high = middle }
            }
            return .unknown
        }
    }
}

extension ScalarTables {
    /// The upper case of `value` where Unicode puts each small letter at a fixed distance from its capital:
    /// Latin-1's à–þ, most of Latin Extended-A and Latin Extended Additional, the letters with marks that
    /// Vietnamese and most Latin alphabets type. Told by the code point alone, without reading the tables:
    /// in these ranges every scalar but ÷ is a capital or a small letter, each small letter beside its
    /// capital. `nil` elsewhere, for the tables. `ScalarTableTests` checks ``uppercase(of:)`` against
    /// `uppercased()` for every scalar.
    @inline(__always)
    static func pairedUppercase(of value: UInt32) -> Uppercase? {
        switch value {
        case 0xF7: Uppercase.none   // ÷
        case 0xE0...0xFE: .scalar(value &- 0x20)
        // Capital, small letter: the small letter's lowest bit is set.
        case 0x100...0x12F, 0x132...0x137, 0x14A...0x177, 0x1E00...0x1E95, 0x1EA0...0x1EFF:
            value & 1 == 0 ? Uppercase.none : .scalar(value & ~1)
        // Capital, small letter from an odd code point: the small letter's lowest bit is clear.
        case 0x139...0x148, 0x179...0x17E: value & 1 == 1 ? Uppercase.none : .scalar(value &- 1)
        default: nil
        }
    }
}

/// What the tables know of a scalar of their blocks: bits that the rules test inline, without the generic
/// calls an `OptionSet` from another module costs (public for the reason ``ScalarTables`` gives).
public struct ScalarFacts: Sendable {
    @usableFromInline let bits: UInt8

    @inlinable init(bits: UInt8) {
        self.bits = bits
    }

    /// Printable: assigned, and not a control, format, private-use or surrogate code point, nor a line or
    /// paragraph separator (so no noncharacter either).
    @inlinable @inline(__always) public var isPlain: Bool { bits & 1 != 0 }
    /// In NFC whatever surrounds it: NFC keeps it, it has no combining class and nothing before it composes
    /// with it. A text of such scalars is in NFC, so two such texts are canonically equivalent only when
    /// they are the same code points.
    @inlinable @inline(__always) public var isAlwaysNFC: Bool { bits & 2 != 0 }
    /// Its own upper case (no case, or upper case already).
    @inlinable @inline(__always) public var isUncased: Bool { bits & 4 != 0 }
    /// Unicode's NFC quick check answers yes for it: NFC leaves it alone and nothing before it composes with
    /// it, but it may have a combining class (a virama, a haraka).
    @inlinable @inline(__always) public var passesNFCQuickCheck: Bool { bits & 8 != 0 }
    /// A letter (general category Lu, Ll, Lt, Lm or Lo): not a mark, digit, punctuation or symbol.
    @inlinable @inline(__always) public var isLetter: Bool { bits & 16 != 0 }
}
