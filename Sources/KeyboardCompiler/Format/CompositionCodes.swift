/// Codes for the composition fields of a layout file (`transforms`), in the format range (KBC0124–KBC0129: KBC0125 so far).
extension DiagnosticCode {
    /// A transform that gives what is typed.
    public static let transformDoesNothing = DiagnosticCode(
        125, "transform-does-nothing", .warning,
        summary: "A transform gives exactly what is typed",
        explanation: """
        A transform whose text is its own sequence changes nothing, but still makes text that begins it wait
        (marked) until the sequence completes or cannot:

            transforms:
              "e": e       # warning: the transform 'e' gives what is typed

        Text no transform begins is typed as it is: remove the transform.
        """)

    /// The codes of this group, in order.
    static let compositionFormatCodes: [DiagnosticCode] = [.transformDoesNothing]
}
