import KeyboardRuntime

/// A check that a decoded keyboard must pass, reported under one or more stable codes.
///
/// Rules are small units in files of their own, registered in ``ValidationRules/all``. A rule sees one
/// keyboard at a time, with the whole set compiled together in the context for cross-file checks.
public protocol ValidationRule: Sendable {
    /// The codes the rule reports.
    var codes: [DiagnosticCode] { get }

    /// Whether the rule needs every key of the keyboard. A keyboard with decoding errors lacks the keys
    /// that were wrong; rules about the whole shape (row widths, profiles) skip it to avoid false alarms,
    /// while rules about single keys still run.
    var needsCompleteKeyboard: Bool { get }

    /// Appends the rule's findings for `keyboard` to `diagnostics`.
    func check(_ keyboard: DecodedKeyboard, in context: ValidationContext, into diagnostics: inout [Diagnostic])
}

extension ValidationRule {
    /// Rules check incomplete keyboards unless they say otherwise.
    public var needsCompleteKeyboard: Bool { false }
}

/// The keyboards compiled together, indexed for the rules that look across files.
public struct ValidationContext: Sendable {
    /// Every keyboard that decoded far enough to have an id, in input order.
    public let keyboards: [DecodedKeyboard]
    /// The first keyboard with each id, by id.
    public let keyboardsByID: [String: DecodedKeyboard]

    /// Indexes `keyboards`.
    public init(keyboards: [DecodedKeyboard]) {
        self.keyboards = keyboards
        var byID: [String: DecodedKeyboard] = [:]
        for keyboard in keyboards where byID[keyboard.layout.id] == nil {
            byID[keyboard.layout.id] = keyboard
        }
        self.keyboardsByID = byID
    }
}

extension KeyboardLayout {
    /// Every key with its row and index, row by row.
    var indexedKeys: [(row: Int, index: Int, key: Key)] {
        rows.enumerated().flatMap { rowIndex, row in
            row.keys.enumerated().map { (rowIndex, $0.offset, $0.element) }
        }
    }
}

extension Key {
    /// The text the key inserts, for character keys.
    var insertedText: String? {
        if case .insert(let text) = action { return text }
        return nil
    }

    /// The keyboard a `switch` or `toggle-width` key shows.
    var targetKeyboardID: String? {
        switch action {
        case .switchKeyboard(let id), .toggleCharacterWidth(let id): return id
        default: return nil
        }
    }
}
