/// Grapheme-cluster (`Character`) arithmetic over UTF-8 bytes that live in wiped scratch memory.
///
/// Where the standard library's `UTF8Span` is available (Swift 6.2 runtimes: Linux, and
/// macOS/iOS 26 or later) the bytes are walked in place and no `String` copy of the secret is
/// made. On older Apple runtimes the fallback decodes a temporary `String`, whose storage the
/// standard library frees without wiping; that copy is the one gap in the wipe guarantee there.
enum Graphemes {
    /// How grapheme boundaries are found.
    enum Strategy: CaseIterable {
        /// Walk the bytes in place with `UTF8Span` (no copy).
        case inPlace
        /// Decode a temporary `String` (older Apple runtimes).
        case stringCopy

        /// The best strategy the running system supports.
        static var preferred: Strategy {
            if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
                return .inPlace
            }
            return .stringCopy
        }
    }

    /// The number of characters (grapheme clusters) in `text`.
    static func count(in text: UnsafeBufferPointer<UInt8>, using strategy: Strategy = .preferred) -> Int {
        if strategy == .inPlace, #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
            guard let span = try? UTF8Span(validating: text.span) else { invalidUTF8() }
            var iterator = span.makeCharacterIterator()
            var count = 0
            while iterator.skipForward() > 0 { count += 1 }
            return count
        }
        return String(decoding: text, as: UTF8.self).count
    }

    /// The byte offset at which character number `index` starts (`text.count` at or past the end).
    static func byteOffset(
        ofCharacter index: Int,
        in text: UnsafeBufferPointer<UInt8>,
        using strategy: Strategy = .preferred
    ) -> Int {
        if strategy == .inPlace, #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
            guard let span = try? UTF8Span(validating: text.span) else { invalidUTF8() }
            var iterator = span.makeCharacterIterator()
            _ = iterator.skipForward(by: index)
            return iterator.currentCodeUnitOffset
        }
        let string = String(decoding: text, as: UTF8.self)
        let position = string.index(string.startIndex, offsetBy: index, limitedBy: string.endIndex) ?? string.endIndex
        return string.utf8.distance(from: string.startIndex, to: position)
    }

    /// What to report when `allowed` rejects characters formed by an insert: the inserted text's
    /// own characters that took part, distinct, in order of first appearance.
    ///
    /// Only characters (grapheme clusters) of `text` that overlap the byte range `touching` (the
    /// bytes just inserted) are checked, each as a whole: an inserted combining mark is checked
    /// together with the character before it. The report never contains bytes from outside
    /// `touching`: when a rejected character joins inserted bytes to existing (secret) ones, only
    /// the characters the inserted bytes form on their own are reported (`"\u{301}"` for an
    /// accent typed after a secret `e`, never `"é"`).
    ///
    /// The characters before `touching` are skipped without being decoded into `Character`
    /// values (whose storage could not be wiped). Only characters that overlap `touching` are
    /// built, to be checked: the inserted ones and at most two that straddle an end of it, of
    /// which only the inserted part is reported.
    static func disallowedCharacters(
        in text: UnsafeBufferPointer<UInt8>,
        touching bytes: Range<Int>,
        allowed: AllowedCharacters,
        using strategy: Strategy = .preferred
    ) -> [Character] {
        guard !bytes.isEmpty else { return [] }
        var rejected: [Character] = []
        func report(_ character: Character) {
            if !rejected.contains(character) { rejected.append(character) }
        }
        /// Checks the character spanning `start..<end`, which overlaps `bytes`.
        func check(_ character: Character, start: Int, end: Int) {
            guard !allowed.contains(character) else { return }
            if start >= bytes.lowerBound && end <= bytes.upperBound {
                report(character)
            } else {
                // Joined with existing text: report only what the inserted bytes form by themselves.
                let inserted = UnsafeBufferPointer(rebasing: text[max(start, bytes.lowerBound)..<min(end, bytes.upperBound)])
                for own in String(decoding: inserted, as: UTF8.self) { report(own) }
            }
        }
        if strategy == .inPlace, #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
            guard let span = try? UTF8Span(validating: text.span) else { invalidUTF8() }
            var iterator = span.makeCharacterIterator()
            var start = 0
            while start < bytes.upperBound, iterator.skipForward() > 0 {
                let end = iterator.currentCodeUnitOffset
                if end > bytes.lowerBound {
                    _ = iterator.skipBack()
                    guard let character = iterator.next() else { break }
                    check(character, start: start, end: end)
                }
                start = end
            }
        } else {
            let string = String(decoding: text, as: UTF8.self)
            var index = string.startIndex
            var start = 0
            while start < bytes.upperBound, index < string.endIndex {
                let next = string.index(after: index)
                let end = start + string.utf8.distance(from: index, to: next)
                if end > bytes.lowerBound { check(string[index], start: start, end: end) }
                index = next
                start = end
            }
        }
        return rejected
    }

    private static func invalidUTF8() -> Never {
        preconditionFailure("SecureTextBuffer: stored text is not valid UTF-8")
    }
}
