import KeyboardRuntime
import TextClassification

/// Draws a keyboard page as a standalone SVG document, with KeyboardRuntime's own geometry, so a
/// preview can never disagree with an app using the runtime.
///
/// - The document is `options.width` points wide and as high as the runtime's view height (keys,
///   bottom safe-area inset and, when the layout has a toolbar, the 40-point toolbar), with a matching
///   `viewBox`, and uses no images, fonts, scripts or other external resources. Keys are placed on the
///   pixel grid of `options.scale`.
/// - The toolbar is a `<g class="toolbar">` with the title centred in the runtime's title box and one
///   `<g class="toolbar-item">` (`done` for Done, drawn in the theme's button colour) per item, centred in
///   its rectangle.
/// - Colours, borders, corner radii, shadows, label weights and sizes and the gaps between keys are the
///   theme's (``RenderOptions/theme`` or the keyboard's own, `KeyboardTheme.standard` by default) in
///   ``RenderOptions/appearance``, as
///   `KeyboardTheme.style(for:onPage:shiftState:returnKeyRole:isPressed:appearance:)` resolves them for
///   each key, unpressed, with no return role. A shadow is drawn as a copy of the face moved by its
///   offset; its blur as a half-transparent outline as wide as the blur radius (SVG filters would need a
///   `url(…)` reference). The root element names them in `data-theme` and `data-appearance`.
/// - Labels are text (20 points on character keys, 28 on the keys of a number pad, 16 on function
///   keys, times the style's label scale), escaped with ``XMLEscaping``, shrunk when they would not fit; full-width punctuation such as
///   `（ ） 。 ， 、` is moved so its ink is centred (see `OpticalCentring`); shift, caps lock, delete, return, the globe and dismiss are vector
///   glyphs (`KeyGlyph`), see ``KeyFace``.
/// - Every key is a `<g class="key character|function">` with `data-row`, `data-index`, `data-action`
///   and `data-label` attributes and a `<title>` a screen reader says (a function key with its default
///   label is named in the layout's language: `⌫` → "delete", "删除"), holding a `<rect class="key-face">` whose `x`, `y`, `width` and
///   `height` are the runtime's key rectangle (at most two decimals), so tools can find keys.
/// - The output is deterministic: fixed number formatting, no locale, no timestamps.
///
/// ```swift
/// let svg = SVGRenderer(options: RenderOptions(device: .phone, orientation: .portrait)).render(layout)
/// ```
public struct SVGRenderer: Sendable {
    /// The device, orientation, width, insets and shift state to draw for.
    public var options: RenderOptions

    /// Creates a renderer.
    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The font size of character key labels, in points.
    public static let characterFontSize = 20.0
    /// The font size of the keys of a number pad (its digits), in points, as on iOS's number pad.
    public static let padDigitFontSize = 28.0
    /// The font size of function key labels and the toolbar, in points.
    public static let functionFontSize = 16.0
    /// The font families tried for labels, system fonts first, with CJK fallbacks.
    public static let fontFamily = "-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, "
        + "'Liberation Sans', 'PingFang SC', 'Noto Sans CJK SC', 'Noto Sans', 'DejaVu Sans', sans-serif"
    /// The attributes of the group a `KeyGlyph` is drawn in (besides its transform): no fill, a round
    /// stroke 1.6 units wide in `color`.
    public static func glyphGroupAttributes(color: ThemeColor) -> String {
        "fill=\"none\" \(color.svgPaint("stroke")) stroke-width=\"1.6\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
    }

    /// Whether a key is drawn in the character style (white): character keys and the space bar.
    public static func usesCharacterStyle(_ key: Key) -> Bool {
        switch key.action {
        case .insert, .space: return true
        default: return false
        }
    }

    /// The SVG document for `layout`, ending with a line break.
    public func render(_ layout: KeyboardLayout) -> String {
        let theme = options.theme(for: layout)
        let styles = theme.styles(options.appearance)
        let metrics = theme.keySpacing.applied(to: options.metrics)
        // The page as it is on the device drawn for: its variant's rows, if one applies.
        let layout = layout.forDevice(metrics, width: options.width)
        let geometry = KeyboardGeometry(layout: layout)
        let width = options.width
        let height = geometry.viewHeight(forWidth: width, metrics: metrics, safeArea: options.safeArea)
        let rects = geometry.keyRects(forWidth: width, metrics: metrics, safeArea: options.safeArea)
        let w = RenderNumber.format(width)
        let h = RenderNumber.format(height)
        let name = layout.title.map { "\($0) (\(layout.id))" } ?? layout.id

        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
        svg += " role=\"img\" aria-label=\"\(XMLEscaping.escape(name))\" data-keyboard=\"\(XMLEscaping.escape(layout.id))\""
        svg += " data-device=\"\(options.device.rawValue)\" data-orientation=\"\(options.orientation.rawValue)\""
        svg += " data-theme=\"\(XMLEscaping.escape(theme.id))\" data-appearance=\"\(options.appearance.rawValue)\""
        svg += " font-family=\"\(Self.fontFamily)\">\n"
        svg += "<title>\(XMLEscaping.escape(name))</title>\n"
        svg += "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" \(styles.background.svgPaint("fill"))/>\n"
        if let toolbar = layout.toolbar, let toolbarRects = geometry.toolbarRects(forWidth: width, metrics: metrics, safeArea: options.safeArea) {
            svg += self.toolbar(toolbar, rects: toolbarRects, style: styles.toolbar)
        }
        let isPad = geometry.style == .pad
        for (rowIndex, row) in layout.rows.enumerated() where rowIndex < rects.count {
            for (index, key) in row.keys.enumerated() where index < rects[rowIndex].count {
                let style = theme.style(for: key, onPage: layout.id, shiftState: options.shift.shiftState, appearance: options.appearance)
                svg += self.key(key, row: rowIndex, index: index, rect: rects[rowIndex][index], style: style, hintColor: styles.flickHint, isPad: isPad, locale: layout.locale)
            }
        }
        svg += "</svg>\n"
        return svg
    }

    /// The toolbar: a bar with the title centred in its box and each item (Done in the button colour,
    /// others in the title's) centred in its rectangle, all from the runtime's
    /// ``KeyboardGeometry/toolbarRects(forWidth:metrics:safeArea:)``.
    private func toolbar(_ toolbar: KeyboardToolbar, rects: ToolbarRects, style: ToolbarStyle) -> String {
        let size = Self.functionFontSize
        let baseline = RenderNumber.format(rects.bar.midY + size * 0.35)
        var text = "<g class=\"toolbar\">\n"
        text += "<rect class=\"toolbar-bar\" x=\"0\" y=\"0\" width=\"\(RenderNumber.format(rects.bar.width))\" height=\"\(RenderNumber.format(rects.bar.height))\" \(style.background.svgPaint("fill"))/>\n"
        if let title = toolbar.title, let box = rects.title {
            text += "<text class=\"title\" x=\"\(RenderNumber.format(box.midX))\" y=\"\(baseline)\" font-size=\"\(RenderNumber.format(size))\""
            text += " font-weight=\"\(style.titleWeight.cssWeight)\" text-anchor=\"middle\" \(style.title.svgPaint("fill"))>\(XMLEscaping.escape(Self.truncated(title, fontSize: size, room: box.width)))</text>\n"
        }
        for (index, item) in toolbar.items.enumerated() where index < rects.items.count {
            let box = rects.items[index]
            let itemSize = Self.fittingFontSize(item.label, preferred: size, room: box.width)
            text += "<g class=\"toolbar-item\(item.isDone ? " done" : "")\" data-index=\"\(index)\" data-action=\"\(Self.actionName(item.action))\" data-label=\"\(XMLEscaping.escape(item.label))\">"
            text += "<rect class=\"item-box\" x=\"\(RenderNumber.format(box.x))\" y=\"\(RenderNumber.format(box.y))\" width=\"\(RenderNumber.format(box.width))\" height=\"\(RenderNumber.format(box.height))\" fill=\"none\"/>"
            text += "<text x=\"\(RenderNumber.format(box.midX))\" y=\"\(baseline)\" font-size=\"\(RenderNumber.format(itemSize))\""
            text += " font-weight=\"600\" text-anchor=\"middle\" \((item.isDone ? style.button : style.title).svgPaint("fill"))>\(XMLEscaping.escape(item.label))</text></g>\n"
        }
        text += "</g>\n"
        return text
    }

    /// One key in `style`: its group, shadow, face and label or glyph.
    private func key(_ key: Key, row: Int, index: Int, rect: KeyRect, style: KeyStyle, hintColor: ThemeColor, isPad: Bool, locale: String?) -> String {
        let character = Self.usesCharacterStyle(key)
        let radius = RenderNumber.format(max(0, min(style.cornerRadius, rect.width / 2, rect.height / 2)))
        let x = RenderNumber.format(rect.x), y = RenderNumber.format(rect.y)
        let width = RenderNumber.format(rect.width), height = RenderNumber.format(rect.height)
        var text = "<g class=\"key \(character ? "character" : "function")\" data-row=\"\(row)\" data-index=\"\(index)\""
        text += " data-action=\"\(Self.actionName(key.action))\" data-label=\"\(XMLEscaping.escape(key.label))\">\n"
        text += "<title>\(XMLEscaping.escape(Self.spokenName(of: key, locale: locale)))</title>\n"
        let shadow = style.shadow
        if shadow.color.alpha > 0 {
            text += "<rect class=\"key-shadow\" x=\"\(RenderNumber.format(rect.x + shadow.x))\" y=\"\(RenderNumber.format(rect.y + shadow.y))\""
            text += " width=\"\(width)\" height=\"\(height)\" rx=\"\(radius)\" \(shadow.color.svgPaint("fill"))"
            if shadow.radius > 0 {
                let blur = ThemeColor(rgba: shadow.color.rgba & 0xFFFF_FF00 | UInt32(shadow.color.alpha / 2))
                text += " \(blur.svgPaint("stroke")) stroke-width=\"\(RenderNumber.format(shadow.radius))\""
            }
            text += "/>\n"
        }
        text += "<rect class=\"key-face\" x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" rx=\"\(radius)\" \(style.fill.svgPaint("fill"))"
        if style.borderWidth > 0, style.border.alpha > 0 {
            text += " \(style.border.svgPaint("stroke")) stroke-width=\"\(RenderNumber.format(style.borderWidth))\""
        }
        text += "/>\n"
        switch KeyFace(key: key, shift: options.shift) {
        case .glyph(let glyph):
            let side = max(0, min(22, rect.height * 0.62, rect.width * 0.7))
            let scale = side / KeyGlyph.boxSize
            let left = RenderNumber.format(rect.midX - side / 2)
            let top = RenderNumber.format(rect.midY - side / 2)
            text += "<g class=\"glyph \(glyph.rawValue)\" transform=\"translate(\(left) \(top)) scale(\(Self.scaleFormat(scale)))\" \(Self.glyphGroupAttributes(color: style.label))>"
            text += glyph.svgShapes(color: style.label) + "</g>\n"
        case .text(let label):
            let preferred = (key.isCharacter ? (isPad ? Self.padDigitFontSize : Self.characterFontSize) : Self.functionFontSize) * style.labelScale
            let size = Self.fittingFontSize(label, preferred: min(preferred, rect.height * 0.7), room: rect.width - 6)
            let shift = OpticalCentring.offset(for: label)
            let x = rect.midX + shift.dx * size
            let y = rect.midY + size * 0.35 + shift.dy * size
            text += "<text class=\"label\" x=\"\(RenderNumber.format(x))\" y=\"\(RenderNumber.format(y))\""
            text += " font-size=\"\(RenderNumber.format(size))\"\(style.labelWeight == .regular ? "" : " font-weight=\"\(style.labelWeight.cssWeight)\"")"
            text += " text-anchor=\"middle\" \(style.label.svgPaint("fill"))>"
            text += XMLEscaping.escape(label) + "</text>\n"
        }
        if let hint = key.hint {
            // A secondary label, small in the top-right corner, as keyboards show long-press hints.
            let size = max(8, min(11, rect.height * 0.25))
            text += "<text class=\"hint\" x=\"\(RenderNumber.format(rect.x + rect.width - 3))\" y=\"\(RenderNumber.format(rect.y + size + 1))\""
            text += " font-size=\"\(RenderNumber.format(size))\" text-anchor=\"end\" \(hintColor.svgPaint("fill"))>"
            text += XMLEscaping.escape(hint) + "</text>\n"
        }
        text += Self.flickLabels(of: key, rect: rect, color: hintColor)
        text += "</g>\n"
        return text
    }

    /// The key's `<title>`, what a screen reader says: a function key showing its default label is named in
    /// the page's language (`⌫` → "delete", "删除"); other keys say their label.
    static func spokenName(of key: Key, locale: String?) -> String {
        if let spoken = key.spokenName { return spoken }
        guard !key.isCharacter, key.label == DefaultLabels.label(for: key.action, locale: locale) else { return key.label }
        return DefaultLabels.spokenName(for: key.action, locale: locale)
    }

    /// The name of an action in `data-action`: `insert` for a character key, a function key's as written in
    /// layout files.
    static func actionName(_ action: KeyAction) -> String {
        if case .insert = action { return "insert" }
        return KeySelectorAction(action).rawValue
    }

    /// Scales keep three decimals so glyphs stay crisp; formatted without locale.
    static func scaleFormat(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        var fraction = String(thousandths % 1000)
        while fraction.count < 3 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return String(thousandths / 1000) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// An estimate of the width of `text` in ems: wide characters 1, others 0.6.
    static func estimatedWidth(_ text: String) -> Double {
        text.reduce(0) { total, character in
            total + (character.unicodeScalars.contains(where: UnicodeClassification.isWide) ? 1.0 : 0.6)
        }
    }

    /// `preferred`, or smaller (not under 8) when the label would be wider than `room` points.
    static func fittingFontSize(_ text: String, preferred: Double, room: Double) -> Double {
        let ems = estimatedWidth(text)
        guard ems > 0, ems * preferred > room else { return preferred }
        return max(8, (room / ems * 4).rounded(.down) / 4)
    }

    /// `text`, cut with `…` when it would be wider than `room` points at `fontSize`.
    static func truncated(_ text: String, fontSize: Double, room: Double) -> String {
        guard estimatedWidth(text) * fontSize > room else { return text }
        var kept = ""
        var width = 1.0 * fontSize
        for character in text {
            let next = estimatedWidth(String(character)) * fontSize
            if width + next > room { break }
            kept.append(character)
            width += next
        }
        return kept + "…"
    }
}
