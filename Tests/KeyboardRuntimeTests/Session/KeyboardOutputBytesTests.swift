@testable import KeyboardRuntime
import Testing

/// The secure path's route from key to buffer: the inserted text's bytes read in place, and a reused array
/// of outputs emptied without leaving typed characters in its storage.
@Suite("KeyboardOutput bytes")
struct KeyboardOutputBytesTests {
    @Test("withInsertedUTF8 reads the key's own storage, without a copy; other outputs give nil")
    func readsInPlace() {
        // Longer than 15 bytes: a native string with storage of its own, so the address can be compared.
        let text = String(repeating: "密", count: 8)
        let own = text.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) }
        let output = KeyboardOutput.insert(text)
        #expect(output.withInsertedUTF8 { UInt(bitPattern: $0.baseAddress) } == own)
        #expect(output.withInsertedUTF8 { Array($0) } == Array(text.utf8))
        #expect(KeyboardOutput.insert("7").withInsertedUTF8 { Array($0) } == [UInt8(ascii: "7")])
        for other in [KeyboardOutput.deleteBackward, .dismiss, .returnKey(.done), .pageChanged(to: "pad")] {
            #expect(other.withInsertedUTF8 { $0.count } == nil)
        }
    }

    @Test("removeAllWiping empties the array, keeps its capacity and leaves no typed byte in its storage")
    func wipesStorage() {
        var outputs: [KeyboardOutput] = []
        outputs.reserveCapacity(8)
        // Inline strings (up to 15 bytes) are stored in the array's own memory: "Qz9#Kp" is typed text there.
        for _ in 0..<3 { outputs.append(.insert("Qz9#Kp")) }
        outputs.append(.pageChanged(to: "pad"))
        let capacity = outputs.capacity
        let storage = outputs.withUnsafeBytes { UnsafeRawPointer($0.baseAddress!) }
        let byteCount = capacity * MemoryLayout<KeyboardOutput>.stride
        let needle = Array("Qz9#Kp".utf8)
        func holdsNeedle() -> Bool {
            let bytes = UnsafeRawBufferPointer(start: storage, count: byteCount)
            return (0...(byteCount - needle.count)).contains { start in
                (0..<needle.count).allSatisfy { bytes[start + $0] == needle[$0] }
            }
        }
        #expect(holdsNeedle(), "the test must be able to fail: the typed text is in the array's storage")
        outputs.removeAllWiping()
        #expect(outputs.isEmpty)
        #expect(outputs.capacity == capacity)
        #expect(outputs.withUnsafeBytes { UnsafeRawPointer($0.baseAddress!) } == storage, "the same storage, reused")
        #expect(!holdsNeedle())
        // Plain removal leaves the text behind, which is why the host wipes.
        for _ in 0..<3 { outputs.append(.insert("Qz9#Kp")) }
        outputs.removeAll(keepingCapacity: true)
        #expect(holdsNeedle())
    }
}
