import KeyboardRuntime
import TextClassification

/// Renders a keyboard as a Swift source file: an extension on `KeyboardLayout` with one static
/// property.
///
/// The value is built by a private static function whose rows are typed local arrays, one per row, each
/// literal at most 16 keys (`keysPerLiteral`), so the type checker works on small, explicitly typed
/// statements one at a time, and generated code type-checks in time linear in the number of keys and in
/// bounded memory. (A single nested literal grows super-linearly; a closure holds all of its statements'
/// type-checking memory until its end: 505 MB and 142 MB for a row of 384 keys.)
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
        String(decoding: utf8Source(for: layout, sourceFile: sourceFile), as: UTF8.self)
    }

    /// ``source(for:sourceFile:)`` as the UTF-8 bytes a generated file holds, written into one buffer.
    public func utf8Source(for layout: KeyboardLayout, sourceFile: String) -> [UInt8] {
        var out = SwiftSourceWriter(capacity: 1024 + 96 * Self.keyCount(of: layout))
        // File names are the user's too: keep them to one line of comment.
        out.write(raw: SwiftGeneration.headerPrefix)
        out.write(comment: sourceFile)
        out.write(". Do not edit: change the layout file and build again.\n\nimport KeyboardRuntime\n\nextension KeyboardLayout {\n")
        writeProperty(for: layout, to: &out) { out in
            out.write(", generated from `")
            out.write(comment: sourceFile)
            out.write("`.")
        }
        out.write("}\n")
        return out.bytes
    }

    /// The keys of `layout` in all, for the writer's first allocation.
    static func keyCount(of layout: KeyboardLayout) -> Int {
        layout.rows.reduce(0) { $0 + $1.keys.count } + layout.variants.reduce(0) { $0 + $1.rows.reduce(0) { $0 + $1.keys.count } }
    }

    /// A static `KeyboardLayout` property for `layout` and the private function that builds it, indented as
    /// members of a type; `origin` ends the property's one-line documentation after the keyboard's name.
    func writeProperty(for layout: KeyboardLayout, to out: inout SwiftSourceWriter, origin: (inout SwiftSourceWriter) -> Void) {
        out.write("    /// ")
        writeDocumentation(for: layout, to: &out)
        origin(&out)
        out.write("\n    ")
        if accessLevel == .public { out.write("public ") }
        out.write("static let ")
        let property = SwiftNames.propertyName(forKeyboardID: layout.id)
        out.write(raw: SwiftNames.escaped(property))
        out.write(": KeyboardLayout = ")
        Self.writeBuilderName(forProperty: property, to: &out)
        out.write("()\n\n    // A function, not a closure: the type checker takes its statements one by one, in bounded memory.\n")
        out.write("    private static func ")
        Self.writeBuilderName(forProperty: property, to: &out)
        out.write("() -> KeyboardLayout {\n")
        for (index, row) in layout.rows.enumerated() {
            writeKeys(of: row, named: { $0.write("row"); $0.write(integer: index + 1) }, to: &out)
        }
        for (variantIndex, variant) in layout.variants.enumerated() {
            for (index, row) in variant.rows.enumerated() {
                writeKeys(of: row, named: { Self.writeVariantRowName(variantIndex, index, to: &$0) }, to: &out)
            }
        }
        // Page settings (rtl's direction and input length) and composition are rare: written as lines.
        let statements = compositionStatements(for: layout) + pageSettingLines(for: layout)
        let declaresPolicy = layout.screenReaderPolicy != .keepShuffling || !layout.variants.isEmpty || !statements.isEmpty || layout.theme != nil
        out.write(declaresPolicy ? "        var layout = KeyboardLayout(\n" : "        return KeyboardLayout(\n")
        writeLayoutArguments(of: layout, to: &out)
        out.write("            rows: [\n")
        for (index, row) in layout.rows.enumerated() {
            out.indent(16)
            writeRow(row, keys: { $0.write("row"); $0.write(integer: index + 1) }, to: &out)
            out.write(",\n")
        }
        out.write("            ]\n        )\n")
        if declaresPolicy {
            if layout.screenReaderPolicy != .keepShuffling { out.write("        layout.screenReaderPolicy = .stopShuffling\n") }
            for (variantIndex, variant) in layout.variants.enumerated() {
                out.write("        layout.variants.append(LayoutVariant(device: ")
                if let device = variant.device { out.write(byte: UInt8(ascii: ".")); out.write(raw: device.rawValue) } else { out.write("nil") }
                out.write(", minimumWidth: ")
                if let width = variant.minimumWidth { out.write(units: width) } else { out.write("nil") }
                out.write(", rows: [\n")
                for (index, row) in variant.rows.enumerated() {
                    out.indent(12)
                    writeRow(row, keys: { Self.writeVariantRowName(variantIndex, index, to: &$0) }, to: &out)
                    out.write(",\n")
                }
                out.write("        ]))\n")
            }
            for statement in statements {
                out.write(raw: statement)
                out.write(byte: UInt8(ascii: "\n"))
            }
            if let theme = layout.theme { ThemeSwiftEmitter.writeThemeStatement(for: theme, to: &out) }
            out.write("        return layout\n")
        }
        out.write("    }\n")
    }

    // MARK: Where each field is written
    //
    // A new field of `KeyboardLayout` goes in `writeLayoutArguments`, a new field of `Key` in `writeKey`:
    // one `if` that writes `, label: ` and the value when the field is not its default (so layouts
    // without it generate the same code), using the writer's `write(stringLiteral:)`, `write(units:)`,
    // `write(integer:)` or a `StaticString` for an enum case. Arguments appear in the initializer's order.

    /// The arguments of `KeyboardLayout(…)` before `rows:`, one per line.
    private func writeLayoutArguments(of layout: KeyboardLayout, to out: inout SwiftSourceWriter) {
        out.write("            id: ")
        out.write(stringLiteral: layout.id)
        out.write(",\n            title: ")
        out.write(optionalStringLiteral: layout.title)
        out.write(",\n            locale: ")
        out.write(optionalStringLiteral: layout.locale)
        out.write(",\n            characterWidth: ")
        out.write(layout.characterWidth == .half ? ".half" : ".full")
        out.write(",\n            shufflePolicy: ")
        out.write(policyCase(layout.shufflePolicy))
        out.write(",\n")
        // The toolbar is written only when it is not the one the title implies (the title and Done).
        if layout.toolbar != layout.title.map({ KeyboardToolbar.standard(title: $0, locale: layout.locale) }) {
            out.write("            toolbar: ")
            writeToolbar(layout.toolbar, to: &out)
            out.write(",\n")
        }
    }

    /// The most keys (or gaps) in one array literal. The type checker solves a literal as one expression,
    /// in memory that grows with its elements (505 MB for a row of 384 keys); longer rows are appended to
    /// in literals of this many keys, each a statement of its own. Gaps are declared beside their row's
    /// keys for the same reason (32 rows of 6 gaps in the keyboard's expression took 189 MB).
    static let keysPerLiteral = 16

    /// `_makePinPad` for `pinPad`: the private function that builds the property's keyboard (`_make` alone
    /// for an empty name). The underscore, which no keyboard's Swift name has, keeps it apart from every
    /// property: with `makePinPad`, the keyboard `make-pin-pad` would be a second `makePinPad` beside
    /// `pin-pad`'s function, and the generated code would not compile.
    static func writeBuilderName(forProperty property: String, to out: inout SwiftSourceWriter) {
        out.write("_make")
        out.write(capitalizedRaw: property)
    }

    /// A typed array of a row's keys, one declaration per row: the type checker's work stays linear.
    /// A row longer than ``keysPerLiteral`` is a `var` that the following literals are appended to.
    private func writeKeys(of row: KeyRow, named name: (inout SwiftSourceWriter) -> Void, to out: inout SwiftSourceWriter) {
        let keys = row.keys
        out.write(keys.count > Self.keysPerLiteral ? "        var " : "        let ")
        name(&out)
        out.write(": [Key] = [\n")
        // Through a pointer: each key's fields are read in place; passing `keys[index]` copied the whole key
        // (a retain and release per field, a large share of the emitter's cost per key).
        keys.withUnsafeBufferPointer { keys in
            guard let first = keys.baseAddress else { return }
            for index in keys.indices {
                if index > 0 && index % Self.keysPerLiteral == 0 {
                    out.write("        ]\n        ")
                    name(&out)
                    out.write(" += [\n")
                }
                out.indent(12)
                writeKey(first + index, to: &out)
                out.write(",\n")
            }
        }
        out.write("        ]\n")
        guard !row.spacers.isEmpty else { return }
        // The row's gaps likewise, apart from the keyboard's expression: `let row1Spacers: [RowSpacer] = [`.
        let spacers = row.spacers
        out.write(spacers.count > Self.keysPerLiteral ? "        var " : "        let ")
        name(&out)
        out.write("Spacers: [RowSpacer] = [\n")
        for index in spacers.indices {
            if index > 0 && index % Self.keysPerLiteral == 0 {
                out.write("        ]\n        ")
                name(&out)
                out.write("Spacers += [\n")
            }
            out.write("            RowSpacer(before: ")
            out.write(integer: spacers[index].position)
            out.write(", width: ")
            out.write(units: spacers[index].width)
            out.write("),\n")
        }
        out.write("        ]\n")
    }

    /// `variant2Row3`: the name of a variant's row array.
    private static func writeVariantRowName(_ variantIndex: Int, _ index: Int, to out: inout SwiftSourceWriter) {
        out.write("variant")
        out.write(integer: variantIndex + 1)
        out.write("Row")
        out.write(integer: index + 1)
    }

    /// `KeyRow(keys: row1)`, or `KeyRow(keys: row1, spacers: row1Spacers)` for a row with gaps.
    private func writeRow(_ row: KeyRow, keys name: (inout SwiftSourceWriter) -> Void, to out: inout SwiftSourceWriter) {
        out.write("KeyRow(keys: ")
        name(&out)
        guard !row.spacers.isEmpty else { return out.write(byte: UInt8(ascii: ")")) }
        out.write(", spacers: ")
        name(&out)
        out.write("Spacers)")
    }

    private func writeDocumentation(for layout: KeyboardLayout, to out: inout SwiftSourceWriter) {
        guard let title = layout.title else {
            out.write("The `")
            out.write(raw: layout.id)
            return out.write("` keyboard")
        }
        out.write(comment: title, replacingBackticks: true)
        out.write(" (`")
        out.write(raw: layout.id)
        out.write("`)")
    }

    /// `Key(action: …, label: …)` with every argument that is not its default, the key read in place.
    /// Inlined into the row's loop.
    @inline(__always)
    private func writeKey(_ key: UnsafePointer<Key>, to out: inout SwiftSourceWriter) {
        if case .insert(let text) = key.pointee.action {
            // The common key in fewer pieces: `Key(action: .insert("q"), label: "q"`.
            out.write("Key(action: .insert(")
            out.write(stringLiteral: text)
            out.write("), label: ")
        } else {
            out.write("Key(action: ")
            writeAction(key.pointee.action, to: &out)
            out.write(", label: ")
        }
        out.write(stringLiteral: key.pointee.label)
        if let shifted = key.pointee.shiftedText {
            out.write(", shiftedText: ")
            out.write(stringLiteral: shifted)
        }
        switch key.pointee.width {
        case .units(1): break
        case .units(let units):
            out.write(", width: .units(")
            out.write(units: units)
            out.write(byte: UInt8(ascii: ")"))
        case .fill: out.write(", width: .fill")
        }
        if key.pointee.isPinned { out.write(", isPinned: true") }
        if let group = key.pointee.group {
            out.write(", group: ")
            out.write(stringLiteral: group)
        }
        // One test for the rarely used fields, which all live in one box.
        if key.pointee.hasSpokenNameAlternatesOrHint { writeExtras(of: key.pointee, to: &out) }
        out.write(byte: UInt8(ascii: ")"))
    }

    /// The arguments of a key's rarely used fields, in the initializer's order.
    private func writeExtras(of key: Key, to out: inout SwiftSourceWriter) {
        if let spoken = key.spokenName {
            out.write(", spokenName: ")
            out.write(stringLiteral: spoken)
        }
        // Typed arrays, so the type checker does no inference over their elements.
        if !key.alternates.isEmpty {
            out.write(", alternates: ")
            writeStringArray(key.alternates, to: &out)
        }
        if let shifted = key.shiftedAlternates {
            out.write(", shiftedAlternates: ")
            writeStringArray(shifted, to: &out)
        }
        if let hint = key.hint {
            out.write(", hint: ")
            out.write(stringLiteral: hint)
        }
        for argument in layerArguments(of: key) {
            out.write(", ")
            out.write(raw: argument)
        }
    }

    /// `[String](arrayLiteral: "a", "b")`.
    private func writeStringArray(_ texts: [String], to out: inout SwiftSourceWriter) {
        out.write("[String](arrayLiteral: ")
        for (index, text) in texts.enumerated() {
            if index > 0 { out.write(", ") }
            out.write(stringLiteral: text)
        }
        out.write(byte: UInt8(ascii: ")"))
    }

    private func writeToolbar(_ toolbar: KeyboardToolbar?, to out: inout SwiftSourceWriter) {
        guard let toolbar else { return out.write("nil") }
        out.write("KeyboardToolbar(title: ")
        out.write(optionalStringLiteral: toolbar.title)
        out.write(", items: [")
        for (index, item) in toolbar.items.enumerated() {
            if index > 0 { out.write(", ") }
            out.write("KeyboardToolbarItem(action: ")
            writeAction(item.action, to: &out)
            out.write(", label: ")
            out.write(stringLiteral: item.label)
            out.write(", placement: .")
            out.write(raw: item.placement.rawValue)
            // The spoken name only when there is one, so that existing layouts generate the same code.
            if let spoken = item.spokenName {
                out.write(", spokenName: ")
                out.write(stringLiteral: spoken)
            }
            out.write(byte: UInt8(ascii: ")"))
        }
        out.write("])")
    }

    private func writeAction(_ action: KeyAction, to out: inout SwiftSourceWriter) {
        switch action {
        case .insert(let text):
            out.write(".insert(")
            out.write(stringLiteral: text)
            out.write(byte: UInt8(ascii: ")"))
        case .shift: out.write(".shift")
        case .delete: out.write(".delete")
        case .space: out.write(".space")
        case .returnKey: out.write(".returnKey")
        case .switchKeyboard(let id):
            out.write(".switchKeyboard(to: ")
            out.write(stringLiteral: id)
            out.write(byte: UInt8(ascii: ")"))
        case .toggleCharacterWidth(let id):
            out.write(".toggleCharacterWidth(to: ")
            out.write(stringLiteral: id)
            out.write(byte: UInt8(ascii: ")"))
        case .dismiss: out.write(".dismiss")
        }
    }

    private func policyCase(_ policy: ShufflePolicy) -> StaticString {
        switch policy {
        case .never: return ".never"
        case .onShow: return ".onShow"
        case .afterEachKey: return ".afterEachKey"
        }
    }
}

extension String {
    /// The text with everything but printable characters (line breaks, controls, format characters)
    /// replaced by spaces, safe inside a one-line `//` comment.
    var commentSafe: String {
        String(unicodeScalars.map { Self.isCommentSafe($0) ? Character($0) : " " })
    }

    /// Whether a scalar is written as it is in a one-line comment: not a control, format character, line
    /// or paragraph separator, surrogate or unassigned code point.
    static func isCommentSafe(_ scalar: Unicode.Scalar) -> Bool {
        if UnicodeClassification.isCommonEastAsianLetter(scalar) { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned: return false
        default: return true
        }
    }
}
