/// Codes for the composition fields of a layout file (`transforms`), in the format range (KBC0124–KBC0129).
extension DiagnosticCode {
    /// Two transforms with the same sequence.
    public static let duplicateTransform = DiagnosticCode(
        124, "duplicate-transform", .error,
        summary: "Two transforms have the same sequence",
        explanation: """
        Each typed sequence of `transforms` gives one text. A sequence written twice would give one of two
        texts, and which one the reader cannot tell:

            transforms:
              "´e": é
              "´e": è      # error: the sequence '´e' has a transform already

        Keep one, or change the sequence of the other.
        """,
        isConfigurable: false)

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
    static let compositionFormatCodes: [DiagnosticCode] = [.duplicateTransform, .transformDoesNothing]
}
