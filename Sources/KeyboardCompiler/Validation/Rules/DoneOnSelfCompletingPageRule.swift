import KeyboardRuntime

extension DiagnosticCode {
    /// A page whose `length` completes by itself that still shows the toolbar's Done.
    public static let doneOnSelfCompletingPage = DiagnosticCode(
        254, "done-on-self-completing-page", .warning,
        summary: "A page that completes at its `length` still shows Done",
        explanation: """
        A `length` that completes at its maximum (`length: 6`, or `complete: at-max`) submits the input
        by itself at the last character, as a one-time code or trade-password pad does. A Done in the toolbar
        then confirms nothing: it closes the keyboard before the input is complete, or after it was sent.
        A `title` gives the page a toolbar with Done unless the toolbar says otherwise:

            keyboard: trade-password
            title: Trade password
            length: 6                 # warning: the page completes at 6 and shows Done
            toolbar: {done: false}    # the fix: the title alone
        """)
}

/// A page that completes its input by itself has no Done to press.
struct DoneOnSelfCompletingPageRule: ValidationRule {
    var codes: [DiagnosticCode] { [.doneOnSelfCompletingPage] }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        guard let length = keyboard.layout.inputLength, let maximum = length.maximum, length.completion == .atMaximum,
              keyboard.layout.toolbar?.hasDone == true else { return }
        let cause = keyboard.positions.fields["toolbar"] != nil
            ? DiagnosticNote("the toolbar declared here has Done", at: keyboard.location(ofField: "toolbar"))
            : DiagnosticNote("the 'title' gives the page a toolbar with Done", at: keyboard.location(ofField: "title"))
        diagnostics.append(Diagnostic(
            .doneOnSelfCompletingPage, "the page completes its input at \(maximum) characters by itself, but its toolbar shows Done",
            at: keyboard.location(ofField: "length"),
            notes: [cause, DiagnosticNote("drop Done with 'toolbar: {done: false}', or complete on return: 'length: {min: \(length.minimum), max: \(maximum), complete: on-return}'")]))
    }
}
