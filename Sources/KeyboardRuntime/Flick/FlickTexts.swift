/// A direction a finger flicks a key toward.
public enum FlickDirection: String, Sendable, Hashable, CaseIterable {
    /// Toward the left edge of the screen.
    case left
    /// Toward the top of the screen.
    case up
    /// Toward the right edge of the screen.
    case right
    /// Toward the bottom of the screen.
    case down
}

/// What a flick key types toward each direction, as on a Japanese 12-key kana pad: the key `あ` types
/// `い` flicked left, `う` up, `え` right and `お` down. A direction without a text types nothing of its
/// own: a flick toward it types the key, as a tap does.
public struct FlickTexts: Sendable, Hashable {
    /// The text a flick to the left types.
    public var left: String?
    /// The text a flick up types.
    public var up: String?
    /// The text a flick to the right types.
    public var right: String?
    /// The text a flick down types.
    public var down: String?

    /// Creates the texts of a flick key; give at least one.
    public init(left: String? = nil, up: String? = nil, right: String? = nil, down: String? = nil) {
        self.left = left
        self.up = up
        self.right = right
        self.down = down
    }

    /// The text toward `direction`, or `nil` when there is none.
    public subscript(direction: FlickDirection) -> String? {
        get {
            switch direction {
            case .left: return left
            case .up: return up
            case .right: return right
            case .down: return down
            }
        }
        set {
            switch direction {
            case .left: left = newValue
            case .up: up = newValue
            case .right: right = newValue
            case .down: down = newValue
            }
        }
    }

    /// The directions that have a text, in ``FlickDirection`` order.
    public var directions: [FlickDirection] { FlickDirection.allCases.filter { self[$0] != nil } }

    /// Whether no direction has a text.
    public var isEmpty: Bool { left == nil && up == nil && right == nil && down == nil }
}
