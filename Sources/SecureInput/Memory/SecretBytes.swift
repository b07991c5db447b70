/// A heap buffer for transient plaintext that is zeroed with ``secureZero(_:)`` and freed when it
/// goes out of scope.
///
/// It is non-copyable so the bytes have exactly one owner and exactly one wipe; nothing can keep
/// a second reference to the memory after `deinit` has cleared it.
struct SecretBytes: ~Copyable {
    /// The owned memory, zero-initialised on creation.
    let bytes: UnsafeMutableRawBufferPointer

    /// Allocates `count` zeroed bytes.
    init(count: Int) {
        bytes = .allocate(byteCount: count, alignment: 1)
        bytes.initializeMemory(as: UInt8.self, repeating: 0)
    }

    deinit {
        secureZero(bytes)
        bytes.deallocate()
    }
}
