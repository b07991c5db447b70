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
        /// One error per failed test, located at what failed.
        public var failures: [Diagnostic]
    }

    /// Runs every test of the complete keyboards in `result`.
    public static func run(_ result: CompilationResult) -> Report {
        let keyboards = result.keyboards.filter(\.isComplete)
        var report = Report(testCount: 0, keyboardCount: 0, failures: [])
        for keyboard in keyboards where !keyboard.tests.isEmpty {
            report.keyboardCount += 1
            for (number, test) in keyboard.tests.enumerated() {
                report.testCount += 1
                if let failure = run(test, number: number + 1, of: keyboard, among: keyboards) {
                    report.failures.append(failure)
                }
            }
        }
        return report
    }

    private static func run(_ test: LayoutTest, number: Int, of keyboard: DecodedKeyboard, among keyboards: [DecodedKeyboard]) -> Diagnostic? {
        let title = test.title(number: number)
        func location(_ position: SourcePosition) -> SourceLocation { SourceLocation(file: keyboard.file, position: position) }
        // Each page once: an id compiled twice is an error `kbc test` stops at before running tests.
        var seen: Set<String> = []
        let pages = keyboards.map(\.layout).filter { seen.insert($0.id).inserted }
        guard var session = try? KeyboardSession(layouts: pages, initialPage: keyboard.layout.id) else {
            return Diagnostic(.testFailed, "test \(title) cannot start a session on '\(keyboard.layout.id)'", at: location(test.position))
        }
        // The page as declared, not as shuffled, so that messages are the same on every run.
        func declared(_ id: String) -> KeyboardLayout { pages.first { $0.id == id } ?? session.currentLayout }
        var typed: [Character] = []
        for (press, position) in zip(test.presses, test.pressPositions) {
            if case .alternate(let text, let choice) = press {
                guard let key = find(.character(text), in: session).flatMap(Self.keyPosition),
                      let index = alternateIndex(of: choice, at: key, in: session) else {
                    return Diagnostic(
                        .testKeyNotFound, "test \(title): the page '\(session.currentPage)' has no key '\(text.visibleEscaped)' with the alternate '\(choice.visibleEscaped)'",
                        at: location(position), notes: [DiagnosticNote("its keys: \(describeKeys(of: declared(session.currentPage)))")])
                }
                for event in [KeyEvent.longPressBegan(key), .calloutSelected(index), .longPressEnded(key)] {
                    record(session.handle(event), into: &typed)
                }
                continue
            }
            guard let event = find(press, in: session) else {
                return Diagnostic(
                    .testKeyNotFound, "test \(title): the page '\(session.currentPage)' has no key for '\(press.description.visibleEscaped)'",
                    at: location(position), notes: [DiagnosticNote("its keys: \(describeKeys(of: declared(session.currentPage)))")])
            }
            record(session.handle(event), into: &typed)
        }
        let text = String(typed)
        // Scalar by scalar, not by canonical equivalence: the password field gets these exact bytes.
        if !text.unicodeScalars.elementsEqual(test.expectedText.unicodeScalars) {
            return Diagnostic(
                .testFailed, "test \(title) typed \(quoted(text)), expected \(quoted(test.expectedText))",
                at: location(test.expectPosition), notes: [differenceNote(typed: text, expected: test.expectedText)])
        }
        if let page = test.expectedPage, page != session.currentPage {
            return Diagnostic(
                .testFailed, "test \(title) ends on the page '\(session.currentPage)', expected '\(page)'",
                at: location(test.pagePosition ?? test.position))
        }
        return nil
    }

    /// Applies a session's outputs to the text typed so far, as a text field would.
    private static func record(_ outputs: [KeyboardOutput], into typed: inout [Character]) {
        for output in outputs {
            switch output {
            case .insert(let text): typed.append(contentsOf: text)
            case .deleteBackward: if !typed.isEmpty { typed.removeLast() }
            case .returnKey: typed.append("\n")
            case .dismiss, .pageChanged: break
            }
        }
    }

    private static func keyPosition(of event: KeyEvent) -> KeyPosition? {
        if case .tap(let position) = event { return position }
        return nil
    }

    /// The index of `choice` among the alternates a long press on `position` shows now (shift applied).
    private static func alternateIndex(of choice: String, at position: KeyPosition, in session: KeyboardSession) -> Int? {
        guard let key = session.key(at: position) else { return nil }
        let shown = session.shiftState.isActive ? (key.shiftedAlternates ?? key.alternates) : key.alternates
        return shown.firstIndex(of: choice)
    }

    /// The event that presses the key a press means, on the page the session shows.
    private static func find(_ press: KeyPress, in session: KeyboardSession) -> KeyEvent? {
        let rows = session.currentLayout.rows
        for row in rows.indices {
            for index in rows[row].keys.indices {
                let key = rows[row].keys[index]
                let position = KeyPosition(row: row, index: index)
                switch (press, key.action) {
                case (.character(let text), .insert(let inserted)) where text == inserted: return .tap(position)
                case (.capsLock, .shift): return .doubleTap(position)
                case (.switchTo(let id), .switchKeyboard(let target)) where id == target: return .tap(position)
                case (.action(let action), _) where matches(action, key.action): return .tap(position)
                case (.alternate, _): return nil
                default: continue
                }
            }
        }
        // A page switch or Done may be a toolbar item rather than a key.
        for (index, item) in (session.currentToolbar?.items ?? []).enumerated() {
            switch (press, item.action) {
            case (.switchTo(let id), .switchKeyboard(let target)) where id == target: return .toolbarTap(index)
            case (.action(let action), _) where matches(action, item.action): return .toolbarTap(index)
            default: continue
            }
        }
        return nil
    }

    private static func matches(_ action: FunctionKeyAction, _ keyAction: KeyAction) -> Bool {
        switch (action, keyAction) {
        case (.shift, .shift), (.delete, .delete), (.space, .space), (.return, .returnKey), (.dismiss, .dismiss),
             (.toggleWidth, .toggleCharacterWidth):
            return true
        default:
            return false
        }
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
