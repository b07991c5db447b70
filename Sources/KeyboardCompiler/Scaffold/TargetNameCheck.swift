/// Which names `kbc init` refuses for the keyboard target, and why: a name that is no Swift identifier, a
/// Swift keyword (`import class` does not parse), or the name of a module or product of kbc or of what it
/// depends on (SwiftPM requires target names to be unique across a package and its dependencies, and
/// `import KeyboardRuntime` must keep meaning kbc's runtime). Each of them would print `Package.swift`
/// lines that do not build.
extension KeyboardTargetScaffold {
    /// Why `name` cannot name the keyboard target, in words that complete "'NAME' cannot name the keyboard
    /// target: …", or `nil` when it can.
    public static func problem(withTargetName name: String) -> String? {
        guard isValidTargetName(name) else {
            return "use ASCII letters, digits and '_', not starting with a digit (at most 64 characters)"
        }
        if swiftKeywords.contains(name) {
            return "it is a Swift keyword, so `import \(name)` would not parse"
        }
        // Compared without case: macOS file systems and SwiftPM's build folders do not tell them apart.
        let lowered = name.lowercased()
        if let module = reservedModuleNames.first(where: { $0.lowercased() == lowered }) {
            return "the kbc package or a module every Swift app sees is already called '\(module)', and SwiftPM needs target names unique across the package graph"
        }
        return nil
    }

    /// The targets and products of kbc's `Package.swift`, those of its dependency swift-argument-parser,
    /// and system modules an app imports; KeyboardCompilerTests checks the first list against the manifest.
    public static let reservedModuleNames: [String] = [
        "kbc", "KeyboardRuntime", "KeyboardCompiler", "KeyboardPreview", "KeyboardPlayground", "SecureInput",
        "KeyboardTracking", "KeyboardUIKit", "StandardLayouts", "YAMLLoader", "TextClassification", "CYAML",
        "COpenSSL", "KbcFuzz", "KeyboardLayoutGenerator", "ValidateKeyboards", "KbcCommands", "KbcPlatform", "kbc-plugin-tool",
        "KeyboardImport", "PlaygroundWebAssembly",
        "ArgumentParser", "ArgumentParserToolInfo",
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch", "Darwin",
        "Glibc", "Musl", "XCTest", "Testing", "UIKit", "SwiftUI", "CryptoKit", "PackagePlugin",
        "Combine", "CoreFoundation", "CoreGraphics", "QuartzCore", "ObjectiveC", "Security", "Observation", "os",
    ]

    /// Swift's keywords and the words that cannot follow `import` (The Swift Programming Language, Lexical
    /// Structure), which a module name cannot be.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
        "Protocol", "_",
    ]
}
