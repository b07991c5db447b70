/// Where a key's small texts go: a flick key's texts toward its four edges (as 12-key kana pads show
/// them) and a long-press hint in the top-right corner, in the theme's ``ThemeAppearanceStyles/flickHint``
/// colour. The SVG preview and the iOS keyboard place them alike.
public struct FlickHintPlacement: Sendable, Hashable {
    /// How a text is aligned on its anchor.
    public enum Alignment: String, Sendable, Hashable {
        /// The text starts at the anchor.
        case leading
        /// The text is centred on the anchor.
        case center
        /// The text ends at the anchor.
        case trailing
    }

    /// Where one text is drawn: its anchor's horizontal position, its vertical centre and its alignment.
    public struct Anchor: Sendable, Hashable {
        /// The anchor's horizontal position.
        public var x: Double
        /// The text's vertical centre.
        public var midY: Double
        /// How the text is aligned on ``x``.
        public var alignment: Alignment

        /// Creates an anchor.
        public init(x: Double, midY: Double, alignment: Alignment) {
            self.x = x
            self.midY = midY
            self.alignment = alignment
        }
    }

    /// The key's rectangle.
    public var keyRect: KeyRect

    /// The placement of the texts of the key in `keyRect`.
    public init(keyRect: KeyRect) {
        self.keyRect = keyRect
    }

    /// The flick texts' size in points: a fifth of the key's smaller side, between 7 and 10.
    public var flickFontSize: Double { max(7, min(10, keyRect.height * 0.2, keyRect.width * 0.2)) }

    /// The hint's size in points: a quarter of the key's height, between 8 and 11.
    public var hintFontSize: Double { max(8, min(11, keyRect.height * 0.25)) }

    /// Where the text toward `direction` is drawn: three points inside the key's edge on that side.
    public func anchor(toward direction: FlickDirection) -> Anchor {
        let half = flickFontSize / 2
        switch direction {
        case .left: return Anchor(x: keyRect.x + 3, midY: keyRect.midY, alignment: .leading)
        case .right: return Anchor(x: keyRect.maxX - 3, midY: keyRect.midY, alignment: .trailing)
        case .up: return Anchor(x: keyRect.midX, midY: keyRect.y + 1 + half, alignment: .center)
        case .down: return Anchor(x: keyRect.midX, midY: keyRect.maxY - 3 - half, alignment: .center)
        }
    }

    /// Where the long-press hint is drawn: three points from the right edge, one below the top.
    public var hintAnchor: Anchor {
        Anchor(x: keyRect.maxX - 3, midY: keyRect.y + 1 + hintFontSize / 2, alignment: .trailing)
    }
}
