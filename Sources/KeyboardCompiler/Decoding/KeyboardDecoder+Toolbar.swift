import KeyboardRuntime
import YAMLLoader

// `toolbar:`: none, the standard bar, or declared items.
extension KeyboardDecoder {
    // MARK: Toolbar

    /// What a file says about its toolbar.
    enum ToolbarDeclaration {
        /// No toolbar field: the title and Done when there is a title.
        case standard
        /// `toolbar: none`.
        case none
        /// `toolbar: {...}`: leading items (written as function keys) and whether Done is at the right.
        case declared(done: Bool, items: [Key] = [])

        func toolbar(title: String?, locale: String?) -> KeyboardToolbar? {
            switch self {
            case .standard: return title.map { KeyboardToolbar.standard(title: $0, locale: locale) }
            case .none: return nil
            case .declared(let done, let keys):
                let leading = keys.map { key in
                    KeyboardToolbarItem(action: key.action, label: key.label.isEmpty ? DefaultLabels.label(for: key.action, locale: locale) : key.label,
                                placement: .leading, spokenName: key.spokenName)
                }
                return KeyboardToolbar(title: title, items: leading + (done ? [.done(locale: locale)] : []))
            }
        }

        /// The error at `location`, where the `toolbar` field is, when this toolbar would show nothing with
        /// `title`: `done: false` and no items, on a keyboard without a title. Checked by the decoder, and
        /// by the resolver for a keyboard that extends another and may inherit its title.
        func emptinessError(title: String?, at location: SourceLocation?) -> Diagnostic? {
            guard case .declared(done: false, items: let items) = self, items.isEmpty, title == nil else { return nil }
            return .emptyToolbar(at: location)
        }
    }

    mutating func decodeToolbar(_ node: YAMLNode) -> ToolbarDeclaration? {
        switch node.content {
        case .scalar(let scalar):
            let text = scalar.text
            guard text == "none" else {
                var notes = [DiagnosticNote("'toolbar' is 'none' or a mapping such as '{done: false}'")]
                if text == "false" || ScalarSyntax.yaml11Booleans.contains(text) {
                    notes.insert(Suggestions.note(suggesting: "none", for: node, in: file), at: 0)
                }
                report(.invalidValue, "'\(text)' is not a valid toolbar", at: node.position, notes: notes)
                return nil
            }
            return ToolbarDeclaration.none
        case .sequence:
            report(.wrongType, "'toolbar' must be 'none' or a mapping, found \(node.kindDescription)", at: node.position)
            return nil
        case .mapping(let entries):
            var done = true
            var items: [Key] = []
            for entry in entries {
                guard let field: ToolbarField = knownField(entry, allowed: LayoutFormat.toolbarFields, in: "a toolbar") else { continue }
                switch field {
                case .done: if let value = boolean(entry.value, field: field.rawValue) { done = value }
                case .items: items = decodeToolbarItems(entry.value)
                }
            }
            return .declared(done: done, items: items)
        }
    }

    /// Toolbar items, written as `switch` or `toggle-width` function keys; where each was written is kept
    /// in ``LayoutPositions/toolbarItems`` for the rules that check their targets.
    mutating func decodeToolbarItems(_ node: YAMLNode) -> [Key] {
        guard case .sequence(let nodes) = node.content else {
            report(.wrongType, "'items' must be a list of items such as {action: switch, to: letters}, found \(node.kindDescription)", at: node.position)
            return []
        }
        var items: [Key] = []
        for item in nodes {
            guard case .mapping(let entries) = item.content, entries.contains(where: { $0.key.isScalar(KeyField.action.rawValue) }) else {
                report(.invalidKey, "a toolbar item is a function key such as {action: switch, to: letters, label: ABC}", at: item.position)
                continue
            }
            var itemPositions = KeyPositions(key: item.position)
            guard let key = functionKey(entries, positions: &itemPositions, table: .toolbarItem, in: "a toolbar item") else { continue }
            guard key.targetKeyboardID != nil else {
                report(.invalidValue, "a toolbar item switches pages ('switch') or the character width ('toggle-width')",
                       at: itemPositions.position(of: .action) ?? item.position,
                       notes: [DiagnosticNote("Done is 'done: true'; other keys belong in the rows")])
                continue
            }
            items.append(key)
            toolbarItemPositions.append(itemPositions.position(of: .to) ?? item.position)
            toolbarItemFields.append(itemPositions)
        }
        return items
    }

    /// Why a field that a mapping of `object` lacks is not there, when the reason is not obvious.
    static func missingFieldReason(_ name: String, in object: String) -> String? {
        // A toolbar item is as wide as its word; a width was accepted and ignored before it was refused.
        if object == "a toolbar item" && name == "width" {
            return "a toolbar item is as wide as its label; the bar lays its items out itself"
        }
        return nil
    }
}
