/// The `[` and `{` left open along a line, read one scalar at a time with quoted text skipped: how the
/// interpretation of syntax errors tells which brackets a line opens and closes.
///
/// It reads a line roughly as YAML's scanner does: a `"` or `'` opens text that the same quote closes, and
/// a bracket inside it is text. A `#` is reported as ``Step/plain``: whether it starts a comment depends on
/// what precedes it, which each caller decides.
struct FlowBracketScan {
    /// What one scalar was.
    enum Step: Equatable {
        /// A quote, or a scalar inside quotes.
        case quoted
        /// A `[` or `{` outside quotes: ``depth`` grew by one.
        case opened
        /// A `]` or `}` outside quotes: ``depth`` fell by one.
        case closed
        /// Any other scalar outside quotes.
        case plain
    }

    /// The brackets opened and not yet closed (negative after more closes than opens).
    private(set) var depth: Int
    /// The quote that opened the text being read, if any.
    private var quote: Unicode.Scalar?

    /// A scan starting with `depth` brackets open, outside quotes.
    init(depth: Int = 0) {
        self.depth = depth
    }

    /// Reads `scalar`, the next of the line.
    mutating func step(_ scalar: Unicode.Scalar) -> Step {
        if let open = quote {
            if scalar == open { quote = nil }
            return .quoted
        }
        switch scalar {
        case "\"", "'":
            quote = scalar
            return .quoted
        case "[", "{":
            depth += 1
            return .opened
        case "]", "}":
            depth -= 1
            return .closed
        default:
            return .plain
        }
    }
}
