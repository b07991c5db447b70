// Draws keys in the styles the runtime's theme resolves (KeyboardTheme.style(for:…), KeyboardSession+Theme):
// fills, labels, borders, corner radii and shadows become UIKit calls, label styles fonts (Bold Text,
// Dynamic Type within limits, shrinking to fit), glyphs SF Symbols. Every decision is KeyboardRuntime's
// (tested on Linux); this only turns them into UIKit calls.
#if canImport(UIKit) && os(iOS)
import UIKit
import KeyboardRuntime

/// Draws one frame's keys with the appearance and text settings read once for the frame.
@MainActor
struct KeyPainter {
    /// Whether labels are heavier: Bold Text (the setting, or the trait that carries it).
    var isBoldTextEnabled: Bool
    /// The Dynamic Type multiplier (1 at the default size); ``KeyLabelFont`` clamps it.
    var textSizeMultiplier: Double
    /// The theme's appearance the view is in: light, dark, or high contrast with Increase Contrast on.
    var appearance: ThemeAppearance
    /// Where SF Symbol images are kept between frames.
    let symbols: SymbolCache

    /// The settings that apply to `view` now.
    init(for view: UIView, symbols: SymbolCache) {
        self.symbols = symbols
        let traits = view.traitCollection
        isBoldTextEnabled = UIAccessibility.isBoldTextEnabled || traits.legibilityWeight == .bold
        textSizeMultiplier = Double(UIFontMetrics.default.scaledValue(for: 1, compatibleWith: traits))
        appearance = ThemeAppearance(
            isDark: traits.userInterfaceStyle == .dark,
            increasesContrast: traits.accessibilityContrast == .high || UIAccessibility.isDarkerSystemColorsEnabled)
    }

    /// A key in `style`: its shadow, its fill and border, then its glyph or label.
    func draw(_ key: KeyAppearance, style: KeyStyle, in frame: CGRect) {
        let radius = CGFloat(style.cornerRadius(width: Double(frame.width), height: Double(frame.height)))
        let shadow = style.shadow
        if shadow.color.alpha > 0, let context = UIGraphicsGetCurrentContext() {
            context.saveGState()
            if shadow.radius > 0 {
                context.setShadow(offset: .zero, blur: CGFloat(shadow.radius), color: UIColor(shadow.color).cgColor)
            }
            UIColor(shadow.color).setFill()
            UIBezierPath(roundedRect: frame.offsetBy(dx: CGFloat(shadow.x), dy: CGFloat(shadow.y)), cornerRadius: radius).fill()
            context.restoreGState()
        }
        UIColor(style.fill).setFill()
        UIBezierPath(roundedRect: frame, cornerRadius: radius).fill()
        if style.borderWidth > 0, style.border.alpha > 0 {
            let width = CGFloat(style.borderWidth)
            let outline = UIBezierPath(roundedRect: frame.insetBy(dx: width / 2, dy: width / 2), cornerRadius: max(0, radius - width / 2))
            outline.lineWidth = width
            UIColor(style.border).setStroke()
            outline.stroke()
        }
        let font = style.labelFont(key.labelStyle, isBoldTextEnabled: isBoldTextEnabled, textSizeMultiplier: textSizeMultiplier)
        let weight = style.labelWeight(isBoldTextEnabled: isBoldTextEnabled)
        if let glyph = key.glyph, let name = Self.symbolName(glyph),
           let image = symbols.image(name, pointSize: font.pointSize * 0.9, weight: weight, color: style.label) {
            let size = image.size
            image.draw(at: CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2))
            return
        }
        drawLabel(key.label, in: frame, font: font, weight: weight, color: UIColor(style.label))
    }

    /// A label centred in `frame`, shrunk to fit its width as ``KeyLabelFont`` decides, clipped to the key.
    func drawLabel(_ text: String, in frame: CGRect, font: KeyLabelFont, weight: ThemeFontWeight, color: UIColor) {
        var attributes: [NSAttributedString.Key: Any] = [.font: Self.uiFont(size: font.pointSize, weight: weight), .foregroundColor: color]
        var size = (text as NSString).size(withAttributes: attributes)
        let fitted = font.fittedPointSize(textWidth: Double(size.width), keyWidth: Double(frame.width))
        if fitted < font.pointSize {
            attributes[.font] = Self.uiFont(size: fitted, weight: weight)
            size = (text as NSString).size(withAttributes: attributes)
        }
        let origin = CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.clip(to: frame)
        (text as NSString).draw(at: origin, withAttributes: attributes)
        context.restoreGState()
    }

    /// A small text (a flick direction's, a long-press hint) at `anchor`, `size` points high.
    func drawSmallText(_ text: String, at anchor: FlickHintPlacement.Anchor, size: Double, color: UIColor) {
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.uiFont(size: size, weight: .regular), .foregroundColor: color]
        let measured = (text as NSString).size(withAttributes: attributes)
        let x: CGFloat
        switch anchor.alignment {
        case .leading: x = CGFloat(anchor.x)
        case .center: x = CGFloat(anchor.x) - measured.width / 2
        case .trailing: x = CGFloat(anchor.x) - measured.width
        @unknown default: x = CGFloat(anchor.x) - measured.width / 2
        }
        (text as NSString).draw(at: CGPoint(x: x, y: CGFloat(anchor.midY) - measured.height / 2), withAttributes: attributes)
    }

    static func uiFont(size: Double, weight: ThemeFontWeight) -> UIFont {
        UIFont.systemFont(ofSize: CGFloat(size), weight: UIFont.Weight(weight))
    }

    /// The SF Symbol that draws a glyph, or `nil` to draw its text stand-in.
    private static func symbolName(_ glyph: KeyGlyph) -> String? {
        switch glyph {
        case .shift: return "shift"
        case .shiftOn: return "shift.fill"
        case .capsLock: return "capslock.fill"
        case .delete: return "delete.left"
        case .returnKey: return "return"
        case .globe: return "globe"
        case .dismiss: return "keyboard.chevron.compact.down"
        @unknown default: return nil
        }
    }
}

extension UIColor {
    /// A theme's colour, in sRGB.
    convenience init(_ color: ThemeColor) {
        self.init(red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255, alpha: CGFloat(color.alpha) / 255)
    }
}

extension UIFont.Weight {
    /// A theme's label weight (SF Symbols take its `symbolWeight()`).
    init(_ weight: ThemeFontWeight) {
        switch weight {
        case .regular: self = .regular
        case .medium: self = .medium
        case .semibold: self = .semibold
        case .bold: self = .bold
        @unknown default: self = .regular
        }
    }
}
#endif
