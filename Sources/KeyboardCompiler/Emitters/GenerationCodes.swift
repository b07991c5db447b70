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
        `Pin.swift` and `pin.swift` would be one file there. A theme file's Swift file is named the same
        way (`brand.yaml` → `brand.swift`), and a layout file named `KeyboardLayouts.yaml` would take the
        name of the file that lists the target's pages. Both files are named: rename one of them.
        `kbc validate` and `kbc test` report these clashes as `kbc generate` does, writing nothing, so that
        a target that validates builds. `kbc flatten` reports two files that would be flattened to one
        name (`A/pin.yaml`, `B/Pin.yaml`) the same way.
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

    /// A configuration file in a folder below the one compiled, which the run does not apply.
    public static let configurationNotApplied = DiagnosticCode(
        409, "configuration-not-applied", .error,
        summary: "A configuration file the run does not apply: in a folder below the one compiled, beside the one applied, or misnamed",
        explanation: """
        A run of kbc, and a target's build, applies one configuration to all of its layouts: the
        `kbc-config.yaml` of the target's folder (of the folder named to kbc), or of the nearest folder above
        it up to the package root, or the file `--config` names. The layouts of one target are compiled
        together (their ids are unique across them, their keys switch between them), so a configuration in a
        folder below cannot apply to part of them; rather than leave it silently unapplied, kbc reports it:

            Sources/App/Pads/kbc-config.yaml:1:1: error: this configuration is not applied: it is in a folder below the one compiled, and one run (a target's build) applies one configuration to all its layouts, 'Sources/App/kbc-config.yaml' [KBC0409]

        Move its settings into the configuration applied (its `overrides:` change severities for some files
        only), or make the folder a target of its own. `kbc validate Sources/App/Pads` alone applies the
        folder's own configuration; naming the configuration itself with `--config` applies it to the run.

        A folder has one configuration: a `kbc-config.yml` beside the `kbc-config.yaml` applied is reported
        too, since kbc and the build plugin read the `.yaml` and pass over the `.yml`. Move its settings into
        the `.yaml` and delete it.

        A file named as a configuration but for letter case (`KBC-Config.yaml`) is reported too, wherever it
        is: kbc reads only `kbc-config.yaml` (or `kbc-config.yml`) exactly, since a file system that ignores
        case (a Mac's) would find it and one that does not (CI's) would not. Rename it.
        """)

    /// The codes of this group, in order.
    static let generationCodes: [DiagnosticCode] = [
        .outputNameCollision, .invalidConfiguration, .outputOverwritesInput, .outputUnwritable, .generatedFileOutOfDate,
        .outputFileNotGenerated, .layoutTooDeep, .layoutNotFlattenable, .configurationNotApplied,
    ]
}
