import KeyboardCompiler
import Testing
import YAMLLoader

/// Runs every case of the YAML test suite (in `../shared/yaml-test-suite`) through the loader and the
/// compiler: nothing may crash or hang, every input libyaml rejects must give a located kbc error, and
/// valid documents must load or fail with a located format diagnostic.
@Suite(.enabled(if: TestPaths.exists(TestPaths.yamlTestSuite), "needs ../shared/yaml-test-suite"))
struct YAMLTestSuiteTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var libyamlRejects: Bool
        var testDescription: String { id }
    }

    static let cases: [Case] = {
        let results = String(decoding: TestPaths.bytes(of: TestPaths.yamlTestSuite + "/libyaml-0.2.5-results.txt"), as: UTF8.self)
        let rejected = Set(results.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            return words.contains("got=error") ? String(words[0]) : nil
        })
        return TestPaths.contents(of: TestPaths.yamlTestSuite + "/cases").map { Case(id: $0, libyamlRejects: rejected.contains($0)) }
    }()

    @Test func everyCaseIsPresent() {
        #expect(Self.cases.count == 402)
        #expect(Self.cases.count { $0.libyamlRejects } == 94 - 16 + 51)
    }

    @Test(.timeLimit(.minutes(2)), arguments: cases)
    func caseLoadsOrFailsWithALocatedDiagnostic(_ testCase: Case) {
        let path = TestPaths.yamlTestSuite + "/cases/" + testCase.id + "/in.yaml"
        let bytes = TestPaths.bytes(of: path)
        let source = SourceText(bytes: bytes)
        let (root, problems) = YAMLLoader().load(source)
        if testCase.libyamlRejects {
            #expect(root == nil, "libyaml rejects \(testCase.id), so must kbc")
            #expect(problems.contains { $0.isFatal })
        }
        for problem in problems {
            #expect(problem.position.line >= 1 && problem.position.line <= source.lineCount + 1)
            #expect(problem.position.column >= 1)
        }
        let result = LayoutCompiler().compile([LayoutSource(path: "in.yaml", bytes: bytes)])
        if result.keyboards.isEmpty {
            #expect(result.hasErrors, "\(testCase.id) produced no keyboard and no error")
        }
        for diagnostic in result.diagnostics {
            #expect(diagnostic.location != nil)
            #expect(diagnostic.location.map { $0.line >= 1 && $0.column >= 1 } == true)
        }
    }
}
