// What `swift package validate-keyboards` makes of the arguments it does not take itself (all but
// `--target`): its own help, and `kbc validate`'s options, passed on. Compiled twice through a link: by the
// plugin and by KbcEndToEndTests (Tests/KbcEndToEndTests/PluginPassThroughArguments.swift), whose
// ValidateKeyboardsArgumentTests checks it against `kbc validate --help`. Only the standard library here.

/// The arguments the command plugin passes on to `kbc validate`, and its help.
enum PassThroughArguments {
    /// The options of `kbc validate` that take a value (`--format json`), so that the value is not taken for
    /// a path.
    static let optionsWithValues: Set<String> = ["--format", "--disable", "--warn", "--color", "--diagnostic-limit", "--config"]

    /// The options of `kbc validate` that name layouts, which the plugin takes from the targets.
    static let layoutOptions: Set<String> = ["--inputs-from"]

    /// Whether the arguments ask for help (`-h`, `--help`, `-help`), before a `--`.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if ["-h", "--help", "-help"].contains(argument) { return true }
        }
        return false
    }

    /// The first argument that names layouts rather than the targets: a path (an argument that is no
    /// option, nor an option's value) or `--inputs-from`; `nil` when there is none.
    static func firstLayoutArgument(in arguments: [String]) -> String? {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" { return arguments.dropFirst(index + 1).first }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if layoutOptions.contains(name) { return argument }
            if !argument.hasPrefix("-") || argument == "-" { return argument }
            index += optionsWithValues.contains(argument) ? 2 : 1
        }
        return nil
    }

    /// Why the arguments cannot be passed on, or `nil`.
    static func problem(with arguments: [String]) -> String? {
        guard let argument = firstLayoutArgument(in: arguments) else { return nil }
        return "validate-keyboards validates the layout files of the package's targets and takes no paths ('\(argument)'); "
            + "name targets with --target NAME, or run 'kbc validate PATH' for other files"
    }

    /// The plugin's help, for `swift package validate-keyboards --help`.
    static let help = """
        OVERVIEW: Validate the keyboard layout files (*.yaml, *.yml) of the package's targets, as their builds do.

        Each target's layout files, as SwiftPM lists them, are validated together with the target's
        kbc-config.yaml (the one in its folder, or the nearest folder above it up to the package's), and every
        diagnostic is printed with its location. A rule or override of a kbc-config.yaml shared by several
        targets that selects nothing in one of them is left to 'kbc validate' in the package's folder.

        USAGE: swift package validate-keyboards [--target <target> ...] [<options>]

        OPTIONS:
          --target <target>       A target to validate (repeatable; default: every target with layout files).
                                  A target named that has no layout files is an error.
          --format <format>       text, json, sarif or github; json and sarif print one document for all
                                  the targets. (default: text)
          --warnings-as-errors    Report warnings as errors.
          --disable <code>        Do not report this code (repeatable).
          --warn <code>           Report this code as a warning (repeatable).
          --color <color>         When to colour text output: auto, always, never.
          --diagnostic-limit <n>  Report at most this many diagnostics per file (0: no limit).
          --config <file>         The configuration to apply to every target, instead of each one's.
          --no-config             Apply no configuration file.
          -h, --help              Show this help.

        The options after --target are kbc validate's ('swift run kbc validate --help'). Paths are not taken:
        to validate other files, run 'kbc validate PATH'.

        Exit status: 0 when every target's layouts are valid; 1 when one has errors, a target named has no
        layout files, or the command line is refused.

        """
}
