@preconcurrency import KbcPlatform
import TextClassification

/// The NFC forms of the texts that Unicode's quick check cannot tell are in NFC, each worked out once
/// for the process (``shared``).
///
/// The keyboards of one target type the same few such texts on every page (a Devanagari consonant and
/// its nukta, an Arabic haraka on its own), and the standard library's normalizer costs more than the
/// rest of the rule about canonical equivalence. Rules may run on several threads, so the forms found so
/// far are kept behind a lock.
final class NFCForms: @unchecked Sendable {
    /// The forms found so far. A form never changes, and keyboards type few texts that need one, so they
    /// are kept for every compilation of the process.
    static let shared = NFCForms()

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// By the text's bytes packed into a word (``Swift/String/packedUTF8``), which hashes faster than
    /// the bytes; texts too long for a word by their bytes. Read and written only under the lock, so
    /// without the runtime's exclusivity checks on every access.
    @exclusivity(unchecked) private var formsByWord: [UInt64: String] = [:]
    @exclusivity(unchecked) private var formsByText: [ExactText: String] = [:]

    init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The NFC form of `text`: `text` itself when the quick check says it is in NFC.
    func form(of text: String) -> String {
        text.nfcQuickCheck == .maybe ? normalized(text, packed: text.packedUTF8) : text
    }

    /// Whether NFC leaves `text`, which the quick check cannot tell is in NFC, as it is.
    func leavesAlone(_ text: String) -> Bool {
        let word = text.packedUTF8
        let form = normalized(text, packed: word)
        return word == .max ? form.hasSameUTF8(as: text) : form.packedUTF8 == word
    }

    /// The NFC form of `text`, which the quick check cannot tell is in NFC, and whose bytes packed into a
    /// word are `word`: normalized once for the compilation.
    func normalized(_ text: String, packed word: UInt64) -> String {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if word != .max {
            if let form = formsByWord[word] { return form }
            let form = String(decoding: text._nfcCodeUnits, as: UTF8.self)
            formsByWord[word] = form
            return form
        }
        let key = ExactText(text)
        if let form = formsByText[key] { return form }
        let form = String(decoding: text._nfcCodeUnits, as: UTF8.self)
        formsByText[key] = form
        return form
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
