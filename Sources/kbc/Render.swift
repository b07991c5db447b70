#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#endif
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

        A file is validated together with the other layout files in its folder (so 'switch' and 'toggle-width' keys can lead to them); problems in the file are reported as 'kbc validate' reports them, the exit status is 1 and nothing is written. Output goes to standard output unless --output is given; the output file is written only when rendering succeeds.

        Default widths (points) and safe-area insets: phone portrait 375 (bottom 34), phone landscape 812 (left and right 44, bottom 21), pad portrait 820 (bottom 20), pad landscape 1180 (bottom 20). Keys are placed on the pixel grid of --scale (default 3 on a phone, 2 on a pad), as the runtime places them for that screen scale.

        Fonts: labels use the system font (SF Pro on Apple systems; Liberation Sans, Noto Sans or DejaVu Sans elsewhere). Full-width pages (characterWidth: full) and CJK labels need a CJK font where the SVG is viewed: PingFang SC on Apple systems, Noto Sans CJK SC elsewhere (Debian/Ubuntu: apt-get install fonts-noto-cjk). Without one, full-width marks such as （ ） 。 ， 、 are drawn by a fallback font or as boxes, and the optical centring kbc applies to them (they sit in a corner of their em box in CJK fonts) will look off.

        Examples:
          kbc render Layouts/letters.yaml --output letters.svg
          kbc render Layouts/decimal-pad.yaml --format text --shuffle --seed 7
          kbc render Layouts/symbols.yaml --device pad --orientation landscape -o symbols.svg
          kbc render Layouts --format html --output gallery.html
        """)
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, text, html
    }

    enum DeviceChoice: String, ExpressibleByArgument, CaseIterable {
        case phone, pad
        var device: KeyboardMetrics.Device { self == .phone ? .phone : .pad }
    }

    enum OrientationChoice: String, ExpressibleByArgument, CaseIterable {
        case portrait, landscape
        var orientation: KeyboardMetrics.Orientation { self == .portrait ? .portrait : .landscape }
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

    @Argument(help: ArgumentHelp("A layout file, or a folder of layout files for --format html.", valueName: "path"))
    var path: String

    @Option(help: "What to draw: 'svg' (default for a file), 'text' for a terminal, 'html' (default for a folder) for a gallery of every keyboard in every device and orientation.")
    var format: Format?

    @Option(help: "The device to draw for (default: phone; for html: both).")
    var device: DeviceChoice?

    @Option(help: "The orientation to draw for (default: portrait; for html: both).")
    var orientation: OrientationChoice?

    @Option(help: ArgumentHelp("The view width in points, including safe-area insets (default: the device's, see below).", valueName: "points"))
    var width: Double?

    @Option(help: ArgumentHelp("Device pixels per point: key edges are placed on this pixel grid (default: 3 for phone, 2 for pad; 0 for exact fractional points).", valueName: "n"))
    var scale: Double?

    @Option(help: "The shift state to show.")
    var shift: ShiftChoice = .off

    @Flag(help: "Show one arrangement of the keyboard's declared shuffle (securely random unless --seed is given).")
    var shuffle = false

    @Option(help: ArgumentHelp("With --shuffle: a seed for a reproducible preview arrangement (not secure; previews only).", valueName: "n"))
    var seed: UInt64?

    @OptionGroup var configFile: ConfigurationArguments

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write (default: standard output).", valueName: "file"))
    var output: String?

    @Flag(help: "Report warnings as errors (and exit 1 when there are any).")
    var warningsAsErrors = false

    @Option(name: .customLong("disable"), help: ArgumentHelp("Do not report this code (repeatable).", valueName: "code"))
    var disabledCodes: [String] = []

    @Option(name: .customLong("warn"), help: ArgumentHelp("Report this code as a warning (repeatable).", valueName: "code"))
    var warningCodes: [String] = []

    @Option(help: "When to colour diagnostics.")
    var color: DiagnosticArguments.ColorChoice = .auto

    @Option(help: ArgumentHelp("Report at most this many diagnostics per file and count the rest (default: 20; 0: no limit).", valueName: "n"))
    var diagnosticLimit: Int = DiagnosticArguments.defaultDiagnosticLimit

    func validate() throws {
        if seed != nil && !shuffle {
            throw ValidationError("--seed only chooses the arrangement of --shuffle; add --shuffle")
        }
        if let width, !(width.isFinite && width >= 100 && width <= 4096) {
            throw ValidationError("--width must be between 100 and 4096 points")
        }
        if let scale, !(scale.isFinite && scale >= 0 && scale <= 8) {
            throw ValidationError("--scale must be between 0 and 8 pixels per point")
        }
    }

    func run() throws {
        let diagnostics = try diagnosticArguments()
        let options = try diagnostics.diagnosticOptions()
        var isFolder = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        let folder = exists && isFolder
        let format = self.format ?? (folder ? .html : .svg)
        if folder && format != .html {
            throw ValidationError("'\(path)' is a folder; --format \(format.rawValue) draws one layout file (use --format html for a folder)")
        }

        // The configuration's `standardLayouts` decides what the layouts can extend and switch to, as in a build.
        let loaded = configFile.config.map(GeneratorConfiguration.load(path:))
        var compiler = LayoutCompiler(options: options)
        compiler.importsStandardLayouts = loaded?.configuration?.standardLayouts ?? false
        compiler.teamRules = loaded?.configuration?.teamRules ?? TeamRuleConfiguration()
        var result = folder || !exists ? compiler.compile(paths: [path]) : Self.compile(file: path, with: compiler)
        if let config = configFile.config, let loaded { result.append(loaded.diagnostics, from: loaded.source, path: config) }
        // The picture may not replace a layout it was drawn from, nor be read back as one.
        if let output, output != "-", let problem = OutputSafety.check(destination: output, inputs: [path] + result.inputFiles) {
            result.diagnostics.append(problem)
        }
        if result.hasErrors {
            diagnostics.report(result, action: "Validated")
            throw ExitCode(1)
        }
        let renderer = TextDiagnosticRenderer(usesColor: diagnostics.usesColor)
        for diagnostic in result.diagnostics {
            StandardError.write(renderer.render(diagnostic, sources: result.allSources))
        }
        for entry in result.omitted { StandardError.write(renderer.render(entry)) }

        var layouts = result.layouts
        if shuffle {
            if let seed {
                var generator = SeededRandomNumberGenerator(seed: seed)
                layouts = layouts.map { $0.shuffled(using: &generator) }
            } else {
                var generator = SecureRandomNumberGenerator()
                layouts = layouts.map { $0.shuffled(using: &generator) }
            }
        }

        let document: String
        switch format {
        case .svg, .text:
            guard let layout = layouts.first else { throw ExitCode(1) }
            let options = renderOptions()
            // Both pictures show the rows of the device drawn for (a variant's, if one applies).
            document = format == .svg
                ? SVGRenderer(options: options).render(layout)
                : TextRenderer(shift: shift.appearance).render(layout.forDevice(options.metrics, width: options.width))
        case .html:
            let devices = device.map { [$0.device] } ?? KeyboardMetrics.Device.allCases
            let orientations = orientation.map { [$0.orientation] } ?? KeyboardMetrics.Orientation.allCases
            let configurations = devices.flatMap { device in
                orientations.map { RenderOptions(device: device, orientation: $0, width: width, shift: shift.appearance, scale: scale) }
            }
            document = HTMLGalleryRenderer(configurations: configurations).render(layouts)
        }

        guard let output, output != "-" else {
            StandardOutput.write(document)
            return
        }
        do {
            try Data(document.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            let problem = OutputSafety.unwritable(output, "the rendered \(format.rawValue)", reason: WriteFailure.describe(error))
            StandardError.write(renderer.render(problem, sources: [:]))
            throw ExitCode(1)
        }
        let what = layouts.count == 1 ? layouts[0].id : "\(layouts.count) keyboards"
        StandardOutput.write("Rendered \(what) to \(output).\n")
    }

    /// The device, orientation, width and shift state asked for, for one picture.
    private func renderOptions() -> RenderOptions {
        RenderOptions(
            device: device?.device ?? .phone,
            orientation: orientation?.orientation ?? .portrait,
            width: width,
            shift: shift.appearance,
            scale: scale)
    }

    /// The shared diagnostic options, built from this command's own flags (its `--format` is the picture's).
    private func diagnosticArguments() throws -> DiagnosticArguments {
        var arguments = ["--color", color.rawValue]
        if warningsAsErrors { arguments.append("--warnings-as-errors") }
        for code in disabledCodes { arguments += ["--disable", code] }
        for code in warningCodes { arguments += ["--warn", code] }
        arguments += ["--diagnostic-limit", String(diagnosticLimit)]
        return try DiagnosticArguments.parse(arguments)
    }

    /// Compiles `file` together with the other layout files directly in its folder, so keys can lead
    /// to them, and keeps what concerns `file`: its keyboard and the diagnostics located in it.
    static func compile(file: String, with compiler: LayoutCompiler) -> CompilationResult {
        let slash = file.lastIndex(of: "/")
        let folder = slash.map { String(file[...$0]) } ?? ""
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        let siblings = names.sorted().filter { name in
            guard LayoutFiles.isLayoutFileName(name) else { return false }
            var isFolder = false
            return FileManager.default.fileExists(atPath: folder + name, isDirectory: &isFolder) && !isFolder
        }.map { folder + $0 }
        var result = compiler.compile(paths: [file] + siblings)
        // Files compared by their bytes: canonically equivalent names are different files.
        let isFile = { (path: String) in path.utf8.elementsEqual(file.utf8) }
        result.keyboards = result.keyboards.filter { isFile($0.file) }
        result.diagnostics = result.diagnostics.filter { $0.location.map { isFile($0.file) } ?? true }
        result.sources = result.sources.filter { $0.key == file }
        result.omitted = result.omitted.filter { $0.file.map(isFile) ?? true }
        result.fileCount = result.sources.isEmpty && result.keyboards.isEmpty ? 0 : 1
        return result
    }
}
