import KeyboardRuntime
import Testing

/// The focused field's return key role relabels every page's return key in the page's language.
@Suite struct ReturnKeyRoleTests {
    @Test func rawValuesAreUIKitsReturnKeyTypes() {
        // UIReturnKeyType: default 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, continue 11.
        #expect(ReturnKeyRole.allCases.map(\.rawValue) == Array(0...11))
        #expect(ReturnKeyRole(rawValue: 9) == .done)
        #expect(ReturnKeyRole(rawValue: 12) == nil)
    }

    @Test func wordsFollowThePagesLanguage() {
        #expect(ReturnKeyRole.search.label(locale: "en-US") == "search")
        #expect(ReturnKeyRole.search.label(locale: "zh-Hans-CN") == "搜索")
        #expect(ReturnKeyRole.search.label(locale: "zh-TW") == "搜尋")
        #expect(ReturnKeyRole.next.label(locale: "ja") == "次へ")
        #expect(ReturnKeyRole.default.label(locale: "ja") == "改行")
        #expect(ReturnKeyRole.google.label(locale: "zh-Hans") == "Google")
        #expect(ReturnKeyRole.send.label(locale: "de") == "send")
        #expect(ReturnKeyRole.next.returnKind == .next)
        #expect(ReturnKeyRole.search.returnKind == .done)
    }

    @Test func theSessionShowsAndSpeaksTheRolesWord() throws {
        let page = KeyboardLayout(id: "pad", locale: "zh-Hans", rows: [
            KeyRow(keys: [Key(action: .insert("1"), label: "1"), Key(action: .returnKey, label: "换行")]),
        ])
        var session = try KeyboardSession(layouts: [page], initialPage: "pad")
        let returnKey = KeyPosition(row: 0, index: 1)
        #expect(session.displayedLabel(at: returnKey) == "换行")
        session.returnKeyRole = .next
        #expect(session.returnKind == .next)
        session.returnKeyRole = .search
        #expect(session.returnKind == .done)
        #expect(session.displayedLabel(at: returnKey) == "搜索")
        #expect(session.spokenName(at: returnKey) == "搜索")
        #expect(session.displayedLabel(at: KeyPosition(row: 0, index: 0)) == "1")
        #expect(session.handle(.tap(returnKey)) == [.returnKey(.done)])
        session.returnKeyRole = nil
        #expect(session.displayedLabel(at: returnKey) == "换行")
    }
}
