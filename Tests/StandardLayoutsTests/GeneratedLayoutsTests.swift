import KeyboardCompiler
import KeyboardRuntime
import StandardLayouts
import Testing

/// The Swift that the build-tool plugin generated from `Layouts/` equals what the compiler decodes from
/// the same YAML: generated code, previews and the runtime cannot disagree.
@Suite struct GeneratedLayoutsTests {
    static let layoutsFolder: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/") + "/Layouts"
    }()

    @Test func generatedValuesEqualDecodedValues() throws {
        let result = LayoutCompiler().compile(paths: [Self.layoutsFolder])
        #expect(!result.hasErrors)
        let decoded = Dictionary(uniqueKeysWithValues: result.layouts.map { ($0.id, $0) })
        #expect(decoded.count == StandardLayouts.all.count)
        for layout in StandardLayouts.all {
            #expect(decoded[layout.id] == layout, "generated \(layout.id) differs from the YAML")
        }
    }

    @Test func namedPropertiesArePublic() {
        #expect(KeyboardLayout.letters.id == "letters")
        #expect(KeyboardLayout.decimalPad.id == "decimal-pad")
        #expect(KeyboardLayout.idCardPad.rows[3].keys[0] == Key(action: .insert("X"), label: "X", isPinned: true))
        #expect(KeyboardLayout.fullWidthMoreSymbols.characterWidth == .full)
    }

    @Test func standardSetDrivesASession() throws {
        var session = try KeyboardSession(layouts: StandardLayouts.all, initialPage: "letters", returnKind: .done)
        let outputs = session.handle(.tap(KeyPosition(row: 3, index: 0)))
        #expect(outputs == [.pageChanged(to: "symbols")])
    }
}
