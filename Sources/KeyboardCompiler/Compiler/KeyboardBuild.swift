/// The build pipeline every command and plugin runs: configuration → load → decode → resolve → validate →
/// layout tests → emit (or, for diagnostics alone, plan the Swift files' names) → output checks → write plan. Each stage keeps its folder and its type; this is only
/// their order. A stage after validation runs only when the stages before it found no error (emission
/// excepted: two layouts that would share an output are reported with the rest).
///
/// Nothing here writes: the outcome's ``BuildOutcome/plan`` says what to write, and
/// ``KeyboardBuild/write(_:into:)`` writes it as every command writes.
public enum KeyboardBuild {
    /// Runs the build `request` asks for. Inputs that find different configurations are a usage mistake.
    ///
    /// A package root named alone (the current folder by default) whose layout files all lie in its targets'
    /// folders (`Sources/NAME`, `Tests/NAME`) is compiled target by target, each with its own configuration,
    /// as the build plugin compiles them; only diagnostics come of several targets (a product would mix them).
    /// A rule or override of a configuration that several of them share is reported when it selects nothing
    /// in any of them (see `SharedConfiguration`).
    public static func run(_ request: BuildRequest) throws(BuildRefusal) -> BuildOutcome {
        let paths = request.paths.isEmpty ? ["."] : request.paths
        guard let targets = LayoutFiles.targetFolders(ofPackageRoot: paths) else {
            return try runOne(request, paths: paths)
        }
        if targets.count > 1, !request.product.isDiagnostics {
            throw BuildRefusal(description: "'\(paths[0])' is a package whose layouts are in \(targets.count) targets (\(targets.joined(separator: ", "))); name the folder of one")
        }
        var outcome = try runOne(request, paths: [targets[0]])
        for target in targets.dropFirst() { outcome.add(try runOne(request, paths: [target])) }
        outcome.result.diagnostics += findings(about: outcome.deferredTeamSelectors, commandLine: request.diagnosticOptions)
        return outcome
    }

    private static func runOne(_ request: BuildRequest, paths: [String]) throws(BuildRefusal) -> BuildOutcome {
        let configuration: AppliedConfiguration
        do { configuration = try AppliedConfiguration.find(request.configuration, for: paths) } catch { throw BuildRefusal(description: error.description) }
        var compiler = configuration.compiler(commandLine: request.diagnosticOptions)
        let shared = compiler.teamRules.isEmpty ? nil : SharedConfiguration(file: configuration.path, for: paths)
        compiler.defersUnusedTeamSelectors = shared.map { !$0.otherTargets().isEmpty } ?? false
        let focus = request.includesSiblings ? LayoutFiles.namedWithSiblings(paths, configuration: configuration) : nil
        let (sources, loadDiagnostics, configurations, unread) = compiler.load(paths: paths + (focus?.siblings ?? []))
        var result = compiler.compile(sources, after: loadDiagnostics, unreadFiles: unread)
        result.apply(configuration)
        if let focus { result.keepOnly(files: focus.named, clashingWith: focus.inTargets) }
        result.diagnostics += configuration.notApplied(configurations).compactMap(compiler.options.apply)
        var outcome = BuildOutcome(result: result, configuration: configuration, configurations: [configuration])
        if compiler.defersUnusedTeamSelectors {
            outcome.deferredTeamSelectors = [DeferredTeamSelectors(configuration: configuration, target: paths.joined(separator: ", "), unused: result.unusedTeamSelectors)]
        }
        if request.product.runsLayoutTests { outcome.runLayoutTests() }
        outcome.emit(request.product, options: compiler.options)
        outcome.checkOutputs(request.product, paths: paths)
        outcome.planWrites(request.product)
        return outcome
    }
}

/// Why a build cannot run as asked: a usage mistake, said in one sentence.
public struct BuildRefusal: Error, CustomStringConvertible {
    /// What is wrong and what to do instead.
    public var description: String
}

extension BuildOutcome {
    /// Adds the keyboards, diagnostics and test counts of another target's build (diagnostics only).
    mutating func add(_ other: BuildOutcome) {
        result.keyboards += other.result.keyboards
        result.diagnostics += other.result.diagnostics
        result.importedKeyboards += other.result.importedKeyboards
        result.reachedKeyboards += other.result.reachedKeyboards
        result.themes += other.result.themes
        result.sources.merge(other.result.sources) { own, _ in own }
        result.supportingSources.merge(other.result.supportingSources) { own, _ in own }
        result.fileCount += other.result.fileCount
        result.inputFiles += other.result.inputFiles
        result.omitted += other.result.omitted
        configurations += other.configurations
        deferredTeamSelectors += other.deferredTeamSelectors
        if var tests, let more = other.tests {
            tests.testCount += more.testCount
            tests.keyboardCount += more.keyboardCount
            tests.failures += more.failures
            tests.notRunCount += more.notRunCount
            self.tests = tests
        } else if tests == nil {
            tests = other.tests
        }
    }

    /// Layout tests: a layout whose own tests fail is as wrong as one that does not validate.
    mutating func runLayoutTests() {
        guard !result.hasErrors else { return }
        let report = LayoutTestRunner.run(result)
        result.diagnostics += report.failures
        tests = report
    }

    /// The outcome of `files` made outside the pipeline (`kbc import`'s pages, validated by their maker,
    /// which leaves out each page with errors of its own) under `configuration`: the configuration is
    /// applied, the outputs checked and the writes planned (``plan``) as for every other build, so the
    /// files are written by the same rules (nothing under a configuration with an error, nothing over an
    /// input).
    public init(made files: [GeneratedFile], result: CompilationResult, configuration: AppliedConfiguration, into folder: String, kind: OutputKind) {
        self.init(result: result, configuration: configuration, configurations: [configuration], files: files)
        for diagnostic in result.diagnostics where diagnostic.severity == .error { accountedErrors[diagnostic, default: 0] += 1 }
        self.result.apply(configuration)
        let product = BuildProduct.made(folder: folder, kind: kind)
        checkOutputs(product, paths: [])
        planWrites(product)
    }

    /// Whether the stages after validation stop: at an error, but for those of files made before the build
    /// (their maker left out what those bear on), matched by value and count wherever they are in the list.
    var stops: Bool {
        var unaccounted = accountedErrors
        return result.diagnostics.contains { diagnostic in
            guard diagnostic.severity == .error else { return false }
            guard let count = unaccounted[diagnostic], count > 0 else { return true }
            unaccounted[diagnostic] = count - 1
            return false
        }
    }

    /// Emission: the files or the document the product is made of; flatten checks its files with the
    /// severities `options` the layouts were compiled with.
    mutating func emit(_ product: BuildProduct, options: DiagnosticOptions) {
        switch product {
        case .diagnostics:
            // What `generate` would find planning its files, found without emitting them: validation and
            // the build agree.
            if SwiftGeneration.OutputNamePlan.mayClash(in: result) {
                result.diagnostics += SwiftGeneration.OutputNamePlan(for: result, listName: configuration.settings.enumName).diagnostics
            }
        case .document, .made:
            return
        case .swift(let swift):
            let emitter = SwiftSourceEmitter(accessLevel: swift.accessLevel ?? configuration.settings.accessLevel)
            let (files, collisions) = SwiftGeneration.files(for: result, emitter: emitter, listName: configuration.settings.enumName)
            self.files = files
            result.diagnostics += collisions
        case .flattened(let folder):
            guard !result.hasErrors else { return }
            let planned = LayoutFlattening.files(for: result, configuration: configuration, folder: folder, options: options)
            files = planned.files
            result.diagnostics += planned.diagnostics
        }
    }

    /// Output checks: no output may replace an input (a configuration included) or be read back as a layout;
    /// with `--check`, the generated folder compared with what would be written.
    mutating func checkOutputs(_ product: BuildProduct, paths: [String]) {
        guard !stops else { return }
        let inputs = result.inputFiles + (configuration.path.map { [$0] } ?? [])
        switch product {
        case .diagnostics:
            return
        case .swift(let swift):
            result.diagnostics += OutputSafety.check(destinations: files.map { SwiftGeneration.path(of: $0, in: swift.folder) }, inputs: inputs)
            if swift.check, !result.hasErrors { result.diagnostics += SwiftGeneration.checkDiagnostics(files, in: swift.folder) }
        case .flattened(let folder):
            result.diagnostics += LayoutFlattening.safetyProblems(writing: files, to: folder, inputs: inputs, paths: paths, configuration: configuration)
        case .document(let document):
            guard let destination = document.destination else { return }
            if let problem = OutputSafety.check(destination: destination, inputs: paths + inputs) { result.diagnostics.append(problem) }
        case .made(let folder, _):
            result.diagnostics += OutputSafety.check(destinations: files.map { FilePaths.path(folder, $0.name) }, inputs: inputs, allowingLayoutNames: true)
        }
    }

    /// The write plan: what to write where, when every stage before found no error.
    mutating func planWrites(_ product: BuildProduct) {
        guard !stops else { return }
        switch product {
        case .diagnostics:
            return
        case .swift(let swift):
            if !swift.check { plan = WritePlan(folder: swift.folder, files: files, kind: .swiftSource) }
        case .flattened(let folder):
            plan = WritePlan(folder: folder, files: files, kind: .flattenedLayout)
        case .document(let document):
            guard let text = document.draw(result) else { return }
            guard let destination = document.destination else { standardOutput = text; return }
            plan = WritePlan(path: destination, bytes: document.kind.marked(text), kind: document.kind, createsFolder: document.createsFolder)
        case .made(let folder, let kind):
            if !files.isEmpty { plan = WritePlan(folder: folder, files: files, kind: kind) }
        }
    }
}
