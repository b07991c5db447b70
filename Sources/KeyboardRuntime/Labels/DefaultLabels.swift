/// The labels, spoken names and toolbar words a key or toolbar item gets when its layout declares none,
/// in the language of the layout's `locale` (see ``LabelLanguage``).
///
/// This is the one table of default wording: the compiler resolves a function key without a `label`
/// through it (so generated Swift carries the resolved label), renderers draw the result, and the
/// toolbar's Done item takes its word from ``doneLabel(locale:)``.
///
/// The visible words are iOS's own: the space bar and the return key show a word on iOS ("space",
/// "空格", "Пробел"; "return", "换行", "改行"), while shift, delete, the half/full-width globe and
/// dismiss show language-neutral symbols (`⇧`, `⌫`, `🌐`, `⌄`). A `switch` key shows the id of the page
/// it leads to unless the layout names it (layouts normally do: `ABC`, `.?123`, `#+=`).
///
/// Spoken names are what a screen reader should say for a function key; they are English-like
/// descriptions in each language, ready for the accessibility work to extend.
///
/// ```swift
/// DefaultLabels.label(for: .space, locale: "zh-Hans-CN")   // "空格"
/// DefaultLabels.label(for: .returnKey, locale: "ja")       // "改行"
/// DefaultLabels.spokenName(for: .delete, locale: "de")     // "Löschen"
/// DefaultLabels.doneLabel(locale: "fr")                    // "OK"
/// ```
public enum DefaultLabels {
    /// The label of a key with `action` on a page in `locale`: a word for space and return, a symbol for
    /// shift, delete, the width toggle and dismiss, the target id for a switch key, and the text itself
    /// for a character key.
    public static func label(for action: KeyAction, locale: String?) -> String {
        label(for: action, in: LabelLanguage(locale: locale))
    }

    /// The label of a key with `action` in `language`; see ``label(for:locale:)``.
    public static func label(for action: KeyAction, in language: LabelLanguage) -> String {
        switch action {
        case .insert(let text): return text
        case .shift: return "⇧"
        case .delete: return "⌫"
        case .toggleCharacterWidth: return "🌐"
        case .dismiss: return "⌄"
        case .switchKeyboard(let target): return target
        case .space: return words(language).space
        case .returnKey: return words(language).returnKey
        }
    }

    /// What a screen reader should say for a key with `action` on a page in `locale`. A character key's
    /// spoken name is its text; function keys get a word or short phrase in the page's language.
    public static func spokenName(for action: KeyAction, locale: String?) -> String {
        spokenName(for: action, in: LabelLanguage(locale: locale))
    }

    /// What a screen reader should say for a key with `action` in `language`; see ``spokenName(for:locale:)``.
    public static func spokenName(for action: KeyAction, in language: LabelLanguage) -> String {
        let words = words(language)
        switch action {
        case .insert(let text): return text
        case .shift: return words.shift
        case .delete: return words.delete
        case .space: return words.space
        case .returnKey: return words.returnKey
        case .switchKeyboard: return words.switchKeyboard
        case .toggleCharacterWidth: return words.characterWidth
        case .dismiss: return words.dismiss
        }
    }

    /// The word on the toolbar's Done item in `locale`: "Done", "完成", "完了", "Fertig", "OK"…
    public static func doneLabel(locale: String?) -> String {
        words(LabelLanguage(locale: locale)).done
    }

    /// The word on the toolbar's Done item in `language`.
    public static func doneLabel(in language: LabelLanguage) -> String {
        words(language).done
    }

    /// One language's words.
    private struct Words {
        var space: String
        var returnKey: String
        var done: String
        var shift: String
        var delete: String
        var switchKeyboard: String
        var characterWidth: String
        var dismiss: String
    }

    /// The table. `space`, `returnKey` and `done` are the words iOS's own keyboards and toolbars show in
    /// each language (its space bar, its default return key, its "Done" bar button); the other entries are
    /// spoken descriptions.
    private static func words(_ language: LabelLanguage) -> Words {
        switch language {
        case .english:
            return Words(space: "space", returnKey: "return", done: "Done", shift: "shift", delete: "delete",
                         switchKeyboard: "switch keyboard", characterWidth: "full width or half width", dismiss: "hide keyboard")
        case .simplifiedChinese:
            return Words(space: "空格", returnKey: "换行", done: "完成", shift: "上档键", delete: "删除",
                         switchKeyboard: "切换键盘", characterWidth: "全角半角切换", dismiss: "隐藏键盘")
        case .traditionalChinese:
            return Words(space: "空格", returnKey: "換行", done: "完成", shift: "上檔鍵", delete: "刪除",
                         switchKeyboard: "切換鍵盤", characterWidth: "全形半形切換", dismiss: "隱藏鍵盤")
        case .japanese:
            return Words(space: "空白", returnKey: "改行", done: "完了", shift: "シフト", delete: "削除",
                         switchKeyboard: "キーボード切替", characterWidth: "全角半角切替", dismiss: "キーボードを閉じる")
        case .korean:
            return Words(space: "스페이스", returnKey: "리턴", done: "완료", shift: "시프트", delete: "삭제",
                         switchKeyboard: "키보드 전환", characterWidth: "전각 반각 전환", dismiss: "키보드 가리기")
        case .russian:
            return Words(space: "Пробел", returnKey: "Ввод", done: "Готово", shift: "Шифт", delete: "Удалить",
                         switchKeyboard: "Сменить клавиатуру", characterWidth: "Полная или половинная ширина", dismiss: "Скрыть клавиатуру")
        case .german:
            return Words(space: "Leerzeichen", returnKey: "Return", done: "Fertig", shift: "Umschalt", delete: "Löschen",
                         switchKeyboard: "Tastatur wechseln", characterWidth: "Volle oder halbe Breite", dismiss: "Tastatur ausblenden")
        case .french:
            return Words(space: "espace", returnKey: "retour", done: "OK", shift: "Majuscule", delete: "Supprimer",
                         switchKeyboard: "Changer de clavier", characterWidth: "Pleine ou demi-chasse", dismiss: "Masquer le clavier")
        case .spanish:
            return Words(space: "espacio", returnKey: "intro", done: "OK", shift: "Mayúsculas", delete: "Borrar",
                         switchKeyboard: "Cambiar de teclado", characterWidth: "Ancho completo o medio", dismiss: "Ocultar teclado")
        case .portuguese:
            return Words(space: "espaço", returnKey: "retorno", done: "OK", shift: "Maiúsculas", delete: "Apagar",
                         switchKeyboard: "Trocar teclado", characterWidth: "Largura inteira ou meia", dismiss: "Ocultar teclado")
        case .italian:
            return Words(space: "spazio", returnKey: "invio", done: "Fine", shift: "Maiuscole", delete: "Elimina",
                         switchKeyboard: "Cambia tastiera", characterWidth: "Larghezza intera o mezza", dismiss: "Nascondi tastiera")
        case .arabic:
            return Words(space: "مسافة", returnKey: "رجوع", done: "تم", shift: "عالي", delete: "حذف",
                         switchKeyboard: "تبديل لوحة المفاتيح", characterWidth: "العرض الكامل أو النصفي", dismiss: "إخفاء لوحة المفاتيح")
        }
    }
}
