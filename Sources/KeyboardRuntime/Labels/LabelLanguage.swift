/// A language the runtime has default key labels, spoken names and toolbar words for.
///
/// A layout's BCP 47 `locale` is matched by prefix with ``init(locale:)``: `zh-Hans-CN` and `zh-CN` are
/// ``simplifiedChinese``, `zh-Hant`, `zh-TW`, `zh-HK` and `zh-MO` ``traditionalChinese``, `pt-BR` ``portuguese``,
/// and anything else (or no locale) ``english``.
public enum LabelLanguage: String, Sendable, Hashable, CaseIterable {
    /// English (`en`), also the fallback.
    case english = "en"
    /// Simplified Chinese (`zh-Hans`).
    case simplifiedChinese = "zh-Hans"
    /// Traditional Chinese (`zh-Hant`).
    case traditionalChinese = "zh-Hant"
    /// Japanese (`ja`).
    case japanese = "ja"
    /// Korean (`ko`).
    case korean = "ko"
    /// Russian (`ru`).
    case russian = "ru"
    /// German (`de`).
    case german = "de"
    /// French (`fr`).
    case french = "fr"
    /// Spanish (`es`).
    case spanish = "es"
    /// Portuguese (`pt`).
    case portuguese = "pt"
    /// Italian (`it`).
    case italian = "it"
    /// Arabic (`ar`).
    case arabic = "ar"

    /// The language for a BCP 47 tag, matched by its language subtag (case-insensitively) and, for
    /// Chinese, its script or region; ``english`` for `nil` and for languages without a table.
    public init(locale: String?) {
        guard let locale else {
            self = .english
            return
        }
        var subtags: [String] = []
        var current = ""
        for character in locale {
            if character == "-" || character == "_" {
                subtags.append(current)
                current = ""
            } else {
                current.append(Self.lowercased(character))
            }
        }
        subtags.append(current)
        switch subtags[0] {
        case "zh":
            // The script wins over the region: zh-Hant-CN is traditional, zh-Hans-HK simplified.
            if subtags.contains("hant") {
                self = .traditionalChinese
            } else if subtags.contains("hans") {
                self = .simplifiedChinese
            } else if subtags.contains("tw") || subtags.contains("hk") || subtags.contains("mo") {
                self = .traditionalChinese
            } else {
                self = .simplifiedChinese
            }
        case "ja": self = .japanese
        case "ko": self = .korean
        case "ru": self = .russian
        case "de": self = .german
        case "fr": self = .french
        case "es": self = .spanish
        case "pt": self = .portuguese
        case "it": self = .italian
        case "ar": self = .arabic
        default: self = .english
        }
    }

    /// ASCII lower case without Unicode tables (language tags are ASCII).
    private static func lowercased(_ character: Character) -> Character {
        guard let ascii = character.asciiValue, ascii >= UInt8(ascii: "A"), ascii <= UInt8(ascii: "Z") else { return character }
        return Character(Unicode.Scalar(ascii + 32))
    }
}
