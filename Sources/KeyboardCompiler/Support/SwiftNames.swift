/// The Swift names generated code gives keyboards.
public enum SwiftNames {
    /// The lower-camel-case property name for a keyboard id: `id-card-pad` → `idCardPad`.
    ///
    /// Different ids can give the same name (`id-card` and `idCard`); validation reports that (KBC0202).
    public static func propertyName(forKeyboardID id: String) -> String {
        // An id without dashes that starts in lower case is its own name: no new string to make.
        if let first = id.utf8.first, lowercased(first) == first, id.utf8AllSatisfy({ $0 != UInt8(ascii: "-") }) {
            return id
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(id.utf8.count)
        var upperNext = false
        for byte in id.utf8 {
            if byte == UInt8(ascii: "-") {
                upperNext = !bytes.isEmpty
            } else if bytes.isEmpty {
                bytes.append(lowercased(byte))
            } else if upperNext {
                bytes.append(uppercased(byte))
                upperNext = false
            } else {
                bytes.append(byte)
            }
        }
        // Ids are ASCII by their grammar; anything else passes through unchanged.
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    private static func uppercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte
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
