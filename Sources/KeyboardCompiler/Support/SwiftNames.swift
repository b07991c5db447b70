/// The Swift names generated code gives keyboards.
public enum SwiftNames {
    /// The lower-camel-case property name for a keyboard id: `id-card-pad` → `idCardPad`.
    ///
    /// Different ids can give the same name (`id-card` and `idCard`); validation reports that (KBC0202).
    public static func propertyName(forKeyboardID id: String) -> String {
        var name = ""
        var upperNext = false
        for character in id {
            if character == "-" {
                upperNext = !name.isEmpty
            } else if name.isEmpty {
                name.append(contentsOf: character.lowercased())
            } else if upperNext {
                name.append(contentsOf: character.uppercased())
                upperNext = false
            } else {
                name.append(character)
            }
        }
        return name
    }

    /// The name as written in Swift source: keywords such as `default` are wrapped in back-ticks.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Swift's reserved words, which need back-ticks as identifiers.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]
}
