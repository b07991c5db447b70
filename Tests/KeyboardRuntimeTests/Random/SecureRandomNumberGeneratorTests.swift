#if os(Linux)
import Glibc
#endif
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

    /// What ``randomnessProblems(in:)`` finds in 4096 words of the generator: nothing. The thresholds are
    /// fixed at 6 standard deviations, so a true random source fails about once in 10 million runs.
    @Test("Words pass per-bit balance, serial and repeat checks that a counter and a constant fail")
    func statistics() {
        let generator = SecureRandomNumberGenerator()
        let words = (0..<4096).map { _ in generator.next() }
        #expect(Self.randomnessProblems(in: words) == [])
        // The checks can fail: a counter (from a random start), a constant and a replayed refill each do.
        let start = UInt64.random(in: 0...UInt64.max)
        #expect(!Self.randomnessProblems(in: (0..<4096).map { start &+ UInt64($0) }).isEmpty)
        #expect(!Self.randomnessProblems(in: [UInt64](repeating: start, count: 4096)).isEmpty)
        let refill = Array(words.prefix(SecureRandomNumberGenerator.wordsPerRefill))
        #expect(!Self.randomnessProblems(in: (0..<128).flatMap { _ in refill }).isEmpty)
    }

    /// Statistical faults of `words`, each as a sentence; empty when none is found.
    static func randomnessProblems(in words: [UInt64]) -> [String] {
        var problems: [String] = []
        let count = Double(words.count)
        if Set(words).count != words.count {
            problems.append("\(words.count - Set(words).count) repeated words")
        }
        // Each bit position is 1 in half the words: a counter's high bits and a constant's bits are not.
        let bitLimit = 6 * count.squareRoot() / 2
        for bit in 0..<64 {
            let ones = Double(words.count { $0 >> UInt64(bit) & 1 == 1 })
            if abs(ones - count / 2) > bitLimit { problems.append("bit \(bit) is 1 in \(Int(ones)) of \(words.count) words") }
        }
        // Consecutive words differ in 32 bits on average; a counter's differ in about 2.
        let pairs = count - 1
        let changed = Double(zip(words, words.dropFirst()).reduce(0) { $0 + ($1.0 ^ $1.1).nonzeroBitCount })
        if abs(changed - 32 * pairs) > 6 * (16 * pairs).squareRoot() {
            problems.append("consecutive words differ in \(changed / pairs) bits on average, not 32")
        }
        return problems
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

    // Exit tests (`#expect(processExitsWith:)`) are Swift 6.2's: Swift 6.1 builds the package without this one.
    #if os(Linux) && compiler(>=6.2)
    /// The words still unused when a generator is freed are zeroed by its `deinit`. In a child process of its
    /// own (nothing else allocates there), the test reads the buffer through `/proc/self/mem` — a read of
    /// freed memory through a pointer would be undefined behaviour — before and after the generator is freed.
    @Test("Unused words are wiped when the generator is freed")
    func wipedWhenFreed() async {
        // The child's stderr names the precondition that failed.
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let fd = open("/proc/self/mem", O_RDONLY)
            precondition(fd >= 0, "cannot open /proc/self/mem")
            let count = SecureRandomNumberGenerator.wordsPerRefill
            func words(at address: UInt) -> [UInt64] {
                var words = [UInt64](repeating: 0, count: count)
                let read = words.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, $0.count, off_t(bitPattern: address)) }
                precondition(read == count * 8, "cannot read the generator's buffer")
                return words
            }
            var generator: SecureRandomNumberGenerator? = SecureRandomNumberGenerator()
            _ = generator!.next()
            let address = withUnsafeMutableBytes(of: &generator!.words) { UInt(bitPattern: $0.baseAddress!) }
            let before = words(at: address)
            // The address is the generator's buffer itself, not a copy: its next word is the one read there.
            precondition(generator!.next() == before[1], "the address read is not the generator's buffer")
            precondition(before[2...].allSatisfy { $0 != 0 }, "30 unused words should be random, not zero")
            generator = nil
            let after = words(at: address)
            precondition(after[2...].allSatisfy { $0 == 0 }, "unused words are left in freed memory")
            close(fd)
        }
        if let result, result.exitStatus != .exitCode(0) {
            Issue.record("child: \(String(decoding: result.standardErrorContent, as: UTF8.self))")
        }
    }
    #endif

    @Test("The entropy source fills buffers larger than one call")
    func largeFill() {
        var bytes = [UInt8](repeating: 0, count: 1000)
        bytes.withUnsafeMutableBytes { SystemEntropy.fill($0) }
        #expect(bytes.filter { $0 == 0 }.count < 30)
        #expect(bytes[900...].contains { $0 != 0 })
    }
}
