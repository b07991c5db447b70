@preconcurrency import KbcPlatform
import ArgumentParser
import KeyboardCompiler

/// `kbc init`: adds a keyboard target to an app package and prints the `Package.swift` lines for it.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Add a keyboard target to a Swift package: a folder of starter files, and the Package.swift lines that declare it.",
        discussion: HelpText.paragraphs("""
        Run it in the app package's folder (or pass --package-path). It creates Sources/<target>/ with
        \(KeyboardTargetScaffold.fileList(targetName: "<target>")), then prints the lines to add to
        Package.swift. It never replaces a file, nor writes through a link: if any of them exists, nothing is
        written and the exit status is 1 (KBC0406). The files are written as 'kbc generate' writes its: each in
        full under a new hidden name, then put in place, holding a lock on .kbc.lock in the target's folder.

        In a package that has a keyboard target already (a folder of Sources/ with layouts or a
        kbc-config.yaml), the starter keyboard, theme and list of pages are named after the new target
        (--target PaymentKeyboards: KeyboardLayout.paymentKeyboardsPinPad, KeyboardTheme.paymentKeyboardsBrand,
        PaymentKeyboardsLayouts): an app that imports two targets cannot name what both declare.

        The dependency line points at the kbc checkout this kbc was built from, when it can tell (for example
        `swift run --package-path ../kbc kbc init`); otherwise pass --kbc-path or --kbc-url.

        Examples:
          swift run --package-path ../kbc kbc init
          kbc init --target PaymentKeyboards --kbc-path ../kbc
          kbc init --kbc-url https://git.example.com/mobile/kbc.git --kbc-branch main
        """)
    )

    @Option(help: "The name of the keyboard target to create.")
    var target = "SecureKeyboards"

    @Option(help: ArgumentHelp("The app package's folder, which holds Package.swift.", valueName: "folder"))
    var packagePath = "."

    @Option(help: ArgumentHelp("The path of a kbc checkout, relative to the app package (a `.package(path:)` dependency).", valueName: "path"))
    var kbcPath: String?

    @Option(help: ArgumentHelp("The Git URL of kbc (a `.package(url:branch:)` dependency).", valueName: "url"))
    var kbcURL: String?

    @Option(help: "The branch of --kbc-url to depend on (default: main).")
    var kbcBranch: String?

    func validate() throws {
        // A usage mistake (exit 2), caught before anything is written: the lines printed would not build.
        if let problem = KeyboardTargetScaffold.problem(withTargetName: target) {
            throw ValidationError("--target: '\(target)' cannot name a Swift target: \(problem)")
        }
        if kbcPath != nil && kbcURL != nil { throw ValidationError("give --kbc-path or --kbc-url, not both") }
        // Alone it would be dropped without a word, and the lines printed would name no branch at all.
        if kbcBranch != nil && kbcURL == nil { throw ValidationError("--kbc-branch is the branch of --kbc-url; give --kbc-url too") }
        try EmptyPathCheck.check([packagePath], given: "--package-path")
        try EmptyPathCheck.check([kbcPath], given: "--kbc-path")
        // A folder that is not there is a mistyped option, as an unknown one is; a folder without a
        // Package.swift is not (kbc init run in the wrong folder), and exits 1.
        switch FilePaths.kind(of: packagePath) {
        case .folder: break
        case .missing: throw ValidationError("--package-path: no such folder '\(packagePath)'")
        case .file: throw ValidationError("--package-path: '\(packagePath)' is a file; give the app package's folder, which holds Package.swift")
        }
    }

    func run() throws {
        let package = packagePath.hasSuffix("/") ? String(packagePath.dropLast()) : packagePath
        if let problem = KeyboardTargetScaffold.packageProblem(at: package) {
            StandardError.write("kbc: error: '\(package)': \(problem)\n")
            throw ExitCode(1)
        }
        if let problem = KeyboardTargetScaffold.existingTargetProblem(named: target, inPackageAt: package) {
            StandardError.write("kbc: error: \(problem); nothing was written\n")
            throw ExitCode(1)
        }
        guard let dependency = dependency(forPackageAt: package) else {
            StandardError.write("""
                kbc: error: cannot tell where kbc is; pass --kbc-path (a checkout, relative to the app package) \
                or --kbc-url (its Git URL)

                """)
            throw ExitCode(1)
        }
        let others = KeyboardTargetScaffold.keyboardTargets(inPackageAt: package, besides: target)
        let scaffold = KeyboardTargetScaffold(targetName: target, dependency: dependency, joinsOtherKeyboardTargets: !others.isEmpty)
        let folder = package + "/" + scaffold.folder
        let plan = WritePlan(folder: folder, files: scaffold.files.map { GeneratedFile(name: $0.name, contents: $0.contents) }, kind: .starterFiles)
        do throws(WriteRefusal) {
            _ = try plan.write()
        } catch {
            let renderer = TextDiagnosticRenderer(usesColor: StandardError.wantsColor)
            for problem in error.diagnostics { StandardError.write(renderer.render(problem, sources: [:])) }
            throw ExitCode(1)
        }
        StandardOutput.write("""
            Created \(scaffold.folder)/ with \(scaffold.files.map(\.name).joined(separator: ", ")).

            Add these lines to Package.swift (merge them into the lists it already has):

            \(scaffold.packageLines)

            and add "\(target)" to the dependencies of each target that uses the keyboards. Then `swift build`
            compiles \(KeyboardTargetScaffold.starterLayoutName) into KeyboardLayout.\(scaffold.starterProperty); `import \(target)` gives you it.

            """)
        if !others.isEmpty {
            let list = others.joined(separator: ", ")
            StandardOutput.write("""

                The package has other keyboard targets (\(list)), whose generated names are public too: this
                one's starter keyboard, theme and list of pages are named after it (\(scaffold.starterKeyboardID),
                \(scaffold.starterThemeID), \(scaffold.enumName)), so that an app importing several can name each. Keyboards or
                themes with one id in two targets that one app imports collide: keep their ids apart.

                """)
        }
    }

    /// The dependency on kbc: as given, else the checkout this executable was built in.
    private func dependency(forPackageAt package: String) -> KeyboardTargetScaffold.Dependency? {
        if let kbcPath { return .checkout(at: kbcPath, fromPackageAt: PackagePaths.absolute(package)) }
        if let kbcURL { return .url(kbcURL, branch: kbcBranch ?? "main") }
        guard let checkout = Self.checkoutOfThisExecutable() else { return nil }
        return .checkout(at: PackagePaths.relative(checkout, from: PackagePaths.absolute(package)), fromPackageAt: PackagePaths.absolute(package))
    }

    /// The kbc package this executable was built in: the folder above its `.build` folder, when that
    /// folder's Package.swift is kbc's.
    private static func checkoutOfThisExecutable() -> String? {
        #if os(Linux)
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        #else
        let executable = URL(fileURLWithPath: PackagePaths.absolute(CommandLine.arguments[0])).resolvingSymlinksInPath().path
        #endif
        let components = PackagePaths.absolute(executable).split(separator: "/", omittingEmptySubsequences: true)
        guard let build = components.lastIndex(where: { $0 == ".build" || $0.hasPrefix(".build-") }) else { return nil }
        let root = "/" + components[..<build].joined(separator: "/")
        guard let manifest = FileManager.default.contents(atPath: root + "/Package.swift"),
              String(decoding: manifest, as: UTF8.self).contains("name: \"kbc\"") else { return nil }
        return root
    }
}
