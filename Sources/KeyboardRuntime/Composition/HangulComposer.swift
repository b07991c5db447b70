/// Composes Korean 2-set (두벌식) jamo into syllables as a Korean keyboard does.
///
/// It holds the syllable being typed as the jamo typed into it (at most five: `ㄷ ㅗ ㅐ ㄹ ㄱ` is `돩`), so
/// delete takes back exactly one jamo by composing the others again. Rules:
/// - an initial consonant takes a vowel; two vowels make a compound medial (`ㅗ ㅏ` → `ㅘ`);
/// - a consonant after the vowel becomes the final, and a second one a double final (`ㄹ ㄱ` → `ㄺ`) where
///   Korean has one; any other consonant starts the next syllable;
/// - a vowel after a final takes the final (or a double final's second consonant) as its initial: `ㄷ ㅏ ㄹ
///   ㄱ ㅣ` is `달기`, not `닭ㅣ`;
/// - a jamo that cannot join the syllable commits it and starts the next one.
///
/// Syllables are the precomposed code points of Unicode's algorithm (U+AC00 + (initial × 21 + medial) ×
/// 28 + final), in NFC as fields store text.
struct HangulComposer: Sendable, Hashable {
    /// The jamo typed into the syllable being composed, in order.
    private(set) var keystrokes: [Unicode.Scalar] = []
    /// The syllable they make.
    private var syllable = Syllable()

    /// A syllable's parts, as compatibility jamo.
    private struct Syllable: Sendable, Hashable {
        var initial: Unicode.Scalar?
        var medial: Unicode.Scalar?
        var final: Unicode.Scalar?

        var isEmpty: Bool { initial == nil && medial == nil }

        /// The syllable's text: one precomposed syllable, or a lone jamo.
        var text: String {
            if let initial, let medial, let l = HangulComposer.initials.firstIndex(of: initial),
               let v = HangulComposer.medials.firstIndex(of: medial) {
                let t = final.flatMap { HangulComposer.finals.firstIndex(of: $0) } ?? 0
                return String(Character(Unicode.Scalar(UInt32(0xAC00 + (l * 21 + v) * 28 + t))!))
            }
            var text = ""
            if let initial { text.unicodeScalars.append(initial) }
            if let medial { text.unicodeScalars.append(medial) }
            if let final { text.unicodeScalars.append(final) }
            return text
        }
    }

    /// The syllable being composed, or `""`.
    var text: String { syllable.text }

    /// Whether a syllable is being composed.
    var isComposing: Bool { !keystrokes.isEmpty }

    /// Whether `scalar` is a compatibility jamo this composer takes (ㄱ…ㅎ, ㅏ…ㅣ).
    static func isJamo(_ scalar: Unicode.Scalar) -> Bool { (0x3131...0x3163).contains(scalar.value) }

    /// Types one jamo; returns the text it commits (the syllable it ends, or `""`).
    mutating func type(_ jamo: Unicode.Scalar) -> String {
        if Self.medials.contains(jamo) { return typeVowel(jamo) }
        return typeConsonant(jamo)
    }

    private mutating func typeConsonant(_ consonant: Unicode.Scalar) -> String {
        if syllable.initial != nil, syllable.medial != nil {
            if syllable.final == nil, Self.finals.contains(consonant) {
                syllable.final = consonant
                keystrokes.append(consonant)
                return ""
            }
            if let final = syllable.final, let double = Self.doubleFinals.first(where: { $0.first == final && $0.second == consonant }) {
                syllable.final = double.double
                keystrokes.append(consonant)
                return ""
            }
        }
        if syllable.isEmpty {
            syllable.initial = consonant
            keystrokes = [consonant]
            return ""
        }
        let committed = syllable.text
        syllable = Syllable(initial: consonant)
        keystrokes = [consonant]
        return committed
    }

    private mutating func typeVowel(_ vowel: Unicode.Scalar) -> String {
        if let final = syllable.final {
            // The final moves to the next syllable: all of it, or a double final's second consonant.
            var kept: Unicode.Scalar?
            var moved = final
            if let double = Self.doubleFinals.first(where: { $0.double == final }) {
                kept = double.first
                moved = double.second
            }
            let committed = Syllable(initial: syllable.initial, medial: syllable.medial, final: kept).text
            syllable = Syllable(initial: moved, medial: vowel)
            keystrokes = [moved, vowel]
            return committed
        }
        if let medial = syllable.medial {
            if let compound = Self.compoundMedials.first(where: { $0.first == medial && $0.second == vowel }) {
                syllable.medial = compound.compound
                keystrokes.append(vowel)
                return ""
            }
        } else if let initial = syllable.initial, Self.initials.contains(initial) {
            syllable.medial = vowel
            keystrokes.append(vowel)
            return ""
        }
        let committed = syllable.text
        syllable = Syllable(medial: vowel)
        keystrokes = [vowel]
        return committed
    }

    /// Takes the last jamo back; returns `false` when nothing was being composed.
    mutating func deleteBackward() -> Bool {
        guard !keystrokes.isEmpty else { return false }
        var remaining = keystrokes
        remaining.removeLast()
        self = HangulComposer()
        // The jamo left made this syllable before: typed again, they commit nothing.
        for jamo in remaining { _ = type(jamo) }
        return true
    }

    /// Ends the syllable; returns it.
    mutating func finish() -> String {
        let committed = syllable.text
        self = HangulComposer()
        return committed
    }

    // MARK: Tables (compatibility jamo, in the order of Unicode's syllable algorithm)

    /// The 19 initial consonants.
    static let initials: [Unicode.Scalar] = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ".unicodeScalars)
    /// The 21 medial vowels.
    static let medials: [Unicode.Scalar] = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ".unicodeScalars)
    /// The 27 final consonants, from index 1 (index 0 is "no final").
    static let finals: [Unicode.Scalar] = ["\u{0}"] + Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ".unicodeScalars)
    /// The double finals a second consonant makes.
    static let doubleFinals: [(first: Unicode.Scalar, second: Unicode.Scalar, double: Unicode.Scalar)] = [
        ("ㄱ", "ㅅ", "ㄳ"), ("ㄴ", "ㅈ", "ㄵ"), ("ㄴ", "ㅎ", "ㄶ"), ("ㄹ", "ㄱ", "ㄺ"), ("ㄹ", "ㅁ", "ㄻ"), ("ㄹ", "ㅂ", "ㄼ"),
        ("ㄹ", "ㅅ", "ㄽ"), ("ㄹ", "ㅌ", "ㄾ"), ("ㄹ", "ㅍ", "ㄿ"), ("ㄹ", "ㅎ", "ㅀ"), ("ㅂ", "ㅅ", "ㅄ"),
    ]
    /// The compound medials a second vowel makes.
    static let compoundMedials: [(first: Unicode.Scalar, second: Unicode.Scalar, compound: Unicode.Scalar)] = [
        ("ㅗ", "ㅏ", "ㅘ"), ("ㅗ", "ㅐ", "ㅙ"), ("ㅗ", "ㅣ", "ㅚ"), ("ㅜ", "ㅓ", "ㅝ"), ("ㅜ", "ㅔ", "ㅞ"), ("ㅜ", "ㅣ", "ㅟ"),
        ("ㅡ", "ㅣ", "ㅢ"),
    ]
}
