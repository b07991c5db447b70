/// Pearson's chi-square statistic and critical values for uniformity tests.
enum ChiSquare {
    /// The statistic of observed counts against equal expected counts.
    static func statistic(_ observed: [Int], expected: Double) -> Double {
        observed.reduce(0) { total, count in
            let difference = Double(count) - expected
            return total + difference * difference / expected
        }
    }

    /// Critical values at p = 0.001 (the statistic exceeds them with probability 0.001 under uniformity),
    /// from the chi-square quantile function (scipy.stats.chi2.ppf(0.999, df)).
    static func critical999(degreesOfFreedom: Int) -> Double {
        switch degreesOfFreedom {
        case 2: return 13.816
        case 9: return 27.877
        case 81: return 126.083
        default: fatalError("no tabulated critical value for \(degreesOfFreedom) degrees of freedom")
        }
    }

    /// Counts, for a 10 × 10 table of (slot, value) occurrences, the statistic of the whole table against
    /// a uniform expectation. With fixed margins (every slot and every value occurs once per shuffle) it
    /// has (10 − 1) · (10 − 1) = 81 degrees of freedom.
    static func tableStatistic(_ counts: [[Int]], trials: Int) -> Double {
        let expected = Double(trials) / Double(counts.count)
        return counts.reduce(0) { $0 + statistic($1, expected: expected) }
    }
}
