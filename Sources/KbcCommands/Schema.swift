import ArgumentParser
import KeyboardCompiler

/// `kbc schema`: prints the JSON Schema of the layout format.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema (draft 2020-12) of the layout format, for YAML editors.",
        discussion: HelpText.paragraphs("""
        Editors that use yaml-language-server (such as VS Code's YAML extension) complete fields and flag
        mistakes in a layout file that starts with:

          # yaml-language-server: $schema=keyboard.schema.json

        With --config, the schema of kbc-config.yaml instead: its fields, and every property a team rule
        may select, require or forbid.

        Examples:
          kbc schema > Layouts/keyboard.schema.json
          kbc schema --config > kbc-config.schema.json
        """)
    )

    @Flag(help: "Print the schema of kbc-config.yaml (team rules included) instead of the layout format's.")
    var config = false

    func run() throws {
        StandardOutput.write(config ? ConfigurationSchema.schema() : JSONSchemaEmitter.schema())
    }
}
