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
        #if compiler(>=6.2)
        if strategy == .inPlace, #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
            guard let span = try? UTF8Span(validating: text.span) else { invalidUTF8() }
            var iterator = span.makeCharacterIterator()
            var count = 0
            while iterator.skipForward() > 0 { count += 1 }
            return count
        }
        #endif
        return String(decoding: text, as: UTF8.self).count
    }

    /// The byte offset at which character number `index` starts (`text.count` at or past the end).
    static func byteOffset(
        ofCharacter index: Int,
        in text: UnsafeBufferPointer<UInt8>,
        using strategy: Strategy = .preferred
    ) -> Int {
        #if compiler(>=6.2)
        if strategy == .inPlace, #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
            guard let span = try? UTF8Span(validating: text.span) else { invalidUTF8() }
            var iterator = span.makeCharacterIterator()
            _ = iterator.skipForward(by: index)
            return iterator.currentCodeUnitOffset
        }
        #endif
        let string = String(decoding: text, as: UTF8.self)
        let position = string.index(string.startIndex, offsetBy: index, limitedBy: string.endIndex) ?? string.endIndex
        return string.utf8.distance(from: string.startIndex, to: position)
    }

    /// Calls `body` with each character (grapheme cluster) of `text`, in order, until it returns `false`.
    /// In place, a character of up to 15 UTF-8 bytes is a value in registers and on the stack, never on the
    /// heap; the fallback decodes a temporary `String` as the other methods do.
    static func forEachCharacter(
        in text: UnsafeBufferPointer<UInt8>,
        using strategy: Strategy = .preferred,
        _ body: (Character) -> Bool
    ) {
        #if compiler(>=6.2)
        if strategy == .inPlace, #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
            guard let span = try? UTF8Span(validating: text.span) else { invalidUTF8() }
            var iterator = span.makeCharacterIterator()
            while let character = iterator.next() {
                if !body(character) { return }
            }
            return
        }
        #endif
        for character in String(decoding: text, as: UTF8.self) where !body(character) { return }
    }

    /// Whether `text` is well-formed UTF-8, checked in place.
    static func isValidUTF8(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var iterator = text.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    #if compiler(>=6.2)
    private static func invalidUTF8() -> Never {
        preconditionFailure("SecureTextBuffer: stored text is not valid UTF-8")
    }
    #endif
}
