import KeyboardCompiler
import KeyboardRuntime
import Testing

/// `extends`: a keyboard starts from another and replaces what differs; mistakes point into both files.
@Suite struct InheritanceTests {
    private let base = """
        keyboard: ru-letters
        locale: ru
        title: Буквы
        shuffle: on-show
        rows:
          - й ц у к е н г ш щ з х
          - ф ы в а п р о л д ж э
          - [{action: shift, width: fill}, я, ч, с, м, и, т, ь, б, {action: delete, width: fill}]
          - [{action: switch, to: ru-symbols}, {action: space, width: fill}, {action: return}]
        """
    private let symbols = "keyboard: ru-symbols\nrows:\n  - 1 2 3\n  - [{action: switch, to: ru-letters, width: fill}]\n"

    private func compile(_ derived: String) -> CompilationResult {
        LayoutCompiler().compile([
            LayoutSource(path: "ru.yaml", text: base), LayoutSource(path: "symbols.yaml", text: symbols),
            LayoutSource(path: "derived.yaml", text: derived),
        ])
    }

    @Test func theDocumentedExampleMergesFieldsAndReplacesOneRow() throws {
        let example = try #require(DocumentationTests.blocks("yaml", in: DocumentationTests.layoutFormat).first { $0.contains("\nextends: ru-letters") })
        let result = compile(example)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let derived = try #require(result.layouts.first { $0.id == "ru-letters-2" })
        let original = try #require(result.layouts.first { $0.id == "ru-letters" })
        #expect(derived.locale == "ru")
        #expect(derived.shufflePolicy == .onShow)
        #expect(derived.title == "Буквы")
        #expect(derived.toolbar?.title == "Буквы")
        #expect(Array(derived.rows.prefix(3)) == Array(original.rows.prefix(3)))
        #expect(derived.rows.count == 4)
        let bottom = try #require(derived.rows.last)
        #expect(bottom.keys[0].label == "АБВ")
        // The space bar of this file's own row is named in the inherited locale.
        #expect(bottom.keys[1].label == DefaultLabels.label(for: .space, locale: "ru"))
    }

    @Test func aProblemInAnInheritedRowIsReportedOnceInTheBaseFile() {
        let result = LayoutCompiler().compile([
            LayoutSource(path: "a.yaml", text: "keyboard: a\nrows:\n  - [x, x]\n"),
            LayoutSource(path: "b.yaml", text: "keyboard: b\nextends: a\ntitle: B\n"),
        ])
        #expect(result.diagnostics.map { $0.location?.description ?? "" } == ["a.yaml:3:9"])
        #expect(result.diagnostics.map(\.code) == [.duplicateOutput])
    }

    @Test func missingBasesCirclesAndRowsPastTheEndAreLocatedInBothFiles() {
        let missing = compile("keyboard: m\nextends: ru-leters\n")
        #expect(missing.diagnostics.map(\.code) == [.unknownBase])
        #expect(missing.diagnostics.first?.notes.first?.message == "did you mean 'ru-letters'?")

        let circle = LayoutCompiler().compile([
            LayoutSource(path: "a.yaml", text: "keyboard: a\nextends: b\n"), LayoutSource(path: "b.yaml", text: "keyboard: b\nextends: a\n"),
        ])
        #expect(circle.diagnostics.map(\.code) == [.extendsCycle])
        #expect(circle.diagnostics.first?.message == "'a' extends itself: 'a' → 'b' → 'a'")
        #expect(circle.diagnostics.first?.notes.first?.location?.description == "b.yaml:2:10")

        let past = compile("keyboard: p\nextends: ru-letters\nrows:\n  5: [a]\n  x: [b]\n")
        #expect(past.diagnostics.map { "\($0.code.identifier)@\($0.location!)" } == ["KBC0222@derived.yaml:4:3", "KBC0102@derived.yaml:5:3"])
        #expect(past.diagnostics.first?.notes.first?.location?.description == "ru.yaml:6:3")
        #expect(past.layouts.allSatisfy { $0.id != "p" })
    }

    @Test func theGeneratedSwiftHoldsTheMergedKeyboard() throws {
        let result = compile("keyboard: ru-big\nextends: ru-letters\nshuffle: never\n")
        let (files, _) = SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter(accessLevel: .public))
        let generated = try #require(files.first { $0.name == "derived.swift" })
        #expect(generated.contents.contains(#"Key(action: .insert("й"), label: "й""#))
        #expect(generated.contents.contains("shufflePolicy: .never"))
    }
}
