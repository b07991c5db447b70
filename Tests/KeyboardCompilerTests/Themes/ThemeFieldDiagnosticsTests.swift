import KeyboardCompiler
import Testing

/// Every field of the theme format, at every place it can be written, with a bad value for its kind: the
/// theme is refused with an error at that value. The fields come from ``ThemeFormat/themeFields``, what the
/// decoder, the JSON Schema and the manual are written from, so a field added there is checked here too.
@Suite struct ThemeFieldDiagnosticsTests {
    /// A theme file with one bad value, and where it is (1-based).
    struct Case: CustomTestStringConvertible {
        var path: String
        var text: String
        var line: Int
        var column: Int
        var testDescription: String { path }
    }

    /// A value each kind refuses.
    static func badValue(for kind: ThemeField.Kind) -> String {
        switch kind {
        case .themeID, .keyboardID: return "\"Bank Blue!\""
        case .text: return "[1]"
        case .color: return "\"#12345\""
        case .number(let range): return String(range.upperBound + 1)
        case .boolean: return "maybe"
        case .choice: return "sometimes"
        case .mapping, .palette: return "[1]"
        case .list: return "{a: 1}"
        }
    }

    /// One case per field and place: the lines above it (`theme: t`, the mappings it is in, an override's
    /// selector), then the field with a bad value.
    static func cases(_ fields: [ThemeField], above: [String], indent: String, path: String) -> [Case] {
        fields.flatMap { field -> [Case] in
            let fieldPath = path.isEmpty ? field.name : path + "." + field.name
            // The file's first line is its `theme:`, tested where it stands.
            let lines = field.name == "theme" && path.isEmpty ? [] : above
            var found = [Case(
                path: fieldPath, text: (lines + [indent + field.name + ": " + badValue(for: field.kind)]).joined(separator: "\n") + "\n",
                line: lines.count + 1, column: indent.count + field.name.count + 3)]
            switch field.kind {
            case .mapping(let inner):
                found += cases(inner, above: above + [indent + field.name + ":"], indent: indent + "  ", path: fieldPath)
            case .list(let inner):
                // An item with a selector, so that only the field under test is wrong.
                let item = inner.map { selectorField in
                    Array(cases([selectorField], above: above + [indent + field.name + ":", indent + "  - " + (selectorField.name == "action" ? "text: \"1\"" : "action: delete")],
                                indent: indent + "    ", path: fieldPath))
                }
                found += item.flatMap { $0 }
            default:
                break
            }
            return found
        }
    }

    static let allCases = cases(ThemeFormat.themeFields, above: ["theme: t"], indent: "", path: "")

    @Test func everyFieldIsReached() {
        let paths = Set(Self.allCases.map(\.path))
        for path in ["theme", "palette", "light.keys.shift.locked.shadow.radius", "overrides.page", "overrides.dark.pressed.labelScale", "spacing.rows"] {
            #expect(paths.contains(path), "\(path)")
        }
    }

    @Test(arguments: allCases)
    func aBadValueIsAnErrorWhereItIs(_ testCase: Case) {
        let result = LayoutCompiler().compile([LayoutSource(path: "t.yaml", text: testCase.text)])
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.contains { $0.location?.line == testCase.line && $0.location?.column == testCase.column },
                "\(testCase.text)\n\(result.diagnostics.map { "\($0.location?.description ?? ""): \($0.message)" })")
    }
}
