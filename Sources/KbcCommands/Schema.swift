import ArgumentParser
import KeyboardCompiler

/// `kbc schema`: prints the JSON Schema of the layout format, or with `--theme` of the theme format, or with
/// `--config` of `kbc-config.yaml`.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema (draft 2020-12) of the layout format (or of themes, or of kbc-config.yaml), for YAML editors.",
        discussion: HelpText.paragraphs("""
        Editors that use yaml-language-server (such as VS Code's YAML extension) complete fields and flag
        mistakes in a layout file that starts with the first line below, and in a theme file (whose first
        field is 'theme: ID') that starts with the second:

          # yaml-language-server: $schema=keyboard.schema.json
          # yaml-language-server: $schema=theme.schema.json

        With --theme, the schema of theme files instead; with --config, the schema of kbc-config.yaml: its
        fields, and every property a team rule may select, require or forbid.

        Examples:
          kbc schema > Layouts/keyboard.schema.json
          kbc schema --theme > Layouts/theme.schema.json
          kbc schema --config > kbc-config.schema.json
        """)
    )

    @Flag(help: "Print the schema of theme files instead of layout files.")
    var theme = false

    @Flag(help: "Print the schema of kbc-config.yaml (team rules included) instead of the layout format's.")
    var config = false

    func validate() throws {
        if theme && config { throw ValidationError("--theme and --config choose different schemas; give one") }
    }

    func run() throws {
        StandardOutput.write(config ? ConfigurationSchema.schema() : theme ? JSONSchemaEmitter.themeSchema() : JSONSchemaEmitter.schema())
    }
}
