import KeyboardRuntime
import YAMLLoader

/// Runs the tests layout files declare on the runtime's own `KeyboardSession`, over every keyboard
/// compiled together, so a test sees the keyboard exactly as an app does.
public enum LayoutTestRunner {
    /// What running the tests found.
    public struct Report: Sendable {
        /// The number of tests run.
        public var testCount: Int
        /// The number of keyboards with tests.
        public var keyboardCount: Int
        /// One error per failed test, located at what failed, and one per file whose tests were stopped
        /// at the press limit (KBC0503).
        public var failures: [Diagnostic]
        /// The number of tests not run because their file reached the press limit.
        public var notRunCount = 0

        /// The number of tests that ran and failed.
        public var failedCount: Int { failures.count { $0.code != .testPressLimit } }

        /// The report of a run whose tests did not run (validation found errors): no test run.
        public static let noneRun = Report(testCount: 0, keyboardCount: 0, failures: [])

        /// The counts a machine format's summary gives (`--format json`, `sarif`): `run`, `passed`,
        /// `failed`, and `notRun` (stopped at the press limit, KBC0503).
        var summary: JSONValue {
            .object([
                ("run", .number(testCount)), ("passed", .number(testCount - failedCount)),
                ("failed", .number(failedCount)), ("notRun", .number(notRunCount)),
            ])
        }
    }

    /// The most key presses the tests of one file may make together: aliases repeat a test's presses
    /// each time they are used, so a small file could otherwise ask for billions (a 1 MB press list
    /// repeated through 100,000 aliases), and every build runs the tests.
    public static let defaultMaximumPressesPerFile = 100_000

    /// Runs every test of the complete keyboards in `result`, until the tests of a file have made
    /// `maximumPressesPerFile` presses (the test that would pass the limit fails with KBC0503 instead).
    ///
    /// The session is created once per keyboard and copied for each test (a session is a value, so each
    /// test starts from the same state), and keys are found through an index of the page shown: a test
    /// costs time in proportion to its presses, not to the number of pages or keys.
    /// Every test runs on every page of its keyboard: a keyboard with an iPad variant is tested on the phone
    /// page and on the iPad page, among the pages an iPad shows. A failure on a variant's page only says so.
    public static func run(_ result: CompilationResult, maximumPressesPerFile: Int = defaultMaximumPressesPerFile) -> Report {
        var report = Report(testCount: 0, keyboardCount: 0, failures: [])
        // Most layouts have no tests: nothing to index then (this runs before every `kbc generate`).
        guard result.keyboards.contains(where: { $0.isComplete && !$0.declaration.tests.isEmpty }) else { return report }
        let keyboards = result.keyboards.filter(\.isComplete)
        // Each page once: an id compiled twice is an error `kbc test` stops at before running tests.
        var seen: Set<String> = []
        let layouts = (keyboards + result.reachedKeyboards + result.importedKeyboards).map(\.layout).filter { seen.insert($0.id).inserted }
        // Each setting's pages indexed once; a keyboard's sessions hold only the pages it reaches, so the
        // run is linear in the keyboards, not quadratic (a session builds every page it is given).
        var declaredByID: [String: KeyboardLayout] = [:]
        declaredByID.reserveCapacity(layouts.count)
        for layout in layouts { declaredByID[layout.id] = layout }
        var pagesBySetting: [DeviceSetting: [String: KeyboardLayout]] = [:]
        func pages(for setting: DeviceSetting) -> [String: KeyboardLayout] {
            if let pages = pagesBySetting[setting] { return pages }
            let byID = setting == .standard && !layouts.contains { !$0.variants.isEmpty } ? declaredByID : declaredByID.mapValues { setting.page(of: $0) }
            pagesBySetting[setting] = byID
            return byID
        }
        // Byte-exact keys: canonically equivalent file names are different files.
        var pressesByFile: [[UInt8]: Int] = [:]
        for keyboard in keyboards where !keyboard.declaration.tests.isEmpty {
            report.keyboardCount += 1
            // One starting session per page of the keyboard: the usual keyboard has one.
            var starts: [(session: KeyboardSession, context: Context, note: DiagnosticNote?)] = []
            do {
                // Every device setting the keyboard, or a page it leads to, tells apart.
                var settings = [DeviceSetting.standard]
                for page in KeyboardRepertoire.pagesReachable(from: keyboard.layout.id, lookup: { declaredByID[$0] }) {
                    for variant in page.variants where !settings.contains(DeviceSetting(variant)) { settings.append(DeviceSetting(variant)) }
                }
                for setting in settings {
                    let settingPages = pages(for: setting)
                    let pages = KeyboardRepertoire.pagesReachable(from: keyboard.layout.id) { settingPages[$0] }
                    let start = try KeyboardSession(layouts: pages, initialPage: keyboard.layout.id)
                    let context = Context(keyboard: keyboard, pages: pages, startIndex: PageKeyIndex(layout: start.currentLayout, toolbar: start.currentToolbar))
                    let own = keyboard.layout.variants.firstIndex { DeviceSetting($0) == setting }
                    let note = setting == .standard ? nil : own.map {
                        DiagnosticNote("on \(setting) of '\(keyboard.layout.id)', the variant declared here", at: keyboard.variantLocations[$0])
                    } ?? DiagnosticNote("on \(setting), with the pages it leads to there")
                    starts.append((start, context, note))
                }
            } catch {
                for (number, test) in keyboard.declaration.tests.enumerated() {
                    report.testCount += 1
                    report.failures.append(Diagnostic(
                        .testFailed, "test \(test.title(number: number + 1)) cannot start a session on '\(keyboard.layout.id)': \(describe(error))",
                        at: SourceLocation(file: keyboard.file, position: test.position)))
                }
                continue
            }
            let file = Array(keyboard.file.utf8)
            for (number, test) in keyboard.declaration.tests.enumerated() {
                let used = pressesByFile[file, default: 0]
                if used + test.presses.count > maximumPressesPerFile {
                    report.failures.append(pressLimitExceeded(by: test, number: number + 1, of: keyboard, limit: maximumPressesPerFile))
                    report.notRunCount += keyboard.declaration.tests.count - number
                    break
                }
                pressesByFile[file] = used + test.presses.count
                report.testCount += 1
                var failed: [Diagnostic] = []
                for start in starts {
                    guard var failure = run(test, number: number + 1, from: start.session, in: start.context) else { continue }
                    // The same failure on another page is one failure.
                    guard !failed.contains(failure) else { continue }
                    failed.append(failure)
                    if let note = start.note { failure.notes.insert(note, at: 0) }
                    report.failures.append(failure)
                }
            }
        }
        return report
    }

    /// What every test of one keyboard shares.
    private struct Context {
        var keyboard: ResolvedKeyboard
        /// The pages the keyboard reaches, as declared, for messages that are the same on every run.
        var pages: [KeyboardLayout]
        /// The key index of the first page as the starting session shows it.
        var startIndex: PageKeyIndex
    }

    private static func pressLimitExceeded(by test: LayoutTest, number: Int, of keyboard: ResolvedKeyboard, limit: Int) -> Diagnostic {
        let remaining = keyboard.declaration.tests.count - number
        let skipped = remaining == 0 ? "it was not run" : "it and the \(remaining) test\(remaining == 1 ? "" : "s") after it were not run"
        return Diagnostic(
            .testPressLimit, "test \(test.title(number: number)) would take this file's tests past \(limit) key presses; \(skipped)",
            at: SourceLocation(file: keyboard.file, position: test.position),
            notes: [DiagnosticNote("an alias (*name) presses its test's keys again each time it is used")])
    }

    private static func describe(_ error: KeyboardSessionError) -> String {
        switch error {
        case .noLayouts: return "there are no pages"
        case .duplicatePage(let id): return "two pages are called '\(id)'"
        case .unknownPage(let id): return "there is no page '\(id)'"
        case .missingPage(let id, let from): return "the page '\(from)' leads to '\(id)', which is not among the keyboards"
        }
    }

    private static func run(_ test: LayoutTest, number: Int, from start: KeyboardSession, in context: Context) -> Diagnostic? {
        let keyboard = context.keyboard
        func location(_ position: SourcePosition) -> SourceLocation { SourceLocation(file: keyboard.file, position: position) }
        // A copy: the same state for every test, without creating the session's pages again.
        var session = start
        var index: PageKeyIndex? = context.startIndex
        // The page as declared, not as shuffled, so that messages are the same on every run.
        func declared(_ id: String) -> KeyboardLayout { context.pages.first { $0.id == id } ?? session.currentLayout }
        func currentIndex() -> PageKeyIndex {
            if let index { return index }
            let built = PageKeyIndex(layout: session.currentLayout, toolbar: session.currentToolbar)
            index = built
            return built
        }
        var field = TestField(length: keyboard.layout.inputLength)
        var outputs: [KeyboardOutput] = []
        var pressPosition = test.position
        // Where the first press that typed nothing because the field was full is, if one did.
        var firstRefusedPress: SourcePosition?
        // Presses one key event and keeps what it typed; a page change (a switch or a reshuffle) moves keys.
        func handle(_ event: KeyEvent) {
            outputs.removeAll(keepingCapacity: true)
            session.handle(event, into: &outputs)
            let (pageChanged, refused) = field.record(outputs)
            if pageChanged { index = nil }
            if refused && firstRefusedPress == nil { firstRefusedPress = pressPosition }
        }
        for (press, position) in zip(test.presses, test.pressPositions) {
            pressPosition = position
            if case .alternate(let text, let choice) = press {
                guard let key = currentIndex().characterKey(text),
                      let alternate = alternateIndex(of: choice, at: key, in: session) else {
                    return Diagnostic(
                        .testKeyNotFound, "test \(test.title(number: number)): the page '\(session.currentPage)' has no key '\(text.visibleEscaped)' with the alternate '\(choice.visibleEscaped)'",
                        at: location(position), notes: [DiagnosticNote("its keys: \(describeKeys(of: declared(session.currentPage)))")])
                }
                for event in [KeyEvent.longPressBegan(key), .calloutSelected(alternate), .longPressEnded(key)] {
                    handle(event)
                }
                continue
            }
            if case .flick(let text, let choice) = press {
                guard let key = currentIndex().characterKey(text), let flick = session.key(at: key)?.flick,
                      let direction = flick.directions.first(where: { flick[$0]!.utf8.elementsEqual(choice.utf8) }) else {
                    return Diagnostic(
                        .testKeyNotFound, "test \(test.title(number: number)): the page '\(session.currentPage)' has no key '\(text.visibleEscaped)' that types '\(choice.visibleEscaped)' when flicked",
                        at: location(position), notes: [DiagnosticNote("its keys: \(describeKeys(of: declared(session.currentPage)))")])
                }
                handle(.flick(key, direction))
                continue
            }
            guard let event = currentIndex().event(for: press) else {
                return Diagnostic(
                    .testKeyNotFound, "test \(test.title(number: number)): the page '\(session.currentPage)' has no key for '\(press.description.visibleEscaped)'",
                    at: location(position), notes: [DiagnosticNote("its keys: \(describeKeys(of: declared(session.currentPage)))")])
            }
            handle(event)
        }
        // The text a field holds once editing ends: what a composition still holds pending is committed.
        let isComplete = field.isComplete
        pressPosition = test.expectPosition
        if field.record(session.finishComposition()).refused && firstRefusedPress == nil { firstRefusedPress = test.expectPosition }
        let text = field.typed.text
        // Scalar by scalar, not by canonical equivalence: the password field gets these exact bytes.
        if !text.unicodeScalars.elementsEqual(test.expectedText.unicodeScalars) {
            var notes = [differenceNote(typed: text, expected: test.expectedText)]
            if let refused = firstRefusedPress, let maximum = field.length?.maximum {
                notes.append(DiagnosticNote(
                    "the field holds at most \(maximum) character\(maximum == 1 ? "" : "s") ('length'): from this press on, a key that would type past that typed nothing, as in the secure field",
                    at: location(refused)))
                notes.append(DiagnosticNote("the page's length", at: keyboard.location(ofField: "length")))
            }
            if field.length != nil, test.expectedText.unicodeScalars.contains("\n") {
                notes.append(DiagnosticNote(
                    "on a page with a 'length', return submits the field and types no line break",
                    at: keyboard.location(ofField: "length")))
            }
            return Diagnostic(
                .testFailed, "test \(test.title(number: number)) typed \(quoted(text)), expected \(quoted(test.expectedText))",
                at: location(test.expectPosition), notes: notes)
        }
        if let page = test.expectedPage, page != session.currentPage {
            return Diagnostic(
                .testFailed, "test \(test.title(number: number)) ends on the page '\(session.currentPage)', expected '\(page)'",
                at: location(test.pagePosition ?? test.position))
        }
        if let expected = test.expectsCompletion, expected != isComplete {
            return Diagnostic(
                .testFailed, "test \(test.title(number: number)) \(isComplete ? "completes the input" : "does not complete the input"), expected \(expected ? "it to complete" : "it not to")",
                at: location(test.completePosition ?? test.position), notes: [completionNote(length: keyboard.layout.inputLength, count: field.typed.text.count)])
        }
        return nil
    }

    /// What completes input on the page, for a failed `complete`.
    private static func completionNote(length: InputLength?, count: Int) -> DiagnosticNote {
        guard let length else {
            return DiagnosticNote("the page has no 'length': its input completes when a return ends the presses; \(count) character\(count == 1 ? "" : "s") typed")
        }
        let limits = length.maximum.map { length.minimum == $0 ? "exactly \($0)" : "\(length.minimum) to \($0)" } ?? "at least \(length.minimum)"
        let how = length.completion == .atMaximum ? "completes at the maximum by itself" : "completes when a return ends the presses"
        return DiagnosticNote("the page's length is \(limits) characters and \(how); \(count) character\(count == 1 ? "" : "s") typed")
    }

    /// The text a test's presses type, kept as the secure field keeps it (``TypedText``), and whether the
    /// input is complete: return submits (types nothing) on a page with a length.
    private struct TestField {
        let length: InputLength?
        private(set) var typed = TypedText()
        /// Whether the last press was a return the field accepted as a submission.
        var submitted = false

        /// Whether the field reports its input complete: at the maximum on a page that completes there,
        /// else after an accepted return.
        var isComplete: Bool {
            if let length, length.completion == .atMaximum { return length.completes(atCount: typed.count) }
            return submitted
        }

        /// Applies a session's outputs; returns whether the page shown changed (another page, or the same
        /// page reshuffled) and whether an insert was refused because the field was full.
        mutating func record(_ outputs: [KeyboardOutput]) -> (pageChanged: Bool, refused: Bool) {
            var pageChanged = false
            var refused = false
            for output in outputs {
                switch output {
                case .insert(let text):
                    submitted = false
                    if !typed.insert(text, length: length) { refused = true }
                case .deleteBackward:
                    submitted = false
                    typed.deleteBackward()
                case .returnKey:
                    guard let length else {
                        _ = typed.insert("\n", length: nil)
                        submitted = true
                        continue
                    }
                    submitted = length.accepts(count: typed.count)
                case .pageChanged: pageChanged = true
                case .dismiss, .marked: break
                }
            }
            return (pageChanged, refused)
        }
    }

    /// The index of `choice` among the alternates a long press on `position` shows now (shift applied).
    private static func alternateIndex(of choice: String, at position: KeyPosition, in session: KeyboardSession) -> Int? {
        guard let key = session.key(at: position) else { return nil }
        let shown = session.shiftState.isActive ? (key.shiftedAlternates ?? key.alternates) : key.alternates
        return shown.firstIndex { $0.utf8.elementsEqual(choice.utf8) }
    }

    private static func describeKeys(of layout: KeyboardLayout) -> String {
        layout.rows.map { row in
            row.keys.map { key -> String in
                switch key.action {
                case .insert(let text): return text.visibleEscaped
                case .shift: return "<shift>"
                case .delete: return "<delete>"
                case .space: return "<space>"
                case .returnKey: return "<return>"
                case .dismiss: return "<dismiss>"
                case .toggleCharacterWidth: return "<toggle-width>"
                case .switchKeyboard(let id): return "<switch:\(id)>"
                }
            }.joined(separator: " ")
        }.joined(separator: " / ")
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.visibleEscaped.replacingLineBreaks() + "\""
    }

    private static func differenceNote(typed: String, expected: String) -> DiagnosticNote {
        let typedCharacters = Array(typed)
        let expectedCharacters = Array(expected)
        var index = 0
        while index < typedCharacters.count, index < expectedCharacters.count,
              typedCharacters[index].unicodeScalars.elementsEqual(expectedCharacters[index].unicodeScalars) { index += 1 }
        let got = index < typedCharacters.count ? "'\(String(typedCharacters[index]).visibleEscaped.replacingLineBreaks())'" : "the end"
        let wanted = index < expectedCharacters.count ? "'\(String(expectedCharacters[index]).visibleEscaped.replacingLineBreaks())'" : "the end"
        // The same character in other code points (NFC and NFD) looks the same: name the code points.
        if index < typedCharacters.count, index < expectedCharacters.count, typedCharacters[index] == expectedCharacters[index] {
            return DiagnosticNote("they differ at character \(index + 1): typed \(got) as \(typedCharacters[index].codePoints), expected \(expectedCharacters[index].codePoints); texts are compared by code point, not by canonical equivalence")
        }
        return DiagnosticNote("they differ at character \(index + 1): typed \(got), expected \(wanted)")
    }
}

extension String {
    /// The text with line breaks written as `\n`, for one-line messages.
    fileprivate func replacingLineBreaks() -> String {
        var result = ""
        for character in self {
            if character == "\n" { result += "\\n" } else { result.append(character) }
        }
        return result
    }
}
