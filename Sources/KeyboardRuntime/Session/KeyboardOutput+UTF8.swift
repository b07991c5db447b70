extension KeyboardOutput {
    /// Calls `body` with the UTF-8 bytes of the text an ``insert(_:)`` output types, read where the key's
    /// text is stored, and returns its result; returns `nil` for every other output.
    ///
    /// This is the secure path's route from key to buffer: the text of an `.insert` is the key's own
    /// string from the layout (a literal of the generated tables: in the binary's read-only data, or
    /// stored inline in the value itself up to 15 bytes), and no new `String` is made to hand it over.
    /// A string that has no contiguous UTF-8 storage of its own (one bridged from `NSString` on Apple
    /// platforms) is copied into scratch memory that is zeroed before it is freed. `SecureTextBuffer`'s
    /// `apply(_:)` and `SecureFieldModel`'s `apply(_:)` take this route.
    ///
    /// ```swift
    /// let count = KeyboardOutput.insert("7").withInsertedUTF8 { $0.count }   // 1
    /// ```
    ///
    /// The pointer is valid only during `body`.
    public func withInsertedUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        guard case .insert(let text) = self else { return nil }
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
        defer {
            KeyboardOutput.zero(UnsafeMutableRawBufferPointer(scratch))
            scratch.deallocate()
        }
        _ = scratch.initialize(from: text.utf8)
        return body(UnsafeBufferPointer(scratch))
    }

    /// Zeroes `bytes`. Neither inlined nor optimized, so the stores are not dropped as dead before the
    /// memory is freed.
    @inline(never) @_optimize(none)
    static func zero(_ bytes: UnsafeMutableRawBufferPointer) {
        for index in bytes.indices { bytes[index] = 0 }
    }
}
