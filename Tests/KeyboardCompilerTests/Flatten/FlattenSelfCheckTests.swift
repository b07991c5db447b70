@testable import KeyboardCompiler
import Foundation
import Testing

/// flatten's check of what it writes: flattened files that would build another keyboard than their
/// originals are refused (KBC0408) at the original, whatever part of the format was lost.
@Suite struct FlattenSelfCheckTests {
    static let sources = [
        LayoutSource(path: "in/sea.yaml", text: "theme: sea\nlight:\n  background: \"#DDEEFF\"\n"),
        LayoutSource(path: "in/pad.yaml", text: "keyboard: pad\ntheme: sea\nkeyPreview: true\nrows:\n  - 1 2 3\n"),
    ]

    @Test func filesAsWrittenPass() {
        let result = LayoutCompiler().compile(Self.sources)
        let (files, problems) = LayoutFlattening.files(for: result, folder: "out")
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        #expect(LayoutFlattening.differences(building: files, from: result, settings: GeneratorConfiguration(), folder: "out").isEmpty)
    }

    @Test(arguments: ["keyPreview: true\n", "theme: \"sea\"\n"])
    func aLostFieldIsRefusedAtItsOriginal(line: String) throws {
        let result = LayoutCompiler().compile(Self.sources)
        var (files, _) = LayoutFlattening.files(for: result, folder: "out")
        let index = try #require(files.firstIndex { $0.name == "pad.yaml" })
        #expect(files[index].contents.contains(line))
        files[index].contents = files[index].contents.replacingOccurrences(of: line, with: "")
        let problems = LayoutFlattening.differences(building: files, from: result, settings: GeneratorConfiguration(), folder: "out")
        #expect(problems.map(\.code) == [.layoutNotFlattenable])
        #expect(problems.first?.location?.file == "in/pad.yaml")
        #expect(problems.first?.message == "this file cannot be flattened exactly: its flattened file would generate other Swift than it does")
    }
}
