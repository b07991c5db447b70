import KeyboardRuntime
import TextClassification
import YAMLLoader

extension DiagnosticCode {
    /// A page drawn in the direction its letters are not written in.
    public static let directionContradictsLetters = DiagnosticCode(
        250, "direction-contradicts-letters", .warning,
        summary: "A page's direction is not the direction its letters are written in",
        explanation: """
        A page is drawn in its `direction`, declared or taken from its `locale`. Rows are written in
        reading order, so on an `rtl` page a row's first key is drawn at its right. When most of a page's
        letters belong to a right-to-left script (Arabic, Hebrew, Syriac, Thaana, N'Ko) and the page is
        left to right, or the other way round, the rows come out mirrored on screen:

            keyboard: arabic-letters        # warning: Arabic letters, drawn left to right
            rows:                           # (no locale, so the direction is ltr): د would be at the
              - د ج ح خ ه ع غ ف ق ث ص ض     # left, ض at the right, mirrored from a PC Arabic keyboard

        Declare the direction (`direction: rtl`) or a locale whose script gives it (`locale: ar`). Digits,
        punctuation and symbols have no direction and count for neither.
        """)
}

/// A page's letters and its direction agree: a right-to-left script is drawn right to left.
struct DirectionScriptRule: ValidationRule {
    var codes: [DiagnosticCode] { [.directionContradictsLetters] }
    /// A left-to-right page without a scalar of a right-to-left script has no letters that contradict it:
    /// the usual page is not walked.
    func findsNothing(in summary: KeyboardSummary) -> Bool { !summary.allText.hasRightToLeftScript && !summary.isRightToLeft }

    /// The fewest letters with a direction from which a page's letters are taken to have one.
    static let minimumLetters = 4

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        let layout = keyboard.layout
        var rightToLeft = 0
        var leftToRight = 0
        var script: String?
        layout.forEachKey { _, _, key in
            guard let value = key.insertedText?.firstScalarValue, let scalar = Unicode.Scalar(value) else { return }
            if let name = Self.rightToLeftScript(of: scalar) {
                rightToLeft += 1
                if script == nil { script = name }
            } else if Self.isLeftToRightLetter(scalar) {
                leftToRight += 1
            }
        }
        // A clear majority of at least a few letters: a symbols page with one Hebrew sign says nothing.
        let letters = rightToLeft + leftToRight
        guard letters >= Self.minimumLetters else { return }
        let lettersDirection: LayoutDirection
        if rightToLeft * 4 >= letters * 3 {
            lettersDirection = .rightToLeft
        } else if leftToRight * 4 >= letters * 3 {
            lettersDirection = .leftToRight
        } else {
            return
        }
        guard lettersDirection != layout.direction else { return }
        let written = lettersDirection == .rightToLeft ? "\(script ?? "right-to-left") script, written right to left" : "written left to right"
        let drawn = layout.direction == .rightToLeft ? "right to left" : "left to right"
        let fix = "direction: \(lettersDirection.rawValue)"
        var notes: [DiagnosticNote] = []
        let location: SourceLocation
        if keyboard.declaration.direction != nil {
            location = keyboard.location(ofField: "direction")
            notes.append(DiagnosticNote("write '\(fix)', or remove 'direction' to follow the locale"))
        } else if let locale = layout.locale {
            location = keyboard.location(ofField: "locale")
            notes.append(DiagnosticNote("'locale: \(locale)' makes the page \(drawn); declare '\(fix)'", fixIt: insertion(fix, in: keyboard)))
        } else {
            location = keyboard.location(ofField: "keyboard")
            notes.append(DiagnosticNote("a page without a locale is drawn left to right; declare '\(fix)' or a locale", fixIt: insertion(fix, in: keyboard)))
        }
        notes.append(DiagnosticNote("rows are written in reading order: on an rtl page a row's first key is drawn at its right"))
        diagnostics.append(Diagnostic(
            .directionContradictsLetters, "the page's letters are \(written), but the page is drawn \(drawn)", at: location, notes: notes))
    }

    /// Inserts `field` as a line of its own before the `keyboard` field, when the file has one.
    private func insertion(_ field: String, in keyboard: ResolvedPage) -> FixIt? {
        guard let position = keyboard.positions.fields["keyboard"] else { return nil }
        let start = SourcePosition(line: position.line, column: 1)
        return FixIt(file: keyboard.file, from: start, to: start, replacement: field + "\n")
    }

    /// The name of the right-to-left script `scalar` belongs to when it is a letter of it, or `nil`: the
    /// digits (Arabic-Indic `٣`), punctuation (`،` `؛` `؟`), symbols and marks of those scripts have no
    /// direction of their own and count for none. Told by general category, as Unicode classes them.
    static func rightToLeftScript(of scalar: Unicode.Scalar) -> String? {
        let name: String
        switch scalar.value {
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: name = "Hebrew"
        case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: name = "Arabic"
        case 0x0700...0x074F, 0x0860...0x086F: name = "Syriac"
        case 0x0780...0x07BF: name = "Thaana"
        case 0x07C0...0x07FF: name = "N'Ko"
        case 0x0800...0x085F, 0x10800...0x10FFF, 0x1E800...0x1EFFF: name = "right-to-left"
        default: return nil
        }
        // From the tables where they describe the scalar (Hebrew and Arabic): Unicode's category costs
        // hundreds of instructions a key, and is looked up only in these blocks.
        let facts = ScalarTables.facts(of: scalar.value)
        if facts.isPlain { return facts.isLetter ? name : nil }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return name
        default: return nil
        }
    }

    /// Whether `scalar` is a letter (alphabetic, from U+0041 on) of no right-to-left script. ASCII and the
    /// common CJK letters are told without Unicode's tables, which cost hundreds of instructions a key.
    static func isLeftToRightLetter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
        if UnicodeClassification.isCommonEastAsianLetter(scalar) { return true }
        return scalar.properties.isAlphabetic
    }
}
