@testable import KeyboardRuntime
import Testing

/// Every runtime type that holds or reveals a secret prints and reflects as redacted.
@Suite("Redaction of secrets in the runtime")
struct RuntimeRedactionTests {
    /// Everything a log line, a debugger or reflection would show.
    func renderings(of value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), dumped, "\(value)"]
    }

    @Test("the generator shows none of its buffered words")
    func generator() {
        let generator = SecureRandomNumberGenerator()
        _ = generator.next()
        let unused = withUnsafeBytes(of: &generator.words) { bytes in
            (1..<SecureRandomNumberGenerator.wordsPerRefill).map { bytes.load(fromByteOffset: $0 * 8, as: UInt64.self) }
        }
        for text in renderings(of: generator) {
            #expect(text.contains("<redacted>"))
            for word in unused {
                #expect(!text.contains(String(word)) && !text.contains(String(word, radix: 16)))
                for half in [UInt32(truncatingIfNeeded: word), UInt32(truncatingIfNeeded: word >> 32)] {
                    #expect(!text.contains(String(half)))
                }
            }
        }
        #expect(Mirror(reflecting: generator).children.isEmpty)
    }

    @Test("a session and its arrangement show no key positions")
    func session() throws {
        let session = try KeyboardSession(layouts: FixtureLayouts.withTheirTargets(FixtureLayouts.letters), initialPage: "letters", policyOverride: .onShow)
        #expect(String(describing: session) == "KeyboardSession(currentPage: letters, arrangement: <redacted>)")
        #expect(String(describing: session.currentArrangement)
            == "KeyArrangement(slotCount: 31, groupCount: 1, sources: <redacted>)")
        for value in [session, session.currentArrangement] as [Any] {
            #expect(Mirror(reflecting: value).children.isEmpty)
            for text in renderings(of: value) {
                #expect(text.contains("<redacted>"))
                for label in ["\"q\"", "label", "sources: [", "[", "insert"] {
                    #expect(!text.contains(label), "\(label) in \(text)")
                }
            }
        }
    }

    @Test("a seeded session says it is seeded in its description, debug description, dump and mirror")
    func seededSession() throws {
        let session = try KeyboardSession.seededForTesting(
            layouts: FixtureLayouts.withTheirTargets(FixtureLayouts.letters), initialPage: "letters", policyOverride: .onShow, seed: 7)
        #expect(session.isSeededForTesting)
        #expect(String(describing: session)
            == "KeyboardSession(seeded for testing, predictable, currentPage: letters, arrangement: <redacted>)")
        #expect(String(reflecting: session) == String(describing: session))
        #expect(Mirror(reflecting: session).children.map(\.label) == ["seededForTesting"])
        var dumped = ""
        dump(session, to: &dumped)
        #expect(dumped.contains("seededForTesting: true"))
        for text in renderings(of: session) {
            #expect(text.contains("seeded"))
            for label in ["\"q\"", "label", "sources: [", "insert", "7"] {
                #expect(!text.contains(label), "\(label) in \(text)")
            }
        }
        let production = try KeyboardSession(layouts: FixtureLayouts.withTheirTargets(FixtureLayouts.letters), initialPage: "letters")
        #expect(!production.isSeededForTesting)
        for text in renderings(of: production) { #expect(!text.contains("seeded")) }
    }

    @Test("an output never shows the inserted text")
    func outputs() {
        let secret = "s3cr3t-Päss"
        let outputs: [KeyboardOutput] = [.insert(secret), .deleteBackward, .returnKey(.next), .dismiss, .pageChanged(to: "letters")]
        for output in outputs {
            #expect(Mirror(reflecting: output).children.isEmpty)
            for text in renderings(of: output) { #expect(!text.contains(secret) && !text.contains("s3cr3t")) }
        }
        #expect(outputs.map { String(describing: $0) }
            == ["insert(<redacted>)", "deleteBackward", "returnKey(next)", "dismiss", "pageChanged(to: letters)"])
        for text in renderings(of: outputs) { #expect(!text.contains("s3cr3t")) }
    }
}
