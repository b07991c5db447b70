/// The text of a document's scalars while it loads, in one buffer the loader owns: each scalar is copied
/// in by a plain loop that also finds whether it is ASCII, where `Array.append(contentsOf:)` took a
/// generic call per scalar and a second pass looked for non-ASCII bytes. The loader makes the tree's
/// `[UInt8]` from it once, at the end, and frees it.
struct ScalarTextBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written.
    private(set) var count = 0

    /// Allocates room for `capacity` bytes; ``deallocate()`` must follow.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// Appends `bytes`, returning whether they are all ASCII.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Escapes such as `\L` can make a scalar longer than its source: grow when they do.
        if count + bytes.count > capacity { grow(toAtLeast: count + bytes.count) }
        let destination = base + count
        var bits: UInt8 = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            destination[index] = byte
            bits |= byte
        }
        count += bytes.count
        return bits < 0x80
    }

    /// The bytes written so far, valid until the next ``append(_:)``.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base, count: count)
    }

    /// Frees the buffer.
    func deallocate() {
        base.deallocate()
    }

    private mutating func grow(toAtLeast needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
