@testable import KeyboardRuntime
import Testing

@Suite("SecureRandomNumberGenerator")
struct SecureRandomNumberGeneratorTests {
    @Test("Produces varied words across several refills")
    func varied() {
        let generator = SecureRandomNumberGenerator()
        let words = (0..<(SecureRandomNumberGenerator.wordsPerRefill * 3 + 5)).map { _ in generator.next() }
        #expect(Set(words).count == words.count, "64-bit collisions are practically impossible")
    }

    @Test("Bits are balanced (a loose sanity check, 8 standard deviations)")
    func balanced() {
        let generator = SecureRandomNumberGenerator()
        let count = 4096
        var ones = 0
        for _ in 0..<count { ones += generator.next().nonzeroBitCount }
        let bits = Double(count * 64)
        let deviation = abs(Double(ones) - bits / 2) / (bits / 4).squareRoot()
        #expect(deviation < 8)
    }

    @Test("Used words are wiped from the buffer")
    func wipes() {
        let generator = SecureRandomNumberGenerator()
        _ = generator.next()
        _ = generator.next()
        let first = withUnsafeBytes(of: &generator.words) { $0.load(fromByteOffset: 0, as: UInt64.self) }
        let second = withUnsafeBytes(of: &generator.words) { $0.load(fromByteOffset: 8, as: UInt64.self) }
        #expect(first == 0 && second == 0)
        #expect(generator.nextWord == 2)
    }

    @Test("The entropy source fills buffers larger than one call")
    func largeFill() {
        var bytes = [UInt8](repeating: 0, count: 1000)
        bytes.withUnsafeMutableBytes { SystemEntropy.fill($0) }
        #expect(bytes.filter { $0 == 0 }.count < 30)
        #expect(bytes[900...].contains { $0 != 0 })
    }
}
