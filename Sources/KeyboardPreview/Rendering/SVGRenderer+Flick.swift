import KeyboardRuntime

// A flick key's four texts, drawn small around its centre label as 12-key kana pads show them.
extension SVGRenderer {
    /// `<text class="flick">` elements for the key's flick texts, each at the edge of its direction
    /// (left, top, right, bottom) in `color`, or `""` for a key that is not a flick key.
    static func flickLabels(of key: Key, rect: KeyRect, color: ThemeColor) -> String {
        guard key.hasSpokenNameAlternatesOrHint, let flick = key.flick else { return "" }
        let size = max(7, min(10, rect.height * 0.2, rect.width * 0.2))
        var text = ""
        for direction in flick.directions {
            let (x, y, anchor): (Double, Double, String)
            switch direction {
            case .left: (x, y, anchor) = (rect.x + 3, rect.midY + size * 0.35, "start")
            case .right: (x, y, anchor) = (rect.maxX - 3, rect.midY + size * 0.35, "end")
            case .up: (x, y, anchor) = (rect.midX, rect.y + size + 1, "middle")
            case .down: (x, y, anchor) = (rect.midX, rect.y + rect.height - 3, "middle")
            }
            text += "<text class=\"flick \(direction.rawValue)\" x=\"\(RenderNumber.format(x))\" y=\"\(RenderNumber.format(y))\""
            text += " font-size=\"\(RenderNumber.format(size))\" text-anchor=\"\(anchor)\" \(color.svgPaint("fill"))>"
            text += XMLEscaping.escape(flick[direction]!) + "</text>\n"
        }
        return text
    }
}
