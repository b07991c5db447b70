import Foundation
import KeyboardCompiler
import KeyboardImport
import KeyboardRuntime
import Testing

/// Whatever a file to import holds, the importer ends, reports at places inside the file, and gives only
/// pages that validate: every prefix of the examples (an interrupted download, a file cut short) and the
/// examples with a character replaced (fixed seed).
@Suite struct ImportRobustnessTests {
    static let examples = ImportGoldenTests.examples

    /// Converts `text` saved as `name` and checks what any conversion must be.
    private func check(_ text: String, name: String, folder: String) throws {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let conversion = LayoutImporter().convert(paths: [path], outputFolder: folder + "/out")
        for diagnostic in conversion.result.diagnostics where diagnostic.location?.file == path {
            let location = try #require(diagnostic.location)
            #expect(location.line >= 1 && location.line <= lines && location.column >= 1, "\(name): \(diagnostic.message) at \(location)")
        }
        // What would be written validates on its own.
        let sources = conversion.files.map { LayoutSource(path: folder + "/out/" + $0.name, text: $0.contents) }
        if !sources.isEmpty { #expect(!LayoutCompiler().compile(sources).hasErrors, "\(name): a converted page does not validate") }
    }

    @Test(arguments: examples)
    func everyPrefixIsHandled(_ example: String) throws {
        let text = String(decoding: TestPaths.bytes(of: example), as: UTF8.self)
        let folder = try TestPaths.makeTemporaryFolder()
        let name = String(example.split(separator: "/").last!)
        let characters = Array(text)
        for length in stride(from: 0, to: characters.count, by: 7) {
            try check(String(characters[..<length]), name: name, folder: folder)
        }
    }

    @Test(arguments: examples)
    func replacedCharactersAreHandled(_ example: String) throws {
        let text = String(decoding: TestPaths.bytes(of: example), as: UTF8.self)
        let folder = try TestPaths.makeTemporaryFolder()
        let name = String(example.split(separator: "/").last!)
        var characters = Array(text)
        var generator = SeededRandomNumberGenerator(seed: 23)
        let replacements: [Character] = ["<", ">", "\"", "'", "&", "/", "=", " ", "\n", "-", ":", "[", "{", "$", "\\", "|", "é"]
        for _ in 0..<150 {
            let index = Int(generator.next() % UInt64(characters.count))
            let saved = characters[index]
            characters[index] = replacements[Int(generator.next() % UInt64(replacements.count))]
            try check(String(characters), name: name, folder: folder)
            characters[index] = saved
        }
    }

    /// A CLDR key with both a flick and long-press keys: kbc's flick key never long-presses (KBC0266), so
    /// the long press is reported as not carried over and the page still validates.
    @Test func flickKeyWithLongPressDropsTheLongPress() throws {
        let folder = try TestPaths.makeTemporaryFolder()
        let path = folder + "/kana.xml"
        try """
        <keyboard3 locale="ja" conformsTo="45">
          <keys>
            <key id="ta" output="た" flickId="ta" longPressKeyIds="small-tsu"/>
            <key id="chi" output="ち"/>
            <key id="small-tsu" output="っ"/>
          </keys>
          <flicks>
            <flick id="ta"><flickSegment directions="w" keyId="chi"/></flick>
          </flicks>
          <layers formId="touch">
            <layer id="base"><row keys="ta chi"/></layer>
          </layers>
        </keyboard3>
        """.write(toFile: path, atomically: false, encoding: .utf8)
        let conversion = LayoutImporter(features: ImportFeature.enabled).convert(paths: [path], outputFolder: folder + "/out")
        let dropped = conversion.result.diagnostics.filter { $0.code == .importNotCarriedOver && $0.message.contains("flick key never long-presses") }
        #expect(dropped.count == 1)
        #expect(dropped.first?.location?.line == 3)
        let page = try #require(conversion.files.first)
        #expect(page.contents.contains("flick: {left: ち}") && !page.contents.contains("alternates"), "\(page.contents)")
        let sources = conversion.files.map { LayoutSource(path: folder + "/out/" + $0.name, text: $0.contents) }
        #expect(!LayoutCompiler().compile(sources).hasErrors)
    }
}
