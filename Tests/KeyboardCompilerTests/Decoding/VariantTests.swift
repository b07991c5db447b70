import KeyboardCompiler
import KeyboardPreview
import KeyboardRuntime
import Testing

/// `variants:` in a layout: decoded, checked like rows, generated, and drawn for their device.
@Suite struct VariantTests {
    @Test func theStandardLettersHaveAnIPadPage() throws {
        let result = LayoutCompiler().compile(paths: [TestPaths.layouts])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let letters = try #require(result.layouts.first { $0.id == "letters" })
        let pad = letters.forDevice(KeyboardMetrics(device: .pad, orientation: .portrait), width: 820)
        #expect(pad.rows.count == 4)
        #expect(pad.rows[2].keys.contains { $0.action == .insert(",") })
        #expect(pad.rows[3].keys.last?.action == .dismiss)
        let svg = SVGRenderer(options: RenderOptions(device: .pad, orientation: .portrait)).render(letters)
        #expect(svg.contains(#"data-action="dismiss""#))
        let phone = SVGRenderer(options: RenderOptions()).render(letters)
        #expect(!phone.contains(#"data-action="dismiss""#))
        let (files, _) = SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter(accessLevel: .public))
        let generated = try #require(files.first { $0.name == "letters.swift" })
        #expect(generated.contents.contains("layout.variants.append(LayoutVariant(device: .pad, minimumWidth: nil, rows: ["))
    }

    @Test func variantRowsAreCheckedWhereTheyAreWrittenAndVariantsNeedAWhen() {
        let result = LayoutCompiler().compile([LayoutSource(path: "v.yaml", text: """
            keyboard: v
            rows:
              - a b
            variants:
              - device: pad
                rows:
                  - [a, a, {action: switch, to: nowhere}]
              - rows: [[b]]
              - device: watch
                rows: [[c]]
              - minWidth: 50
                rows: {2: [d]}
            """)])
        #expect(result.diagnostics.map { "\($0.code.identifier)@\($0.location!.line):\($0.location!.column)" } == [
            "KBC0207@7:13", "KBC0203@7:37", "KBC0103@8:5", "KBC0104@9:13", "KBC0106@11:15", "KBC0104@12:12",
        ])
    }

    @Test func aPageAndItsVariantsStayWithinTheSizeLimitTogether() {
        func row(_ number: Int) -> String {
            "- " + (0..<12).map { String(UnicodeScalar(0x4E00 + number * 12 + $0)!) }.joined(separator: " ") + "\n"
        }
        let rows = (0..<20).map { "  " + row($0) }.joined()
        let text = "keyboard: big\ncharacterWidth: full\nrows:\n" + rows + "variants:\n  - device: pad\n    rows:\n"
            + (0..<20).map { "      " + row($0) }.joined()
        let result = LayoutCompiler().compile([LayoutSource(path: "big.yaml", text: text)])
        #expect(result.diagnostics.map(\.code) == [.keyboardTooLarge])
        #expect(result.diagnostics.first?.location?.line == 25)
    }
}
