import KeyboardRuntime

/// Renders a keyboard as a Swift source file: an extension on `KeyboardLayout` with one static
/// property.
///
/// The value is built by a closure whose rows are typed local arrays, one per row, so the type checker
/// works on small, explicitly typed expressions and generated code type-checks in time linear in the
/// number of keys (a single nested literal grows super-linearly).
public struct SwiftSourceEmitter: Sendable {
    /// The access level of generated declarations.
    public enum AccessLevel: String, Sendable, CaseIterable {
        /// Visible inside the module that compiles the code (the default).
        case `internal`
        /// Visible to the module's clients.
        case `public`
    }

    /// The access level of the generated properties.
    public var accessLevel: AccessLevel

    /// Creates an emitter.
    public init(accessLevel: AccessLevel = .internal) {
        self.accessLevel = accessLevel
    }

    /// The Swift source for `layout`, naming `sourceFile` (a file name, not a path, so output does not
    /// depend on where the project lives) in its header.
    public func source(for layout: KeyboardLayout, sourceFile: String) -> String {
        let name = SwiftNames.propertyName(forKeyboardID: layout.id)
        let access = accessLevel == .public ? "public " : ""
        // File names are the user's too: keep them to one line of comment.
        let sourceFile = sourceFile.commentSafe
        var lines: [String] = [
            "\(SwiftGeneration.headerPrefix)\(sourceFile). Do not edit: change the layout file and build again.",
            "",
            "import KeyboardRuntime",
            "",
            "extension KeyboardLayout {",
            "    /// \(documentation(for: layout)), generated from `\(sourceFile)`.",
            "    \(access)static let \(SwiftNames.escaped(name)): KeyboardLayout = {",
        ]
        for (index, row) in layout.rows.enumerated() {
            appendKeys(of: row, named: "row\(index + 1)", to: &lines)
        }
        for (variantIndex, variant) in layout.variants.enumerated() {
            for (index, row) in variant.rows.enumerated() {
                appendKeys(of: row, named: "variant\(variantIndex + 1)Row\(index + 1)", to: &lines)
            }
        }
        let settings = pageSettingLines(for: layout)
        let declaresPolicy = layout.screenReaderPolicy != .keepShuffling || !layout.variants.isEmpty || !settings.isEmpty || hasCompositionStatements(layout)
        lines.append(declaresPolicy ? "        var layout = KeyboardLayout(" : "        return KeyboardLayout(")
        lines.append("            id: \(SwiftLiteral.string(layout.id)),")
        lines.append("            title: \(SwiftLiteral.optionalString(layout.title)),")
        lines.append("            locale: \(SwiftLiteral.optionalString(layout.locale)),")
        lines.append("            characterWidth: .\(layout.characterWidth == .half ? "half" : "full"),")
        lines.append("            shufflePolicy: .\(policyCase(layout.shufflePolicy)),")
        // The toolbar is written only when it is not the one the title implies (the title and Done).
        if layout.toolbar != layout.title.map({ KeyboardToolbar.standard(title: $0, locale: layout.locale) }) {
            lines.append("            toolbar: \(toolbarExpression(layout.toolbar)),")
        }
        lines.append("            rows: [")
        for (index, row) in layout.rows.enumerated() {
            lines.append("                " + rowExpression(row, keys: "row\(index + 1)") + ",")
        }
        lines.append("            ]")
        lines.append("        )")
        if declaresPolicy {
            if layout.screenReaderPolicy != .keepShuffling { lines.append("        layout.screenReaderPolicy = .stopShuffling") }
            for (variantIndex, variant) in layout.variants.enumerated() {
                let device = variant.device.map { ".\($0.rawValue)" } ?? "nil"
                let width = variant.minimumWidth.map { SwiftLiteral.units($0) } ?? "nil"
                lines.append("        layout.variants.append(LayoutVariant(device: \(device), minimumWidth: \(width), rows: [")
                for (index, row) in variant.rows.enumerated() {
                    lines.append("            " + rowExpression(row, keys: "variant\(variantIndex + 1)Row\(index + 1)") + ",")
                }
                lines.append("        ]))")
            }
            lines += compositionStatements(for: layout)
            lines += settings
            lines.append("        return layout")
        }
        lines.append("    }()")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A typed array of a row's keys, one declaration per row: the type checker's work stays linear.
    private func appendKeys(of row: KeyRow, named name: String, to lines: inout [String]) {
        lines.append("        let \(name): [Key] = [")
        for key in row.keys { lines.append("            " + keyExpression(key) + ",") }
        lines.append("        ]")
    }

    /// `KeyRow(keys: name)`, with its spacers when it has any.
    private func rowExpression(_ row: KeyRow, keys name: String) -> String {
        guard !row.spacers.isEmpty else { return "KeyRow(keys: \(name))" }
        let spacers = row.spacers.map { "RowSpacer(before: \($0.position), width: \(SwiftLiteral.units($0.width)))" }
        return "KeyRow(keys: \(name), spacers: [\(spacers.joined(separator: ", "))])"
    }

    private func documentation(for layout: KeyboardLayout) -> String {
        let id = "`\(layout.id)`"
        guard let title = layout.title else { return "The \(id) keyboard" }
        return "\(title.commentSafe.replacingBackticks()) (\(id))"
    }

    private func keyExpression(_ key: Key) -> String {
        var arguments = ["action: " + actionExpression(key.action), "label: " + SwiftLiteral.string(key.label)]
        if let shifted = key.shiftedText { arguments.append("shiftedText: " + SwiftLiteral.string(shifted)) }
        switch key.width {
        case .units(1): break
        case .units(let units): arguments.append("width: .units(\(SwiftLiteral.units(units)))")
        case .fill: arguments.append("width: .fill")
        }
        if key.isPinned { arguments.append("isPinned: true") }
        if let group = key.group { arguments.append("group: " + SwiftLiteral.string(group)) }
        if let spoken = key.spokenName { arguments.append("spokenName: " + SwiftLiteral.string(spoken)) }
        // Typed arrays, so the type checker does no inference over their elements.
        if !key.alternates.isEmpty { arguments.append("alternates: [String](arrayLiteral: " + key.alternates.map(SwiftLiteral.string).joined(separator: ", ") + ")") }
        if let shifted = key.shiftedAlternates {
            arguments.append("shiftedAlternates: [String](arrayLiteral: " + shifted.map(SwiftLiteral.string).joined(separator: ", ") + ")")
        }
        if let hint = key.hint { arguments.append("hint: " + SwiftLiteral.string(hint)) }
        arguments += layerArguments(of: key)
        return "Key(" + arguments.joined(separator: ", ") + ")"
    }

    private func toolbarExpression(_ toolbar: KeyboardToolbar?) -> String {
        guard let toolbar else { return "nil" }
        let items = toolbar.items.map { item in
            // The spoken name only when there is one, so that existing layouts generate the same code.
            let spoken = item.spokenName.map { ", spokenName: " + SwiftLiteral.string($0) } ?? ""
            return "KeyboardToolbarItem(action: \(actionExpression(item.action)), label: \(SwiftLiteral.string(item.label)), placement: .\(item.placement.rawValue)\(spoken))"
        }
        return "KeyboardToolbar(title: \(SwiftLiteral.optionalString(toolbar.title)), items: [\(items.joined(separator: ", "))])"
    }

    private func actionExpression(_ action: KeyAction) -> String {
        switch action {
        case .insert(let text): return ".insert(\(SwiftLiteral.string(text)))"
        case .shift: return ".shift"
        case .delete: return ".delete"
        case .space: return ".space"
        case .returnKey: return ".returnKey"
        case .switchKeyboard(let id): return ".switchKeyboard(to: \(SwiftLiteral.string(id)))"
        case .toggleCharacterWidth(let id): return ".toggleCharacterWidth(to: \(SwiftLiteral.string(id)))"
        case .dismiss: return ".dismiss"
        }
    }

    private func policyCase(_ policy: ShufflePolicy) -> String {
        switch policy {
        case .never: return "never"
        case .onShow: return "onShow"
        case .afterEachKey: return "afterEachKey"
        }
    }
}

extension String {
    fileprivate func replacingBackticks() -> String {
        String(map { $0 == "`" ? "'" : $0 })
    }
}

extension String {
    /// The text with everything but printable characters (line breaks, controls, format characters)
    /// replaced by spaces, safe inside a one-line `//` comment.
    var commentSafe: String {
        String(unicodeScalars.map { scalar -> Character in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned: return " "
            default: return Character(scalar)
            }
        })
    }
}
