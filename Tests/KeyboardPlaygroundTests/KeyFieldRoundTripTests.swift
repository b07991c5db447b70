@testable import KeyboardCompiler
import KeyboardPlayground
import KeyboardRuntime
import Testing

/// Every key field survives every way a key is written, one test per case of ``KeyField``: a keyboard
/// that sets the field to something other than its default compiles to a key whose generated Swift says
/// so, which the playground's wire format gives back unchanged, and which `kbc flatten`'s YAML gives back
/// when decoded again. A toolbar item's fields go the same ways.
///
/// A new case of ``KeyField`` does not compile here until it has a ``sample(of:)``; with one, a step of
/// CONTRIBUTING.md's "Adding a key field" left out fails one of these checks.
@Suite struct KeyFieldRoundTripTests {
    /// A key setting a field, as a layout file writes it, and what the generated `Key(…)` says for it.
    struct Sample {
        var yaml: String
        var swift: String
        /// For a field toolbar items have: an item setting it, and what the generated
        /// `KeyboardToolbarItem(…)` says for it.
        var toolbarItem: (yaml: String, swift: String)?
    }

    static func sample(of field: KeyField) -> Sample {
        let item = "action: switch, to: other"
        return switch field {
        case .key: Sample(yaml: "{key: ж}", swift: #"Key(action: .insert("ж"), label: "ж", shiftedText: "Ж")"#)
        case .action:
            Sample(yaml: "{action: delete}", swift: "Key(action: .delete, ",
                   toolbarItem: ("{action: toggle-width, to: other}", #"KeyboardToolbarItem(action: .toggleCharacterWidth(to: "other")"#))
        case .label:
            Sample(yaml: "{key: q, label: Q!}", swift: #"label: "Q!""#, toolbarItem: ("{\(item), label: Other}", #"label: "Other""#))
        case .shift: Sample(yaml: "{key: q, shift: W}", swift: #"shiftedText: "W""#)
        case .width: Sample(yaml: "{key: q, width: 1.5}", swift: "width: .units(1.5)")
        case .pin: Sample(yaml: "{key: q, pin: true}", swift: "isPinned: true")
        case .group: Sample(yaml: "{key: q, group: g}", swift: #"group: "g""#)
        case .to:
            Sample(yaml: "{action: switch, to: other}", swift: #"Key(action: .switchKeyboard(to: "other")"#,
                   toolbarItem: ("{\(item)}", #"KeyboardToolbarItem(action: .switchKeyboard(to: "other")"#))
        case .spoken:
            Sample(yaml: "{key: q, spoken: queue}", swift: #"spokenName: "queue""#,
                   toolbarItem: ("{\(item), spoken: the other page}", #"spokenName: "the other page""#))
        case .alternates: Sample(yaml: "{key: e, alternates: é è}", swift: #"alternates: [String](arrayLiteral: "é", "è")"#)
        case .hint: Sample(yaml: "{key: q, hint: ¹}", swift: #"hint: "¹""#)
        case .flick: Sample(yaml: "{key: あ, flick: {left: い, up: う}}", swift: #"flick: FlickTexts(left: "い", up: "う")"#)
        case .caps: Sample(yaml: "{key: ß, shift: SS, caps: ẞ}", swift: #"capsText: "ẞ""#)
        case .shiftSpoken: Sample(yaml: "{key: q, shiftSpoken: big queue}", swift: #"shiftedSpokenName: "big queue""#)
        }
    }

    /// The keyboard a sample's switch keys and toolbar items lead to: full-width, so that a `toggle-width`
    /// item may lead there too.
    static let other = LayoutSource(path: "other.yaml", text: "keyboard: other\ncharacterWidth: full\nrows:\n  - １ ２ ３\n")

    /// The keyboard `page` compiled with ``other``, which must have no errors.
    static func compile(_ page: String, path: String = "page.yaml") -> KeyboardLayout? {
        let result = LayoutCompiler().compile([LayoutSource(path: path, text: page), other])
        let hasErrors = result.hasErrors
        #expect(!hasErrors, "\(result.diagnostics.map(\.message))\n\(page)")
        return result.layouts.first { $0.id == "page" }
    }

    @Test(arguments: KeyField.allCases)
    func keyFieldSurvivesEveryWayAKeyIsWritten(_ field: KeyField) throws {
        let sample = Self.sample(of: field)
        #expect(sample.yaml.contains(field.rawValue + ":"), "the sample of '\(field.rawValue)' should set it")
        #expect((field.toolbarItemField != nil) == (sample.toolbarItem != nil), "a toolbar item sample exactly for the fields toolbar items have")
        let toolbar = sample.toolbarItem.map { "toolbar: {items: [\($0.yaml)]}\n" } ?? ""
        let page = "keyboard: page\n\(toolbar)rows:\n  - [\(sample.yaml), x]\n"
        let layout = try #require(Self.compile(page))
        let key = layout.rows[0].keys[0]

        // Decoded and emitted as Swift.
        let swift = SwiftSourceEmitter().source(for: layout, sourceFile: "page.yaml")
        #expect(swift.contains(sample.swift), "the generated Swift should say \(sample.swift)")
        if let item = sample.toolbarItem {
            #expect(swift.contains(item.swift), "the generated Swift should say \(item.swift)")
        }

        // The playground's wire format.
        let wired = try LayoutWire.decode(LayoutWire.encode([layout]))
        #expect(wired == [layout])

        // Flattened: the YAML written for the keyboard decodes to the same key and toolbar.
        let flattened = try YAMLLayoutEmitter().source(for: layout, sourceFile: "page.yaml").get()
        let reread = try #require(Self.compile(flattened, path: "flattened.yaml"))
        #expect(reread.rows[0].keys[0] == key)
        #expect(reread.toolbar == layout.toolbar)
    }
}
