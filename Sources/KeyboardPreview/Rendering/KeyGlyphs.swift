import KeyboardRuntime

/// The preview's drawing of KeyboardRuntime's `KeyGlyph`s: each glyph in a 24 × 24 box by a few SVG
/// shapes (no images, no fonts), meant to be placed inside a group that scales the box and sets the stroke
/// (see ``SVGRenderer/glyphGroupAttributes(color:)``).
extension KeyGlyph {
    /// The size of the box the glyph's coordinates are in (24 × 24).
    public static let boxSize: Double = 24

    /// The SVG shapes of the glyph in a 24 × 24 box. Outlines inherit the enclosing group's stroke;
    /// filled parts carry their own `fill` of `color`.
    public func svgShapes(color: ThemeColor) -> String {
        let fill = color.svgPaint("fill")
        switch self {
        case .shift:
            return "<path d=\"M12 3.5L20.5 12.5H16V19.5H8V12.5H3.5Z\"/>"
        case .shiftOn:
            return "<path d=\"M12 3.5L20.5 12.5H16V19.5H8V12.5H3.5Z\" \(fill)/>"
        case .capsLock:
            return "<path d=\"M12 3L20.5 11.5H16V16H8V11.5H3.5Z\" \(fill)/><path d=\"M8 19H16V21H8Z\" \(fill)/>"
        case .delete:
            return "<path d=\"M9 5.5H20A1.5 1.5 0 0 1 21.5 7V17A1.5 1.5 0 0 1 20 18.5H9L2.5 12Z\"/>"
                + "<path d=\"M12.5 9L17.5 15M17.5 9L12.5 15\"/>"
        case .returnKey:
            return "<path d=\"M19.5 5V12.5A1.5 1.5 0 0 1 18 14H5\"/><path d=\"M9 10L5 14L9 18\"/>"
        case .globe:
            return "<circle cx=\"12\" cy=\"12\" r=\"9\"/><ellipse cx=\"12\" cy=\"12\" rx=\"4\" ry=\"9\"/>"
                + "<path d=\"M3 12H21M4.3 7.5H19.7M4.3 16.5H19.7\"/>"
        case .dismiss:
            return "<path d=\"M4 8.5L12 16L20 8.5\"/>"
        }
    }
}

/// What a key shows: a glyph or text.
///
/// Shift, delete, the half/full-width toggle and dismiss always show their glyph. Return shows its label,
/// a word as on iOS (`return`, `换行`, `改行`, or the layout's own such as `Done` or `完成`), and the glyph
/// only when its label is a return symbol (`⏎`, `↵`, `⮐`). Switch and space keys and character keys show their labels; under shift, a character
/// key whose label is its text shows its shifted text (`q` → `Q`).
public enum KeyFace: Sendable, Hashable {
    /// A vector glyph.
    case glyph(KeyGlyph)
    /// Text.
    case text(String)

    /// The face of `key` under the shift state `shift`.
    public init(key: Key, shift: RenderOptions.ShiftAppearance = .off) {
        // The glyph rule is the runtime's (`KeyGlyph(key:shiftState:)`), shared with the iOS host.
        let state = shift.shiftState
        if let glyph = KeyGlyph(key: key, shiftState: state) {
            self = .glyph(glyph)
        } else if case .insert(let text) = key.action, state.isActive, key.label == text, let shifted = key.shiftedText {
            self = .text(shifted)
        } else {
            self = .text(key.label)
        }
    }
}
