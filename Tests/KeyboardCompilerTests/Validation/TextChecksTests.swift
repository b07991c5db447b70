@testable import KeyboardCompiler
import KeyboardRuntime
import Testing
import TextClassification
#if canImport(Foundation)
import Foundation
#endif

/// The checks on every text of a page, their notes naming the character meant, and the toolbar item's
/// spoken name on its way to the runtime and the generated Swift (issue 21, section 2).
@Suite struct TextChecksTests {
    private func compile(_ text: String, path: String = "t.yaml") -> CompilationResult {
        LayoutCompiler().compile([LayoutSource(path: path, text: text)])
    }

    private func finding(_ code: DiagnosticCode, in result: CompilationResult) -> Diagnostic? {
        result.diagnostics.first { $0.code == code }
    }

    @Test func aToolbarItemsSpokenNameReachesTheRuntimeAndTheGeneratedSwift() throws {
        let result = compile("""
            keyboard: pad
            toolbar: {items: [{action: switch, to: pad, label: ABC, spoken: "Letters \\"quoted\\""}]}
            rows:
              - 1 2 3
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let item = try #require(result.layouts.first?.toolbar?.items.first)
        #expect(item.spokenName == "Letters \"quoted\"")
        let generated = try #require(SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter(accessLevel: .public)).0.first)
        #expect(generated.contents.contains(#"KeyboardToolbarItem(action: .switchKeyboard(to: "pad"), label: "ABC", placement: .leading, spokenName: "Letters \"quoted\"")"#))
    }

    @Test func aToolbarItemWithoutASpokenNameGeneratesWhatItDidBefore() throws {
        let result = compile("keyboard: pad\ntoolbar: {items: [{action: switch, to: pad, label: ABC}]}\nrows:\n  - 1 2 3\n")
        let generated = try #require(SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter(accessLevel: .public)).0.first)
        #expect(generated.contents.contains(#"KeyboardToolbarItem(action: .switchKeyboard(to: "pad"), label: "ABC", placement: .leading)"#))
    }

    @Test func aToolbarItemsWidthIsAnUnknownFieldWithAReason() throws {
        let result = compile("keyboard: pad\ntoolbar: {items: [{action: switch, to: pad, width: 2}]}\nrows:\n  - 1 2 3\n")
        let diagnostic = try #require(finding(.unknownField, in: result))
        #expect(diagnostic.location?.position.description == "2:45")
        #expect(diagnostic.notes.contains { $0.message.contains("a toolbar item is as wide as its label") })
    }

    @Test func aTestComparesCodePointsAndNamesThemWhenTheTextsLookTheSame() throws {
        let result = compile("""
            keyboard: pad
            rows:
              - ["\\u00E9", a]
            tests:
              - press: ["\\u00E9"]
                expect: "e\\u0301"
            """)
        #expect(result.diagnostics.isEmpty)
        let failure = try #require(LayoutTestRunner.run(result).failures.first)
        #expect(failure.code == .testFailed)
        #expect(failure.location?.position.description == "6:13")
        #expect(failure.notes.first?.message.contains("U+00E9, expected U+0065 U+0301") == true)
        // The same bytes pass.
        let passing = compile("keyboard: pad\nrows:\n  - [\"\\u00E9\", a]\ntests:\n  - press: [\"\\u00E9\"]\n    expect: \"\\u00E9\"\n")
        #expect(LayoutTestRunner.run(passing).failures.isEmpty)
    }

    @Test func notesNameTheCharacterMeant() throws {
        let arabic = try #require(finding(.arabicPresentationForm, in: compile("keyboard: a\nrows:\n  - [ﻻ, ب]\n")))
        #expect(arabic.location?.position.description == "3:6")
        #expect(arabic.notes.first?.message.hasPrefix("use 'لا' (U+0644 ARABIC LETTER LAM + U+0627 ARABIC LETTER ALEF)") == true)
        let jamo = try #require(finding(.conjoiningJamo, in: compile("keyboard: k\nrows:\n  - [\"\\u1112\", ㅂ]\n")))
        #expect(jamo.notes.first?.message.hasPrefix("use 'ㅎ' (U+314E HANGUL LETTER HIEUH)") == true)
        let syllable = try #require(finding(.syllableOnJamoPage, in: compile("keyboard: k\nrows:\n  - ㅂ ㅈ ㄷ ㄱ ㅅ 각\n")))
        #expect(syllable.notes.first?.message.hasPrefix("'각' is 'ㄱ' + 'ㅏ' + 'ㄱ'") == true)
        let wide = try #require(finding(.halfWidthOnFullPage, in: compile("keyboard: w\ncharacterWidth: full\nrows:\n  - ， ! ｱ\n")))
        #expect(wide.notes.first?.message.hasPrefix("use the full-width '！' (U+FF01)") == true)
        let locale = try #require(finding(.countryCodeAsLocale, in: compile("keyboard: j\nlocale: JP\nrows:\n  - a\n")))
        #expect(locale.notes.first?.message == "did you mean 'ja'?")
    }

    @Test func smartQuotesAroundAKeyAreNamedAsSuch() throws {
        let result = compile("keyboard: s\ncharacterWidth: full\nrows:\n  - “、” 。\n")
        let diagnostic = try #require(finding(.multipleCharacters, in: result))
        #expect(diagnostic.location?.position.description == "4:5")
        #expect(diagnostic.notes.map(\.message) == [
            "“ and ” are typographic quotes, which YAML does not read as quotes: write \"、\" for the key '、', or '“ 、 ”' for three keys",
        ])
    }

    /// In a row string spaces separate keys; in a row written as a list (`[yes, no]`) each item is a key,
    /// and spaces would not help: the advice says which.
    @Test func severalCharactersAdviceFollowsHowTheRowIsWritten() throws {
        let oneKey = "for one key that types several characters, write it as a mapping: {key: \"yes\"}"
        for (row, advice) in [
            ("  - [yes, no]\n", "each item of a row's list is one key: for separate keys, make each an item: [\"y\", \"e\", \"s\"]; " + oneKey),
            ("  - - yes\n", "each item of a row's list is one key: for separate keys, make each an item: [\"y\", \"e\", \"s\"]; " + oneKey),
            ("  - {keys: [yes]}\n", "each item of a row's list is one key: for separate keys, make each an item: [\"y\", \"e\", \"s\"]; " + oneKey),
            ("  - 1 yes\n", "separate keys in a row string with spaces: '1 2 3'; " + oneKey),
        ] {
            let diagnostic = try #require(finding(.multipleCharacters, in: compile("keyboard: k\nrows:\n" + row)), "\(row)")
            #expect(diagnostic.notes.map(\.message) == [advice], "\(row)")
        }
    }

    @Test func pagesOfTheirScriptAreClean() {
        // A Korean jamo page, an Arabic page and a full-width page as they should be: no finding.
        for text in [
            "keyboard: k\nlocale: ko\nrows:\n  - ㅂ ㅈ ㄷ ㄱ ㅅ ㅛ ㅕ ㅑ ㅐ ㅔ\n",
            "keyboard: a\nlocale: ar\nrows:\n  - ض ص ث ق ف غ ع ه خ ح ج\n  - [\"\\u0644\\u0627\"]\n",
            "keyboard: w\nlocale: zh-Hans\ncharacterWidth: full\nrows:\n  - 1 2 3 - / @ . # % ^ * + = _ \\ $ & ： ； （ ） ？ “ ”\n",
        ] {
            let result = compile(text)
            #expect(result.diagnostics.filter { $0.code.identifier >= "KBC0240" && $0.code.identifier <= "KBC0245" }.isEmpty, "\(result.diagnostics)")
        }
    }
}

#if canImport(Foundation)

/// The scalars KBC0240 skips hashing are in NFC alone and after any letter, and have no combining class.
@Suite struct AlwaysNFCTests {
    @Test func theSkippedScalarsAreStableUnderNFC() {
        for value in UInt32(0x20)...0x1FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned,
                  ScalarTables.isAlwaysNFC(value) else { continue }
            #expect(scalar.properties.canonicalCombiningClass == .notReordered, "\(scalar.codePointLabel)")
            for text in [String(scalar), "a" + String(scalar), "e" + String(scalar), "\u{AC00}" + String(scalar), "\u{304B}" + String(scalar)] {
                #expect(text.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(text.unicodeScalars), "\(scalar.codePointLabel) in \(text.debugDescription)")
            }
        }
    }
}

extension Unicode.Scalar {
    fileprivate var codePointLabel: String { "U+" + String(value, radix: 16, uppercase: true) }
}
#endif
