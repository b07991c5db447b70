import KeyboardRuntime
import Testing

/// A session refuses pages whose keys or toolbar items lead to a page it was not given, instead of
/// ignoring the tap later (issue 21).
@Suite struct MissingPageTests {
    private func page(_ id: String, rows: [[KeyAction]], toolbar: KeyboardToolbar? = nil, variants: [LayoutVariant] = []) -> KeyboardLayout {
        var layout = KeyboardLayout(id: id, toolbar: toolbar, rows: self.rows(rows))
        layout.variants = variants
        return layout
    }

    private func rows(_ actions: [[KeyAction]]) -> [KeyRow] {
        actions.map { KeyRow(keys: $0.map { Key(action: $0, label: "k") }) }
    }

    private let digits: [KeyAction] = [.insert("1"), .insert("2")]

    @Test func aSwitchKeyToAPageNotGivenThrowsNamingIt() {
        let pad = page("pad", rows: [digits, [.switchKeyboard(to: "letters")]])
        #expect(throws: KeyboardSessionError.missingPage("letters", from: "pad")) {
            try KeyboardSession(layouts: [pad], initialPage: "pad")
        }
        // Given the page, the same layout starts, and the switch works.
        let letters = page("letters", rows: [[.insert("a"), .switchKeyboard(to: "pad")]])
        var session = try? KeyboardSession(layouts: [pad, letters], initialPage: "pad")
        #expect(session?.handle(.tap(KeyPosition(row: 1, index: 0))) == [.pageChanged(to: "letters")])
    }

    @Test func aPageNotShownFirstIsCheckedToo() {
        let pad = page("pad", rows: [digits])
        let symbols = page("symbols", rows: [[.insert("#"), .toggleCharacterWidth(to: "wide-symbols")]])
        #expect(throws: KeyboardSessionError.missingPage("wide-symbols", from: "symbols")) {
            try KeyboardSession(layouts: [pad, symbols], initialPage: "pad")
        }
    }

    @Test func aToolbarItemToAPageNotGivenThrows() {
        let toolbar = KeyboardToolbar(title: "PIN", items: [KeyboardToolbarItem(action: .switchKeyboard(to: "letters"), label: "ABC", placement: .leading)])
        let pad = page("pad", rows: [digits], toolbar: toolbar)
        #expect(throws: KeyboardSessionError.missingPage("letters", from: "pad")) {
            try KeyboardSession(layouts: [pad], initialPage: "pad")
        }
    }

    @Test func aVariantsRowsAreCheckedToo() {
        // The iPad rows have a switch key the phone rows lack: tapping it on an iPad would do nothing.
        let variant = LayoutVariant(device: .pad, rows: rows([digits, [.switchKeyboard(to: "symbols")]]))
        let pad = page("pad", rows: [digits], variants: [variant])
        #expect(throws: KeyboardSessionError.missingPage("symbols", from: "pad")) {
            try KeyboardSession(layouts: [pad], initialPage: "pad")
        }
    }

    @Test func standardPagesAndDoneItemsStillStart() throws {
        // A titled page's toolbar holds Done (dismiss), which leads nowhere and is fine.
        let titled = KeyboardLayout(id: "pin", title: "PIN", rows: [KeyRow(keys: [Key(action: .insert("1"), label: "1")])])
        let session = try KeyboardSession(layouts: [titled], initialPage: "pin")
        #expect(session.currentPage == "pin")
    }
}
