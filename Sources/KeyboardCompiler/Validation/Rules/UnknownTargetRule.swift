import YAMLLoader

extension DiagnosticCode {
    /// A `switch` or `toggle-width` key, or a test's `page`, names a keyboard that is not there.
    public static let unknownTarget = DiagnosticCode(
        203, "unknown-target", .error,
        summary: "A key switches to a keyboard that does not exist",
        explanation: """
        The `to` of a `switch` or `toggle-width` key names a keyboard id. That keyboard must be among the
        files validated or generated together, so compile linked pages in one run:

            kbc validate Layouts/            # not just Layouts/letters.yaml

        The `page` a test expects to end on is a keyboard id too, checked the same way when the layouts
        are validated, before any test runs.
        """,
        // Unchangeable: switched off, the generated pages make `KeyboardSession(layouts:)` throw `missingPage`.
        isConfigurable: false)

    /// A key switches to a keyboard that may be in a file that failed to load.
    public static let targetInFailedFile = DiagnosticCode(
        215, "target-in-failed-file", .warning,
        summary: "A keyboard named by a key or by `extends` may be in a file with errors",
        explanation: """
        The `to` of a `switch` or `toggle-width` key, a toolbar item, or `extends` names no keyboard that
        loaded, but a file compiled in the same run failed to load, so the keyboard may be declared there.
        Fix that file's errors first; this is reported instead of KBC0203 or KBC0220 so that one mistake
        gives one error.
        """)
}

/// `switch` and `toggle-width` keys lead to keyboards that exist, and tests end on pages that exist.
struct UnknownTargetRule: ValidationRule {
    var codes: [DiagnosticCode] { [.unknownTarget, .targetInFailedFile] }
    func findsNothing(in summary: KeyboardSummary) -> Bool { !summary.hasKeyboardTargets && !summary.hasTestPages }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        keyboard.layout.forEachKey { row, index, key in
            guard let target = key.targetKeyboardID, !context.hasKeyboard(withID: target) else { return }
            check(target, at: keyboard.location(ofKey: index, inRow: row, field: "to"), in: context, into: &diagnostics)
        }
        let leading = keyboard.layout.toolbar?.items.filter { $0.placement == .leading } ?? []
        for (item, position) in zip(leading, keyboard.positions.toolbarItems) {
            guard let target = item.action.targetKeyboardID, !context.hasKeyboard(withID: target) else { continue }
            check(target, at: SourceLocation(file: keyboard.positions.toolbarFile ?? keyboard.file, position: position), in: context, into: &diagnostics)
        }
        // A test's page: once, on the keyboard's own page (the tests are the keyboard's, not a variant's).
        guard keyboard.variantIndex == nil else { return }
        for test in keyboard.declaration.tests {
            guard let page = test.expectedPage, let position = test.pagePosition, !context.hasKeyboard(withID: page) else { continue }
            diagnostics.append(.missingKeyboard(
                page, code: .unknownTarget, at: SourceLocation(file: keyboard.file, position: position), failedFiles: context.failedFiles,
                ids: context.keyboards.map(\.layout.id), scope: "a test can end only on a keyboard compiled in the same run"))
        }
    }

    /// Reports a target no keyboard of the run has, or one that may be in a file that failed to load.
    private func check(_ target: String, at location: SourceLocation, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        diagnostics.append(.missingKeyboard(
            target, code: .unknownTarget, at: location, failedFiles: context.failedFiles, ids: context.keyboards.map(\.layout.id),
            scope: "keys can switch only to keyboards compiled in the same run"))
    }
}
