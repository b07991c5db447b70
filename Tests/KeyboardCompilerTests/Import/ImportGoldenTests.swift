import Foundation
import KeyboardCompiler
import KeyboardImport
import Testing
import YAMLLoader

/// `kbc import` converts the hand-written examples of `ImportFixtures/Examples` (CLDR touch, flick and
/// hardware keyboards, FUTO layouts) into exactly the files and the report of `ImportFixtures/Expected`;
/// with every ``ImportFeature`` on, into the pages of `ImportFixtures/ExpectedAllFeatures`.
///
/// `KBC_UPDATE_GOLDENS=1 swift test --filter ImportGoldenTests` rewrites the expected files; review the diff.
@Suite struct ImportGoldenTests {
    static let fixtures = TestPaths.testsFolder + "/ImportFixtures"
    static let examples = TestPaths.contents(of: fixtures + "/Examples").map { fixtures + "/Examples/" + $0 }
    static var updating: Bool { ProcessInfo.processInfo.environment["KBC_UPDATE_GOLDENS"] == "1" }

    /// The diagnostics as text, with file names only, so the report does not depend on the checkout's path.
    static func report(_ diagnostics: [Diagnostic]) -> String {
        func place(_ location: KeyboardCompiler.SourceLocation?) -> String {
            guard let location else { return "" }
            return "\(location.file.split(separator: "/").last ?? ""):\(location.line):\(location.column): "
        }
        return diagnostics.map { diagnostic in
            var text = "\(place(diagnostic.location))\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.identifier)]\n"
            for note in diagnostic.notes { text += "  \(place(note.location))note: \(note.message)\n" }
            return text
        }.joined()
    }

    /// Compares `actual` with the file at `path`, or writes it there when updating.
    static func expect(_ actual: String, equals path: String) throws {
        if updating {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let expected = String(decoding: TestPaths.bytes(of: path), as: UTF8.self)
        #expect(actual == expected, "\(path) differs; KBC_UPDATE_GOLDENS=1 rewrites it")
    }

    @Test func examplesConvertToTheExpectedFilesAndReport() throws {
        let conversion = LayoutImporter(features: []).convert(paths: Self.examples, outputFolder: "Imported")
        let expectedFolder = Self.fixtures + "/Expected"
        for file in conversion.files { try Self.expect(file.contents, equals: expectedFolder + "/" + file.name) }
        try Self.expect(Self.report(conversion.result.diagnostics), equals: expectedFolder + "/report.txt")
        // No expected page is missing from the conversion.
        let expectedPages = TestPaths.contents(of: expectedFolder).filter { $0.hasSuffix(".yaml") }
        #expect(expectedPages == conversion.files.map(\.name).sorted())
        #expect(!conversion.result.hasErrors)
    }

    @Test func conversionIsDeterministic() {
        let first = LayoutImporter().convert(paths: Self.examples, outputFolder: "Imported")
        let second = LayoutImporter().convert(paths: Self.examples.reversed(), outputFolder: "Imported")
        #expect(first.files.sorted { $0.name < $1.name } == second.files.sorted { $0.name < $1.name })
        #expect(Self.report(first.result.diagnostics) == Self.report(LayoutImporter().convert(paths: Self.examples, outputFolder: "Imported").result.diagnostics))
    }

    /// With every feature on, the writer uses the format's fields for what it reports as lost today: the
    /// state the lead switches on at merge (`ImportFeatures.swift`).
    @Test func everyFeatureWritesItsField() throws {
        let writer = ImportedPageWriter(features: Set(ImportFeature.allCases))
        var lost: [Diagnostic] = []
        for example in Self.examples {
            for page in LayoutImporter().pages(in: example).pages {
                let (text, diagnostics) = writer.write(page)
                lost += diagnostics
                // Whatever the decoder will make of the new fields, the file is YAML that loads cleanly.
                let (root, problems) = YAMLLoader().load(bytes: Array(text.utf8))
                #expect(root != nil && problems.isEmpty, "\(page.id): \(problems)")
                try Self.expect(text, equals: Self.fixtures + "/ExpectedAllFeatures/" + page.id + ".yaml")
            }
        }
        // Nothing of what the features carry is reported lost.
        let featureCodes: Set<DiagnosticCode> = [
            .importDirectionNotCarriedOver, .importRepeatedKeyNotCarriedOver, .importFlickNotCarriedOver, .importTransformsNotCarriedOver,
            .importCapsNotCarriedOver,
        ]
        #expect(lost.filter { featureCodes.contains($0.code) }.isEmpty)
    }

    /// Each feature off reports what it would have written, and writes none of its field.
    @Test(arguments: ImportFeature.allCases)
    func eachFeatureOffIsReported(_ feature: ImportFeature) throws {
        let field = ["direction": "direction: rtl", "repeatedKeys": "repeatedKeys: allowed", "flick": "flick: {", "transforms": "transforms:", "caps": "caps: "][feature.rawValue]!
        let writer = ImportedPageWriter(features: Set(ImportFeature.allCases).subtracting([feature]))
        var texts = ""
        for example in Self.examples {
            for page in LayoutImporter().pages(in: example).pages { texts += writer.write(page).text }
        }
        #expect(!texts.contains(field), "\(feature) is off but its field is written")
        let withIt = ImportedPageWriter(features: Set(ImportFeature.allCases))
        var all = ""
        for example in Self.examples {
            for page in LayoutImporter().pages(in: example).pages { all += withIt.write(page).text }
        }
        #expect(all.contains(field), "the examples exercise \(feature)")
    }
}

/// The features in use are exactly those whose field the decoder reads: on this build's format, a page
/// written with a supported feature's field validates.
@Suite struct ImportFeatureTests {
    @Test func supportedFeaturesAreTheFieldsTheDecoderReads() {
        for feature in ImportFeature.allCases {
            let page = feature == .flick || feature == .caps
                ? "keyboard: probe\nrows:\n  - [{key: a, \(feature.field): \(feature == .flick ? "{up: b}" : "c")}]\n"
                : "keyboard: probe\n\(feature.field): \(["direction": "rtl", "repeatedKeys": "allowed", "transforms": "{\"´e\": é}"][feature.field]!)\nrows:\n  - a b\n"
            let decoded = !LayoutCompiler().compile([LayoutSource(path: "probe.yaml", text: page)]).diagnostics.contains { $0.code == .unknownField }
            #expect(decoded == feature.isReadByDecoder, "\(feature): the decoder \(decoded ? "reads" : "does not read") '\(feature.field)'")
            #expect(ImportFeature.supported.contains(feature) == (decoded && ImportFeature.enabled.contains(feature)))
        }
    }
}

/// FUTO's own rows: a digits row when the layout always shows one, shift and delete around the last
/// letter row and a bottom row when the layout places none.
@Suite struct FUTODefaultRowsTests {
    private func converted(_ yaml: String) throws -> String {
        let path = try TestPaths.temporaryFile(named: "digits.yaml", text: yaml)
        let conversion = LayoutImporter().convert(paths: [path], outputFolder: "Imported")
        #expect(!conversion.result.hasErrors, "\(conversion.result.diagnostics.map(\.message))")
        return conversion.files.first?.contents ?? ""
    }

    @Test func alwaysShownNumbersGiveADigitsRow() throws {
        let page = try converted("name: Digits\nnumberRowMode: AlwaysEnabled\nrows:\n  - letters: q w e r t y u i o p\n")
        #expect(page.hasSuffix("rows:\n  - 1 2 3 4 5 6 7 8 9 0\n  - [{action: shift, width: 1.5}, q, w, e, r, t, y, u, i, o, p, {action: delete, width: 1.5}]\n  - [{action: space, width: fill}, {action: return, width: 1.5}]\n"))
    }

    @Test func aLayoutThatPlacesItsKeysGetsNoneAdded() throws {
        let page = try converted("name: Own\nnumberRowMode: AlwaysEnabled\nrows:\n  - numbers: 1 2 3\n  - letters: a b $delete\n  - bottom: $shift $space $enter\n")
        #expect(page.hasSuffix("rows:\n  - 1 2 3\n  - [a, b, {action: delete, width: 1.5}]\n  - [{action: shift, width: 1.5}, {action: space, width: fill}, {action: return, width: 1.5}]\n"))
    }
}

/// A folder to import stands for its `.xml`, `.yaml` and `.yml` files, however deep, without hidden
/// files or the output folder; a kbc layout among them (an earlier import kept beside its sources) is
/// skipped with a warning, not read as a FUTO layout.
@Suite struct ImportFolderInputTests {
    @Test func foldersAreSearched() throws {
        let folder = try TestPaths.makeTemporaryFolder()
        let manager = FileManager.default
        for sub in ["/sub", "/.hidden", "/Imported"] { try manager.createDirectory(atPath: folder + sub, withIntermediateDirectories: true) }
        try manager.copyItem(atPath: ImportGoldenTests.fixtures + "/Examples/pin.xml", toPath: folder + "/pin.xml")
        try manager.copyItem(atPath: ImportGoldenTests.fixtures + "/Examples/tiny-futo.yaml", toPath: folder + "/sub/tiny-futo.yaml")
        try manager.copyItem(atPath: ImportGoldenTests.fixtures + "/Examples/kana.xml", toPath: folder + "/.hidden/kana.xml")
        try "# Imported by kbc from x.\nkeyboard: old\nrows:\n  - a\n".write(toFile: folder + "/Imported/old.yaml", atomically: true, encoding: .utf8)
        try "notes\n".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        let conversion = LayoutImporter().convert(paths: [folder], outputFolder: folder + "/Imported")
        #expect(conversion.files.map(\.name) == ["pin.yaml", "pin-symbols.yaml", "tiny-futo.yaml", "tiny-futo-alt1.yaml"])
        #expect(!conversion.result.hasErrors)

        try "keyboard: mine\nrows:\n  - a b\n".write(toFile: folder + "/sub/mine.yaml", atomically: true, encoding: .utf8)
        let withLayout = LayoutImporter().convert(paths: [folder], outputFolder: folder + "/Imported")
        #expect(!withLayout.result.hasErrors)
        #expect(withLayout.result.diagnostics.filter { $0.code == .importSkippedFile }.map(\.message) == ["'mine.yaml' is a kbc layout already ('keyboard:'); there is nothing to import; skipped"])

        let empty = try TestPaths.makeTemporaryFolder()
        #expect(LayoutImporter().convert(paths: [empty], outputFolder: "x").result.diagnostics.map(\.message) == ["the folder holds no .xml, .yaml or .yml file"])
    }
}
