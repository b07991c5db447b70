import KeyboardCompiler
import Testing

/// The manual's examples of composition, flick keys and layers, and the bundled examples of those features,
/// validate cleanly and their `tests` pass: what the manual shows types what it says.
@Suite struct CompositionExamplesTests {
    static let features = ["transforms:", "compose:", "flick:", "caps:", "shiftSpoken:"]

    static var manualExamples: [String] {
        DocumentationTests.blocks("yaml", in: DocumentationTests.layoutFormat).filter { block in
            block.hasPrefix("keyboard:") && features.contains { block.contains($0) }
        }
    }

    @Test func theManualsExamplesPassTheirTests() {
        let examples = Self.manualExamples
        #expect(examples.count >= 3)
        for (index, text) in examples.enumerated() {
            let result = LayoutCompiler().compile([LayoutSource(path: "manual-composition-\(index).yaml", text: text)])
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
            let report = LayoutTestRunner.run(result)
            #expect(report.testCount > 0)
            #expect(report.failures.isEmpty, "\(report.failures)")
        }
    }

    @Test(arguments: ["hangul/korean.yaml", "kana-flick/kana.yaml", "dead-keys/european.yaml"])
    func bundledExamplePassesItsTests(_ path: String) {
        let text = DocumentationTests.text("Examples/Layouts/" + path)
        let result = LayoutCompiler().compile([LayoutSource(path: path, text: text)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let report = LayoutTestRunner.run(result)
        #expect(report.testCount >= 5)
        #expect(report.failures.isEmpty, "\(report.failures)")
    }
}
