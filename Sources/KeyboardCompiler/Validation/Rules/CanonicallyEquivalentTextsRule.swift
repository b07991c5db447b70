import KeyboardRuntime
import TextClassification

extension DiagnosticCode {
    /// Two texts a page types look the same but are written with other code points.
    public static let canonicallyEquivalentTexts = DiagnosticCode(
        240, "canonically-equivalent-texts", .error,
        summary: "Two texts a page types are the same character written with different code points",
        explanation: """
        `é` can be written precomposed (U+00E9, NFC) or as `e` and a combining acute accent (U+0065 U+0301,
        NFD). Both look the same, and Swift's `==` calls them equal, but a password field receives the code
        points: a server that does not normalize sees two different passwords. kbc compares texts by code
        point, so two keys, shift texts or alternates of one page that are canonically equivalent but
        written differently are an error:

            - ["\\u00E9", "e\\u0301"]     # error: which é does the field get?

        Write every text the same way, usually precomposed (NFC), as most keyboards type it.
        """)
}

/// The texts a page types (keys, shift texts, alternates) are not the same character in other code points.
struct CanonicallyEquivalentTextsRule: ValidationRule {
    var codes: [DiagnosticCode] { [.canonicallyEquivalentTexts] }
    func findsNothing(in summary: KeyboardSummary) -> Bool {
        summary.text.isPrintableASCII || summary.allText.isAlwaysNFC
            || !Self.mayFind(changing: summary.text.textsNFCMayChange, amongTextsOf: summary.text.scalarsBeyondASCII, nfcForms: .shared)
    }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        guard Self.mayFind(in: keyboard.layout, nfcForms: context.nfcForms) else { return }
        // Two texts that differ but have the same NFC form are not both in NFC. So only the NFC forms of the
        // texts that are not in NFC (rare: a letter and a mark NFC composes) can be shared by a finding's
        // texts. Each text's NFC form is worked out once, in the walk's order (a text of scalars always in
        // NFC is its own, and needs no work).
        var normalized: [String] = []
        var targets: [NFCText] = []
        TextFields.forEachTyped(in: keyboard.layout) { _, text, _ in
            guard !text.allScalarValues(ScalarTables.isAlwaysNFC) else { return }
            let nfc = context.nfcForms.form(of: text)
            normalized.append(nfc)
            if !nfc.hasSameUTF8(as: text) { targets.append(NFCText(normalized: nfc)) }
        }
        guard !targets.isEmpty else { return }
        // The texts of those NFC forms, compared by them: a match whose code points differ is the finding.
        var firsts: [NFCText: (text: String, field: TextField, place: TextPlace)] = [:]
        var next = 0
        var reported: Set<ExactText> = []
        // One finding per key: a key's shift text and shifted alternates follow from its text.
        var reportedPlaces: Set<TextPlace> = []
        // Located after the walk, so that the closure does not use the page (see PrintableTextRule).
        var findings: [(text: String, field: TextField, place: TextPlace, earlier: String, firstField: TextField, firstPlace: TextPlace)] = []
        TextFields.forEachTyped(in: keyboard.layout) { field, text, place in
            guard !text.utf8AllSatisfy({ $0 < 0x80 }) else { return }
            let key: NFCText
            if text.allScalarValues(ScalarTables.isAlwaysNFC) {
                key = NFCText(normalized: text)
            } else {
                key = NFCText(normalized: normalized[next])
                next += 1
            }
            guard targets.contains(key) else { return }
            guard let first = firsts.index(forKey: key) else {
                firsts[key] = (text, field, place)
                return
            }
            let (earlier, firstField, firstPlace) = firsts.values[first]
            guard !earlier.hasSameUTF8(as: text), !reportedPlaces.contains(place),
                  reported.insert(ExactText(text)).inserted else { return }
            reportedPlaces.insert(place)
            findings.append((text, field, place, earlier, firstField, firstPlace))
        }
        for (text, field, place, earlier, firstField, firstPlace) in findings {
            diagnostics.append(Diagnostic(
                .canonicallyEquivalentTexts,
                "\(field.noun) '\(text.visibleEscaped)' (\(Self.codePoints(text))) is '\(earlier.visibleEscaped)' (\(Self.codePoints(earlier))) in other code points",
                at: place.location(of: field, positions: keyboard.positions, file: keyboard.file),
                notes: [
                    DiagnosticNote("\(firstField.noun) '\(earlier.visibleEscaped)' is written here",
                                   at: firstPlace.location(of: firstField, positions: keyboard.positions, file: keyboard.file)),
                    DiagnosticNote("a field receives code points: write both the same way, usually precomposed (NFC)"),
                ]))
        }
    }

    /// Whether two texts of a page that differ may have the same NFC form, told from the `texts` that the
    /// quick check cannot tell are in NFC and the `scalars` of the page's texts, without a walk.
    ///
    /// Two such texts are not both in NFC, and only a text of `texts` may not be. So one of them is a text
    /// of `texts` that NFC changes, and the other its NFC form, in NFC, or another text of `texts` with the
    /// same form. On a Devanagari page, `र` with a nukta becomes `ऱ` (U+0931), which is not on the page
    /// when no text has a scalar of its place in the filter.
    static func mayFind(changing texts: [String], amongTextsOf scalars: ScalarFilter, nfcForms: NFCForms) -> Bool {
        guard !texts.isEmpty else { return false }
        // Each text's word and its form's, on the stack: equal words are equal texts, `.max` a longer one.
        // A text NFC changes has a form of another word (a longer text's form is one word, or `.max` when
        // it is the text).
        return withUnsafeTemporaryAllocation(of: (text: UInt64, form: UInt64).self, capacity: texts.count) { words in
            for index in texts.indices {
                let text = texts[index]
                let word = text.packedUTF8
                let form = nfcForms.normalized(text, packed: word)
                let changed = word == .max ? !form.hasSameUTF8(as: text) : form.packedUTF8 != word
                // A longer form, or one that may be a text of the page, may be a finding's.
                if changed, form.utf8.count > 7 || form.allScalarValues(scalars.mayContain) { return true }
                (words.baseAddress! + index).initialize(to: (word, changed ? form.packedUTF8 : word))
            }
            for target in words.indices where words[target].form != words[target].text {
                let (text, form) = words[target]
                for other in words.indices where other != target && words[other].form == form
                    && (words[other].text != text || text == .max) {
                    return true
                }
            }
            return false
        }
    }

    /// Whether two typed texts of `layout` that differ may have the same NFC form, told in one walk from
    /// each text's bytes packed into a word (``Swift/String/packedUTF8``) and those of its NFC form: no,
    /// on nearly every page, and the walks that find and locate the texts are left out. A text of more
    /// bytes than a word holds may match any other such, and makes the answer yes; so does a page of more
    /// non-ASCII typed texts than ``wordCapacity``.
    private static func mayFind(in layout: KeyboardLayout, nfcForms: NFCForms) -> Bool {
        // The words of each non-ASCII typed text, and of its NFC form, on the stack; which are not in NFC.
        withUnsafeTemporaryAllocation(of: (text: UInt64, nfc: UInt64).self, capacity: wordCapacity) { words in
            var count = 0
            var isFull = false
            var notInNFC: [Int] = []
            TextFields.forEachTyped(in: layout) { _, text, _ in
                guard !isFull else { return }
                // The quick check and the word in one pass over the bytes; ASCII, which the check tells, needs no word.
                let (isASCII, check, word) = text.utf8.withContiguousStorageIfAvailable { bytes -> (Bool, NFCQuickCheck, UInt64) in
                    var scan = NFCQuickCheck.Scan()
                    let check = scan.check(bytes.allScalarValues { scan.next($0) })
                    return scan.isASCII ? (true, check, 0) : (false, check, bytes.packedUTF8)
                } ?? (text.utf8AllSatisfy { $0 < 0x80 }, text.nfcQuickCheck, text.packedUTF8)
                guard !isASCII else { return }
                guard count < words.count else {
                    isFull = true
                    return
                }
                var nfcWord = word
                if check == .maybe {
                    let nfc = nfcForms.normalized(text, packed: word)
                    nfcWord = nfc.packedUTF8
                    if nfcWord != word || (word == .max && !nfc.hasSameUTF8(as: text)) { notInNFC.append(count) }
                }
                (words.baseAddress! + count).initialize(to: (word, nfcWord))
                count += 1
            }
            if isFull { return true }
            for target in notInNFC {
                let (text, nfc) = words[target]
                for other in 0..<count where other != target && words[other].nfc == nfc
                    && (words[other].text != text || text == .max) {
                    return true
                }
            }
            return false
        }
    }

    /// How many non-ASCII typed texts ``mayFind(in:nfcForms:)`` packs, on the stack: those of a page of
    /// letters with alternates several times over. A page of more takes the walks that find the texts.
    private static let wordCapacity = 256

    private static func codePoints(_ text: String) -> String {
        text.unicodeScalars.map(\.codePointDescription).joined(separator: " ")
    }
}

/// A text's NFC form, compared and hashed by its bytes: texts with equal ones are canonically equivalent,
/// as `String`'s `==` would say, without normalizing them again for each comparison.
struct NFCText: Hashable {
    private let form: ExactText

    /// The text whose NFC form is `normalized`.
    init(normalized: String) {
        form = ExactText(normalized)
    }
}

/// A text compared and hashed by its code points, not by canonical equivalence as `String` is.
struct ExactText: Hashable {
    /// The text as written.
    let text: String

    init(_ text: String) {
        self.text = text
    }

    // By UTF-8 bytes, which are the same exactly when the code points are: hashed and compared in place,
    // without decoding scalars.
    static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        lhs.text.hasSameUTF8(as: rhs.text)
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.makeContiguousUTF8()  // nothing to do for a native string
        _ = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        // The length ends the bytes, as `String` does, so that texts of several hashed together differ.
        hasher.combine(text.utf8.count)
    }
}

extension String {
    /// The bytes of a text of at most 7 (a letter and its marks, nearly every text a key types) and their
    /// count, in one word: equal words are equal texts. `UInt64.max` for a longer text, which only its
    /// bytes tell apart.
    @inline(__always)
    var packedUTF8: UInt64 {
        guard utf8.count <= 7 else { return .max }
        return utf8.withContiguousStorageIfAvailable { $0.packedUTF8 } ?? .max
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// These bytes packed into a word (``Swift/String/packedUTF8``).
    @inline(__always)
    var packedUTF8: UInt64 {
        guard count <= 7 else { return .max }
        var word = UInt64(count) << 56
        for index in indices { word |= UInt64(self[index]) << UInt64(index &* 8) }
        return word
    }
}
