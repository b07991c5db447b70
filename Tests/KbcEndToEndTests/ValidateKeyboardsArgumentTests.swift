import Foundation
import Testing

/// `swift package validate-keyboards` passed every argument but `--target` to `kbc validate`: `--help`
/// printed kbc validate's help, which does not know `--target`, and a path was validated beside every
/// target (`validate-keyboards /etc` reported KBC0001 at /etc once per target). The plugin now prints its own
/// help and refuses paths; what it knows of kbc validate's options is checked against kbc's help here.
@Suite struct ValidateKeyboardsArgumentTests {
    /// The options `kbc validate --help` lists, each with whether it takes a value.
    static func kbcValidateOptions() throws -> [(name: String, takesValue: Bool)] {
        let help = try Kbc.run(["validate", "--help"]).standardOutput
        return help.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard let first = words.first, first.hasPrefix("--"), line.hasPrefix("  --") else { return nil }
            return (String(first), words.count > 1 && words[1].hasPrefix("<"))
        }
    }

    @Test func theOptionsWithValuesAreKbcValidates() throws {
        let options = try Self.kbcValidateOptions()
        #expect(options.count > 5, "\(options)")
        let withValues = Set(options.filter(\.takesValue).map(\.name))
        #expect(withValues == PassThroughArguments.optionsWithValues.union(PassThroughArguments.layoutOptions), "\(withValues)")
        // The plugin's help lists every option it passes on (not kbc's --version, nor --inputs-from, which it refuses).
        for (name, _) in options where !["--version", "--help"].contains(name) && !PassThroughArguments.layoutOptions.contains(name) {
            #expect(PassThroughArguments.help.contains("  " + name + " "), "\(name)")
        }
        #expect(PassThroughArguments.help.contains("--target <target>"))
    }

    @Test func pathsAreRefusedAndOptionValuesAreNot() {
        let accepted = [[], ["--format", "json"], ["--format=sarif", "--warnings-as-errors"], ["--disable", "KBC0211", "--warn", "BANK001"],
                        ["--config", "kbc-config.yaml"], ["--config=kbc-config.yaml"], ["--diagnostic-limit", "0", "--color", "never"], ["--no-config"]]
        for arguments in accepted { #expect(PassThroughArguments.problem(with: arguments) == nil, "\(arguments)") }
        let refused: [([String], String)] = [(["/etc"], "/etc"), (["--format", "json", "Sources/App"], "Sources/App"), (["-"], "-"),
                                             (["--", "--format"], "--format"), (["--inputs-from", "list"], "--inputs-from"), (["--inputs-from=list"], "--inputs-from=list")]
        for (arguments, path) in refused {
            #expect(PassThroughArguments.problem(with: arguments)?.contains("takes no paths ('\(path)')") == true, "\(arguments)")
        }
    }

    @Test func helpIsAskedForBeforeATerminator() {
        #expect(PassThroughArguments.asksForHelp(["--help"]))
        #expect(PassThroughArguments.asksForHelp(["--format", "json", "-h"]))
        #expect(!PassThroughArguments.asksForHelp(["--format", "json"]))
        #expect(!PassThroughArguments.asksForHelp(["--", "--help"]))
    }
}
