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
        // Language tags are ASCII: split and lower-case the UTF-8 bytes, with no Unicode tables (Embedded Swift).
        var subtags: [String] = []
        var current: [UInt8] = []
        for byte in locale.utf8 {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                subtags.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            } else if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") {
                current.append(byte + 32)
            } else {
                current.append(byte)
            }
        }
        subtags.append(String(decoding: current, as: UTF8.self))
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
}
