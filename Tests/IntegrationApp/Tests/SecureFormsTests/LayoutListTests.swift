import BankKeyboards
import KeyboardRuntime
import SecureForms
import Testing

/// The lists of pages the plugin generates for each keyboard target (issue 35): an app passes one to a
/// session whole, and the standard symbol pages' ABC keys lead to the letters that replace the standard ones.
@Suite struct LayoutListTests {
    @Test func eachTargetListsItsPages() {
        #expect(KeyboardLayouts.all.map(\.id) == ["pin-pad", "tricky-labels"])
        #expect(BankLayouts.all.map(\.id) == ["bank-letters", "full-width-more-symbols", "full-width-symbols", "more-symbols", "symbols"])
    }

    @Test func gettingStartedSession() throws {
        // GettingStarted.md: handle touches
        var session = try KeyboardSession(layouts: KeyboardLayouts.all, initialPage: "pin-pad", returnKind: .done)
        var typedCount = 0
        for output in session.handle(.tap(KeyPosition(row: 0, index: 1))) {
            // Hand each output to SecureInput's field or buffer; never print or log what a key typed.
            if case .insert = output { typedCount += 1 }
        }
        #expect(session.currentPage == "pin-pad" && typedCount == 1)
    }

    @Test func symbolsReturnToTheBanksLetters() throws {
        var session = try KeyboardSession(layouts: BankLayouts.all, initialPage: "bank-letters")
        for label in [".?123", "ABC"] {
            let rows = session.currentLayout.rows
            let row = try #require(rows.firstIndex { $0.keys.contains { $0.label == label } })
            let index = try #require(rows[row].keys.firstIndex { $0.label == label })
            _ = session.handle(.tap(KeyPosition(row: row, index: index)))
        }
        #expect(session.currentPage == "bank-letters")
        #expect(session.currentLayout.title == "Password")
    }
}
