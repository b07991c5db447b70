/// The characters a designer pasting from the wrong place puts on a keyboard instead of the ones meant,
/// and the ones meant, derived from Unicode's character names (the standard library knows names, not
/// decompositions), so that no table of hundreds of entries has to be kept by hand.
enum ScriptCharacters {
    // MARK: Arabic presentation forms

    /// Whether the scalar is an Arabic presentation form (U+FB50–U+FDFF, U+FE70–U+FEFE): a shape of a
    /// letter or ligature for display, which the text system draws from the base letters itself.
    static func isArabicPresentationForm(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        // Noncharacters (KBC0225) and the byte order mark (KBC0214) are reported by other rules; the
        // ornate parentheses and the Rial sign are characters of their own.
        case 0xFDD0...0xFDEF, 0xFEFF, 0xFD3E, 0xFD3F, 0xFDFC: return false
        case 0xFB50...0xFDFF, 0xFE70...0xFEFE: return scalar.properties.generalCategory != .unassigned
        default: return false
        }
    }

    /// The Arabic letters a presentation form stands for (`ﺏ` → `ب`, `ﻻ` → `لا`), or `nil` when its
    /// name does not tell.
    static func arabicBase(of scalar: Unicode.Scalar) -> String? {
        guard var name = scalar.properties.name else { return nil }
        for form in [" ISOLATED FORM", " FINAL FORM", " INITIAL FORM", " MEDIAL FORM"] where name.hasSuffix(form) {
            name.removeLast(form.count)
        }
        if let letter = arabicNames[name] { return String(Character(letter)) }
        // "ARABIC LIGATURE LAM WITH ALEF WITH HAMZA ABOVE": the longest run of parts that names a letter
        // ("ALEF WITH HAMZA ABOVE"), then the next.
        let prefixes = ["ARABIC LIGATURE ", "ARABIC LETTER "]
        guard let prefix = prefixes.first(where: name.hasPrefix) else { return nil }
        let parts = name.dropFirst(prefix.count).split(separator: " WITH ").map(String.init)
        var result = String.UnicodeScalarView()
        var start = 0
        while start < parts.count {
            var end = parts.count
            var found: Unicode.Scalar?
            while end > start {
                let joined = parts[start..<end].joined(separator: " WITH ")
                if let letter = arabicNames["ARABIC LETTER " + joined] ?? arabicNames["ARABIC " + joined] {
                    found = letter
                    break
                }
                end -= 1
            }
            guard let found else { return nil }
            result.append(found)
            start = end
        }
        return String(result)
    }

    /// The Arabic block's characters by name, built once, when a presentation form is first met.
    private static let arabicNames: [String: Unicode.Scalar] = names(in: [0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF])

    // MARK: Hangul

    /// Whether the scalar is a conjoining jamo (U+1100–U+11FF), the parts of a decomposed syllable.
    static func isConjoiningJamo(_ scalar: Unicode.Scalar) -> Bool {
        (0x1100...0x11FF).contains(scalar.value)
    }

    /// Whether the scalar is a compatibility jamo (U+3131–U+318E), what a Korean keyboard's keys type.
    static func isCompatibilityJamo(_ scalar: Unicode.Scalar) -> Bool {
        (0x3131...0x318E).contains(scalar.value)
    }

    /// Whether the scalar is a precomposed Hangul syllable (U+AC00–U+D7A3).
    static func isHangulSyllable(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value)
    }

    /// The compatibility jamo for a conjoining one (`ᄀ` U+1100 → `ㄱ` U+3131), by name.
    static func compatibilityJamo(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard let name = scalar.properties.name else { return nil }
        for part in ["HANGUL CHOSEONG ", "HANGUL JUNGSEONG ", "HANGUL JONGSEONG "] where name.hasPrefix(part) {
            return jamoNames["HANGUL LETTER " + name.dropFirst(part.count)]
        }
        return nil
    }

    /// The compatibility jamo a syllable is made of (`호` → `ㅎㅗ`), by the arithmetic of Unicode's
    /// Hangul syllable block.
    static func jamo(of syllable: Unicode.Scalar) -> String {
        let index = syllable.value - 0xAC00
        var parts = [0x1100 + index / 588, 0x1161 + index % 588 / 28]
        if index % 28 != 0 { parts.append(0x11A7 + index % 28) }
        var result = String.UnicodeScalarView()
        for part in parts {
            if let conjoining = Unicode.Scalar(part), let compatible = compatibilityJamo(for: conjoining) { result.append(compatible) }
        }
        return String(result)
    }

    private static let jamoNames: [String: Unicode.Scalar] = names(in: [0x3131...0x318E])

    // MARK: Half-width characters

    /// The full-width character a half-width one on a full-width page most likely should be: the CJK
    /// punctuation that full-width pages type instead of ASCII (`?` → `？`, `,` → `，`), and half-width
    /// katakana and punctuation (`ｱ` → `ア`, `｡` → `。`). Digits, letters and the ASCII symbols a
    /// full-width page keeps (`- / @ . # % ^ * + = _ \ $ &`, as the bundled full-width pages have them)
    /// are not reported.
    static func fullWidthForm(of scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case ",", "?", "!", ":", ";", "(", ")", "{", "}", "|", "~":
            return String(Character(Unicode.Scalar(scalar.value + 0xFEE0)!))
        case "\"": return "“ or ”"
        case "'": return "‘ or ’"
        default: break
        }
        guard (0xFF61...0xFFDC).contains(scalar.value), let name = scalar.properties.name, name.hasPrefix("HALFWIDTH ") else { return nil }
        return wideNames[String(name.dropFirst("HALFWIDTH ".count))].map { String(Character($0)) }
    }

    /// Whether the scalar `value` is sure to have no ``fullWidthForm(of:)``: it is none of the ASCII
    /// punctuation that has one and outside the half-width forms. Told by value, so that a full-width
    /// page's texts are checked without walking their scalars.
    @inline(__always)
    static func hasNoFullWidthForm(_ value: UInt32) -> Bool {
        switch value {
        case 0x21, 0x22, 0x27, 0x28, 0x29, 0x2C, 0x3A, 0x3B, 0x3F, 0x7B, 0x7C, 0x7D, 0x7E, 0xFF61...0xFFDC: return false
        default: return true
        }
    }

    /// CJK punctuation, kana and compatibility jamo by name, for half-width forms.
    private static let wideNames: [String: Unicode.Scalar] = names(in: [0x3000...0x30FF, 0x3131...0x318E])

    private static func names(in ranges: [ClosedRange<UInt32>]) -> [String: Unicode.Scalar] {
        var table: [String: Unicode.Scalar] = [:]
        for range in ranges {
            for value in range {
                if let scalar = Unicode.Scalar(value), let name = scalar.properties.name { table[name] = scalar }
            }
        }
        return table
    }
}

extension Unicode.Scalar {
    /// `U+0628 ARABIC LETTER BEH`: the code point and its name, for notes that name the intended character.
    var codePointAndName: String {
        codePointDescription + (properties.name.map { " " + $0 } ?? "")
    }
}

extension Character {
    /// The character's code points, `U+0065 U+0301`, for messages about texts that look the same.
    var codePoints: String {
        unicodeScalars.map(\.codePointDescription).joined(separator: " ")
    }
}
