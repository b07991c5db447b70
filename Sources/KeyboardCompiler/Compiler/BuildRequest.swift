import KeyboardRuntime

/// What a command asks of ``KeyboardBuild``: which layouts, which configuration, the command line's severity
/// options, and what to make of the keyboards.
public struct BuildRequest {
    /// The layout files and folders named (the current folder when empty).
    public var paths: [String]
    /// Which configuration applies; by default the one found beside the inputs, as the build plugin's.
    public var configuration: ConfigurationChoice = .discovered
    /// The command line's severity options, merged with the configuration's.
    public var diagnosticOptions = DiagnosticOptions()
    /// With layout files named, or folders inside a target (`Sources/App/Pads`): compile each together with
    /// the other layout files of its target (its `Sources/<target>` folder, else the folder of the
    /// configuration found for it, else a file's own folder), as its target's build does (so it is drawn in
    /// their themes, extends their keyboards and leads to their pages), and keep only what concerns the paths
    /// named. `false` when the paths are a complete list, as the build plugins pass a target's files.
    public var includesSiblings = true
    /// What to make of the keyboards.
    public var product: BuildProduct = .diagnostics

    /// Creates a request that validates `paths`.
    public init(paths: [String]) {
        self.paths = paths
    }
}

/// What a build makes of the compiled keyboards.
public enum BuildProduct {
    /// Nothing but diagnostics (`validate`, `test`): every diagnostic `generate` would report, the layouts'
    /// tests' and the generated files' name clashes included.
    case diagnostics
    /// One Swift file per layout file for an output folder (`generate`).
    case swift(SwiftProduct)
    /// One standalone layout file per layout file, for an output folder (`flatten`).
    case flattened(folder: String)
    /// One document drawn from the keyboards (`render`, `playground`).
    case document(DocumentProduct)
    /// Files made before the build, for an output folder: `kbc import`'s pages (see
    /// ``BuildOutcome/init(made:result:configuration:into:kind:)``), each already left out when it has errors of its own.
    case made(folder: String, kind: OutputKind)

    /// Whether the build makes nothing but diagnostics.
    var isDiagnostics: Bool {
        if case .diagnostics = self { return true }
        return false
    }

    /// Whether the layouts' tests run once validation finds no error: for the builds that decide whether a
    /// target builds (`validate`, `test`, `generate`, the build plugin), so that they agree. Not for
    /// drawings and flattened files, which a failing test does not make wrong.
    var runsLayoutTests: Bool {
        switch self {
        case .diagnostics, .swift: return true
        case .flattened, .document, .made: return false
        }
    }
}

/// The Swift files of ``BuildProduct/swift(_:)``.
public struct SwiftProduct: Sendable {
    /// The output folder.
    public var folder: String
    /// The access level asked for on the command line; the configuration's otherwise.
    public var accessLevel: SwiftSourceEmitter.AccessLevel?
    /// Compare the folder with what would be generated instead of planning to write (`--check`).
    public var check = false

    /// Creates the product.
    public init(folder: String, accessLevel: SwiftSourceEmitter.AccessLevel? = nil, check: Bool = false) {
        self.folder = folder
        self.accessLevel = accessLevel
        self.check = check
    }
}

/// The document of ``BuildProduct/document(_:)``: drawn by a renderer the compiler does not know (the
/// previews' SVG, text, HTML or playground), written to a file or to standard output.
public struct DocumentProduct {
    /// The file to write; `nil` for standard output.
    public var destination: String?
    /// What the file is, which marks it as kbc's own (see ``OutputKind``).
    public var kind: OutputKind
    /// Whether the destination's folder is created when missing (`playground`), or its absence is an
    /// error (`render`).
    public var createsFolder: Bool
    /// The document for the compiled keyboards (their complete layouts, and the themes found); `nil` when
    /// there is nothing to draw.
    public var draw: (CompilationResult) -> String?

    /// Creates the product.
    public init(destination: String?, kind: OutputKind, createsFolder: Bool = false, draw: @escaping (CompilationResult) -> String?) {
        self.destination = destination
        self.kind = kind
        self.createsFolder = createsFolder
        self.draw = draw
    }
}

/// What a build produced: every diagnostic of every stage, and what is to be written.
public struct BuildOutcome: Sendable {
    /// The keyboards and every diagnostic, the configuration's included.
    public var result: CompilationResult
    /// The configuration applied (the first target's, when a package's targets were compiled one by one).
    public var configuration: AppliedConfiguration
    /// The configurations applied: ``configuration``, then those of the other targets of a package compiled
    /// one by one (see ``KeyboardBuild/run(_:)``).
    public var configurations: [AppliedConfiguration] = []
    /// What the layouts' tests found, when they ran.
    public var tests: LayoutTestRunner.Report?
    /// The files emitted (`generate`, `flatten`), before the output checks.
    public var files: [GeneratedFile] = []
    /// What is to be written (``WritePlan/write()`` writes it); `nil` when there were errors, or nothing is
    /// to be written.
    public var plan: WritePlan?
    /// The document to print on standard output (`render` without `--output`); `nil` otherwise.
    public var standardOutput: String?
    /// The errors the maker of files made before the build accounted for, leaving out the files they bear
    /// on (see ``init(made:result:configuration:into:kind:)``), each with how many times it was reported: the
    /// later stages stop at any other error, wherever the diagnostics put it.
    var accountedErrors: [Diagnostic: Int] = [:]
    /// The rules and overrides of a configuration shared with other targets that select nothing in the
    /// targets compiled, for the run over the package to report (see `SharedConfiguration`).
    var deferredTeamSelectors: [DeferredTeamSelectors] = []
}
