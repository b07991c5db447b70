import KeyboardCompiler
import Testing

@Suite struct SchemaTests {
    @Test func committedSchemaIsCurrent() {
        let committed = String(decoding: TestPaths.bytes(of: TestPaths.layouts + "/keyboard.schema.json"), as: UTF8.self)
        #expect(committed == JSONSchemaEmitter.schema(), "run: swift run kbc schema > Layouts/keyboard.schema.json")
    }

    @Test func everyFieldIsInTheSchema() {
        let schema = JSONSchemaEmitter.schema()
        let fields = LayoutFormat.keyboardFields + LayoutFormat.rowFields + LayoutFormat.characterKeyFields
            + LayoutFormat.functionKeyFields + LayoutFormat.spacerFields + LayoutFormat.toolbarFields
        for field in fields {
            #expect(schema.contains("\"\(field.name)\": {\n"), "schema lacks \(field.name)")
        }
        for profile in ValidationProfiles.all {
            #expect(schema.contains("\"\(profile.name)\""))
        }
    }

    @Test func standardLayoutsPointEditorsAtTheSchema() {
        for name in TestPaths.contents(of: TestPaths.layouts) where name.hasSuffix(".yaml") && !name.hasPrefix("kbc-config") {
            let text = String(decoding: TestPaths.bytes(of: TestPaths.layouts + "/" + name), as: UTF8.self)
            #expect(text.hasPrefix("# yaml-language-server: $schema=keyboard.schema.json\n"), "\(name)")
        }
    }
}
