@preconcurrency import KbcPlatform
import ArgumentParser
import KbcCommands
import KeyboardCompiler
import KeyboardPreview
import KeyboardRuntime

/// `kbc render`: draws a keyboard as SVG or as text for a terminal, or a folder of keyboards as an HTML
/// gallery, after validating them as `kbc validate` does.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a keyboard as SVG or terminal text, or a folder of keyboards as an HTML gallery.",
        discussion: HelpText.paragraphs("""
        The keys are placed by KeyboardRuntime's own geometry, so the picture is what an app shows.

        A file is validated together with the other layout files in its folder (so 'switch' and 'toggle-width' keys can lead to them); problems in the file are reported as 'kbc validate' reports them (as text on standard error, or with --report json|sarif|github as one document on standard output, the picture then going to --output), the exit status is 1 and nothing is written. Output goes to standard output unless --output is given; standard output then holds the picture and nothing else, the summary going to standard error. A --theme that no theme has is a usage mistake (exit 2) naming the themes, and so is an --output ending in .svg, .html or .htm that names another format than the one drawn. The output file is written only when rendering succeeds, as 'kbc generate' writes its files: in full under a new hidden name, then renamed into place, holding a lock on .kbc.lock in its folder, never through a link; it starts with a line saying kbc render drew it, and a file without that line is never replaced (KBC0406).

        Default widths (points) and safe-area insets: phone portrait 375 (bottom 34), phone landscape 812 (left and right 44, bottom 21), pad portrait 820 (bottom 20), pad landscape 1180 (bottom 20). Keys are placed on the pixel grid of --scale (default 3 on a phone, 2 on a pad), as the runtime places them for that screen scale.

        Themes: each keyboard is drawn with its own theme (its 'theme: ID', or kbc-config.yaml's 'theme:', else the built-in 'default'); --theme draws every keyboard with another: a theme file among the layouts, 'default' or 'high-contrast'. --appearance chooses light (default), dark or high-contrast; repeat it with --format html to show the appearances side by side. The text picture paints each key in its theme's colours with 24-bit terminal colours when --color says so (auto: when standard output is a terminal).

        Fonts: labels use the system font (SF Pro on Apple systems; Liberation Sans, Noto Sans or DejaVu Sans elsewhere). Full-width pages (characterWidth: full) and CJK labels need a CJK font where the SVG is viewed: PingFang SC on Apple systems, Noto Sans CJK SC elsewhere (Debian/Ubuntu: apt-get install fonts-noto-cjk). Without one, full-width marks such as （ ） 。 ， 、 are drawn by a fallback font or as boxes, and the optical centring kbc applies to them (they sit in a corner of their em box in CJK fonts) will look off.

        Examples:
          kbc render Layouts/letters.yaml --output letters.svg
          kbc render Layouts/decimal-pad.yaml --format text --shuffle --seed 7
          kbc render Layouts/symbols.yaml --device pad --orientation landscape -o symbols.svg
          kbc render Layouts --format html --output gallery.html
          kbc render Layouts/letters.yaml --theme high-contrast --appearance dark -o letters-dark.svg
          kbc render Layouts --appearance light --appearance dark -o gallery.html
        """)
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, text, html

        /// The format a file name's extension names (`.svg`, `.html`, `.htm`, any case), if it names one.
        init?(extensionOf path: String) {
            switch URL(fileURLWithPath: path).pathExtension.lowercased() {
            case "svg": self = .svg
            case "html", "htm": self = .html
            default: return nil
            }
        }

        /// What the format draws, as the messages name it.
        var picture: String { self == .svg ? "SVG" : self == .html ? "an HTML gallery" : "terminal text" }
        /// The extension of a file of the format.
        var fileExtension: String { self == .text ? "txt" : rawValue }
    }

    enum DeviceChoice: String, ExpressibleByArgument, CaseIterable {
        case phone, pad
        var device: KeyboardMetrics.Device { self == .phone ? .phone : .pad }
    }

    enum OrientationChoice: String, ExpressibleByArgument, CaseIterable {
        case portrait, landscape
        var orientation: KeyboardMetrics.Orientation { self == .portrait ? .portrait : .landscape }
    }

    enum AppearanceChoice: String, ExpressibleByArgument, CaseIterable {
        case light, dark, highContrast = "high-contrast"
        var appearance: ThemeAppearance {
            switch self {
            case .light: return .light
            case .dark: return .dark
            case .highContrast: return .highContrast
            }
        }
    }

    enum ShiftChoice: String, ExpressibleByArgument, CaseIterable {
        case off, on, capsLock = "caps-lock"
        var appearance: RenderOptions.ShiftAppearance {
            switch self {
            case .off: return .off
            case .on: return .on
            case .capsLock: return .capsLock
            }
        }
    }

    @Argument(help: ArgumentHelp("A layout file, or a folder of layout files for --format html. " + HelpText.namedPaths, valueName: "path"))
    var path: String

    @Option(help: "What to draw: 'svg' (default for a file), 'text' for a terminal, 'html' (default for a folder) for a gallery of every keyboard in every device and orientation.")
    var format: Format?

    @Option(help: "The device to draw for (default: phone; for html: both).")
    var device: DeviceChoice?

    @Option(help: "The orientation to draw for (default: portrait; for html: both).")
    var orientation: OrientationChoice?

    @Option(parsing: .unconditional, help: ArgumentHelp("The view width in points, including safe-area insets (default: the device's, see below).", valueName: "points"))
    var width: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Device pixels per point: key edges are placed on this pixel grid (default: 3 for phone, 2 for pad; 0 for exact fractional points).", valueName: "n"))
    var scale: Double?

    @Option(help: "The shift state to show.")
    var shift: ShiftChoice = .off

    @Option(help: ArgumentHelp("Draw every keyboard with this theme instead of its own: a theme file's id among the layouts, 'default' or 'high-contrast'.", valueName: "id"))
    var theme: String?

    @Option(help: "The appearance to draw the theme in (default: light); repeat it with --format html to show appearances side by side.")
    var appearance: [AppearanceChoice] = []

    @Flag(help: "Show one arrangement of the keyboard's declared shuffle (securely random unless --seed is given).")
    var shuffle = false

    @Option(parsing: .unconditional, help: ArgumentHelp("With --shuffle: a seed for a reproducible preview arrangement (not secure; previews only).", valueName: "n"))
    var seed: UInt64?

    @OptionGroup var configFile: ConfigurationArguments

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write (default: standard output).", valueName: "file"))
    var output: String?

    @OptionGroup var codes: DiagnosticCodeArguments

    /// How diagnostics are reported: `--format` already names the picture.
    enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif, github
    }

    @Option(name: .customLong("report"), help: "How to report diagnostics: 'text' on standard error (default), or one 'json', 'sarif' (SARIF 2.1.0) or 'github' document on standard output, with the picture written to --output.")
    var reportFormat: ReportFormat = .text

    @Option(help: "When to colour diagnostics, and the keys of --format text.")
    var color: DiagnosticArguments.ColorChoice = .auto

    @Option(parsing: .unconditional, help: ArgumentHelp("Report at most this many diagnostics per file and count the rest (default: 20, or the configuration's; 0: no limit).", valueName: "n"))
    var diagnosticLimit: Int?

    func validate() throws {
        try EmptyPathCheck.check([path], given: "<path>")
        try EmptyPathCheck.check([output], given: "--output")
        if let output, output.hasSuffix("/") {
            // A file would be written at the folder's name (`-o out/` wrote the file `out`).
            throw ValidationError("--output: '\(output)' names a folder (it ends in '/'); name the file to write, such as '\(output)picture.svg'")
        }
        if seed != nil && !shuffle {
            throw ValidationError("--seed only chooses the arrangement of --shuffle; add --shuffle")
        }
        if let width, !(width.isFinite && width >= 100 && width <= 4096) {
            throw ValidationError("--width must be between 100 and 4096 points")
        }
        if let scale, !(scale.isFinite && scale >= 0 && scale <= 8) {
            throw ValidationError("--scale must be between 0 and 8 pixels per point")
        }
        if reportFormat != .text && (output == nil || output == "-") {
            throw ValidationError("--report \(reportFormat.rawValue) prints its document on standard output; write the picture to a file with --output")
        }
    }

    func run() throws {
        let diagnostics = try diagnosticArguments()
        var isFolder = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        let folder = exists && isFolder
        let format = self.format ?? (folder ? .html : .svg)
        if folder && format != .html {
            throw ValidationError("'\(path)' is a folder; --format \(format.rawValue) draws one layout file (use --format html for a folder)")
        }
        if let output, let named = Format(extensionOf: output), named != format {
            // An SVG picture in gallery.html, or a gallery in picture.svg, opens as neither.
            let reason = self.format != nil ? "--format \(format.rawValue) draws \(format.picture)" : folder ? "a folder is drawn as \(format.picture)" : "a layout file is drawn as \(format.picture) unless --format says otherwise"
            throw ValidationError("--output: '\(output)' ends in .\(URL(fileURLWithPath: output).pathExtension), but \(reason); name a file that ends in .\(format.fileExtension)\(folder ? "" : ", or give --format \(named.rawValue)")")
        }
        if format != .html && appearance.count > 1 {
            throw ValidationError("--format \(format.rawValue) draws one appearance; give --appearance once (or use --format html to show several side by side)")
        }

        // The configuration decides what the layouts can extend and switch to, and what is reported, as in a build.
        var request = try BuildRequest(paths: [path], configuration: configFile, diagnostics: diagnostics)
        let kind: OutputKind = format == .svg ? .renderedSVG : format == .html ? .renderedHTML : .renderedText
        request.product = .document(DocumentProduct(destination: output == "-" ? nil : output, kind: kind) { [theme] result in
            let chosenTheme = theme.flatMap(result.theme(withID:))
            if theme != nil && chosenTheme == nil { return nil }
            return draw(result.layouts, as: format, theme: chosenTheme)
        })
        var outcome = try BuildCommand.run(request)
        let result = outcome.result
        // The picture goes to standard output: the summary goes to standard error, beside the diagnostics.
        let pictureOnStandardOutput = output == nil || output == "-"
        if result.hasErrors {
            // Before --theme is checked: a theme file with errors is not among the themes.
            diagnostics.report(result, action: "Validated", writing: pictureOnStandardOutput ? .notWriting : .nothingWritten,
                               productOnStandardOutput: pictureOnStandardOutput)
            throw ExitCode(1)
        }
        if result.layouts.isEmpty { throw ValidationError(Self.nothingToDraw(in: path)) }
        if let theme, result.theme(withID: theme) == nil {
            throw ValidationError(Self.usageMistake(option: "--theme", result.unknownTheme(theme, at: nil)))
        }
        diagnostics.printTextDiagnostics(result)

        if let document = outcome.standardOutput {
            StandardOutput.write(document)
            return
        }
        guard let plan = outcome.plan else { throw ExitCode(1) }
        guard let report = KeyboardBuild.write(plan, into: &outcome.result.diagnostics) else {
            diagnostics.reportFailedWrite(outcome.result, after: result, action: "Validated")
            throw ExitCode(1)
        }
        guard diagnostics.printsText else {
            diagnostics.report(outcome.result, action: "Rendered")
            return
        }
        let what = result.layouts.count == 1 ? result.layouts[0].id : "\(result.layouts.count) keyboards"
        StandardOutput.write("Rendered \(what) to \(output ?? "-")\(report.written.isEmpty ? " (unchanged)" : "").\n")
    }

    /// The usage mistake of drawing (`render`, `playground`) a path that compiles cleanly to no keyboard: a
    /// theme file, a configuration, a folder of only those.
    static func nothingToDraw(in path: String) -> String {
        "'\(path)' holds no keyboard to draw; name a layout file or a folder of them (a theme is drawn on a keyboard with 'kbc render LAYOUT --theme ID')"
    }

    /// The message of a usage mistake (exit 2) that `option`'s value causes, from the diagnostic that says
    /// what is wrong and its notes (a did-you-mean, the values there are).
    static func usageMistake(option: String, _ problem: Diagnostic) -> String {
        let notes = problem.notes.map { note in
            let sentence = note.message.prefix(1).uppercased() + note.message.dropFirst()
            return sentence.hasSuffix("?") || sentence.hasSuffix(".") ? sentence : sentence + "."
        }
        return ([option + ": " + problem.message + "."] + notes).joined(separator: " ")
    }

    /// The picture of `layouts` in `format` (shuffled with --shuffle); `nil` when there is no keyboard to draw.
    private func draw(_ layouts: [KeyboardLayout], as format: Format, theme chosenTheme: KeyboardTheme?) -> String? {
        var layouts = layouts
        if shuffle {
            if let seed {
                var generator = SeededRandomNumberGenerator(seed: seed)
                layouts = layouts.map { $0.shuffled(using: &generator) }
            } else {
                var generator = SecureRandomNumberGenerator()
                layouts = layouts.map { $0.shuffled(using: &generator) }
            }
        }
        let appearances = appearance.isEmpty ? [ThemeAppearance.light] : appearance.map(\.appearance)
        switch format {
        case .svg, .text:
            guard let layout = layouts.first else { return nil }
            let options = renderOptions(appearance: appearances[0], theme: chosenTheme)
            // Both pictures show the rows of the device drawn for (a variant's, if one applies).
            if format == .svg {
                return SVGRenderer(options: options).render(layout)
            } else {
                let paints = color == .always || (color == .auto && (output ?? "-") == "-" && StandardOutput.wantsColor)
                return TextRenderer(shift: shift.appearance, appearance: paints ? options.appearance : nil, theme: chosenTheme)
                    .render(layout.forDevice(options.metrics, width: options.width))
            }
        case .html:
            let devices = device.map { [$0.device] } ?? KeyboardMetrics.Device.allCases
            let orientations = orientation.map { [$0.orientation] } ?? KeyboardMetrics.Orientation.allCases
            // Each device and orientation once per appearance, so the appearances stand side by side.
            let configurations = devices.flatMap { device in
                orientations.flatMap { orientation in
                    appearances.map {
                        RenderOptions(device: device, orientation: orientation, width: width, shift: shift.appearance, scale: scale, appearance: $0, theme: chosenTheme)
                    }
                }
            }
            return HTMLGalleryRenderer(configurations: configurations).render(layouts)
        }
    }

    /// The device, orientation, width, shift state, appearance and theme asked for, for one picture.
    private func renderOptions(appearance: ThemeAppearance, theme: KeyboardTheme?) -> RenderOptions {
        RenderOptions(
            device: device?.device ?? .phone,
            orientation: orientation?.orientation ?? .portrait,
            width: width,
            shift: shift.appearance,
            scale: scale,
            appearance: appearance,
            theme: theme)
    }

    /// The shared diagnostic options, built from this command's own flags (its `--format` is the picture's).
    private func diagnosticArguments() throws -> DiagnosticArguments {
        var arguments = ["--color", color.rawValue, "--format", reportFormat.rawValue]
        if codes.warningsAsErrors { arguments.append("--warnings-as-errors") }
        for code in codes.disabledCodes { arguments += ["--disable", code] }
        for code in codes.warningCodes { arguments += ["--warn", code] }
        if let diagnosticLimit { arguments += ["--diagnostic-limit", String(diagnosticLimit)] }
        do {
            return try DiagnosticArguments.parse(arguments)
        } catch {
            // Its checks (a negative --diagnostic-limit) are this command's usage mistakes, named as such.
            throw ValidationError(DiagnosticArguments.message(for: error))
        }
    }
}
