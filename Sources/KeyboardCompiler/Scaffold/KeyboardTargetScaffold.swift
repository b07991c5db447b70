@preconcurrency import KbcPlatform

/// The files of a new keyboard target in an app package, and the `Package.swift` lines that declare it:
/// what `kbc init` writes and prints.
///
/// The target holds one Swift file because SwiftPM builds (and so runs build plugins for) only targets
/// with Swift sources; a target of YAML files alone is never built and its module never exists. The
/// configuration makes the generated layouts `public`, so the app's other targets can use them.
public struct KeyboardTargetScaffold: Sendable, Hashable {
    /// How the app package depends on kbc.
    public enum Dependency: Sendable, Hashable {
        /// A checkout of kbc at `path`, as written in `Package.swift` (relative to the app package, such as
        /// `../kbc`), in the folder named `folderName`: see ``checkout(at:fromPackageAt:)``.
        case path(String, folderName: String)
        /// kbc's Git repository and a branch, for packages that fetch it.
        case url(String, branch: String)

        /// The checkout at `path` (relative to the app package at the absolute `appPackage`, or absolute),
        /// named by the folder it resolves to: for `..`, `.` or `../..` that is a folder above, whose name
        /// the path does not show. Resolved by its text, as SwiftPM resolves a `.package(path:)`.
        public static func checkout(at path: String, fromPackageAt appPackage: String) -> Dependency {
            var components: [Substring] = []
            for component in ((path.hasPrefix("/") ? "" : appPackage + "/") + path).split(separator: "/") {
                switch component {
                case ".": continue
                case "..": if !components.isEmpty { components.removeLast() }
                default: components.append(component)
                }
            }
            return .path(path, folderName: components.last.map(String.init) ?? "/")
        }

        /// The package identity SwiftPM derives: the name of the folder (or the last component of the
        /// URL), lower-cased, without `.git`.
        public var packageIdentity: String {
            var last: String
            switch self {
            case .path(_, let folderName): last = folderName
            case .url(let url, _): last = url.split(separator: "/").last.map(String.init) ?? url
            }
            if last.hasSuffix(".git") { last.removeLast(4) }
            return last.lowercased()
        }

        /// The `.package(…)` line.
        public var packageLine: String {
            switch self {
            case .path(let path, _): return ".package(path: \(SwiftLiteral.string(path))),"
            case .url(let url, let branch): return ".package(url: \(SwiftLiteral.string(url)), branch: \(SwiftLiteral.string(branch))),"
            }
        }
    }

    /// A file of the target.
    public struct File: Sendable, Hashable {
        /// The file's name inside the target's folder.
        public var name: String
        /// What it is for, in a few words, as `kbc init --help` lists it.
        public var purpose: String
        /// Its content.
        public var contents: String
    }

    /// The target's name, a Swift module name such as `SecureKeyboards`.
    public var targetName: String
    /// How the package depends on kbc.
    public var dependency: Dependency
    /// Whether the package has another keyboard target already. Each target's generated code is public on
    /// kbc's own types (`KeyboardLayout.pinPad`, `KeyboardTheme.brand`) and declares the list of its pages
    /// (`KeyboardLayouts`), so an app that imports two targets with the same names can name neither: the
    /// starter keyboard, theme and list then take names of this target's own (``starterKeyboardID``).
    public var joinsOtherKeyboardTargets = false

    /// Creates a scaffold; `targetName` must be a name ``problem(withTargetName:)`` accepts.
    public init(targetName: String, dependency: Dependency, joinsOtherKeyboardTargets: Bool = false) {
        self.targetName = targetName
        self.dependency = dependency
        self.joinsOtherKeyboardTargets = joinsOtherKeyboardTargets
    }

    /// The names of the targets of the package at `package` other than `targetName` that hold layouts or a
    /// kbc configuration in their folders (`Sources/NAME`), sorted: its keyboard targets.
    public static func keyboardTargets(inPackageAt package: String, besides targetName: String) -> [String] {
        let sources = FilePaths.path(package, "Sources")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
        return names.sorted().filter { name in
            guard name != targetName, !name.hasPrefix("."), FilePaths.kind(of: FilePaths.path(sources, name)) == .folder else { return false }
            let found = LayoutFiles.discover([FilePaths.path(sources, name)])
            return !found.files.isEmpty || !found.configurations.isEmpty
        }
    }

    /// The id of the starter keyboard: `pin-pad` (`KeyboardLayout.pinPad`), or, beside other keyboard targets,
    /// one with the target's name (`PaymentKeyboards` → `payment-keyboards-pin-pad`).
    public var starterKeyboardID: String { ownName("pin-pad") }
    /// The id of the starter theme: `brand`, or, beside other keyboard targets, one with the target's name.
    public var starterThemeID: String { ownName("brand") }
    /// The name of the enum listing the target's pages: kbc's default, or, beside other keyboard targets, one
    /// with the target's name (`PaymentKeyboardsLayouts`).
    public var enumName: String { joinsOtherKeyboardTargets ? targetName + "Layouts" : LayoutListEmitter.defaultName }

    /// `id`, or, beside other keyboard targets, prefixed with the target's name in lower case, its words
    /// joined by dashes (`A_b1` → `a-b1-`), starting with a letter as an id does.
    private func ownName(_ id: String) -> String {
        guard joinsOtherKeyboardTargets else { return id }
        var words: [String] = []
        var word = ""
        var previous: Character?
        for character in targetName {
            let startsWord = character == "_" || character.isUppercase && (previous.map { $0.isLowercase || $0.isNumber } ?? false)
            if startsWord, !word.isEmpty { words.append(word); word = "" }
            if character != "_" { word += character.lowercased() }
            previous = character
        }
        if !word.isEmpty { words.append(word) }
        if words.first?.first?.isLetter != true { words.insert("target", at: 0) }
        return (words + [id]).joined(separator: "-")
    }

    /// Why `package` is not an app package to add a target to, or `nil` when it is: it must hold a
    /// `Package.swift` that is a file (a folder of that name is no manifest).
    public static func packageProblem(at package: String) -> String? {
        switch FilePaths.kind(of: FilePaths.path(package, "Package.swift")) {
        case .file: nil
        case .folder: "Package.swift here is a folder, not a package manifest; run kbc init in your app package's folder or pass --package-path"
        case .missing: "no Package.swift here; run kbc init in your app package's folder or pass --package-path (a new package: 'swift package init --type library')"
        }
    }

    /// Why `kbc init` cannot make the target `name` in `package`, or `nil` when it can: a target of that
    /// name exists already (the app's own, as often as not) when `Package.swift` declares it or its folder
    /// `Sources/NAME` holds Swift sources, and writing the starter files into it, or printing a second
    /// `.target(name:)` for it, would give a package that does not build. A folder holding only layouts is
    /// left to the check of each file written (KBC0406).
    public static func existingTargetProblem(named name: String, inPackageAt package: String) -> String? {
        let folder = "Sources/" + name
        let sources = (try? FileManager.default.contentsOfDirectory(atPath: FilePaths.path(package, folder))) ?? []
        let manifest = FileManager.default.contents(atPath: FilePaths.path(package, "Package.swift")).map { String(decoding: $0, as: UTF8.self) } ?? ""
        // The starter's own `NAME.swift` is kbc init's: run again, each file it would write is KBC0406.
        let ownSource = name + ".swift"
        guard sources.contains(where: { $0.hasSuffix(".swift") && $0 != ownSource }) || manifest.contains("name: \"\(name)\"") else { return nil }
        return """
            a target '\(name)' exists: kbc init makes a new target for the keyboards; give another --target, or, to \
            compile layouts in '\(name)', add `plugins: [.plugin(name: "KeyboardLayoutGenerator", package: "kbc")]` to it
            """
    }

    /// Whether `name` can name a SwiftPM target and Swift module: ASCII letters, digits and `_`, not
    /// starting with a digit.
    public static func isValidTargetName(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return name.utf8.count <= 64 && name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }

    /// The folder of the target inside the package: `Sources/<name>`.
    public var folder: String { "Sources/\(targetName)" }

    /// The starter layout's file name.
    public static let starterLayoutName = "pin-pad.yaml"
    /// The starter theme's file name; `kbc-config.yaml` makes it the target's default theme.
    public static let starterThemeName = "brand.yaml"

    /// The target's files: its Swift file, `kbc-config.yaml`, a starter layout and a starter theme.
    public var files: [File] {
        [
            File(name: "\(targetName).swift", purpose: "SwiftPM builds only targets that have a Swift file", contents: """
                // The keyboards of this target are its *.yaml files. At build time kbc's KeyboardLayoutGenerator
                // plugin compiles each into a KeyboardLayout property (pin-pad.yaml → KeyboardLayout.\(starterProperty)), and
                // \(enumName).all lists every page for a session or a keyboard view, public as kbc-config.yaml
                // says. SwiftPM builds a target only when it has a Swift file: this is it.
                // It re-exports KeyboardRuntime, so `import \(targetName)` is all the app needs.
                @_exported import KeyboardRuntime

                """),
            File(name: "kbc-config.yaml", purpose: "the generated layouts are public, so other targets can use them, and drawn in brand.yaml's theme", contents: """
                # Options for kbc's KeyboardLayoutGenerator plugin in this target.
                accessLevel: public          # the generated layouts are used by other targets
                # disable: [KBC0211]         # codes not to report
                # warn: [KBC0208]            # codes to report as warnings
                # warningsAsErrors: true     # fail the build on warnings
                \(enumLine)
                theme: \(starterThemeID)\(String(repeating: " ", count: max(1, 22 - starterThemeID.count)))# the theme of brand.yaml, for every keyboard that names none

                """),
            File(name: Self.starterLayoutName, purpose: "a starter layout: a shuffled PIN pad", contents: """
                # A PIN pad, shuffled each time it is shown. `kbc explain --list` lists the diagnostics;
                # kbc's manual (The layout format) has every field.
                keyboard: \(starterKeyboardID)
                title: Enter PIN
                toolbar: {done: false}       # the ⌄ key closes the keyboard
                shuffle: on-show
                length: 6                    # a 6-digit PIN: no seventh digit, complete at the sixth
                rows:
                  - 1 2 3
                  - 4 5 6
                  - 7 8 9
                  - [{action: dismiss}, "0", {action: delete}]

                """),
            File(name: Self.starterThemeName, purpose: "a starter theme in your brand's colour", contents: """
                # The look of this target's keyboards, light and dark: kbc-config.yaml gives it to every keyboard
                # that names no theme of its own (a keyboard may write `theme: \(starterThemeID)`, or another theme's id).
                # What it leaves out comes from kbc's built-in `default`, the system keyboard's look. kbc checks
                # it as it checks layouts, contrast included; kbc's manual (Theming your keyboard) has every field.
                theme: \(starterThemeID)
                palette:
                  accent: "#0A60D0"            # your brand's colour: "#RRGGBB" or "#RRGGBBAA", quoted
                  accentOnDark: "#78B4FF"      # a lighter one, to read on dark keys and toolbars
                pressedHighlight: subtle       # how a press shows: none, subtle or standard (seen on screen recordings)
                light:
                  keys:
                    all: {cornerRadius: 6}     # every key; `character`, `function`, `return`... each add their own
                    function: {fill: accent, label: "#FFFFFF", pressed: {fill: "#FFFFFF", label: "#000000"}}   # ⌄ and delete
                    finishingReturn: {fill: accent, label: "#FFFFFF"}   # a return key when it says Done, Go, Send
                  toolbar: {title: accent, button: accent}              # the title above the keys, and a Done button
                dark:                          # what dark leaves out comes from light
                  keys:
                    function: {fill: accentOnDark, label: "#000000", pressed: {fill: "#FFFFFF"}}
                    finishingReturn: {fill: accentOnDark, label: "#000000"}
                  toolbar: {title: accentOnDark, button: accentOnDark}

                """),
        ]
    }

    /// The generated property of the starter keyboard: `pinPad`.
    public var starterProperty: String { SwiftNames.propertyName(forKeyboardID: starterKeyboardID) }

    /// The configuration's line about the list of pages: a hint with kbc's default name, or the name of the
    /// target's own beside other keyboard targets.
    private var enumLine: String {
        joinsOtherKeyboardTargets
            ? "enumName: \(enumName)\(String(repeating: " ", count: max(1, 19 - enumName.count)))# the enum listing every page, \(enumName).all: the target's own, beside the package's other keyboard targets"
            : "# enumName: BankKeyboards    # the enum listing every page, BankKeyboards.all (default KeyboardLayouts)"
    }

    /// The files of a target named `targetName` (a placeholder such as `<target>` will do) with what each is
    /// for: "<target>.swift (SwiftPM builds…), kbc-config.yaml (…), … and brand.yaml (…)".
    public static func fileList(targetName: String) -> String {
        let files = Self(targetName: targetName, dependency: .url("", branch: "")).files.map { "\($0.name) (\($0.purpose))" }
        return files.dropLast().joined(separator: ", ") + " and " + files.last!
    }

    /// The lines to add to the app's `Package.swift`, exactly as they go there.
    public var packageLines: String {
        let package = SwiftLiteral.string(dependency.packageIdentity)
        let name = SwiftLiteral.string(targetName)
        return """
                platforms: [.iOS(.v16), .macOS(.v13)],   // at least kbc's own
                dependencies: [
                    \(dependency.packageLine)
                ],
                targets: [
                    .target(
                        name: \(name),
                        dependencies: [.product(name: "KeyboardRuntime", package: \(package))],
                        plugins: [.plugin(name: "KeyboardLayoutGenerator", package: \(package))]
                    ),
                ]
            """
    }
}
