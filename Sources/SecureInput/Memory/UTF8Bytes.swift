/// A string's UTF-8 bytes, read in place.
enum UTF8Bytes {
    /// Calls `body` with `text`'s UTF-8 bytes where the string stores them (a literal's read-only data, a
    /// native string's storage, or a stack copy of a string of up to 15 bytes); a string without contiguous
    /// UTF-8 of its own (bridged from `NSString`) is copied into ``SecretBytes``, wiped afterwards. No new
    /// `String` is made either way.
    static func with<E: Error>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> Void) throws(E) {
        var failure: E?
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            do throws(E) { try body(bytes) } catch { failure = error }
        }
        if done == nil {
            let scratch = SecretBytes(count: text.utf8.count)
            let typed = scratch.bytes.bindMemory(to: UInt8.self)
            _ = typed.initialize(from: text.utf8)
            do throws(E) { try body(UnsafeBufferPointer(typed)) } catch { failure = error }
        }
        if let failure { throw failure }
    }
}
