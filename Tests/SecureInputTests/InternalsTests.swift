import Testing
@testable import SecureInput

@Suite("Wiping and internals")
struct InternalsTests {
    @Test("secureZero overwrites every byte")
    func secureZeroWipes() {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 100, alignment: 1)
        defer { buffer.deallocate() }
        buffer.initializeMemory(as: UInt8.self, repeating: 0xA5)
        secureZero(buffer)
        #expect(buffer.allSatisfy { $0 == 0 })
    }

    @Test("sealing round-trips, creates the key on first use, and a tampered byte fails to open")
    func sealAndOpen() {
        var keys = 0
        let sealed = SealedText(keySource: { keys += 1; systemKey($0) })
        #expect(keys == 0, "no key before the first seal")
        let frame = SecretBytes(count: PlaintextFrame.size(forTextCount: 3))
        PlaintextFrame.writeHeader(textCount: 3, into: frame.bytes)
        frame.bytes[4] = 0x70
        sealed.store(sealed.seal(frame: UnsafeRawBufferPointer(frame.bytes)))
        #expect(keys == 1)
        #expect(sealed.sealedRepresentation.count == 12 + 64 + 16)
        #expect(sealed.withOpened { Array($0) } == [0x70, 0, 0])
        sealed.store(sealed.seal(frame: UnsafeRawBufferPointer(frame.bytes)))
        #expect(keys == 1, "one key per text until reset")

        let cipher = AESGCMCipher(keySource: systemKey)
        let plaintext: [UInt8] = Array(repeating: 7, count: 64)
        var ciphertext = [UInt8](repeating: 0, count: 64)
        var tag = [UInt8](repeating: 0, count: 16)
        let nonce = [UInt8](repeating: 1, count: 12)
        plaintext.withUnsafeBytes { p in nonce.withUnsafeBytes { n in ciphertext.withUnsafeMutableBytes { c in tag.withUnsafeMutableBytes { t in
            cipher.seal(p, nonce: n, ciphertext: c, tag: t)
        } } } }
        func opens(_ ciphertext: [UInt8], _ tag: [UInt8]) -> [UInt8]? {
            var output = [UInt8](repeating: 0, count: ciphertext.count)
            let ok = ciphertext.withUnsafeBytes { c in nonce.withUnsafeBytes { n in tag.withUnsafeBytes { t in output.withUnsafeMutableBytes { o in
                cipher.open(c, nonce: n, tag: t, into: o)
            } } } }
            return ok ? output : nil
        }
        #expect(opens(ciphertext, tag) == plaintext)
        var tampered = ciphertext
        tampered[10] ^= 1
        #expect(opens(tampered, tag) == nil)
        var badTag = tag
        badTag[0] ^= 1
        #expect(opens(ciphertext, badTag) == nil)

        sealed.reset()
        #expect(sealed.sealedRepresentation.isEmpty)
        sealed.store(sealed.seal(frame: UnsafeRawBufferPointer(frame.bytes)))
        #expect(keys == 2, "a reset drops the key; the next seal makes a new one")
    }

    @Test("frame sizes are padded to 64-byte blocks")
    func frameSizes() {
        #expect(PlaintextFrame.size(forTextCount: 0) == 64)
        #expect(PlaintextFrame.size(forTextCount: 60) == 64)
        #expect(PlaintextFrame.size(forTextCount: 61) == 128)
    }

    @Test("a frame whose header claims more text than it holds is refused")
    func badHeader() {
        var bytes = [UInt8](repeating: 0, count: 8)
        bytes[3] = 5
        bytes.withUnsafeBytes { #expect(PlaintextFrame.text(in: $0) == nil) }
        bytes[3] = 4
        bytes.withUnsafeBytes { #expect(PlaintextFrame.text(in: $0)?.count == 4) }
    }

    @Test("both grapheme strategies agree", arguments: Graphemes.Strategy.allCases)
    func strategiesAgree(strategy: Graphemes.Strategy) {
        let text = "ae\u{301}👨‍👩‍👧🇫🇷x\r\n"
        let expectedOffsets = [0, 1, 4, 22, 30, 31, 33]
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            #expect(Graphemes.count(in: bytes, using: strategy) == 6)
            for (index, offset) in expectedOffsets.enumerated() {
                #expect(Graphemes.byteOffset(ofCharacter: index, in: bytes, using: strategy) == offset)
            }
            #expect(Graphemes.byteOffset(ofCharacter: 99, in: bytes, using: strategy) == bytes.count)
        }
    }
}
