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
        #expect(LayoutFlattening.differences(building: files, from: result, folder: "out").isEmpty)
    }

    @Test(arguments: ["keyPreview: true\n", "theme: \"sea\"\n"])
    func aLostFieldIsRefusedAtItsOriginal(line: String) throws {
        let result = LayoutCompiler().compile(Self.sources)
        var (files, _) = LayoutFlattening.files(for: result, folder: "out")
        let index = try #require(files.firstIndex { $0.name == "pad.yaml" })
        #expect(files[index].contents.contains(line))
        files[index].contents = files[index].contents.replacingOccurrences(of: line, with: "")
        let problems = LayoutFlattening.differences(building: files, from: result, folder: "out")
        #expect(problems.map(\.code) == [.layoutNotFlattenable])
        #expect(problems.first?.location?.file == "in/pad.yaml")
        #expect(problems.first?.message == "this file cannot be flattened exactly: its flattened file would generate other Swift than it does")
    }

    /// A base whose suppression silences a finding of the base only (a full-width comma on its half-width
    /// page), and a full-width child that inherits the row: nothing to silence there.
    static let suppressingBase = "keyboard: base\nrows:\n  - 1 2 3\n  # kbc:allow KBC0212: the full-width comma is wanted here\n  - [\"，\", \"0\", {action: delete}]\n"
    static let inheritedSuppression = [
        LayoutSource(path: "in/base.yaml", text: suppressingBase),
        LayoutSource(path: "in/child.yaml", text: "keyboard: child\nextends: base\ncharacterWidth: full\ntitle: Child\n"),
    ]

    /// A suppression is written only in the flattened files where it silences something: with warnings
    /// as errors, a copy that silences nothing (KBC0805) would fail the flattened folder.
    @Test func aBaseSuppressionIsNotCopiedWhereItSilencesNothing() throws {
        let options = DiagnosticOptions(warningsAsErrors: true)
        let result = LayoutCompiler(options: options).compile(Self.inheritedSuppression)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let (files, problems) = LayoutFlattening.files(for: result, folder: "out", options: options)
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        let base = try #require(files.first { $0.name == "base.yaml" })
        let child = try #require(files.first { $0.name == "child.yaml" })
        #expect(base.contents.contains("  # kbc:allow KBC0212: the full-width comma is wanted here\n  - [\"，\", \"0\", {action: delete, label: \"⌫\"}]\n"))
        #expect(!child.contents.contains("kbc:allow"), "\(child.contents)")
        let flat = LayoutCompiler(options: options).compile(files.map { LayoutSource(path: "out/" + $0.name, text: $0.contents) })
        #expect(flat.diagnostics.isEmpty, "\(flat.diagnostics)")

        // The other way round: the suppression silences a finding of the child only (on the row it
        // inherits, reported in the base's file), and goes into the child's file alone.
        let fullBase = LayoutSource(path: "in/base.yaml", text: Self.suppressingBase.replacingOccurrences(of: "rows:", with: "characterWidth: full\nrows:"))
        let halfChild = LayoutSource(path: "in/child.yaml", text: "keyboard: child\nextends: base\ncharacterWidth: half\ntitle: Child\n")
        let swapped = LayoutCompiler(options: options).compile([fullBase, halfChild])
        // Only the hint at the child's `extends` that the base's suppression silences its finding (KBC0808).
        #expect(swapped.diagnostics.map(\.code) == [.inheritedSuppression], "\(swapped.diagnostics)")
        let (swappedFiles, swappedProblems) = LayoutFlattening.files(for: swapped, folder: "out", options: options)
        #expect(swappedProblems.isEmpty, "\(swappedProblems.map(\.message))")
        #expect(swappedFiles.first { $0.name == "child.yaml" }?.contents.contains("# kbc:allow KBC0212") == true)
        #expect(swappedFiles.first { $0.name == "base.yaml" }?.contents.contains("kbc:allow") == false)
    }

    /// A suppression that silences nothing in the layouts (KBC0805, a warning) silences nothing flattened:
    /// it stays in its own keyboard's file only, and the flattened folder reports it once, as they do.
    @Test func aSuppressionThatSilencesNothingStaysOnceWithItsFinding() throws {
        let sources = [
            LayoutSource(path: "in/base.yaml", text: Self.suppressingBase.replacingOccurrences(of: "KBC0212:", with: "KBC0212, KBC0228:")),
            Self.inheritedSuppression[1],
        ]
        let result = LayoutCompiler().compile(sources)
        #expect(result.diagnostics.map(\.code) == [.unusedSuppression])
        let (files, problems) = LayoutFlattening.files(for: result, folder: "out")
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        #expect(files.first { $0.name == "base.yaml" }?.contents.contains("# kbc:allow KBC0212, KBC0228: ") == true)
        #expect(files.first { $0.name == "child.yaml" }?.contents.contains("kbc:allow") == false)
        let flat = LayoutCompiler().compile(files.map { LayoutSource(path: "out/" + $0.name, text: $0.contents) })
        #expect(flat.diagnostics.map(\.code) == [.unusedSuppression])
    }

    /// The check compares findings too, with the layouts' severities: a flattened file that would report an
    /// error, or a kind of finding the layouts do not, is refused, as one that would lose one.
    @Test func flattenedFilesThatWouldReportOtherwiseAreRefused() throws {
        let sources = [
            LayoutSource(path: "in/base.yaml", text: "keyboard: base\nrows:\n  - 1 2 3\n  - [{key: \"4\", hint: \"x\"}, \"5\"]\n"),
            LayoutSource(path: "in/child.yaml", text: "keyboard: child\nextends: base\ntitle: C\n"),
        ]
        let result = LayoutCompiler().compile(sources)
        #expect(result.diagnostics.map(\.code.identifier) == ["KBC0228"])
        let (files, problems) = LayoutFlattening.files(for: result, folder: "out")
        // The inherited row's finding, reported once in the base's file, is the child's file's too: no difference.
        #expect(problems.isEmpty, "\(problems.map(\.message))")

        func refusal(_ edit: (inout [GeneratedFile]) -> Void, options: DiagnosticOptions = DiagnosticOptions()) -> String? {
            var edited = files
            edit(&edited)
            let original = LayoutCompiler(options: options).compile(sources)
            let problems = LayoutFlattening.differences(building: edited, from: original, options: options, folder: "out")
            #expect(problems.allSatisfy { $0.code == .layoutNotFlattenable })
            // Without overrides, the note names no override as the cause (review 42, G7).
            #expect(problems.first?.notes.map(\.message) == ["nothing was written; this is a bug of kbc's: please report it with the layout files"])
            return problems.first?.message
        }
        func change(_ name: String, in files: inout [GeneratedFile], _ change: (String) -> String) {
            let index = files.firstIndex { $0.name == name }!
            files[index].contents = change(files[index].contents)
        }
        let unused = "title: \"C\"\n# kbc:allow KBC0211: nothing here\n"
        #expect(refusal { change("child.yaml", in: &$0) { $0.replacingOccurrences(of: "title: \"C\"\n", with: unused) } }?
            .hasPrefix("this file cannot be flattened exactly: its flattened file would report KBC0805 warning, which the layouts do not: out/child.yaml:4:13:") == true)
        let lost = "  # kbc:allow KBC0228: no alternates\n  - [{key: \"4\""
        #expect(refusal { change("base.yaml", in: &$0) { $0.replacingOccurrences(of: "  - [{key: \"4\"", with: lost) } }?
            .hasPrefix("this file cannot be flattened exactly: its flattened file would not report KBC0228 warning as the layouts do: in/base.yaml:4:23:") == true)
        #expect(refusal({ change("child.yaml", in: &$0) { $0.replacingOccurrences(of: "title: \"C\"\n", with: unused) } }, options: DiagnosticOptions(disabled: [.hintWithoutAlternates], warningsAsErrors: true))?
            .hasPrefix("this file cannot be flattened exactly: the flattened files would report an error the layouts do not: out/child.yaml:4:13: the suppression of KBC0211 silences nothing") == true)
    }
}
