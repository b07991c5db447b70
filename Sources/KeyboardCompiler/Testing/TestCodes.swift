/// Codes for layout tests that `kbc test` runs (KBC0501–KBC0599).
extension DiagnosticCode {
    /// A layout test typed other text than it expects.
    public static let testFailed = DiagnosticCode(
        501, "test-failed", .error,
        summary: "A layout test typed other text than it expects",
        explanation: """
        `kbc test` presses a test's keys on the real `KeyboardSession`, as an app's keyboard would, and
        compares what they typed with `expect` (and the page shown at the end with `page`). The message
        shows both texts; the note shows where they first differ.

            tests:
              - press: <shift> q w
                expect: QW           # error: typed "Qw": shift applies to the next key only
        """,
        isConfigurable: false)

    /// A press of a layout test names no key on the page shown at that moment.
    public static let testKeyNotFound = DiagnosticCode(
        502, "test-key-not-found", .error,
        summary: "A layout test presses a key the page shown does not have",
        explanation: """
        A press names a key by the text it types (`q`, not `Q`: press `<shift>` first), or a function key
        in angle brackets: `<shift>`, `<caps>`, `<delete>`, `<space>`, `<return>`, `<dismiss>`,
        `<toggle-width>`, `<switch:ID>`; `<long:e:é>` long-presses `e` and chooses its alternate `é`; `<flick:あ:い>` flicks `あ` toward
        the direction that types `い`. The key
        must be on the page shown when it is pressed; press the page's switch key first to reach another page:

            press: <switch:symbols> 1 2
        """,
        isConfigurable: false)

    /// The tests of one file would press more keys than kbc runs.
    public static let testPressLimit = DiagnosticCode(
        503, "test-press-limit", .error,
        summary: "A file's layout tests press more keys than kbc runs",
        explanation: """
        `kbc validate`, `kbc test` and every build run a file's tests, and stop at 100,000 key presses per file: a test
        repeated through YAML aliases presses its keys again each time, so a small file could otherwise
        keep every build busy for minutes. The test that would pass the limit is reported and it and the
        tests after it are not run. Repeat a test less, or give it fewer presses:

            tests:
              - &digits {press: 1 2 3, expect: "123"}
              - *digits          # presses 1 2 3 again: three more presses
        """,
        isConfigurable: false)

    /// The codes of this group, in order.
    static let testCodes: [DiagnosticCode] = [.testFailed, .testKeyNotFound, .testPressLimit]
}
