/// A text field's content kept encrypted in memory while the user types it.
///
/// The text is sealed with AES-256-GCM under a random key that belongs to this buffer alone, and
/// it is re-sealed under a fresh random nonce after every edit, so the same text never produces
/// the same stored bytes. Between calls the buffer holds only that ciphertext, the number of
/// characters and the cursor; the plaintext exists only while an edit runs or inside
/// ``withPlaintextUTF8(_:)``, in scratch memory that is zeroed before it is freed. After
/// ``clear()`` or deinitialization no copy of the key or of the text is left in the process's
/// writable memory on Linux (see <doc:Security> for what is guaranteed where, and the tests).
///
/// Lengths and positions count characters (grapheme clusters), as a user sees them: `"👨‍👩‍👧"` and
/// `"e\u{301}"` are one character each.
///
/// ```swift
/// let pin = SecureTextBuffer(maximumLength: 6, allowedCharacters: .digits)
/// try pin.insert("1234")
/// pin.masked                                                  // "••••"
/// pin.withPlaintextUTF8 { $0.elementsEqual("1234".utf8) }    // true
/// ```
///
/// The secure keyboard's route into the buffer carries bytes, not strings: ``apply(_:)->InputResult``
/// reads the key's UTF-8 in place (`KeyboardOutput.withInsertedUTF8(_:)`) and hands it to
/// ``insert(utf8:)``. What the buffer cannot protect: `String` values an app makes and hands to
/// ``insert(_:)`` (a paste, say), and the `String` ``withUnwipedPlaintextString(_:)`` makes, are
/// ordinary Swift strings the buffer cannot wipe; see <doc:Security>.
///
/// A buffer is a reference type (one key, one text) and is not `Sendable`: use it from one
/// isolation domain, typically the main actor with the keyboard that feeds it.
public final class SecureTextBuffer {
    /// The largest number of characters the buffer accepts, or `nil` for no limit.
    public let maximumLength: Int?
    /// The characters the buffer accepts.
    public let allowedCharacters: AllowedCharacters
    /// The character ``masked`` shows once per typed character.
    public var maskCharacter: Character

    /// The number of characters (grapheme clusters) in the text. Known without decrypting.
    public private(set) var count = 0

    private var storedCursor = 0
    private let sealed: SealedText

    /// Creates an empty buffer. Its random key is created at the first edit that stores text.
    ///
    /// - Parameters:
    ///   - maximumLength: The largest number of characters accepted, or `nil` for no limit.
    ///   - allowedCharacters: The characters accepted; everything by default.
    ///   - maskCharacter: The character ``masked`` repeats; `•` (U+2022) by default.
    public convenience init(
        maximumLength: Int? = nil,
        allowedCharacters: AllowedCharacters = .any,
        maskCharacter: Character = "•"
    ) {
        self.init(maximumLength: maximumLength, allowedCharacters: allowedCharacters, maskCharacter: maskCharacter,
                  keySource: systemKey)
    }

    /// Creates an empty buffer whose keys come from `keySource`: tests record the keys to look
    /// for them in memory afterwards.
    init(
        maximumLength: Int? = nil,
        allowedCharacters: AllowedCharacters = .any,
        maskCharacter: Character = "•",
        keySource: @escaping KeySource
    ) {
        self.sealed = SealedText(keySource: keySource)
        precondition((maximumLength ?? 0) >= 0, "SecureTextBuffer: maximumLength must not be negative")
        self.maximumLength = maximumLength
        self.allowedCharacters = allowedCharacters
        self.maskCharacter = maskCharacter
    }

    /// Whether the text is empty.
    public var isEmpty: Bool { count == 0 }

    /// The insertion point, as a character offset in `0...count`. Starts at, and follows, the
    /// end of the text; values outside the range are clamped.
    public var cursor: Int {
        get { storedCursor }
        set { storedCursor = min(max(newValue, 0), count) }
    }

    /// One ``maskCharacter`` per character of the text.
    public var masked: String { masked(with: maskCharacter) }

    /// One `mask` per character of the text.
    public func masked(with mask: Character) -> String {
        String(repeating: mask, count: count)
    }

    /// The bytes the buffer stores for the text: the 12-byte nonce, the ciphertext and the
    /// 16-byte tag (empty while the text is empty).
    ///
    /// Exposed for tests and audits; it cannot be decrypted without the buffer's key, which
    /// never leaves the buffer. The ciphertext is padded to a multiple of 64 bytes, so its length
    /// reveals only a bucket, not the text's length.
    public var sealedRepresentation: [UInt8] { sealed.sealedRepresentation }

    // MARK: Reading

    /// Calls `body` with the text's UTF-8 bytes, then zeroes them.
    ///
    /// The pointer is valid only during `body`; do not store it or copy the bytes elsewhere
    /// unless that copy is wiped too. This is the way to read the secret without leaving a copy
    /// behind (for example to hash it or to feed an encryptor).
    public func withPlaintextUTF8<R, E: Error>(
        _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R
    ) throws(E) -> R {
        try sealed.withOpened(body)
    }

    /// Calls `body` with the text as a `String` that is **never wiped**: the plaintext stays in the heap.
    ///
    /// - Important: Use ``withPlaintextUTF8(_:)``, which leaves nothing behind, wherever bytes will do
    ///   (hashing, encrypting, comparing). The decrypted bytes are zeroed afterwards, but the `String`
    ///   is an ordinary Swift string: a text of more than 15 UTF-8 bytes is stored on the heap, and that
    ///   storage is freed without being wiped, so the whole plaintext stays in freed memory until it is
    ///   reused (the memory-residue test finds every 6-byte window of a 64-character passphrase there
    ///   after this call). Up to 15 bytes the string is stored inline, in registers and on the stack.
    ///   Anything `body` copies the string into escapes the buffer's protection too.
    public func withUnwipedPlaintextString<R, E: Error>(_ body: (String) throws(E) -> R) throws(E) -> R {
        try sealed.withOpened { (bytes) throws(E) -> R in
            try body(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Calls `body` with the text as a `String` that is never wiped; renamed so that its risk is in its name.
    @available(*, deprecated, renamed: "withUnwipedPlaintextString", message: "the String is never wiped; use withPlaintextUTF8(_:) where bytes will do")
    public func withPlaintext<R, E: Error>(_ body: (String) throws(E) -> R) throws(E) -> R {
        try withUnwipedPlaintextString(body)
    }

    // MARK: Editing

    /// Inserts `text` at the ``cursor`` and moves the cursor past it.
    ///
    /// - Throws: ``InputRejection`` if `text` has characters outside ``allowedCharacters`` or the
    ///   result would be too long. The insert is all or nothing: a refused insert changes nothing.
    public func insert(_ text: String) throws(InputRejection) {
        try replaceCharacters(in: storedCursor..<storedCursor, with: text)
    }

    /// Inserts `text` before the character at `index` (`0...count`).
    ///
    /// - Throws: ``InputRejection``; a refused insert changes nothing.
    public func insert(_ text: String, at index: Int) throws(InputRejection) {
        try replaceCharacters(in: index..<index, with: text)
    }

    /// Replaces the characters in `range` (character offsets within `0...count`) with `text`.
    ///
    /// Whether the text is allowed is decided on `text` alone: each of its characters, taken as
    /// `text` splits into characters on its own, must be in ``allowedCharacters``. The stored
    /// neighbours play no part, so neither the decision nor a rejection (which lists `text`'s
    /// refused characters) can tell a caller anything about the stored text. A consequence: a set
    /// that accepts a character which extends its neighbour (a combining accent, a zero-width
    /// joiner) accepts it after any stored character, and the text can then hold the combined
    /// character (`e` + accent = `é`) even if the set does not list it. The built-in sets accept
    /// no such character. The length limit counts the characters of the result, where a combining
    /// insert may not add one; ``count`` shows that anyway. The cursor moves to the end of the
    /// replacement if it was inside or after `range`.
    ///
    /// - Throws: ``InputRejection``; a refused replacement changes nothing.
    public func replaceCharacters(in range: Range<Int>, with text: String) throws(InputRejection) {
        try UTF8Bytes.with(text) { (bytes) throws(InputRejection) in try edit(range, with: bytes) }
    }

    /// Inserts the UTF-8 bytes `text` at the ``cursor`` and moves the cursor past it: the secure keyboard's
    /// route, with no `String` between the key and the buffer (``apply(_:)->InputResult`` takes it).
    ///
    /// The bytes are read during the call only and copied nowhere but the buffer's wiped scratch memory;
    /// the caller owns (and wipes, if it must) the memory they are in. The rules are those of
    /// ``replaceCharacters(in:with:)``.
    ///
    /// - Precondition: `text` is well-formed UTF-8.
    /// - Throws: ``InputRejection``; a refused insert changes nothing.
    public func insert(utf8 text: UnsafeBufferPointer<UInt8>) throws(InputRejection) {
        try replaceCharacters(in: storedCursor..<storedCursor, withUTF8: text)
    }

    /// Replaces the characters in `range` with the UTF-8 bytes `text`, as ``replaceCharacters(in:with:)``
    /// does with a string.
    ///
    /// - Precondition: `text` is well-formed UTF-8.
    /// - Throws: ``InputRejection``; a refused replacement changes nothing.
    public func replaceCharacters(in range: Range<Int>, withUTF8 text: UnsafeBufferPointer<UInt8>) throws(InputRejection) {
        precondition(Graphemes.isValidUTF8(text), "SecureTextBuffer: the inserted bytes are not well-formed UTF-8")
        try edit(range, with: text)
    }

    /// Deletes the character before the ``cursor``.
    ///
    /// - Returns: `false` if the cursor is at the start and there was nothing to delete.
    @discardableResult
    public func deleteBackward() -> Bool {
        guard storedCursor > 0 else { return false }
        do {
            try edit(storedCursor - 1..<storedCursor, with: UnsafeBufferPointer(start: nil, count: 0))
        } catch {
            preconditionFailure("SecureTextBuffer: a deletion is never rejected")
        }
        return true
    }

    /// Removes the whole text and drops the ciphertext and the key.
    ///
    /// The key's cipher context is freed and wiped (on Linux, `EVP_CIPHER_CTX_free` cleanses
    /// OpenSSL's key schedule); the next edit creates a new random key. Deinitializing the
    /// buffer does the same.
    public func clear() {
        sealed.reset()
        count = 0
        storedCursor = 0
    }

    // MARK: Implementation

    /// Decrypts, builds the edited frame in wiped scratch memory, validates it and re-seals it.
    private func edit(_ range: Range<Int>, with replacement: UnsafeBufferPointer<UInt8>) throws(InputRejection) {
        precondition(
            range.lowerBound >= 0 && range.upperBound <= count,
            "SecureTextBuffer: range \(range) is outside 0...\(count)"
        )
        if range.isEmpty && replacement.isEmpty { return }
        // Decided before anything is decrypted, on the new text alone: no oracle on the stored text.
        // Walked in place: an accepted character is never copied to the heap, only a refused one is listed.
        if !allowedCharacters.isUnrestricted {
            var disallowed: [Character] = []
            Graphemes.forEachCharacter(in: replacement) { character in
                if !allowedCharacters.contains(character) && !disallowed.contains(character) { disallowed.append(character) }
                return true
            }
            if !disallowed.isEmpty { throw .disallowedCharacters(disallowed) }
        }

        let oldCount = count
        let sealed = self.sealed
        let maximum = maximumLength
        let inserting = !replacement.isEmpty

        let (box, newCount) = try sealed.withOpened { (old) throws(InputRejection) in
            let lower = Graphemes.byteOffset(ofCharacter: range.lowerBound, in: old)
            let upper = Graphemes.byteOffset(ofCharacter: range.upperBound, in: old)
            let insertedCount = replacement.count
            let textCount = lower + insertedCount + (old.count - upper)

            let frame = SecretBytes(count: PlaintextFrame.size(forTextCount: textCount))
            PlaintextFrame.writeHeader(textCount: textCount, into: frame.bytes)
            let textStart = frame.bytes.baseAddress! + PlaintextFrame.headerSize
            let text = UnsafeMutableBufferPointer(
                start: textStart.assumingMemoryBound(to: UInt8.self),
                count: textCount
            )
            _ = text[0..<lower].initialize(fromContentsOf: old[0..<lower])
            _ = text[lower..<(lower + insertedCount)].initialize(fromContentsOf: replacement)
            _ = text[(lower + insertedCount)...].initialize(fromContentsOf: old[upper...])
            let candidate = UnsafeBufferPointer(text)

            let newCount = Graphemes.count(in: candidate)
            if inserting, let maximum, newCount > maximum {
                throw .tooLong(remaining: max(0, maximum - (oldCount - range.count)))
            }
            let box = textCount == 0 ? [] : sealed.seal(frame: UnsafeRawBufferPointer(frame.bytes))
            return (box, newCount)
        }

        self.sealed.store(box)
        count = newCount
        let delta = newCount - oldCount
        if storedCursor >= range.upperBound {
            storedCursor += delta
        } else if storedCursor >= range.lowerBound {
            storedCursor = range.upperBound + delta
        }
        storedCursor = min(max(storedCursor, 0), newCount)
    }
}

@available(*, unavailable, message: "A SecureTextBuffer is mutable shared state; use it from one isolation domain")
extension SecureTextBuffer: Sendable {}
