#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing

/// `YAMLTestSuiteTests` is skipped where `../shared/yaml-test-suite` is missing, so a checkout without it can
/// still run `swift test`. In CI that skip would hide 400 cases: `.ci/run` sets `KBC_REQUIRE_YAML_TEST_SUITE=1`,
/// and then a missing suite fails here instead of being skipped silently.
@Suite struct YAMLTestSuitePresenceTests {
    static var required: Bool { ProcessInfo.processInfo.environment["KBC_REQUIRE_YAML_TEST_SUITE"] == "1" }

    @Test func suiteIsPresentWhereRequired() {
        guard Self.required else { return }
        #expect(
            TestPaths.exists(TestPaths.yamlTestSuite + "/cases") && TestPaths.exists(TestPaths.yamlTestSuite + "/libyaml-0.2.5-results.txt"),
            "KBC_REQUIRE_YAML_TEST_SUITE=1 but the YAML test suite is missing at \(TestPaths.yamlTestSuite)")
    }
}
