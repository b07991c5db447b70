import KeyboardRuntime

/// Writes the Swift file that lists a target's pages: an enum (`KeyboardLayouts` unless `enumName` in
/// `kbc-config.yaml` says otherwise) whose `all` holds every page the target's keyboards show, so that an
/// app hands a session or a keyboard view one list, as `StandardLayouts.all` is for the standard keyboards:
///
///     let keyboard = try SecureKeyboardInputView(layouts: KeyboardLayouts.all, initialPage: "pin-pad")
///
/// `all` holds the target's keyboards in file order, then the standard pages they lead to (with
/// `standardLayouts: true`), directly or through each other. The enum declares those standard pages under
/// their standard names (`KeyboardLayouts.symbols`), as the target sees them: with their keys to a page the
/// target replaces (`replaces:`) leading to its replacement. So the file needs no `StandardLayouts` product,
/// and a target that uses the standard keyboards builds whether or not it depends on it.
public struct LayoutListEmitter: Sendable {
    /// The enum's name when the configuration gives none.
    public static let defaultName = "KeyboardLayouts"
    /// The file's name, whatever the enum's: the build plugin declares it before kbc runs.
    public static let fileName = "KeyboardLayouts.swift"

    /// The enum's name.
    public var name: String
    /// Writes the standard pages the enum declares, at the access level of the target's properties.
    public var emitter: SwiftSourceEmitter

    /// Creates an emitter.
    public init(name: String = LayoutListEmitter.defaultName, emitter: SwiftSourceEmitter = SwiftSourceEmitter()) {
        self.name = name
        self.emitter = emitter
    }

    /// The standard pages of `result` that `own` (pages of the target) reach, directly or through each
    /// other, in the standard order. `all` lists the complete keyboards of `result` in input order, then the
    /// standard pages they reach (``CompilationResult/sessionLayouts``).
    static func standardPages(reachedFrom own: [KeyboardLayout], in result: CompilationResult) -> [ResolvedKeyboard] {
        let imported = Dictionary(result.importedKeyboards.map { ($0.layout.id, $0.layout) }, uniquingKeysWith: { first, _ in first })
        let reached = PageLinks.reached(from: own, among: imported)
        // A target's keyboard never has a standard page's id (KBC0201).
        return result.importedKeyboards.filter { reached.contains($0.layout.id) }
    }

    /// The file's source for `result`'s keyboards.
    public func source(for result: CompilationResult) -> String {
        let own = result.layouts
        let standard = Self.standardPages(reachedFrom: own, in: result)
        let access = emitter.accessLevel == .public ? "public " : ""
        var out = SwiftSourceWriter(capacity: 1024 + 48 * own.count + 96 * standard.reduce(0) { $0 + SwiftSourceEmitter.keyCount(of: $1.layout) })
        out.write(raw: SwiftGeneration.headerPrefix)
        out.write("the target's layout files. Do not edit: change the layout files and build again.\n\nimport KeyboardRuntime\n")
        out.write("\n/// The pages of the target's keyboards, with the standard pages they lead to: what a keyboard session\n/// or view needs (`")
        out.write(raw: name)
        out.write(".all`).\n")
        out.write(raw: access)
        out.write("enum ")
        out.write(raw: name)
        out.write(" {\n    /// The target's keyboards in file order, then the standard pages they lead to.\n    ")
        out.write(raw: access)
        out.write("static let all: [KeyboardLayout] = [")
        let entries = own.map { "." + SwiftNames.escaped(SwiftNames.propertyName(forKeyboardID: $0.id)) }
            + standard.map { name + "." + SwiftNames.escaped(SwiftNames.propertyName(forKeyboardID: $0.layout.id)) }
        for entry in entries {
            out.write("\n        ")
            out.write(raw: entry)
            out.write(",")
        }
        out.write(entries.isEmpty ? "]\n" : "\n    ]\n")
        for page in standard {
            out.write("\n")
            emitter.writeProperty(for: page.layout, to: &out) { out in
                guard !page.redirectedLinks.isEmpty else { return out.write(", the standard page.") }
                out.write(", the standard page with its keys to ")
                out.write(comment: page.redirectedLinks.map { "`\($0.replaced)` leading to `\($0.replacement)`" }.joined(separator: ", "))
                out.write(".")
            }
        }
        out.write("}\n")
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// Why `name` cannot name the enum, or `nil` when it can: it must be a Swift identifier that is not a
    /// keyword, and not a type or module the generated code names.
    public static func problem(withName name: String) -> String? {
        let bytes = Array(name.utf8)
        let isLetter = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "_") }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard let first = bytes.first, isLetter(first), bytes.allSatisfy({ isLetter($0) || isDigit($0) }), name != "_" else {
            return "'enumName' must be a Swift type name (ASCII letters, digits and '_', not starting with a digit), such as PaymentKeyboards"
        }
        if SwiftNames.keywords.contains(name) { return "'enumName' cannot be '\(name)', a Swift keyword" }
        if namesUsedByGeneratedCode.contains(name) {
            return "'enumName' cannot be '\(name)': the generated code names kbc's '\(name)', which the enum would hide"
        }
        return nil
    }

    /// The modules and types generated code names, which an enum of the same name in the target would hide.
    static let namesUsedByGeneratedCode: Set<String> = [
        "KeyboardRuntime", "KeyboardLayout", "Key", "KeyRow", "RowSpacer", "KeyboardToolbar",
        "KeyboardToolbarItem", "LayoutVariant", "FlickTexts", "FlickDirection", "TextComposition", "TextTransform",
        "InputLength", "KeyboardTheme", "ThemeColor", "ThemeShadow", "KeyStyle", "KeyStylePatch", "KeyStyleSlot",
        "KeySpacing", "KeySelector", "KeySelectorAction", "KeyThemeOverride", "CalloutStyle", "ToolbarStyle",
        "ThemeAppearance", "ThemeAppearanceStyles", "BuiltInThemes", "String", "Character", "Double", "Int", "Bool",
        "Array", "Set", "Optional", "Swift",
    ]
}
