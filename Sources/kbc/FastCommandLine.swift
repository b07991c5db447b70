import ArgumentParser
import KeyboardCompiler

/// Reads the plain command lines of `kbc validate`, `kbc test` and `kbc generate` (what the build plugins
/// and most people type) without swift-argument-parser, and leaves every other command line to it.
///
/// swift-argument-parser costs about 20 million instructions on first use (it reflects over every command's
/// property wrappers) and its cost grows with the square of the number of paths (each path updates a set of
/// the argument's origins), which made a build plugin passing 1,500 layout paths spend more time parsing than
/// compiling. This reader accepts only what it understands exactly: the command's known options written as
/// `--option value` (or `-o value`), each single-value option at most once, values that cannot be mistaken
/// for options, and paths that do not start with `-`. Anything else, including every mistake, `--help`,
/// `--option=value`, `--` and an unknown or unconfigurable diagnostic code, returns `nil`, and
/// swift-argument-parser parses the command line as before, with its own help and error messages. What it
/// accepts is parsed as swift-argument-parser parses it (KbcEndToEndTests compare the two).
enum FastCommandLine {
    /// A command read from the command line, ready to run.
    enum Invocation {
        case validate(paths: [String], config: String?, diagnostics: DiagnosticSettings)
        case test(paths: [String], config: String?, diagnostics: DiagnosticSettings)
        case generate(Generate.Options)

        func run() throws {
            switch self {
            case .validate(let paths, let config, let diagnostics):
                try Validate.run(paths: paths, config: config, diagnostics: diagnostics)
            case .test(let paths, let config, let diagnostics):
                try Test.run(paths: paths, config: config, diagnostics: diagnostics)
            case .generate(let options):
                try Generate.run(options)
            }
        }
    }

    /// The invocation `arguments` (without the program's name) ask for, or `nil` when
    /// swift-argument-parser must read them.
    static func parse(_ arguments: [String]) -> Invocation? {
        guard let command = arguments.first,
              command == "validate" || command == "test" || command == "generate" else { return nil }
        let isGenerate = command == "generate"
        var paths: [String] = []
        paths.reserveCapacity(arguments.count - 1)
        var diagnostics = DiagnosticSettings()
        var config: String?
        var output: String?
        var accessLevel: SwiftSourceEmitter.AccessLevel?
        var check = false
        var seen: Set<String> = []

        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard let first = argument.utf8.first else { return nil }
            guard first == UInt8(ascii: "-") else {
                if argument == "help" { return nil }
                paths.append(argument)
                continue
            }
            // Flags.
            switch argument {
            case "--warnings-as-errors":
                guard !diagnostics.warningsAsErrors else { return nil }
                diagnostics.warningsAsErrors = true
                continue
            case "--check" where isGenerate:
                guard !check else { return nil }
                check = true
                continue
            default:
                break
            }
            // Options with a value: the next argument, which must not look like an option.
            guard index < arguments.count, let valueFirst = arguments[index].utf8.first, valueFirst != UInt8(ascii: "-") else { return nil }
            let value = arguments[index]
            index += 1
            let name = argument == "-o" ? "--output" : argument
            let repeatable = name == "--disable" || name == "--warn"
            guard repeatable || seen.insert(name).inserted else { return nil }
            switch name {
            case "--format":
                guard let format = DiagnosticArguments.OutputFormat(rawValue: value) else { return nil }
                diagnostics.format = format
            case "--color":
                guard let color = DiagnosticArguments.ColorChoice(rawValue: value) else { return nil }
                diagnostics.color = color
            case "--disable":
                diagnostics.disabledCodes.append(value)
            case "--warn":
                diagnostics.warningCodes.append(value)
            case "--diagnostic-limit":
                guard value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let limit = Int(value) else { return nil }
                diagnostics.diagnosticLimit = limit
            case "--config":
                config = value
            case "--output" where isGenerate:
                output = value
            case "--access-level" where isGenerate:
                guard let level = SwiftSourceEmitter.AccessLevel(rawValue: value) else { return nil }
                accessLevel = level
            default:
                return nil
            }
        }
        // Unknown or unconfigurable codes are usage mistakes, which swift-argument-parser reports.
        guard (try? diagnostics.diagnosticOptions()) != nil else { return nil }
        switch command {
        case "validate":
            return .validate(paths: paths, config: config, diagnostics: diagnostics)
        case "test":
            return .test(paths: paths, config: config, diagnostics: diagnostics)
        default:
            guard let output else { return nil }
            return .generate(Generate.Options(
                paths: paths, output: output, accessLevel: accessLevel, config: config, check: check, diagnostics: diagnostics))
        }
    }
}
