import KeyboardCompiler
import KeyboardRuntime
import Testing

/// The layout test runner after issue 21: one session per keyboard, copied for each test; keys found
/// through an index that a page change drops; a limit on the presses of each file's tests (KBC0503).
@Suite struct LayoutTestRunnerScalingTests {
    private let letters = """
        keyboard: abc
        shuffle: after-each-key
        rows:
          - [a, b, c, d, e, f]
          - [{action: shift}, {action: space}, {action: switch, to: num}]
        """
    private let numbers = "keyboard: num\nrows:\n  - 1 2\n  - [{action: switch, to: abc}]\n"

    private func run(tests: String, limit: Int = LayoutTestRunner.defaultMaximumPressesPerFile) -> LayoutTestRunner.Report {
        let result = LayoutCompiler().compile([
            LayoutSource(path: "abc.yaml", text: letters + "\ntests:\n" + tests), LayoutSource(path: "num.yaml", text: numbers),
        ])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return LayoutTestRunner.run(result, maximumPressesPerFile: limit)
    }

    @Test func everyTestStartsFromTheSameStateWhateverTheTestBeforeLeft() {
        // The first test leaves shift on and the page switched; the second must start on abc with shift off.
        let report = run(tests: """
              - press: <shift>
                expect: ""
              - press: <switch:num> 1
                expect: "1"
                page: num
              - press: a b
                expect: ab
                page: abc
            """)
        #expect(report.testCount == 3)
        #expect(report.failures.isEmpty, "\(report.failures)")
    }

    @Test func keysAreFoundAgainAfterEveryReshuffle() {
        // Each character reshuffles the page: a stale index would press the wrong keys.
        let presses = Array(repeating: "a b c d e f", count: 20).joined(separator: " ")
        let report = run(tests: "  - press: \(presses)\n    expect: \(String(repeating: "abcdef", count: 20))\n")
        #expect(report.failures.isEmpty, "\(report.failures)")
    }

    @Test func theTestThatPassesThePressLimitIsReportedAndTheRestAreNotRun() throws {
        let report = run(tests: """
              - &t {press: a b, expect: ab}
              - *t
              - *t
              - *t
            """, limit: 5)
        #expect(report.testCount == 2)
        #expect(report.notRunCount == 2)
        #expect(report.failedCount == 0)
        let failure = try #require(report.failures.first)
        #expect(report.failures.count == 1)
        #expect(failure.code == .testPressLimit)
        #expect(failure.location?.description == "abc.yaml:9:5")
        #expect(failure.message == "test 3 would take this file's tests past 5 key presses; it and the 1 test after it were not run")
    }

    @Test func theLimitIsPerFile() {
        let result = LayoutCompiler().compile([
            LayoutSource(path: "abc.yaml", text: letters + "\ntests:\n  - {press: a b c, expect: abc}\n"),
            LayoutSource(path: "num.yaml", text: numbers + "tests:\n  - {press: 1 2 1, expect: \"121\"}\n"),
        ])
        let report = LayoutTestRunner.run(result, maximumPressesPerFile: 3)
        #expect(report.testCount == 2)
        #expect(report.failures.isEmpty, "\(report.failures)")
    }

    @Test func aSessionThatCannotStartSaysWhichPageIsMissing() throws {
        // With KBC0203 disabled the switch to a missing page compiles; the session refuses it.
        var compiler = LayoutCompiler()
        compiler.options.disabled = [.unknownTarget]
        let result = compiler.compile([LayoutSource(path: "pad.yaml", text: """
            keyboard: pad
            rows:
              - 1 2
              - [{action: switch, to: nowhere}]
            tests:
              - {press: 1, expect: "1"}
            """)])
        let report = LayoutTestRunner.run(result)
        let failure = try #require(report.failures.first)
        #expect(failure.code == .testFailed)
        #expect(failure.message == "test 1 cannot start a session on 'pad': the page 'pad' leads to 'nowhere', which is not among the keyboards")
        #expect(failure.location?.description == "pad.yaml:6:5")
    }
}
