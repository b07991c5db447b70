import KeyboardRuntime
import Testing

@Suite("Default labels per locale")
struct DefaultLabelsTests {
    @Test("BCP 47 tags match by prefix, falling back to English", arguments: [
        ("en", LabelLanguage.english), ("en-GB", .english), (nil, .english), ("xx", .english), ("nl-BE", .english),
        ("zh-Hans", .simplifiedChinese), ("zh-Hans-CN", .simplifiedChinese), ("zh-CN", .simplifiedChinese), ("zh", .simplifiedChinese),
        ("zh-Hant", .traditionalChinese), ("zh-TW", .traditionalChinese), ("zh-HK", .traditionalChinese), ("zh-Hant-CN", .traditionalChinese),
        ("ZH-hant-tw", .traditionalChinese), ("ja-JP", .japanese), ("ko", .korean), ("ru-RU", .russian), ("de-CH", .german),
        ("fr-CA", .french), ("es-419", .spanish), ("pt-BR", .portuguese), ("pt-PT", .portuguese), ("it", .italian), ("ar-SA", .arabic),
    ] as [(String?, LabelLanguage)])
    func localeMatching(_ tag: String?, _ language: LabelLanguage) {
        #expect(LabelLanguage(locale: tag) == language)
    }

    @Test("Space and return show iOS's word, other function keys a symbol")
    func words() {
        #expect(DefaultLabels.label(for: .space, locale: "en") == "space")
        #expect(DefaultLabels.label(for: .returnKey, locale: nil) == "return")
        #expect(DefaultLabels.label(for: .space, locale: "zh-Hans-CN") == "空格")
        #expect(DefaultLabels.label(for: .returnKey, locale: "zh-Hans") == "换行")
        #expect(DefaultLabels.label(for: .returnKey, locale: "zh-TW") == "換行")
        #expect(DefaultLabels.label(for: .returnKey, locale: "ja") == "改行")
        #expect(DefaultLabels.label(for: .space, locale: "ru") == "Пробел")
        #expect(DefaultLabels.label(for: .shift, locale: "ru") == "⇧")
        #expect(DefaultLabels.label(for: .delete, locale: "ja") == "⌫")
        #expect(DefaultLabels.label(for: .switchKeyboard(to: "symbols"), locale: "de") == "symbols")
        #expect(DefaultLabels.label(for: .insert("a"), locale: "fr") == "a")
        #expect(DefaultLabels.doneLabel(locale: "zh-Hans") == "完成")
        #expect(DefaultLabels.doneLabel(locale: "de") == "Fertig")
        #expect(DefaultLabels.doneLabel(locale: "pt-BR") == "OK")
    }

    @Test("Every language has its own non-empty words for every function key")
    func everyLanguageIsComplete() {
        let actions: [KeyAction] = [.shift, .delete, .space, .returnKey, .switchKeyboard(to: "x"), .toggleCharacterWidth(to: "x"), .dismiss]
        for language in LabelLanguage.allCases {
            #expect(!DefaultLabels.doneLabel(in: language).isEmpty)
            for action in actions {
                #expect(!DefaultLabels.label(for: action, in: language).isEmpty)
                #expect(!DefaultLabels.spokenName(for: action, in: language).isEmpty)
            }
            if language != .english {
                #expect(DefaultLabels.label(for: .space, in: language) != "space", "\(language) has its own space word")
                #expect(DefaultLabels.spokenName(for: .delete, in: language) != "delete", "\(language) has its own delete name")
            }
        }
    }
}

@Suite("Spoken names in a session")
struct SessionSpokenNameTests {
    @Test("Function keys with their default label are named in the page's language; others say their label")
    func spokenNames() throws {
        let page = KeyboardLayout(id: "zh", locale: "zh-Hans", rows: [KeyRow(keys: [
            Key(action: .insert("a"), label: "a", shiftedText: "A"),
            Key(action: .delete, label: DefaultLabels.label(for: .delete, locale: "zh-Hans")),
            Key(action: .returnKey, label: "完成"),
            Key(action: .space, label: DefaultLabels.label(for: .space, locale: "zh-Hans")),
        ])])
        var session = try KeyboardSession(layouts: [page], initialPage: "zh")
        #expect(session.spokenName(at: KeyPosition(row: 0, index: 0)) == "a")
        #expect(session.spokenName(at: KeyPosition(row: 0, index: 1)) == "删除")
        #expect(session.spokenName(at: KeyPosition(row: 0, index: 2)) == "完成")
        #expect(session.spokenName(at: KeyPosition(row: 0, index: 3)) == "空格")
        #expect(session.spokenName(at: KeyPosition(row: 1, index: 0)) == nil)
        _ = session.handle(.doubleTap(KeyPosition(row: 0, index: 0)))
        _ = session
    }
}
