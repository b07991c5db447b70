/// What the focused field says its return key does, as UIKit's `UIReturnKeyType` does (the raw values are
/// `UIReturnKeyType`'s), and the word the return key shows for it.
///
/// Set ``KeyboardSession/returnKeyRole`` when focus moves; the return key of every page then shows
/// ``label(locale:)`` in that page's language, and ``returnKind`` says what the press reports.
public enum ReturnKeyRole: Int, Sendable, Hashable, CaseIterable {
    /// "return".
    case `default` = 0
    /// "go".
    case go = 1
    /// "Google".
    case google = 2
    /// "join".
    case join = 3
    /// "next".
    case next = 4
    /// "route".
    case route = 5
    /// "search".
    case search = 6
    /// "send".
    case send = 7
    /// "Yahoo".
    case yahoo = 8
    /// "done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "continue".
    case `continue` = 11

    /// What a press of the return key reports: ``ReturnKind/next`` for `next`, ``ReturnKind/done`` otherwise.
    public var returnKind: ReturnKind { self == .next ? .next : .done }

    /// The word the return key shows for this role on a page in `locale`, as the system keyboard shows it:
    /// `default` is the page language's return word (``DefaultLabels``), the search-engine names are kept,
    /// and the other roles have words in English, Simplified and Traditional Chinese and Japanese (English
    /// for other languages).
    public func label(locale: String?) -> String {
        let language = LabelLanguage(locale: locale)
        switch self {
        case .default: return DefaultLabels.label(for: .returnKey, locale: locale)
        case .google: return "Google"
        case .yahoo: return "Yahoo"
        default: break
        }
        let words: (go: String, join: String, next: String, route: String, search: String, send: String, done: String, emergencyCall: String, continue: String)
        switch language {
        case .simplifiedChinese: words = ("前往", "加入", "下一项", "路线", "搜索", "发送", "完成", "紧急呼叫", "继续")
        case .traditionalChinese: words = ("前往", "加入", "下一項", "路線", "搜尋", "傳送", "完成", "緊急電話", "繼續")
        case .japanese: words = ("開く", "接続", "次へ", "経路", "検索", "送信", "完了", "緊急電話", "続ける")
        default: words = ("go", "join", "next", "route", "search", "send", "done", "Emergency Call", "continue")
        }
        switch self {
        case .go: return words.go
        case .join: return words.join
        case .next: return words.next
        case .route: return words.route
        case .search: return words.search
        case .send: return words.send
        case .done: return words.done
        case .emergencyCall: return words.emergencyCall
        case .continue: return words.continue
        case .default, .google, .yahoo: return DefaultLabels.label(for: .returnKey, locale: locale)
        }
    }
}
