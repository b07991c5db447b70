import Foundation
import Testing

/// LeakSanitizer's suppressions exist for the sanitizer test run only (`Tests/Sanitizers/run.sh` passes
/// them in LSAN_OPTIONS); the kbc that ships must not carry them, or a leak in an app's own build of it
/// under a sanitizer could be hidden. The built executable is searched for the suppressions' text (not for
/// the `__lsan_default_suppressions` hook: a sanitizer build's runtime defines a default one itself).
@Suite struct SanitizerSuppressionTests {
    @Test func kbcCarriesNoLeakSanitizerSuppressions() throws {
        let binary = try Data(contentsOf: Kbc.executable)
        #expect(binary.count > 1 << 20, "\(Kbc.executable.path) is not the kbc executable")
        let suppressions = try Kbc.repositoryText("Tests/Sanitizers/lsan-suppressions.txt")
        let patterns = suppressions.split(separator: "\n").filter { $0.hasPrefix("leak:") }.map(String.init)
        #expect(!patterns.isEmpty)
        for forbidden in patterns {
            #expect(binary.range(of: Data(forbidden.utf8)) == nil, "kbc contains '\(forbidden)'")
        }
    }
}
