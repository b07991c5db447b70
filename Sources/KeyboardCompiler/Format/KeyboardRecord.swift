import KeyboardRuntime
import YAMLLoader

/// What every stage knows of a keyboard and hands on to the next: its layout, its file, where each part
/// was written, whether it is complete, and what the file says about it as a whole.
///
/// ``DecodedKeyboard``, ``ResolvedKeyboard`` and each ``ResolvedPage`` hold one, beside what is their own
/// (the decoder's `extends` and variants, the resolver's variant positions, the page's device setting). A
/// stage makes the next one's value from its record, and changes only what it changes.
public struct KeyboardRecord: Sendable {
    /// The runtime value: as the file declares it after decoding, as it is built after resolution, the
    /// page's rows for a page.
    public var layout: KeyboardLayout
    /// The keyboard's own file, as given.
    public var file: String
    /// Where each part of the layout was written; an inherited row names its file.
    public var positions: LayoutPositions
    /// Whether the keyboard decoded (and, once resolved, resolved, as did every keyboard it extends) without
    /// errors; an incomplete one lacks the parts that were wrong.
    public var isComplete: Bool
    /// What the file says about the keyboard as a whole, beside its rows (with what it inherits, once
    /// resolved).
    public var declaration: KeyboardDeclaration

    /// Creates a record.
    public init(layout: KeyboardLayout, file: String, positions: LayoutPositions, isComplete: Bool, declaration: KeyboardDeclaration) {
        self.layout = layout
        self.file = file
        self.positions = positions
        self.isComplete = isComplete
        self.declaration = declaration
    }

    /// The location of the top-level field `name` (its value), or of the document when the field is absent.
    public func location(ofField name: String) -> SourceLocation {
        SourceLocation(file: file, position: positions.fields[name] ?? positions.document)
    }
}

/// A ``KeyboardRecord`` held once for every copy of the stage value that holds it.
///
/// Stage values are copied as they are handed on (out of arrays, into optionals, into a page), and a
/// record has a dozen reference-counted fields: shared, a copy costs one. The record is read in place,
/// from an immutable box; setting it, or a field of it, gives this copy a box of its own.
struct SharedKeyboardRecord: Sendable {
    private final class Box: Sendable {
        let record: KeyboardRecord

        init(_ record: KeyboardRecord) {
            self.record = record
        }
    }

    private var box: Box

    init(_ record: KeyboardRecord) {
        box = Box(record)
    }

    /// The record, lent where it is read rather than copied whole.
    var record: KeyboardRecord {
        _read { yield box.record }
        set { box = Box(newValue) }
    }
}
