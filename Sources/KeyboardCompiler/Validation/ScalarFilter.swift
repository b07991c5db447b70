/// Which scalars beyond ASCII some texts have, by value modulo 256: a scalar the filter does not hold is in
/// none of the texts, one it holds may be. Exact among the scalars of one block of 256 (a Devanagari or an
/// Arabic page), so that a rule can tell that a text is not on a page without walking its keys.
struct ScalarFilter: Sendable, Hashable {
    private var low: UInt64 = 0
    private var lowMiddle: UInt64 = 0
    private var highMiddle: UInt64 = 0
    private var high: UInt64 = 0

    /// Adds the scalar `value`.
    @inline(__always)
    mutating func insert(_ value: UInt32) {
        let bit = UInt64(1) &<< UInt64(value & 63)
        switch value >> 6 & 3 {
        case 0: low |= bit
        case 1: lowMiddle |= bit
        case 2: highMiddle |= bit
        default: high |= bit
        }
    }

    /// Whether some text may have the scalar `value` (always, for ASCII, which the filter does not hold).
    @inline(__always)
    func mayContain(_ value: UInt32) -> Bool {
        guard value >= 0x80 else { return true }
        let bit = UInt64(1) &<< UInt64(value & 63)
        switch value >> 6 & 3 {
        case 0: return low & bit != 0
        case 1: return lowMiddle & bit != 0
        case 2: return highMiddle & bit != 0
        default: return high & bit != 0
        }
    }

    /// The scalars of these texts and `other`'s.
    func union(_ other: ScalarFilter) -> ScalarFilter {
        var union = self
        union.low |= other.low
        union.lowMiddle |= other.lowMiddle
        union.highMiddle |= other.highMiddle
        union.high |= other.high
        return union
    }
}
