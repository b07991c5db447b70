import KeyboardCompiler
import KeyboardRuntime
import Testing

/// Issue 23's page fields for real keyboards: `direction`, `repeatedKeys`, `length`, rows as wide as real
/// keyboards, and long alternate lists that the runtime wraps into rows.
@Suite struct WorldLayoutFieldsTests {
    private func compile(_ text: String, path: String = "page.yaml") -> CompilationResult {
        LayoutCompiler().compile([LayoutSource(path: path, text: text)])
    }

    private func compile(_ files: [(String, String)]) -> CompilationResult {
        LayoutCompiler().compile(files.map { LayoutSource(path: $0.0, text: $0.1) })
    }

    private let arabicRow = "  - ض ص ث ق ف غ ع ه خ ح ج\n"

    // MARK: Direction

    @Test(arguments: [
        ("ar", LayoutDirection.rightToLeft), ("he-IL", .rightToLeft), ("fa", .rightToLeft), ("ckb", .rightToLeft),
        ("pa-Arab", .rightToLeft), ("ku-Latn", .leftToRight), ("sd-Deva", .leftToRight), ("en", .leftToRight), ("zh-Hans", .leftToRight),
    ])
    func theDirectionFollowsTheLocalesScript(_ locale: String, _ direction: LayoutDirection) {
        #expect(LayoutDirection(locale: locale) == direction)
        let result = compile("keyboard: k\nlocale: \(locale)\nrows:\n  - '1 2 3'\n")
        #expect(result.layouts.first?.direction == direction)
    }

    @Test func aDeclaredDirectionWinsAndIsInheritedWithTheLocaleDecidingLast() {
        let result = compile([
            ("base.yaml", "keyboard: base\nlocale: ar\nrows:\n\(arabicRow)"),
            ("digits.yaml", "keyboard: digits\nlocale: ar\ndirection: ltr\nrows:\n  - ١ ٢ ٣\n"),
            ("derived.yaml", "keyboard: derived\nextends: base\n"),
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let byID = Dictionary(uniqueKeysWithValues: result.layouts.map { ($0.id, $0.direction) })
        #expect(byID == ["base": .rightToLeft, "digits": .leftToRight, "derived": .rightToLeft])
    }

    @Test func arabicLettersDrawnLeftToRightAreAWarningWhereverTheDirectionCameFrom() {
        let withoutLocale = compile("keyboard: k\nrows:\n\(arabicRow)")
        #expect(withoutLocale.diagnostics.map(\.code) == [.directionContradictsLetters])
        #expect(withoutLocale.diagnostics.first?.location?.position.description == "1:11")
        let declared = compile("keyboard: k\nlocale: ar\ndirection: ltr\nrows:\n\(arabicRow)")
        #expect(declared.diagnostics.map(\.code) == [.directionContradictsLetters])
        #expect(declared.diagnostics.first?.location?.position.description == "3:12")
        let latinOnRTL = compile("keyboard: k\ndirection: rtl\nrows:\n  - q w e r t y\n")
        #expect(latinOnRTL.diagnostics.map(\.code) == [.directionContradictsLetters])
        // Digits and punctuation have no direction: an rtl digit pad and an ltr Arabic-Indic pad are fine.
        #expect(compile("keyboard: k\ndirection: rtl\nrows:\n  - 1 2 3 . ,\n").diagnostics.isEmpty)
        #expect(compile("keyboard: k\nlocale: ar\ndirection: ltr\nrows:\n  - ١ ٢ ٣ ٤ ٥\n").diagnostics.isEmpty)
    }

    /// Only letters have a direction, by their general category: the Arabic comma, semicolon, question
    /// mark, percent and separators of CLDR's Arabic and Persian symbol pages, and the harakat (marks),
    /// count for neither direction, whatever block they are in.
    @Test func arabicPunctuationSymbolsAndMarksAreNotLetters() {
        let symbols = "  - ، ؛ ؟ ٪ ٫ ٬ ۔ ؍\n  - [\"1\", \"2\", \"3\", \"@\", \"#\", \"%\", \"+\", \"-\"]\n"
        #expect(compile("keyboard: k\nrows:\n\(symbols)").diagnostics.isEmpty)
        #expect(compile("keyboard: k\nlocale: fa\ndirection: ltr\nrows:\n\(symbols)").diagnostics.isEmpty)
        #expect(!compile("keyboard: k\nrows:\n  - [\"\\u064B\", \"\\u064C\", \"\\u064D\", \"\\u064E\", \"\\u064F\"]\n").diagnostics.contains { $0.code == .directionContradictsLetters })
        // Letters among them still count: four Arabic letters with the punctuation drawn left to right warn.
        #expect(compile("keyboard: k\nrows:\n\(symbols)  - ب ت ث ج ح خ د ذ\n").diagnostics.map(\.code) == [.directionContradictsLetters])
        // And Latin letters on a right-to-left page are not outvoted by Arabic punctuation.
        #expect(compile("keyboard: k\nlocale: ar\nrows:\n\(symbols)  - a b c d e f g h\n").diagnostics.map(\.code) == [.directionContradictsLetters])
    }

    @Test func theFixItDeclaresTheDirection() throws {
        let result = compile("keyboard: k\nrows:\n\(arabicRow)")
        let fix = try #require(result.diagnostics.first?.notes.compactMap(\.fixIt).first)
        #expect(fix.replacement == "direction: rtl\n")
        #expect(fix.start.description == "1:1")
    }

    @Test func theGeneratedSwiftSetsTheDirectionOnlyWhenNotDefault() throws {
        let rtl = compile("keyboard: k\nlocale: ar\nrows:\n\(arabicRow)")
        let source = SwiftSourceEmitter().source(for: try #require(rtl.layouts.first), sourceFile: "k.yaml")
        #expect(source.contains("        var layout = KeyboardLayout("))
        #expect(source.contains("        layout.direction = .rightToLeft\n        return layout\n"))
        let ltr = compile("keyboard: k\nlocale: en\nrows:\n  - q w e\n")
        let plain = SwiftSourceEmitter().source(for: try #require(ltr.layouts.first), sourceFile: "k.yaml")
        #expect(!plain.contains("direction") && !plain.contains("inputLength") && plain.contains("return KeyboardLayout("))
    }

    // MARK: Repeated keys

    @Test func repeatedKeysAreRefusedUnlessThePageAllowsThem() {
        let row = "rows:\n  - a b c a\n"
        #expect(compile("keyboard: k\n" + row).diagnostics.map(\.code) == [.duplicateOutput])
        #expect(compile("keyboard: k\nrepeatedKeys: allowed\n" + row).diagnostics.isEmpty)
        #expect(compile("keyboard: k\nrepeatedKeys: refused\n" + row).diagnostics.map(\.code) == [.duplicateOutput])
    }

    @Test func securePadsRefuseRepeatsWhateverThePageSays() {
        let rows = "rows:\n  - 1 2 3\n  - 4 5 6\n  - 7 8 7\n  - [{key: \".\", pin: true}, \"0\", {action: delete}]\n"
        let pad = "keyboard: pad\nprofile: decimal-pad\nrepeatedKeys: allowed\n" + rows
        let codes = compile(pad).diagnostics.map(\.code)
        let withoutField = compile("keyboard: pad\nprofile: decimal-pad\n" + rows).diagnostics.map(\.code)
        #expect(codes.contains(.repeatedKeysRefusedByProfile))
        #expect(!withoutField.isEmpty && codes.filter { $0 != .repeatedKeysRefusedByProfile } == withoutField)
    }

    @Test func aKelvinSignSpellingIsAnUnknownFieldNotTheField() {
        let result = compile("keyboard: k\nrepeated\u{212A}eys: allowed\nrows:\n  - a b a\n")
        #expect(result.diagnostics.map(\.code).contains(.unknownField))
    }

    // MARK: Row width and callouts

    @Test func rowsAsWideAsJISFitAndTheLimitIsSixteen() {
        let fifteen = (1...15).map { "k\($0)" }.joined(separator: " ")
        let sixteen = (1...16).map { "k\($0)" }.joined(separator: " ")
        let seventeen = (1...17).map { "k\($0)" }.joined(separator: " ")
        #expect(!compile("keyboard: k\nrows:\n  - \(fifteen)\n").diagnostics.contains { $0.code == .tooManyKeysInRow })
        #expect(!compile("keyboard: k\nrows:\n  - \(sixteen)\n").diagnostics.contains { $0.code == .tooManyKeysInRow })
        #expect(compile("keyboard: k\nrows:\n  - \(seventeen)\n").diagnostics.map(\.code).contains(.tooManyKeysInRow))
    }

    @Test func longAlternateListsFitInSeveralRowsUpToTheWholeKeyboard() {
        let letters = "  - q w e r t y u i o p\n  - a s d f g h j k l\n  - z x c v b n m\n"
        func page(alternates count: Int) -> String {
            let alternates = (1...count).map { "x\($0)" }.joined(separator: " ")
            return "keyboard: k\nrows:\n  - [{key: t, alternates: \(alternates)}, w, e, r, q, y, u, i, o, p]\n" + letters.split(separator: "\n").dropFirst().joined(separator: "\n") + "\n  - [{action: space, width: 10}]\n"
        }
        // 4 rows of 10 keys: 24 alternates (Tibetan's) are three rows of eight; 40 fill the keyboard.
        #expect(!compile(page(alternates: 24)).diagnostics.contains { $0.code == .tooManyAlternates })
        #expect(!compile(page(alternates: 40)).diagnostics.contains { $0.code == .tooManyAlternates })
        #expect(compile(page(alternates: 41)).diagnostics.map(\.code).contains(.tooManyAlternates))
    }

    @Test func aRowOfGapsOnlyIsARow() throws {
        let result = compile("keyboard: k\nrows:\n  - a b c\n  - [{gap: 3}]\n  - d e f\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.first?.rows.count == 3)
        // Flattened, it reads back as the same rows.
        let (files, diagnostics) = LayoutFlattening.files(for: result)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let flat = try #require(files.first?.contents)
        #expect(flat.contains("  - [{gap: 3}]\n"))
        #expect(compile(flat, path: "flat.yaml").layouts == result.layouts)
    }

    // MARK: Length

    @Test func aLengthIsANumberOrAMapping() {
        func length(_ text: String) -> InputLength? { compile("keyboard: k\nlength: \(text)\nrows:\n  - 1 2 3\n").layouts.first?.inputLength }
        #expect(length("6") == InputLength(minimum: 6, maximum: 6, completion: .atMaximum))
        #expect(length("{min: 4, max: 8}") == InputLength(minimum: 4, maximum: 8, completion: .onReturn))
        #expect(length("{min: 4, max: 4}") == InputLength(minimum: 4, maximum: 4, completion: .atMaximum))
        #expect(length("{max: 8, complete: at-max}") == InputLength(minimum: 0, maximum: 8, completion: .atMaximum))
        #expect(length("{min: 6}") == InputLength(minimum: 6, maximum: nil, completion: .onReturn))
    }

    @Test(arguments: [
        ("0", DiagnosticCode.invalidLength, "2:9"), ("-1", .invalidLength, "2:9"), ("1e3", .invalidLength, "2:9"), ("{max: 0}", .invalidLength, "2:15"),
        ("{min: 8, max: 6}", .contradictoryLength, "2:15"), ("{min: 4, complete: at-max}", .contradictoryLength, "2:28"),
        ("{min: 4, most: 8}", .unknownField, "2:18"), ("{min: 4, complete: later}", .invalidValue, "2:28"),
    ])
    func aWrongLengthIsLocated(_ text: String, _ code: DiagnosticCode, _ place: String) {
        let result = compile("keyboard: k\nlength: \(text)\nrows:\n  - 1 2 3\n")
        #expect(result.diagnostics.map(\.code) == [code], "\(result.diagnostics)")
        #expect(result.diagnostics.first?.location?.position.description == place)
    }

    @Test func aLengthOnAPageThatTypesNothingIsAnError() {
        let result = compile([
            ("a.yaml", "keyboard: a\nlength: 6\nrows:\n  - [{action: switch, to: b}, {action: delete}]\n"),
            ("b.yaml", "keyboard: b\nrows:\n  - 1 2\n  - [{action: switch, to: a}, {action: delete}]\n"),
        ])
        #expect(result.diagnostics.map(\.code) == [.lengthWithoutCharacters])
        #expect(result.diagnostics.first?.location?.position.description == "2:9")
    }

    @Test func theGeneratedSwiftSetsTheLength() throws {
        let result = compile("keyboard: k\nlength: {min: 4, max: 8}\nrows:\n  - 1 2 3\n")
        let source = SwiftSourceEmitter().source(for: try #require(result.layouts.first), sourceFile: "k.yaml")
        #expect(source.contains("        layout.inputLength = InputLength(minimum: 4, maximum: 8, completion: .onReturn)\n"))
    }

    @Test func flatteningKeepsDirectionRepeatsAndLength() throws {
        let text = "keyboard: k\nlocale: ar\ndirection: ltr\nrepeatedKeys: allowed\nlength: {min: 2}\nrows:\n  - ١ ٢ ١\n"
        let result = compile(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let (files, diagnostics) = LayoutFlattening.files(for: result)
        #expect(diagnostics.isEmpty)
        let flat = try #require(files.first?.contents)
        #expect(flat.contains("direction: ltr\n") && flat.contains("repeatedKeys: allowed\n") && flat.contains("length: {min: 2, complete: on-return}\n"))
        let again = compile(flat, path: "flat.yaml")
        #expect(again.diagnostics.isEmpty, "\(again.diagnostics)")
        #expect(again.layouts == result.layouts)
    }
}

/// The manual's examples of these fields validate cleanly (DocumentationTests) and their tests pass.
@Suite struct WorldLayoutFieldsManualTests {
    @Test func theManualsExamplesTypeWhatTheySay() throws {
        let blocks = DocumentationTests.blocks("yaml", in: DocumentationTests.layoutFormat)
            .filter { $0.hasPrefix("keyboard: arabic-example") || $0.hasPrefix("keyboard: otp-example") }
        #expect(blocks.count == 2)
        for block in blocks {
            let result = LayoutCompiler().compile([LayoutSource(path: "manual.yaml", text: block)])
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
            let report = LayoutTestRunner.run(result)
            #expect(report.testCount == 1 && report.failures.isEmpty, "\(report.failures)")
        }
        let arabic = try #require(LayoutCompiler().compile([LayoutSource(path: "a.yaml", text: blocks[0])]).layouts.first)
        #expect(arabic.direction == .rightToLeft)
        // Drawn as the PC Arabic keyboard it shows: ض, written last, on the Q key at the top left; د at the top right.
        let top = arabic.keyRects(forWidth: 375, metrics: KeyboardMetrics(device: .phone, orientation: .portrait, scale: 3))[0]
        #expect(arabic.rows[0].keys.last?.label == "ض" && top.last!.x < top.last!.width)
        #expect(arabic.rows[0].keys.first?.label == "د" && top.first!.maxX > 375 - top.first!.width)
        let otp = try #require(LayoutCompiler().compile([LayoutSource(path: "o.yaml", text: blocks[1])]).layouts.first)
        #expect(otp.inputLength == .exactly(6))
    }
}
