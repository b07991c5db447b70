import KeyboardCompiler
import KeyboardRuntime
import Testing

/// Toolbar items declared in a layout: page switches and width toggles at the bar's left end, checked
/// like keys, and pressed through the session like keys.
@Suite struct ToolbarItemsTests {
    private let symbols = """
        keyboard: symbols
        title: Symbols
        toolbar: {items: [{action: switch, to: letters, label: ABC}, {action: toggle-width, to: wide}]}
        rows:
          - 1 2 3
        """
    private let letters = "keyboard: letters\nrows:\n  - a b c\n"
    private let wide = "keyboard: wide\ncharacterWidth: full\nrows:\n  - １ ２ ３\n"

    @Test func itemsSitLeftOfDoneAndSwitchPagesThroughTheSession() throws {
        let result = LayoutCompiler().compile([
            LayoutSource(path: "symbols.yaml", text: symbols), LayoutSource(path: "letters.yaml", text: letters),
            LayoutSource(path: "wide.yaml", text: wide),
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let page = try #require(result.layouts.first)
        let toolbar = try #require(page.toolbar)
        #expect(toolbar.items.map(\.label) == ["ABC", "🌐", "Done"])
        #expect(toolbar.items.map(\.placement) == [.leading, .leading, .trailing])
        var session = try KeyboardSession(layouts: result.layouts, initialPage: "symbols")
        #expect(session.handle(.toolbarTap(0)) == [.pageChanged(to: "letters")])

        let generated = try #require(SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter(accessLevel: .public)).0.first)
        #expect(generated.contents.contains(#"KeyboardToolbarItem(action: .switchKeyboard(to: "letters"), label: "ABC", placement: .leading)"#))
    }

    @Test func anItemToNowhereOrThatIsNoSwitchIsLocated() {
        let result = LayoutCompiler().compile([LayoutSource(path: "s.yaml", text: """
            keyboard: s
            title: S
            toolbar:
              items:
                - {action: switch, to: lettrs}
                - {action: delete}
            rows:
              - 1 2 3
            """)])
        #expect(result.diagnostics.map { "\($0.code.identifier)@\($0.location!.line):\($0.location!.column)" } == ["KBC0203@5:28", "KBC0104@6:16"])
    }
}
