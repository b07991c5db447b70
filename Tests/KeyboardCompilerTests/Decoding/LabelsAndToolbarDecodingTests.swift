import KeyboardCompiler
import KeyboardRuntime
import Testing

private func compile(_ text: String) -> CompilationResult {
    LayoutCompiler().compile([LayoutSource(path: "test.yaml", text: text)])
}

private let padRows = "rows:\n  - 1 2 3\n  - 4 5 6\n  - 7 8 9\n  - [\".\", \"0\", {action: delete}]\n"

/// Function-key labels follow the layout's locale; the toolbar is declared or follows the title.
@Suite struct LabelsAndToolbarDecodingTests {
    @Test func functionKeyLabelsFollowTheLocaleWhereverItIsWritten() throws {
        // `locale` after `rows`: the labels still follow it.
        let result = compile("keyboard: zh\nrows:\n  - [{action: shift}, {action: space, width: fill}, {action: return}, {action: space, label: 空白}]\nlocale: zh-Hans-CN\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let keys = try #require(result.layouts.first).rows[0].keys
        #expect(keys.map(\.label) == ["⇧", "空格", "换行", "空白"])
    }

    @Test(arguments: [("ja", "空白", "改行"), ("ru", "Пробел", "Ввод"), ("zh-TW", "空格", "換行"), ("de", "Leerzeichen", "Return"), ("en", "space", "return")])
    func labelsPerLocale(_ locale: String, _ space: String, _ returnWord: String) throws {
        let result = compile("keyboard: k\nlocale: \(locale)\nrows:\n  - [{action: space}, {action: return}]\n")
        let keys = try #require(result.layouts.first).rows[0].keys
        #expect(keys.map(\.label) == [space, returnWord])
    }

    @Test func aTitleKeepsATitledToolbarWithDone() throws {
        let layout = try #require(compile("keyboard: pin\ntitle: PIN\nlocale: zh-Hans\n" + padRows).layouts.first)
        #expect(layout.toolbar == KeyboardToolbar(title: "PIN", items: [.done(label: "完成")]))
    }

    @Test func aLayoutCanOptOutOfTheToolbarOrOfDone() throws {
        let none = try #require(compile("keyboard: pin\ntitle: PIN\ntoolbar: none\n" + padRows).layouts.first)
        #expect(none.title == "PIN" && none.toolbar == nil)
        let noDone = try #require(compile("keyboard: pin\ntitle: PIN\ntoolbar: {done: false}\n" + padRows).layouts.first)
        #expect(noDone.toolbar == KeyboardToolbar(title: "PIN"))
        let doneOnly = try #require(compile("keyboard: pin\ntoolbar: {done: true}\n" + padRows).layouts.first)
        #expect(doneOnly.toolbar == KeyboardToolbar(title: nil, items: [.done(label: "Done")]))
        let empty = try #require(compile("keyboard: pin\ntitle: PIN\ntoolbar: {}\n" + padRows).layouts.first)
        #expect(empty.toolbar?.hasDone == true)
    }

    @Test func toolbarMistakesAreLocated() throws {
        let word = compile("keyboard: pin\ntitle: PIN\ntoolbar: false\n" + padRows)
        let invalid = try #require(word.diagnostics.first)
        #expect(invalid.code == .invalidValue)
        #expect(invalid.location?.line == 3 && invalid.location?.column == 10)
        #expect(invalid.notes.first?.message == "did you mean 'none'?")

        let field = compile("keyboard: pin\ntitle: PIN\ntoolbar: {dnoe: false}\n" + padRows)
        let unknown = try #require(field.diagnostics.first)
        #expect(unknown.code == .unknownField)
        #expect(unknown.location?.line == 3 && unknown.location?.column == 11)
        #expect(unknown.notes.first?.message == "did you mean 'done'?")

        let list = compile("keyboard: pin\ntoolbar: [done]\n" + padRows)
        #expect(list.diagnostics.first?.code == .wrongType)

        let boolean = compile("keyboard: pin\ntoolbar: {done: no}\n" + padRows)
        #expect(boolean.diagnostics.first?.code == .invalidBoolean)

        let empty = compile("keyboard: pin\ntoolbar: {done: false}\n" + padRows)
        let nothing = try #require(empty.diagnostics.first)
        #expect(nothing.code == .emptyValue)
        #expect(nothing.location?.line == 2 && nothing.location?.column == 10)
    }

    @Test func generatedSwiftCarriesAToolbarOnlyWhenItDiffersFromTheTitle() throws {
        let standard = try #require(compile("keyboard: pin\ntitle: PIN\n" + padRows).layouts.first)
        #expect(!SwiftSourceEmitter().source(for: standard, sourceFile: "pin.yaml").contains("toolbar:"))
        let none = try #require(compile("keyboard: pin\ntitle: PIN\ntoolbar: none\n" + padRows).layouts.first)
        #expect(SwiftSourceEmitter().source(for: none, sourceFile: "pin.yaml").contains("            toolbar: nil,\n"))
        let bare = try #require(compile("keyboard: pin\ntitle: PIN\ntoolbar: {done: false}\n" + padRows).layouts.first)
        #expect(SwiftSourceEmitter().source(for: bare, sourceFile: "pin.yaml").contains("            toolbar: KeyboardToolbar(title: \"PIN\", items: []),\n"))
        let done = try #require(compile("keyboard: pin\nlocale: fr\ntoolbar: {}\n" + padRows).layouts.first)
        #expect(SwiftSourceEmitter().source(for: done, sourceFile: "pin.yaml").contains(
            "toolbar: KeyboardToolbar(title: nil, items: [KeyboardToolbarItem(action: .dismiss, label: \"OK\", placement: .trailing)]),"))
    }
}
