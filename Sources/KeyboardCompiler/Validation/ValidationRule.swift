import KeyboardRuntime
import YAMLLoader

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

    /// Whether the rule also runs on a keyboard past the size limit (KBC0226). Rules about keys do not:
    /// such a keyboard is refused anyway, and a megabyte of keys would otherwise bring hundreds of
    /// thousands of findings that cost time and memory to produce.
    var checksOversizedKeyboards: Bool { get }

    /// Whether the rule can have nothing to report on a keyboard so summarized: a rule about unusual
    /// characters has nothing to find in printable ASCII, one about alternates nothing on keys without any.
    /// The validator then skips the rule, and its walk over the keys, on that keyboard.
    func findsNothing(in summary: KeyboardSummary) -> Bool

    /// Appends the rule's findings for `keyboard` to `diagnostics`.
    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic])
}

extension ValidationRule {
    /// Rules check incomplete keyboards unless they say otherwise.
    public var needsCompleteKeyboard: Bool { false }

    /// Rules skip keyboards past the size limit unless they say otherwise.
    public var checksOversizedKeyboards: Bool { false }

    /// Rules check every keyboard unless they say otherwise.
    public func findsNothing(in summary: KeyboardSummary) -> Bool { false }
}

/// The keyboards compiled together, indexed for the rules that look across files.
public struct ValidationContext: Sendable {
    /// Every keyboard that decoded far enough to have an id, in input order.
    public let keyboards: [ResolvedPage]
    /// The files compiled together that did not load or decode far enough to have a keyboard id, with
    /// their text: a keyboard one of them declares is missing from ``keyboards``.
    public let failedFiles: [FailedLayoutFile]
    // Indexes into `keyboards` rather than copies of them: a copy of a keyboard retains a dozen fields.
    private let indexByID: [String: Int]
    private let indexBySwiftName: [String: Int]
    /// The Swift property name of each keyboard of ``keyboards``, by index: computed once here, for the
    /// index and for the rules that check names.
    private let swiftNames: [String]
    /// Whether two of the keyboards have the same id. Usually none do, and the rule about repeated ids
    /// then has nothing to look up.
    let hasRepeatedIDs: Bool
    /// Whether two of the keyboards have the same Swift property name (the same id included).
    let hasRepeatedSwiftNames: Bool
    /// The NFC forms of the texts the pages type that are not plainly in NFC, worked out once (the rule
    /// about canonical equivalence asks).
    let nfcForms = NFCForms.shared

    /// Indexes `keyboards`.
    public init(keyboards: [ResolvedPage], failedFiles: [FailedLayoutFile] = []) {
        self.keyboards = keyboards
        self.failedFiles = failedFiles
        var byID: [String: Int] = [:]
        var bySwiftName: [String: Int] = [:]
        byID.reserveCapacity(keyboards.count)
        bySwiftName.reserveCapacity(keyboards.count)
        var repeatedIDs = false
        var repeatedSwiftNames = false
        var swiftNames: [String] = []
        swiftNames.reserveCapacity(keyboards.count)
        for index in keyboards.indices {
            // One look-up per key in the usual case, where the key is new; the first keyboard keeps it.
            let id = keyboards[index].layout.id
            if let first = byID.updateValue(index, forKey: id) {
                byID[id] = first
                repeatedIDs = true
            }
            let name = SwiftNames.propertyName(forKeyboardID: id)
            swiftNames.append(name)
            if let first = bySwiftName.updateValue(index, forKey: name) {
                bySwiftName[name] = first
                repeatedSwiftNames = true
            }
        }
        indexByID = byID
        indexBySwiftName = bySwiftName
        self.swiftNames = swiftNames
        hasRepeatedIDs = repeatedIDs
        hasRepeatedSwiftNames = repeatedSwiftNames
    }

    /// The first keyboard with the id `id`, if any.
    public func keyboard(withID id: String) -> ResolvedPage? {
        indexByID[id].map { keyboards[$0] }
    }

    /// Whether some keyboard has the id `id`.
    public func hasKeyboard(withID id: String) -> Bool {
        indexByID[id] != nil
    }

    /// The Swift property name the keyboard id `id` becomes (``SwiftNames/propertyName(forKeyboardID:)``):
    /// looked up for a keyboard of ``keyboards``, whose name was made when indexing them.
    public func swiftName(ofKeyboardID id: String) -> String {
        indexByID[id].map { swiftNames[$0] } ?? SwiftNames.propertyName(forKeyboardID: id)
    }

    /// The first keyboard whose id becomes the Swift property name `name`, if any.
    public func keyboard(withSwiftName name: String) -> ResolvedPage? {
        indexBySwiftName[name].map { keyboards[$0] }
    }
}

extension KeyboardLayout {
    /// Calls `body` with every key and its row and index, row by row. The key is reached through a
    /// ``KeyReference``, not copied: rules walk every key of every keyboard, and a copy of a `Key` retains
    /// and releases a dozen fields (the compiler cannot borrow an element of a buffer it cannot prove the
    /// closure leaves alone), so this stays free of copies and allocations.
    func forEachKey(_ body: (_ row: Int, _ index: Int, _ key: KeyReference) -> Void) {
        rows.withUnsafeBufferPointer { rows in
            for row in rows.indices {
                rows[row].keys.withUnsafeBufferPointer { keys in
                    for index in keys.indices {
                        body(row, index, KeyReference(pointer: keys.baseAddress! + index))
                    }
                }
            }
        }
    }
}

/// A key of a layout that ``KeyboardLayout/forEachKey(_:)`` is walking, read field by field in place.
struct KeyReference {
    let pointer: UnsafePointer<Key>

    var action: KeyAction { pointer.pointee.action }
    var label: String { pointer.pointee.label }
    var shiftedText: String? { pointer.pointee.shiftedText }
    var width: KeyWidth { pointer.pointee.width }
    var isPinned: Bool { pointer.pointee.isPinned }
    var group: String? { pointer.pointee.group }
    // The rare fields, inlined like `Key`'s getters of them (see `Key.extras`).
    @inline(__always) var spokenName: String? { pointer.pointee.spokenName }
    @inline(__always) var alternates: [String] { pointer.pointee.alternates }
    @inline(__always) var shiftedAlternates: [String]? { pointer.pointee.shiftedAlternates }
    @inline(__always) var hint: String? { pointer.pointee.hint }
    @inline(__always) var flick: FlickTexts? { pointer.pointee.flick }
    @inline(__always) var capsText: String? { pointer.pointee.capsText }
    @inline(__always) var shiftedSpokenName: String? { pointer.pointee.shiftedSpokenName }
    var hasSpokenNameAlternatesOrHint: Bool { pointer.pointee.hasSpokenNameAlternatesOrHint }
    var isCharacter: Bool { pointer.pointee.isCharacter }
    var isMovable: Bool { pointer.pointee.isMovable }
    var insertedText: String? { pointer.pointee.insertedText }
    var targetKeyboardID: String? { pointer.pointee.targetKeyboardID }
    /// A copy of the key, for the rare finding that needs all of it.
    var key: Key { pointer.pointee }
}

extension Key {
    /// The text the key inserts, for character keys.
    var insertedText: String? {
        if case .insert(let text) = action { return text }
        return nil
    }

    /// The keyboard a `switch` or `toggle-width` key shows.
    var targetKeyboardID: String? { action.targetKeyboardID }
}

extension KeyAction {
    /// The keyboard a `switch` or `toggle-width` action shows.
    var targetKeyboardID: String? {
        switch self {
        case .switchKeyboard(let id), .toggleCharacterWidth(let id): return id
        default: return nil
        }
    }
}
