import Testing
@testable import YAMLLoader

/// The word-at-a-time tests agree with a byte loop on every byte value in every lane.
@Suite struct WordScanTests {
    @Test func agreesWithAByteLoop() {
        var generator = SystemRandomNumberGenerator()
        var words: [[UInt8]] = []
        for lane in 0..<8 {
            for value in 0...255 {
                // One chosen byte among random ones, and among printable ones, in each lane.
                var random = (0..<8).map { _ in UInt8.random(in: 0...255, using: &generator) }
                var printable = (0..<8).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
                random[lane] = UInt8(value)
                printable[lane] = UInt8(value)
                words += [random, printable]
            }
        }
        for bytes in words {
            let word = bytes.withUnsafeBufferPointer { WordScan.word($0, at: 0) }
            #expect(WordScan.hasNonASCII(word) == bytes.contains { $0 >= 0x80 })
            for limit: UInt8 in [1, 0x0E, 0x20, 0x80] {
                #expect(WordScan.hasByte(below: limit, in: word) == bytes.contains { $0 < limit }, "below \(limit): \(bytes)")
            }
            for value: UInt8 in [0x0A, 0x7F, 0x00, 0xFF] {
                #expect(WordScan.hasByte(equalTo: value, in: word) == bytes.contains(value), "equal to \(value): \(bytes)")
            }
        }
    }

    @Test func screeningAndLinesSeeBytesInsideLongASCIIRuns() {
        // A control character and line breaks in every position of a long plain run.
        for offset in 0..<24 {
            var bytes = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
            bytes[offset] = 0x07
            let (_, problems) = YAMLLoader().load(bytes: bytes)
            #expect(problems.first?.position == SourcePosition(line: 1, column: offset + 1))
            bytes[offset] = 0x0A
            #expect(SourceText(bytes: bytes).lineStarts == [0, offset + 1])
            bytes[offset] = 0x0D
            #expect(SourceText(bytes: bytes).lineStarts == [0, offset + 1])
        }
    }
}
