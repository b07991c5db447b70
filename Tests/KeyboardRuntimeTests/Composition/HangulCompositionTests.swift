import KeyboardRuntime
import Testing

/// Hangul 2-set composition in the session, against Unicode's algorithmic syllable composition: random
/// jamo sequences compose into syllables that hold exactly the jamo typed, in order, that Unicode's
/// canonical composition of their conjoining jamo gives, with finals moved to the next syllable.
@Suite("Hangul composition")
struct HangulCompositionTests {
    static let consonants = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ").map(String.init)
    static let vowels = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅛㅜㅠㅡㅣ").map(String.init)

    /// A page with one key per jamo a 2-set keyboard types (shifted doubles as keys of their own), delete
    /// and space.
    static let korean: KeyboardLayout = {
        var layout = KeyboardLayout(id: "korean", rows: [
            KeyRow(keys: consonants.map { Key(action: .insert($0), label: $0) }),
            KeyRow(keys: vowels.map { Key(action: .insert($0), label: $0) }),
            KeyRow(keys: [Key(action: .delete, label: "⌫"), Key(action: .space, label: "space")]),
        ])
        layout.composition = TextComposition(script: .hangul)
        return layout
    }()

    // Unicode's order of initials, medials and finals, as compatibility jamo.
    static let initials = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ".unicodeScalars)
    static let medials = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ".unicodeScalars)
    static let finals = Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ".unicodeScalars)
    /// What typing each compound medial or double final takes.
    static let keystrokes: [Unicode.Scalar: String] = [
        "ㅘ": "ㅗㅏ", "ㅙ": "ㅗㅐ", "ㅚ": "ㅗㅣ", "ㅝ": "ㅜㅓ", "ㅞ": "ㅜㅔ", "ㅟ": "ㅜㅣ", "ㅢ": "ㅡㅣ",
        "ㄳ": "ㄱㅅ", "ㄵ": "ㄴㅈ", "ㄶ": "ㄴㅎ", "ㄺ": "ㄹㄱ", "ㄻ": "ㄹㅁ", "ㄼ": "ㄹㅂ", "ㄽ": "ㄹㅅ", "ㄾ": "ㄹㅌ",
        "ㄿ": "ㄹㅍ", "ㅀ": "ㄹㅎ", "ㅄ": "ㅂㅅ",
    ]

    /// A precomposed syllable's initial, medial and final (0 for none) by Unicode's algorithm.
    static func decompose(_ scalar: Unicode.Scalar) -> (Int, Int, Int)? {
        guard (0xAC00...0xD7A3).contains(scalar.value) else { return nil }
        let index = Int(scalar.value) - 0xAC00
        return (index / 588, (index % 588) / 28, index % 28)
    }

    /// The jamo keystrokes a text holds: syllables taken apart, compounds split.
    static func jamoTyped(_ text: String) -> String {
        var typed = ""
        for scalar in text.unicodeScalars {
            if let (l, v, t) = decompose(scalar) {
                typed.unicodeScalars.append(initials[l])
                typed += keystrokes[medials[v]] ?? String(medials[v])
                if t > 0 { typed += keystrokes[finals[t - 1]] ?? String(finals[t - 1]) }
            } else {
                typed += keystrokes[scalar] ?? String(scalar)
            }
        }
        return typed
    }

    struct Typed {
        var committed = ""
        var marked = ""
        var log: [KeyboardOutput] = []
        var visible: String { committed + marked }

        mutating func apply(_ outputs: [KeyboardOutput]) {
            log += outputs
            for output in outputs {
                switch output {
                case .insert(let text): committed += text
                case .deleteBackward: if !committed.isEmpty { committed.removeLast() }
                case .marked(let text): marked = text
                default: break
                }
            }
        }
    }

    static func position(of jamo: String) -> KeyPosition {
        if let index = consonants.firstIndex(of: jamo) { return KeyPosition(row: 0, index: index) }
        return KeyPosition(row: 1, index: vowels.firstIndex(of: jamo)!)
    }

    static func randomJamo(count: Int, using generator: inout SeededRandomNumberGenerator) -> [String] {
        (0..<count).map { _ in
            // Vowels often enough to make syllables, consonants often enough to make finals.
            Bool.random(using: &generator) ? consonants.randomElement(using: &generator)! : vowels.randomElement(using: &generator)!
        }
    }

    @Test("Random jamo compose into syllables that hold exactly the jamo typed, as Unicode composes them")
    func randomSequencesMatchUnicode() throws {
        var generator = SeededRandomNumberGenerator(seed: 23)
        let start = try KeyboardSession(layouts: [Self.korean], initialPage: "korean")
        for _ in 0..<2_000 {
            let jamo = Self.randomJamo(count: Int.random(in: 1...12, using: &generator), using: &generator)
            var session = start
            var typed = Typed()
            for item in jamo { typed.apply(session.handle(.tap(Self.position(of: item)))) }
            // Only committed text goes through .insert; what is pending is marked until it is finished.
            #expect(typed.marked == session.markedText)
            typed.apply(session.finishComposition())
            #expect(typed.marked.isEmpty)
            let text = typed.committed
            #expect(Self.jamoTyped(text) == jamo.joined(), "\(jamo.joined()) → \(text)")
            let scalars = Array(text.unicodeScalars)
            for (index, scalar) in scalars.enumerated() {
                if let (l, v, t) = Self.decompose(scalar) {
                    // The conjoining jamo are canonically equivalent to the syllable (String's == normalizes by
                    // the standard library's Unicode data, not by the composer's formula).
                    var conjoining = String(Unicode.Scalar(0x1100 + UInt32(l))!) + String(Unicode.Scalar(0x1161 + UInt32(v))!)
                    if t > 0 { conjoining.unicodeScalars.append(Unicode.Scalar(0x11A7 + UInt32(t))!) }
                    #expect(conjoining == String(Character(scalar)))
                    #expect(!conjoining.unicodeScalars.elementsEqual(String(Character(scalar)).unicodeScalars))
                    // A final is never left before a vowel: it moves to begin the next syllable.
                    if t > 0, index + 1 < scalars.count { #expect(!Self.medials.contains(scalars[index + 1]), "\(text)") }
                } else if Self.initials.contains(scalar), index + 1 < scalars.count {
                    // A lone initial is never followed by a lone vowel: they make a syllable.
                    #expect(!Self.medials.contains(scalars[index + 1]), "\(text)")
                }
            }
        }
    }

    @Test("Delete takes one jamo back while composing, a committed character otherwise, and nothing is left over")
    func deleteIsConsistent() throws {
        var generator = SeededRandomNumberGenerator(seed: 2023)
        let start = try KeyboardSession(layouts: [Self.korean], initialPage: "korean")
        let delete = KeyPosition(row: 2, index: 0)
        for _ in 0..<1_000 {
            let jamo = Self.randomJamo(count: Int.random(in: 1...10, using: &generator), using: &generator)
            var session = start
            var typed = Typed()
            for item in jamo { typed.apply(session.handle(.tap(Self.position(of: item)))) }
            var deletes = 0
            let expectedDeletes = Self.jamoTyped(typed.marked).unicodeScalars.count + typed.committed.count
            while !typed.visible.isEmpty {
                let before = typed
                let outputs = session.handle(.tap(delete))
                typed.apply(outputs)
                deletes += 1
                if before.marked.isEmpty {
                    #expect(outputs == [.deleteBackward])
                } else {
                    // One jamo of the syllable, and nothing committed or deleted from the field.
                    #expect(!outputs.contains(.deleteBackward))
                    #expect(typed.committed == before.committed)
                    #expect(Self.jamoTyped(typed.marked).unicodeScalars.count == Self.jamoTyped(before.marked).unicodeScalars.count - 1)
                }
                try #require(deletes <= 40)
            }
            #expect(deletes == expectedDeletes, "\(jamo.joined())")
        }
    }

    @Test("Known words")
    func knownWords() throws {
        let cases: [(String, String)] = [
            ("ㅎㅏㄴㄱㅡㄹ", "한글"), ("ㄷㅏㄹㄱㅣ", "달기"), ("ㄷㅏㄹㄱ", "닭"), ("ㅇㅗㅏㅆㅇㅓㅇㅛ", "왔어요"),
            ("ㅃㅏㅇ", "빵"), ("ㄱㅏㅂㅅ", "값"), ("ㄱㅏㅂㅅㅇㅣ", "값이"), ("ㅏㅏ", "ㅏㅏ"), ("ㄱㄱ", "ㄱㄱ"),
        ]
        let start = try KeyboardSession(layouts: [Self.korean], initialPage: "korean")
        for (jamo, word) in cases {
            var session = start
            var typed = Typed()
            for item in jamo { typed.apply(session.handle(.tap(Self.position(of: String(item))))) }
            typed.apply(session.finishComposition())
            #expect(typed.committed == word, "\(jamo)")
        }
    }

    @Test("Space and return commit the syllable before themselves")
    func functionKeysCommit() throws {
        var layout = Self.korean
        layout.rows[2].keys.append(Key(action: .returnKey, label: "return"))
        var session = try KeyboardSession(layouts: [layout], initialPage: "korean")
        _ = session.handle(.tap(Self.position(of: "ㅎ")))
        #expect(session.handle(.tap(Self.position(of: "ㅏ"))) == [.marked("하")])
        #expect(session.handle(.tap(KeyPosition(row: 2, index: 1))) == [.insert("하 "), .marked("")])
        _ = session.handle(.tap(Self.position(of: "ㄴ")))
        #expect(session.handle(.tap(KeyPosition(row: 2, index: 2))) == [.insert("ㄴ"), .marked(""), .returnKey(.done)])
    }
}
