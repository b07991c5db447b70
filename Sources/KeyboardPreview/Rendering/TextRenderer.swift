import KeyboardRuntime
import TextClassification

/// Draws a keyboard page for a terminal: box-drawing characters, one box per key, boxes as wide as
/// their keys (in proportion to the runtime's key units, so `fill` keys, centred rows and spacers look
/// as they do in the app), labels centred.
///
/// Full-width and emoji characters count two columns (the `isWide` classification the compiler uses),
/// so every line of the picture has the same display width in a monospace terminal. Function keys show
/// short symbols (`KeyGlyph.textSymbol`: `⇧ ⌫ ⏎ 🌐 ⌄`) or their labels (`.?123`, `space`), as
/// ``KeyFace`` decides. A keyboard with a toolbar gets a box on top with the title centred and the
/// toolbar's items at their ends (`Done`, `完成`… at the right). Control and format characters in labels
/// are shown as visible replacements (`␀`, `�`), never passed to the terminal. Flick keys' texts are
/// listed under the picture, a line per key (`あ  ←い ↑う →え ↓お`).
///
/// With an ``appearance``, the inside of each key box is painted with its theme style's fill and label
/// colour (and the toolbar with the toolbar's), as 24-bit ANSI escapes; the borders stay plain.
///
/// ```
/// ┌───────┬───────┬───────┐
/// │   1   │   2   │   3   │
/// ├───────┼───────┼───────┤
/// ```
public struct TextRenderer: Sendable {
    /// The shift state the picture shows.
    public var shift: RenderOptions.ShiftAppearance
    /// The appearance whose colours paint the keys, or `nil` for plain text with no escapes.
    public var appearance: ThemeAppearance?
    /// The theme the keys are painted with, or `nil` for each keyboard's own.
    public var theme: KeyboardTheme?

    /// Creates a renderer; it paints colours only when given an `appearance`.
    public init(shift: RenderOptions.ShiftAppearance = .off, appearance: ThemeAppearance? = nil, theme: KeyboardTheme? = nil) {
        self.shift = shift
        self.appearance = appearance
        self.theme = theme
    }

    /// A box's extent in columns (its left and right border columns) and its content.
    private struct Box {
        var left: Int
        var right: Int
        var label: [Character]
        var leading: [Character] = []
        var trailing: [Character] = []
        /// The fill and label colour of the inside, when painted.
        var paint: (fill: ThemeColor, label: ThemeColor)?
    }

    /// The picture of `layout`, one line per text row, each ending with a line break.
    public func render(_ layout: KeyboardLayout) -> String {
        let geometry = KeyboardGeometry(layout: layout)
        let units = geometry.unitsAcross
        // Zero gaps make each rectangle exactly the key's slot: x and width in key units.
        let metrics = KeyboardMetrics(device: .phone, orientation: .portrait, keyAspectRatio: 1, keyGap: 0, rowGap: 0, scale: 0)
        // The return key's default word ("return", "换行") is drawn as ⏎ to keep the sketch narrow.
        let returnWord = DefaultLabels.label(for: .returnKey, locale: layout.locale)
        let rects = geometry.keyRects(forWidth: units, metrics: metrics)
        let theme = self.theme ?? layout.resolvedTheme
        let paints: [[(fill: ThemeColor, label: ThemeColor)?]] = layout.rows.map { row in
            row.keys.map { key in
                appearance.map { appearance in
                    Self.paint(theme.style(for: key, onPage: layout.id, shiftState: shift.shiftState, appearance: appearance), on: theme.styles(appearance).background)
                }
            }
        }
        let labels: [[[Character]]] = layout.rows.map { row in
            row.keys.map { key in
                switch KeyFace(key: key, shift: shift) {
                case .glyph(let glyph): return Self.displayCharacters(glyph.textSymbol)
                case .text(let text):
                    if key.action == .returnKey, text == returnWord { return Self.displayCharacters(KeyGlyph.returnKey.textSymbol) }
                    return Self.displayCharacters(text)
                }
            }
        }

        var perUnit = max(4, Int((24 / max(units, 0.01)).rounded(.up)))
        var bands: [[Box]] = []
        while true {
            bands = []
            var fits = true
            for (rowIndex, row) in rects.enumerated() {
                var boxes: [Box] = []
                var previousRight = Int.min
                // Across the screen, left to right: a right-to-left row's first key is its rightmost.
                let order = geometry.isMirrored ? Array(row.indices.reversed()) : Array(row.indices)
                for index in order {
                    let rect = row[index]
                    var left = Int((rect.x * Double(perUnit)).rounded())
                    left = max(left, previousRight)
                    let right = max(left + 2, Int((rect.maxX * Double(perUnit)).rounded()))
                    let label = labels[rowIndex][index]
                    if right - left - 1 < Self.width(of: label) + 2 { fits = false }
                    boxes.append(Box(left: left, right: right, label: label, paint: paints[rowIndex][index]))
                    previousRight = right
                }
                bands.append(boxes)
            }
            if fits || perUnit >= 16 { break }
            perUnit += 1
        }
        let lastColumn = max(bands.flatMap { $0.map(\.right) }.max() ?? 0, 2)
        if let toolbar = layout.toolbar {
            // Items sit at their end of the bar, as in the app; the title is centred between them.
            func items(at placement: KeyboardToolbarItem.Placement) -> [Character] {
                Self.displayCharacters(toolbar.items.filter { $0.placement == placement }.map(\.label).joined(separator: " "))
            }
            // A mirrored page has its leading items at the right.
            var (leading, trailing) = (items(at: .leading), items(at: .trailing))
            if geometry.isMirrored { (leading, trailing) = (trailing, leading) }
            let interior = lastColumn - 1
            let room = max(0, interior - 2 * (max(Self.width(of: leading), Self.width(of: trailing)) + 2))
            let title = Self.displayCharacters(toolbar.title ?? "")
            let paint = appearance.map { theme.styles($0) }.map { styles in
                Self.paint(KeyStyle(fill: styles.toolbar.background, label: styles.toolbar.title), on: styles.background)
            }
            bands.insert([Box(left: 0, right: lastColumn, label: Self.fitted(title, to: room), leading: leading, trailing: trailing, paint: paint)], at: 0)
        }

        var lines: [String] = []
        for index in 0...bands.count {
            let above = index > 0 ? bands[index - 1] : []
            let below = index < bands.count ? bands[index] : []
            lines.append(Self.border(above: above, below: below, lastColumn: lastColumn))
            if index < bands.count { lines.append(Self.content(of: below, lastColumn: lastColumn)) }
        }
        lines += Self.flickLines(of: layout)
        return lines.map { $0 + "\n" }.joined()
    }

    /// A line under the picture for each flick key, in reading order: what the boxes have no room for
    /// (`あ  ←い ↑う →え ↓お`).
    static func flickLines(of layout: KeyboardLayout) -> [String] {
        let arrows: [FlickDirection: String] = [.left: "←", .up: "↑", .right: "→", .down: "↓"]
        var lines: [String] = []
        for row in layout.rows {
            for key in row.keys {
                guard let flick = key.flick else { continue }
                let label: String
                if key.label.isEmpty, case .insert(let text) = key.action { label = text } else { label = key.label }
                let directions = flick.directions.map { arrows[$0, default: ""] + String(displayCharacters(flick[$0] ?? "")) }
                lines.append(String(displayCharacters(label)) + "  " + directions.joined(separator: " "))
            }
        }
        return lines
    }

    /// The number of terminal columns `text` takes once drawn: two for each wide character.
    public static func displayWidth(_ text: String) -> Int {
        width(of: displayCharacters(text))
    }

    /// `text` as the characters the picture draws: each control or format character replaced by a visible
    /// one of width one (control pictures, `�`), a lone combining mark put on a dotted circle.
    static func displayCharacters(_ text: String) -> [Character] {
        text.map { character in
            let scalars = character.unicodeScalars
            if scalars.contains(where: UnicodeClassification.isWide) { return character }
            guard let first = scalars.first else { return character }
            switch first.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator, .surrogate:
                let visible = XMLEscaping.visible(first)
                return visible == first ? "\u{FFFD}" : Character(visible)
            case .format, .unassigned, .privateUse:
                return "\u{FFFD}"
            case .nonspacingMark, .enclosingMark, .spacingMark:
                var string = "\u{25CC}"
                string.unicodeScalars.append(contentsOf: scalars)
                return Character(string)
            default:
                return character
            }
        }
    }

    /// The columns characters take: two for wide ones, one for the others.
    static func width(of characters: [Character]) -> Int {
        characters.reduce(0) { $0 + columns($1) }
    }

    static func columns(_ character: Character) -> Int {
        character.unicodeScalars.contains(where: UnicodeClassification.isWide) ? 2 : 1
    }

    /// `characters`, cut with `…` to at most `room` columns.
    static func fitted(_ characters: [Character], to room: Int) -> [Character] {
        guard width(of: characters) > room else { return characters }
        guard room > 0 else { return [] }
        var kept: [Character] = []
        var used = 1
        for character in characters {
            if used + columns(character) > room { break }
            kept.append(character)
            used += columns(character)
        }
        return kept + ["…"]
    }

    /// The horizontal line between two bands of boxes, joining their edges.
    private static func border(above: [Box], below: [Box], lastColumn: Int) -> String {
        var line = ""
        for column in 0...lastColumn {
            let up = above.contains { $0.left == column || $0.right == column }
            let down = below.contains { $0.left == column || $0.right == column }
            let left = (above + below).contains { $0.left < column && column <= $0.right }
            let right = (above + below).contains { $0.left <= column && column < $0.right }
            line += junction(up: up, down: down, left: left, right: right)
        }
        return line
    }

    private static func junction(up: Bool, down: Bool, left: Bool, right: Bool) -> String {
        switch (up, down, left, right) {
        case (false, false, false, false): return " "
        case (false, false, _, _): return "─"
        case (true, true, false, false), (true, false, false, false), (false, true, false, false): return "│"
        case (false, true, false, true): return "┌"
        case (false, true, true, false): return "┐"
        case (true, false, false, true): return "└"
        case (true, false, true, false): return "┘"
        case (false, true, true, true): return "┬"
        case (true, false, true, true): return "┴"
        case (true, true, false, true): return "├"
        case (true, true, true, false): return "┤"
        case (true, true, true, true): return "┼"
        }
    }

    /// The opaque colours a style shows on a keyboard background: its fill over the background, its
    /// label over the fill (a terminal cell has no transparency).
    private static func paint(_ style: KeyStyle, on background: ThemeColor) -> (fill: ThemeColor, label: ThemeColor) {
        let fill = style.fill.composited(over: background)
        return (fill, style.label.composited(over: fill))
    }

    /// The ANSI escape that sets 24-bit foreground and background colours.
    private static func escape(_ paint: (fill: ThemeColor, label: ThemeColor)) -> String {
        let (fill, label) = paint
        return "\u{1B}[38;2;\(label.red);\(label.green);\(label.blue)m\u{1B}[48;2;\(fill.red);\(fill.green);\(fill.blue)m"
    }

    /// The line inside a band: edges and centred labels, wide characters taking two cells, the insides
    /// of painted boxes between escapes.
    private static func content(of boxes: [Box], lastColumn: Int) -> String {
        // A cell holds what is drawn in one column; nil marks the second column of a wide character.
        var cells: [Character?] = Array(repeating: " ", count: lastColumn + 1)
        func put(_ characters: [Character], at start: Int) {
            var column = start
            for character in characters {
                cells[column] = character
                if columns(character) == 2 { cells[column + 1] = nil }
                column += columns(character)
            }
        }
        for box in boxes {
            cells[box.left] = "│"
            cells[box.right] = "│"
            let interior = box.right - box.left - 1
            let trailingWidth = box.trailing.isEmpty ? 0 : width(of: box.trailing) + 1
            if trailingWidth > 0, trailingWidth <= interior {
                put(box.trailing, at: box.right - trailingWidth)
            }
            let leadingWidth = box.leading.isEmpty ? 0 : width(of: box.leading) + 1
            if leadingWidth > 0, leadingWidth + trailingWidth <= interior {
                put(box.leading, at: box.left + 2)
            }
            let label = fitted(box.label, to: interior)
            put(label, at: box.left + 1 + (interior - width(of: label)) / 2)
        }
        guard boxes.contains(where: { $0.paint != nil }) else { return String(cells.compactMap { $0 }) }
        var line = ""
        var column = 0
        for box in boxes.sorted(by: { $0.left < $1.left }) where column <= box.left {
            // Borders and gaps up to the box, plain, then its inside, painted.
            line += String(cells[column...box.left].compactMap { $0 })
            let inside = String(cells[(box.left + 1)..<box.right].compactMap { $0 })
            line += box.paint.map { escape($0) + inside + "\u{1B}[0m" } ?? inside
            column = box.right
        }
        return line + String(cells[column...].compactMap { $0 })
    }
}
