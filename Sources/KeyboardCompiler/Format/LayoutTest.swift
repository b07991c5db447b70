import YAMLLoader

/// A test declared in a layout file: key presses on the keyboard and the text they must type.
///
/// Presses name keys by what they type, so a test passes however the keyboard is shuffled.
public struct LayoutTest: Sendable, Hashable {
    /// What the test checks, if the file says.
    public var name: String?
    /// The presses, in order.
    public var presses: [KeyPress]
    /// Where each press was written, parallel to ``presses``.
    public var pressPositions: [SourcePosition]
    /// The text the presses must type.
    public var expectedText: String
    /// The id of the keyboard that must be shown at the end, if the test says.
    public var expectedPage: String?
    /// Where the test starts.
    public var position: SourcePosition
    /// Where its `expect` value is.
    public var expectPosition: SourcePosition
    /// Where its `page` value is, if it has one.
    public var pagePosition: SourcePosition?
    /// Whether the field must report its input complete at the end of the presses (`complete: true`) or
    /// must not (`false`), if the test says: complete at the page's `length` maximum when it completes
    /// there (`at-max`), else when an accepted return ends the presses.
    public var expectsCompletion: Bool? = nil
    /// Where its `complete` value is, if it has one.
    public var completePosition: SourcePosition? = nil

    /// A short name for messages: the test's name, or its number.
    public func title(number: Int) -> String {
        name.map { "'\($0)'" } ?? "\(number)"
    }
}

/// One press of a layout test.
public enum KeyPress: Sendable, Hashable, CustomStringConvertible {
    /// A tap on the character key that types this text (its `key`, not shifted).
    case character(String)
    /// A tap on the function key with this action (not `switch`).
    case action(FunctionKeyAction)
    /// A double tap on shift: caps lock.
    case capsLock
    /// A tap on the `switch` key that shows the keyboard with this id.
    case switchTo(String)
    /// A long press on the character key that types the first text, choosing the alternate that is the
    /// second (as shown: after shift).
    case alternate(key: String, choice: String)
    /// A flick on the character key that types the first text, toward the direction whose flick text is
    /// the second: `<flick:あ:い>`.
    case flick(key: String, choice: String)

    /// Reads a press as written: a key's text, or a function key in angle brackets.
    static func parse(_ token: String) -> KeyPress? {
        // Most presses are a key's text: a token whose first byte is not '<' or whose last is not '>' cannot
        // start with the character "<" or end with ">" (no other character is, or decomposes to, either
        // alone), so it is that text, told by two bytes instead of `count`, `hasPrefix` and `hasSuffix`
        // (which cost more per press than the rest of its reading).
        guard token.utf8.first == UInt8(ascii: "<"), token.utf8.last == UInt8(ascii: ">") else { return .character(token) }
        // An ASCII token's characters are its bytes (no combining mark or prepended character to join
        // them; "\r\n" is one character, but neither half is '<', '>' or ':'), so the same reading is done
        // on bytes, sparing a function-key press the cost of `count`, `hasPrefix` and `Substring`s.
        if let answered = token.utf8.withContiguousStorageIfAvailable(parseASCII), let press = answered { return press }
        guard token.count > 2, token.hasPrefix("<"), token.hasSuffix(">") else { return .character(token) }
        let name = String(token.dropFirst().dropLast())
        if name == "caps" { return .capsLock }
        if name.hasPrefix("long:") || name.hasPrefix("flick:") {
            let isFlick = name.hasPrefix("flick:")
            let parts = name.dropFirst(isFlick ? "flick:".count : "long:".count).split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
            return isFlick ? .flick(key: String(parts[0]), choice: String(parts[1])) : .alternate(key: String(parts[0]), choice: String(parts[1]))
        }
        if name.hasPrefix("switch:") {
            let target = String(name.dropFirst("switch:".count))
            return ScalarSyntax.isKeyboardID(target) ? .switchTo(target) : nil
        }
        guard let action = FunctionKeyAction(rawValue: name), action != .switch else { return nil }
        return .action(action)
    }

    /// The reading of ``parse(_:)`` for an ASCII token that starts with '<' and ends with '>', or `nil` for
    /// any other token, left to the `String` path. The outer optional is whether this path answered.
    private static func parseASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> KeyPress?? {
        guard bytes.count > 2, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let name = UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
        func text(_ part: UnsafeBufferPointer<UInt8>.SubSequence) -> String { String(decoding: part, as: UTF8.self) }
        func hasPrefix(_ prefix: StaticString) -> Bool {
            name.count >= prefix.utf8CodeUnitCount && name.starts(with: UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
        }
        if name.elementsEqual("caps".utf8) { return .some(.capsLock) }
        let isLong = hasPrefix("long:"), isFlick = hasPrefix("flick:")
        if isLong || isFlick {
            let rest = name[(isFlick ? 6 : 5)...]
            guard let colon = rest.firstIndex(of: UInt8(ascii: ":")) else { return .some(nil) }
            let key = rest[..<colon], choice = rest[(colon + 1)...]
            guard !key.isEmpty, !choice.isEmpty else { return .some(nil) }
            return .some(isFlick ? .flick(key: text(key), choice: text(choice)) : .alternate(key: text(key), choice: text(choice)))
        }
        if hasPrefix("switch:") {
            let target = text(name[7...])
            return .some(ScalarSyntax.isKeyboardID(target) ? .switchTo(target) : nil)
        }
        guard let action = FunctionKeyAction(rawValue: text(name[...])), action != .switch else { return .some(nil) }
        return .some(.action(action))
    }

    /// The press as it is written in a layout file.
    public var description: String {
        switch self {
        case .character(let text): return text
        case .action(let action): return "<\(action.rawValue)>"
        case .capsLock: return "<caps>"
        case .switchTo(let id): return "<switch:\(id)>"
        case .alternate(let key, let choice): return "<long:\(key):\(choice)>"
        case .flick(let key, let choice): return "<flick:\(key):\(choice)>"
        }
    }
}
