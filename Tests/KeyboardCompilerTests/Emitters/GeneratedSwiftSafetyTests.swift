#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyboardCompiler
import KeyboardRuntime
import Testing

private func compile(_ text: String, options: DiagnosticOptions = DiagnosticOptions()) -> CompilationResult {
    LayoutCompiler(options: options).compile([LayoutSource(path: "test.yaml", text: text)])
}

/// Inputs that validated but generated Swift that does not compile, or that stalls or breaks the app's
/// build (issue 13), are refused with a located error.
@Suite struct GeneratedSwiftSafetyTests {
    @Test(arguments: [
        "keyboard: k\ntitle: \"a\\uFDD0\"\nrows:\n  - a\n",
        "keyboard: k\nrows:\n  - \"\\uFDD0\"\n",
        "keyboard: k\nrows:\n  - [{key: a, label: \"\\uFDEF\"}]\n",
        "keyboard: k\nrows:\n  - [{key: a, shift: \"\\uFDE0\"}]\n",
        "keyboard: k\nrows:\n  - [{key: a, group: \"\\uFDD1\"}]\n",
        "keyboard: k\nrows:\n  - {group: \"\\U0010FFFF\", keys: a b}\n",
    ])
    func noncharactersAreErrorsEverywhere(_ text: String) {
        let result = compile(text)
        #expect(result.diagnostics.map(\.code) == [.noncharacter], "\(result.diagnostics)")
        #expect(result.hasErrors)
    }

    @Test func noncharacterErrorsCannotBeDisabled() {
        let options = DiagnosticOptions(disabled: [.noncharacter, .reservedSwiftName, .keyboardTooLarge], downgradedToWarning: [.noncharacter])
        let result = compile("keyboard: id\nrows:\n  - \"\\uFDD0\"\n", options: options)
        #expect(result.diagnostics.map(\.code) == [.reservedSwiftName, .noncharacter])
        #expect(result.errorCount == 2)
    }

    @Test func keyboardsAtTheSizeLimitAreAcceptedAndLargerOnesRefused() {
        func keyboard(rows: Int, keysPerRow: Int) -> String {
            var text = "keyboard: big\nrows:\n"
            var next = 0x4E00
            for _ in 0..<rows {
                var keys: [String] = []
                for _ in 0..<keysPerRow {
                    keys.append(String(Character(Unicode.Scalar(UInt32(next))!)))
                    next += 1
                }
                text += "  - " + keys.joined(separator: " ") + "\n"
            }
            return text
        }
        let options = DiagnosticOptions(disabled: [.tooManyKeysInRow, .unevenRows, .fullWidthOnHalfPage])
        #expect(compile(keyboard(rows: 32, keysPerRow: 12), options: options).diagnostics.isEmpty)
        let tall = compile(keyboard(rows: 33, keysPerRow: 1), options: options)
        #expect(tall.diagnostics.map(\.code) == [.keyboardTooLarge])
        #expect(tall.diagnostics.first?.location?.position.description == "35:5")
        let wide = compile(keyboard(rows: 2, keysPerRow: 200), options: options)
        #expect(wide.diagnostics.map(\.code) == [.keyboardTooLarge])
        #expect(wide.diagnostics.first?.message == "the keyboard has 400 keys and gaps; a keyboard may have at most 384")
        // Key 185 of row 2 is the 385th of the keyboard.
        #expect(wide.diagnostics.first?.location?.position.description == "4:\(5 + 184 * 2)")
        let gaps = "keyboard: gaps\nrows:\n  - [a, " + Array(repeating: "{gap: 1}", count: 400).joined(separator: ", ") + "]\n"
        #expect(compile(gaps, options: options).diagnostics.map(\.code) == [.keyboardTooLarge])
    }

    @Test(arguments: ["id", "Id", "rows", "title", "locale", "character-width", "characterWidth", "shuffle-policy", "hash-value"])
    func idsShadowingInstancePropertiesAreRefused(_ id: String) {
        let result = compile("keyboard: \(id)\nrows:\n  - a\n")
        #expect(result.diagnostics.map(\.code) == [.reservedSwiftName])
        #expect(result.diagnostics.first?.location?.position.description == "1:11")
    }

    @Test func everyStoredPropertyOfKeyboardLayoutIsReserved() {
        let layout = KeyboardLayout(id: "a", title: nil, locale: nil, characterWidth: .half, shufflePolicy: .never, rows: [])
        for child in Mirror(reflecting: layout).children {
            let name = child.label ?? ""
            let result = compile("keyboard: \(name)\nrows:\n  - a\n")
            #expect(result.diagnostics.map(\.code) == [.reservedSwiftName], "KeyboardLayout.\(name) is not reserved")
        }
    }

    @Test(arguments: ["100.000000000000000000000000001", "100.1", "100.0000000000000000000000000001", "0", "0.0", "101"])
    func widthsAboveOneHundredAreRefusedEvenWhenTheyRound(_ width: String) {
        let result = compile("keyboard: k\nrows:\n  - [{key: a, width: \(width)}]\n")
        #expect(result.diagnostics.map(\.code) == [.invalidWidth], "\(width)")
    }

    @Test(arguments: ["100", "100.0", "100.000000000000000000000000000", "99.5", "0.5"])
    func widthsUpToOneHundredAreAccepted(_ width: String) {
        #expect(compile("keyboard: k\nrows:\n  - [{key: a, width: \(width)}]\n").diagnostics.isEmpty, "\(width)")
    }

    @Test func overlongPlainKeysAreReportedAsSuch() throws {
        let result = compile("keyboard: k\nrows:\n  - " + String(repeating: "a", count: 1030) + ": b\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.code == .yamlSyntax)
        #expect(diagnostic.message == "invalid YAML: a mapping key without quotes may be at most 1024 characters long; this one has 1030")
        #expect(diagnostic.location?.position.description == "3:5")
        #expect(diagnostic.notes.first?.location?.position.description == "3:1035")
    }
}

/// A flood of diagnostics is cut at a per-file limit and counted, never dropped silently.
@Suite struct DiagnosticLimitTests {
    /// 30 rows inserting 'a' after the first: 29 duplicate-output errors, after one warning-only file.
    static let flood = "keyboard: flood\nrows:\n" + String(repeating: "  - a\n", count: 30)

    @Test func keepsTheFirstDiagnosticsOfEachFileAndCountsTheRest() {
        let sources = [LayoutSource(path: "a.yaml", text: Self.flood), LayoutSource(path: "b.yaml", text: Self.flood.replacingOccurrences(of: "flood", with: "other"))]
        let all = LayoutCompiler().compile(sources)
        let limited = LayoutCompiler(options: DiagnosticOptions(limitPerFile: 20)).compile(sources)
        #expect(all.diagnostics.count > 40)
        #expect(limited.diagnostics.count == 40)
        #expect(limited.omitted.map(\.file) == ["a.yaml", "b.yaml"])
        #expect(limited.omitted.map(\.total) == [all.diagnostics.count / 2 - 20, all.diagnostics.count / 2 - 20])
        #expect(limited.errorCount == all.errorCount)
        #expect(limited.warningCount == all.warningCount)
    }

    @Test func omittedErrorsStillFailTheRun() {
        var result = CompilationResult(
            keyboards: [],
            diagnostics: [
                Diagnostic(.unassignedCharacter, "w", at: SourceLocation(file: "a.yaml", line: 1, column: 1)),
                Diagnostic(.duplicateOutput, "e", at: SourceLocation(file: "a.yaml", line: 2, column: 1)),
            ],
            sources: [:])
        result.limitDiagnostics(perFile: 1)
        // The error is kept over the earlier warning (ErrorsFirstLimitTests).
        #expect(result.diagnostics.map(\.severity) == [.error])
        #expect(result.omitted.map(\.warnings) == [1])
        #expect(result.hasErrors)
        #expect(result.errorCount == 1)
    }
}

/// Files whose names are canonically equivalent but different bytes are two files, both read.
@Suite struct CanonicallyEquivalentFileNameTests {
    @Test func bothFilesAreReadAndTheirErrorsReported() throws {
        let folder = try TestPaths.makeTemporaryFolder()
        let composed = folder + "/\u{E9}.yaml"
        let decomposed = folder + "/e\u{301}.yaml"
        #expect(!composed.utf8.elementsEqual(decomposed.utf8))
        #expect(FileManager.default.createFile(atPath: composed, contents: Data("keyboard: composed\nrows:\n  - a b\n".utf8)))
        #expect(FileManager.default.createFile(atPath: decomposed, contents: Data("keyboard: decomposed\nrows:\n  - [{action: jump}]\n".utf8)))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        try #require(names.count == 2, "this file system does not keep both names apart")

        let result = LayoutCompiler().compile(paths: [folder])
        #expect(result.fileCount == 2)
        #expect(result.keyboards.map(\.layout.id).sorted() == ["composed", "decomposed"])
        #expect(result.errorCount == 1)
        #expect(result.diagnostics.first?.location?.file.utf8.elementsEqual(decomposed.utf8) == true)

        let explicit = LayoutCompiler().compile(paths: [composed, decomposed])
        #expect(explicit.fileCount == 2)
        #expect(explicit.hasErrors)
    }

    @Test func sameIdsInBothFilesAreDuplicates() throws {
        let folder = try TestPaths.makeTemporaryFolder()
        for name in ["\u{E9}.yaml", "e\u{301}.yaml"] {
            #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("keyboard: same\nrows:\n  - a b\n".utf8)))
        }
        let result = LayoutCompiler().compile(paths: [folder])
        #expect(result.diagnostics.map(\.code) == [.duplicateKeyboardID])
    }
}

/// Codes whose findings would make generated Swift fail to compile cannot be disabled or downgraded.
@Suite struct UnconfigurableGenerationCodesTests {
    @Test func idAndSwiftNameCollisionsCannotBeDisabled() {
        for code in [DiagnosticCode.duplicateKeyboardID, .swiftNameCollision, .noncharacter, .keyboardTooLarge, .reservedSwiftName] {
            #expect(!code.isConfigurable, "\(code)")
        }
        let sources = [
            LayoutSource(path: "a.yaml", text: "keyboard: id-card\nrows:\n  - a\n"),
            LayoutSource(path: "b.yaml", text: "keyboard: idCard\nrows:\n  - a\n"),
            LayoutSource(path: "c.yaml", text: "keyboard: idCard\nrows:\n  - a\n"),
        ]
        let options = DiagnosticOptions(disabled: [.duplicateKeyboardID, .swiftNameCollision])
        let result = LayoutCompiler(options: options).compile(sources)
        #expect(Set(result.diagnostics.map(\.code)) == [.duplicateKeyboardID, .swiftNameCollision])
    }
}

/// Found by the fuzz target: libyaml reports an error at the end of a file without a final line break
/// on the line after the last; kbc places it at the end of the last line.
@Suite struct EndOfFileLocationTests {
    @Test(arguments: ["keyboard: pad\nro", "keyboard: pad\r\nro", "# only\nkeyboard: pad\nrows: [a, b", "---\n# ypl"])
    func errorsAtTheEndOfTheFileAreInsideIt(_ text: String) throws {
        let result = LayoutCompiler().compile([LayoutSource(path: "eof.yaml", text: text)])
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == .yamlSyntax || diagnostic.code == .emptyDocument)
        #expect(diagnostic.location?.line == lines.count, "\(diagnostic)")
        // At the end of the last line, or earlier on it where kbc knows better (a key without its ':').
        #expect((1...(lines.last!.unicodeScalars.count + 1)).contains(diagnostic.location?.column ?? 0))
    }
}

/// Found by the fuzz target: libyaml reads raw NEL, U+2028 and U+2029 as line breaks, which changed the
/// text and put every later diagnostic on the wrong line. They are refused where they are.
@Suite struct RawLineSeparatorTests {
    @Test(arguments: ["\u{85}", "\u{2028}", "\u{2029}"])
    func rawLineSeparatorsAreRefusedWhereTheyAre(_ separator: String) throws {
        let result = LayoutCompiler().compile([LayoutSource(path: "s.yaml", text: "keyboard: k\nrows:\n  - [a, \"x\(separator)y\"]\n  - [c\n")])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.code == .controlCharacter)
        #expect(diagnostic.location?.position.description == "3:11")
        #expect(diagnostic.message.contains("is read as a line break"))
    }

    @Test func escapedLineSeparatorsAreText() {
        let result = LayoutCompiler().compile([LayoutSource(path: "s.yaml", text: "keyboard: k\nrows:\n  - [a, \"x\\u2028y\"]\n")])
        #expect(result.diagnostics.map(\.code) == [.controlCharacterInText, .multipleCharacters])
        #expect(result.layouts.first?.rows.first?.keys.last?.label == "x\u{2028}y")
    }
}

/// A keyboard past the size limit is refused once, without a finding per key.
@Suite struct OversizedKeyboardTests {
    @Test func oneErrorNotAFloodOfFindings() {
        let text = "keyboard: id\nrows:\n" + String(repeating: "  - a a a a a a a a a a a a a a\n", count: 2000)
        let result = LayoutCompiler().compile([LayoutSource(path: "big.yaml", text: text)])
        #expect(result.diagnostics.map(\.code) == [.reservedSwiftName, .keyboardTooLarge])
    }
}

/// Found by the differential test: swiftc reads a decimal literal through `Float80` on x86 and rounds
/// twice, so widths are written as exact hexadecimal literals unless their decimal is exact.
@Suite struct ExactWidthLiteralTests {
    @Test func widthsAreWrittenSoTheyReadBackBitForBit() throws {
        let text = "keyboard: k\nrows:\n  - [{key: a, width: 67.49450422476}, {gap: 1.3}, {key: b, width: 1.5}, {key: c, width: 2}]\n"
        let result = LayoutCompiler().compile([LayoutSource(path: "k.yaml", text: text)])
        let (files, _) = SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter())
        let source = try #require(files.first?.contents)
        #expect(source.contains("width: .units(0x1.0dfa5f50c44ffp6 /* 67.49450422476 */)"))
        #expect(source.contains("RowSpacer(before: 1, width: 0x1.4cccccccccccdp0 /* 1.3 */)"))
        #expect(source.contains("width: .units(1.5)"))
        #expect(source.contains("width: .units(2)"))
        // Not against the literal 67.49450422476: swiftc would round it twice here too.
        #expect(Double("0x1.0dfa5f50c44ffp6") == Double("67.49450422476"))
        #expect(Double("0x1.4cccccccccccdp0") == Double("1.3"))
    }
}
