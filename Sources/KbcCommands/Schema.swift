import ArgumentParser
import KeyboardCompiler

/// `kbc schema`: prints the JSON Schema of the layout format, or with `--theme` of the theme format.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema (draft 2020-12) of the layout format, or of the theme format, for YAML editors.",
        discussion: HelpText.paragraphs("""
        Editors that use yaml-language-server (such as VS Code's YAML extension) complete fields and flag
        mistakes in a layout file that starts with the first line below, and in a theme file (whose first
        field is 'theme: ID') that starts with the second:

          # yaml-language-server: $schema=keyboard.schema.json
          # yaml-language-server: $schema=theme.schema.json

        Examples:
          kbc schema > Layouts/keyboard.schema.json
          kbc schema --theme > Layouts/theme.schema.json
        """)
    )

    @Flag(help: "Print the schema of theme files instead of layout files.")
    var theme = false

    func run() throws {
        StandardOutput.write(theme ? JSONSchemaEmitter.themeSchema() : JSONSchemaEmitter.schema())
    }
}
