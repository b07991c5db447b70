import Foundation
@testable import KeyboardCompiler
import KeyboardRuntime
import Testing

/// The built-in themes: written in the theme format, complete, clean under every theme check, and held
/// by the runtime exactly as they compile.
@Suite struct BuiltInThemeTests {
    static let runtimeFile = TestPaths.repository + "/Sources/KeyboardRuntime/Theme/KeyboardTheme+BuiltIn.swift"

    @Test func runtimeHoldsTheCompiledBuiltInThemes() throws {
        let expected = BuiltInThemes.runtimeSource()
        if ProcessInfo.processInfo.environment["KBC_WRITE_BUILT_IN_THEMES"] == "1" {
            try expected.write(toFile: Self.runtimeFile, atomically: true, encoding: .utf8)
        }
        let actual = try String(contentsOfFile: Self.runtimeFile, encoding: .utf8)
        #expect(actual == expected, "KeyboardTheme+BuiltIn.swift is out of date: run `KBC_WRITE_BUILT_IN_THEMES=1 swift test --filter BuiltInThemeTests`")
    }

    @Test func builtInThemesDecodeWithoutDiagnosticsAndGiveEveryValue() {
        for source in BuiltInThemes.sources {
            let result = LayoutCompiler().compile([LayoutSource(path: "theme.yaml", text: source.text.replacingOccurrences(of: "theme: ", with: "theme: x-"))])
            #expect(result.diagnostics.isEmpty, "\(source.path): \(result.diagnostics)")
        }
        let (_, builtIn, diagnostics) = ThemeResolver.resolve([])
        #expect(diagnostics.isEmpty)
        #expect(builtIn.map(\.theme.id) == BuiltInThemes.ids)
        let defaultTheme = builtIn[0]
        for appearance in ThemeAppearance.allCases {
            for slot in KeyStyleSlot.allCases {
                for field in ThemeResolver.styleFieldPaths {
                    #expect(defaultTheme.values[appearance.index][ThemeResolver.slotPath(slot, field)] != nil, "default lacks \(slot).\(field) in \(appearance)")
                }
            }
            for path in ThemeResolver.otherPaths {
                #expect(defaultTheme.values[appearance.index][path] != nil, "default lacks \(path) in \(appearance)")
            }
        }
    }

    /// The reason a page without a theme is not checked: the built-in themes pass every check on every
    /// kind of key, shuffled or not, with the toolbar's title and items, a callout and flick texts.
    @Test(arguments: BuiltInThemes.ids)
    func builtInThemesPassEveryThemeCheck(_ id: String) {
        let page = """
        keyboard: every-key
        theme: \(id)
        shuffle: on-show
        title: Every part
        toolbar: {items: [{action: switch, to: every-key, label: ABC}]}
        rows:
          - [a, b, {action: shift}, {action: delete}, {action: space}, {action: return}, {action: switch, to: every-key}, {action: dismiss}]
          - [{key: c, alternates: "çć", hint: "1"}, {key: "あ", flick: {left: い, up: う}}, d, e, f, g, h, i]
        """
        let result = LayoutCompiler().compile([LayoutSource(path: "every-key.yaml", text: page)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map { "\($0.code) \($0.message)" })")
    }
}
