/// Codes for problems in generating Swift code (KBC0401–KBC0499).
extension DiagnosticCode {
    /// Two layout files would generate the same Swift file.
    public static let outputNameCollision = DiagnosticCode(
        401, "output-name-collision", .error,
        summary: "Two layout files would generate the same Swift file",
        explanation: """
        `kbc generate` writes one Swift file per layout file, named after it (`pads/number.yaml` →
        `number.swift`), and Swift needs the file names of a module to be distinct. Names that differ only
        in case (`Pin.yaml` and `pin.yaml`) collide too: macOS's default file system ignores case, so
        `Pin.swift` and `pin.swift` would be one file there. Both layout files are named: rename one of them.
        """,
        isConfigurable: false)

    /// A generator configuration file with a problem.
    public static let invalidConfiguration = DiagnosticCode(
        402, "invalid-configuration", .error,
        summary: "The generator configuration is not valid",
        explanation: """
        `kbc-config.yaml` (or the file given to `--config`) is a mapping with optional fields:

            accessLevel: public          # internal (default) or public
            disable: [KBC0211]           # codes not to report
            warn: [KBC0208]              # codes to report as warnings
            warningsAsErrors: true       # fail the build on warnings
            diagnosticLimit: 50          # diagnostics reported per layout file (default 20, 0 for all)
            enumName: PaymentKeyboards   # the enum whose `all` lists the pages (default KeyboardLayouts):
                                         # a Swift type name the generated code does not use itself
        """,
        isConfigurable: false)

    /// The codes of this group, in order.
    static let generationCodes: [DiagnosticCode] = [
        .outputNameCollision, .invalidConfiguration, .outputOverwritesInput, .outputUnwritable, .generatedFileOutOfDate,
        .outputFileNotGenerated, .layoutTooDeep, .layoutNotFlattenable,
    ]
}
