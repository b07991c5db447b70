import Foundation
@testable import KeyboardCompiler
import KeyboardRuntime
import Testing

/// The article "Theming your keyboard": its YAML examples compile together without a diagnostic, its
/// Swift example runs (verbatim, as `Tests/Lint/check_doc_examples.py` checks), and it names every
/// field of the theme format.
@Suite struct ThemingArticleTests {
    static let article = DocumentationTests.text("Sources/KeyboardCompiler/KeyboardCompiler.docc/ThemingYourKeyboard.md")

    @Test func theExamplesCompileCleanlyInTheirTheme() throws {
        let blocks = DocumentationTests.blocks("yaml", in: Self.article)
        #expect(blocks.count == 3)
        let sources = blocks.enumerated().map { LayoutSource(path: "article-\($0.offset).yaml", text: $0.element) }
        let result = LayoutCompiler().compile(sources)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.themes.map(\.theme.id) == ["bank-blue"])
        #expect(result.layouts.map(\.id).sorted() == ["amount-pad", "card-pin"])
        for layout in result.layouts {
            #expect(layout.theme?.id == "bank-blue")
        }
        // The override colours the delete key gold, and only it.
        let pad = try #require(result.layouts.first { $0.id == "amount-pad" })
        let keys = pad.rows.flatMap(\.keys)
        let theme = try #require(pad.theme)
        let delete = try #require(keys.first { $0.action == .delete })
        let zero = try #require(keys.first { $0.action == .insert("0") })
        #expect(theme.style(for: delete, onPage: "amount-pad", appearance: .light).fill == ThemeColor(rgba: 0xF2B7_05FF))
        #expect(theme.style(for: delete, onPage: "amount-pad", appearance: .dark).label == ThemeColor(rgba: 0x0A14_24FF))
        #expect(theme.style(for: zero, onPage: "amount-pad", appearance: .light).fill == ThemeColor(rgba: 0xFFFF_FFFF))
    }

    @Test func theSwiftExampleResolvesAStyle() {
        let theme = KeyboardTheme.highContrast
        let key = Key(action: .returnKey, label: "Done")
        let style = theme.style(for: key, onPage: "amount-pad", returnKeyRole: .done, appearance: .dark)
        #expect(style == theme.styles(.dark)[.finishingReturn])
    }

    @Test func everyFieldOfTheFormatIsNamed() {
        func names(_ fields: [ThemeField]) -> [String] {
            fields.flatMap { field -> [String] in
                switch field.kind {
                case .mapping(let inner), .list(let inner): return [field.name] + names(inner)
                default: return [field.name]
                }
            }
        }
        for name in Set(names(ThemeFormat.themeFields)).sorted() {
            #expect(Self.article.contains("`\(name)`"), "the article does not name the theme field '\(name)'")
        }
    }
}
