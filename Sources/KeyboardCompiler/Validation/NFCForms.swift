@preconcurrency import KbcPlatform
import TextClassification

/// The NFC forms of the texts that Unicode's quick check cannot tell are in NFC, each worked out once
/// while it is remembered (``shared``).
///
/// The keyboards of one target type the same few such texts on every page (a Devanagari consonant and
/// its nukta, an Arabic haraka on its own), and the standard library's normalizer costs more than the
/// rest of the rule about canonical equivalence. Rules may run on several threads, so the forms are kept
/// behind a lock. A process that compiles without end (the playground, a test run) must not grow with what
/// it compiles: the forms are held in tables of a fixed size, emptied when full, and a text too long to
/// be a key's is normalized each time.
final class NFCForms: @unchecked Sendable {
    /// The forms of every compilation of the process: a form never changes.
    static let shared = NFCForms()

    /// How many forms of texts of at most seven bytes are remembered (the slots of a table of words
    /// hold at most three quarters as many).
    private static let slotCount = 1024
    /// How many forms of longer texts are remembered, and the longest such text.
    private static let longTextCount = 256
    private static let longestRemembered = 64

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// The text's bytes packed into a word (``Swift/String/packedUTF8``) in each slot, 0 for none (no
    /// text of one byte or more packs to 0), found by the word's hash and the slots after it; its form
    /// in the same slot of `forms`. Read and written only under the lock.
    private let words = UnsafeMutablePointer<UInt64>.allocate(capacity: slotCount)
    private let forms = UnsafeMutablePointer<String>.allocate(capacity: slotCount)
    @exclusivity(unchecked) private var wordCount = 0
    /// Texts too long for a word, by their bytes.
    @exclusivity(unchecked) private var formsByText: [ExactText: String] = [:]

    init() {
        pthread_mutex_init(mutex, nil)
        words.initialize(repeating: 0, count: Self.slotCount)
        forms.initialize(repeating: "", count: Self.slotCount)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        words.deallocate()
        forms.deinitialize(count: Self.slotCount)
        forms.deallocate()
    }

    /// The NFC form of `text`: `text` itself when the quick check says it is in NFC.
    func form(of text: String) -> String {
        text.nfcQuickCheck == .maybe ? normalized(text, packed: text.packedUTF8) : text
    }

    /// The NFC form of `text`, which the quick check cannot tell is in NFC, and whose bytes packed into a
    /// word are `word`: normalized once while remembered.
    func normalized(_ text: String, packed word: UInt64) -> String {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if word != .max {
            let mask = Self.slotCount - 1
            var slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> 54) & mask
            while words[slot] != 0 {
                if words[slot] == word { return forms[slot] }
                slot = (slot &+ 1) & mask
            }
            let form = String(decoding: text._nfcCodeUnits, as: UTF8.self)
            if wordCount >= Self.slotCount / 4 * 3 {
                words.update(repeating: 0, count: Self.slotCount)
                forms.update(repeating: "", count: Self.slotCount)
                wordCount = 0
                slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> 54) & mask
            }
            words[slot] = word
            forms[slot] = form
            wordCount += 1
            return form
        }
        guard text.utf8.count <= Self.longestRemembered else { return String(decoding: text._nfcCodeUnits, as: UTF8.self) }
        let key = ExactText(text)
        if let form = formsByText[key] { return form }
        let form = String(decoding: text._nfcCodeUnits, as: UTF8.self)
        if formsByText.count >= Self.longTextCount { formsByText.removeAll(keepingCapacity: true) }
        formsByText[key] = form
        return form
    }

    /// How many forms are remembered, for the tests that hold the tables to their size.
    var count: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return wordCount + formsByText.count
    }
}

/// What Unicode's NFC quick check, as the tables tell it, says of a text (``Swift/String/nfcQuickCheck``).
enum NFCQuickCheck {
    /// Every scalar is in NFC whatever surrounds it (ASCII among them).
    case alwaysNFC
    /// In NFC: every scalar passes the quick check, and no two with a combining class follow each other
    /// (which could be out of order).
    case nfc
    /// Normalize to know.
    case maybe

    /// The quick check of a text, scalar by scalar, for a walk that reads the text's bytes for more.
    struct Scan {
        private var answer = NFCQuickCheck.alwaysNFC
        private var afterMark = false
        /// Whether every scalar so far is ASCII.
        private(set) var isASCII = true

        /// Takes the next scalar's value into account: `false` once the answer is ``maybe``, to stop the walk.
        @inline(__always)
        mutating func next(_ value: UInt32) -> Bool {
            if value < 0x80 {
                nextAlwaysNFC()
                return true
            }
            return next(facts: ScalarTables.facts(of: value))
        }

        /// Takes the next scalar, one that is always in NFC (ASCII among them), into account.
        @inline(__always)
        mutating func nextAlwaysNFC() {
            afterMark = false
        }

        /// Takes the next scalar, beyond ASCII, whose facts are `facts` into account: `false` once the
        /// answer is ``maybe``, to stop the walk.
        @inline(__always)
        mutating func next(facts: ScalarFacts) -> Bool {
            isASCII = false
            guard facts.passesNFCQuickCheck else { return false }
            let isMark = !facts.isAlwaysNFC
            if isMark {
                if afterMark { return false }
                answer = .nfc
            }
            afterMark = isMark
            return true
        }

        /// The answer, from whether the walk went through every scalar (`next` never said stop).
        func check(_ walkedAll: Bool) -> NFCQuickCheck { walkedAll ? answer : .maybe }
    }
}

extension String {
    /// What the quick check says of the text, in one walk over its scalars (``NFCQuickCheck``).
    var nfcQuickCheck: NFCQuickCheck {
        var scan = NFCQuickCheck.Scan()
        return scan.check(allScalarValues { scan.next($0) })
    }

    /// Whether the text is in NFC by Unicode's quick check, as far as the tables tell: every scalar passes
    /// it (``ScalarFacts/passesNFCQuickCheck``) and no two with a combining class follow each other (which
    /// could be out of order). `false` means "normalize to know".
    var isInNFCByQuickCheck: Bool { nfcQuickCheck != .maybe }
}
