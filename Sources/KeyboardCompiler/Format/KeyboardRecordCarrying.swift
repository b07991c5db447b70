import KeyboardRuntime
import YAMLLoader

/// A stage value that holds a ``KeyboardRecord`` and reads and writes its fields as its own: a
/// ``DecodedKeyboard``, a ``ResolvedKeyboard`` or a ``ResolvedPage``.
///
/// Each field means what ``KeyboardRecord`` says it means at that stage; the stage's own documentation says
/// what differs (a page's layout, for one, is the page's rows).
public protocol KeyboardRecordCarrying {
    /// The layout, its file, its positions, its completeness and declaration, as this stage has them.
    var record: KeyboardRecord { get set }
}

// Inlinable so that callers in other modules read the concrete type's record in place, as the stage code
// does, rather than copy the record through the protocol's getter. Written through `_modify`: with `set`,
// Swift 6.3's ownership verifier crashes on stage code that writes a field of `keyboards[index]`.
extension KeyboardRecordCarrying {
    /// The record's ``KeyboardRecord/layout``: the runtime value.
    @inlinable public var layout: KeyboardLayout {
        _read { yield record.layout }
        _modify { yield &record.layout }
    }

    /// The record's ``KeyboardRecord/file``: the keyboard's own file.
    @inlinable public var file: String {
        _read { yield record.file }
        _modify { yield &record.file }
    }

    /// The record's ``KeyboardRecord/positions``: where each part of the layout was written.
    @inlinable public var positions: LayoutPositions {
        _read { yield record.positions }
        _modify { yield &record.positions }
    }

    /// The record's ``KeyboardRecord/isComplete``: whether the keyboard has no errors so far.
    @inlinable public var isComplete: Bool {
        _read { yield record.isComplete }
        _modify { yield &record.isComplete }
    }

    /// The record's ``KeyboardRecord/declaration``: what the file says about the keyboard as a whole.
    @inlinable public var declaration: KeyboardDeclaration {
        _read { yield record.declaration }
        _modify { yield &record.declaration }
    }

    /// The location of the top-level field `name` (its value), or of the document when the field is absent.
    @inlinable public func location(ofField name: String) -> SourceLocation {
        record.location(ofField: name)
    }
}
