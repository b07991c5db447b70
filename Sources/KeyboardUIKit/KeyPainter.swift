// Draws keys as the runtime's KeyAppearance says: it maps fills to colours (with their dark-mode
// variants), label styles to fonts (Bold Text, Dynamic Type within limits, shrinking to fit) and glyphs to
// SF Symbols. Every decision is KeyboardRuntime's (tested on Linux); this only turns them into UIKit calls.
#if canImport(UIKit) && os(iOS)
import UIKit
import KeyboardRuntime

/// Draws one frame's keys with the text settings read once for the frame.
@MainActor
struct KeyPainter {
    /// Whether labels are heavier: Bold Text (the setting, or the trait that carries it).
    var isBoldTextEnabled: Bool
    /// The Dynamic Type multiplier (1 at the default size); ``KeyLabelFont`` clamps it.
    var textSizeMultiplier: Double
    /// The emphasized return key's colour: the keyboard's tint, system blue by default.
    var accent: UIColor
    /// Where SF Symbol images are kept between frames.
    let symbols: SymbolCache

    /// The settings that apply to `view` now.
    init(for view: UIView, symbols: SymbolCache) {
        self.symbols = symbols
        let traits = view.traitCollection
        isBoldTextEnabled = UIAccessibility.isBoldTextEnabled || traits.legibilityWeight == .bold
        textSizeMultiplier = Double(UIFontMetrics.default.scaledValue(for: 1, compatibleWith: traits))
        accent = view.tintColor ?? .systemBlue
    }

    /// A key: its shadow, its fill, then its glyph or label.
    func draw(_ appearance: KeyAppearance, in frame: CGRect, radius: CGFloat) {
        Self.shadow.setFill()
        UIBezierPath(roundedRect: frame.offsetBy(dx: 0, dy: 1), cornerRadius: radius).fill()
        fillColor(appearance.fill).setFill()
        UIBezierPath(roundedRect: frame, cornerRadius: radius).fill()
        let font = KeyLabelFont(style: appearance.labelStyle, isBoldTextEnabled: isBoldTextEnabled, textSizeMultiplier: textSizeMultiplier)
        let color: UIColor = appearance.fill == .accent ? .white : .label
        if let glyph = appearance.glyph, let name = Self.symbolName(glyph),
           let image = symbols.image(name, pointSize: font.pointSize * 0.9, isSemibold: font.weight == .semibold,
                                     isAccent: appearance.fill == .accent, color: color) {
            let size = image.size
            image.draw(at: CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2))
            return
        }
        drawLabel(appearance.label, in: frame, font: font, color: color)
    }

    /// A label centred in `frame`, shrunk to fit its width as ``KeyLabelFont`` decides, clipped to the key.
    func drawLabel(_ text: String, in frame: CGRect, font: KeyLabelFont, color: UIColor) {
        var attributes: [NSAttributedString.Key: Any] = [.font: uiFont(font, size: font.pointSize), .foregroundColor: color]
        var size = (text as NSString).size(withAttributes: attributes)
        let fitted = font.fittedPointSize(textWidth: Double(size.width), keyWidth: Double(frame.width))
        if fitted < font.pointSize {
            attributes[.font] = uiFont(font, size: fitted)
            size = (text as NSString).size(withAttributes: attributes)
        }
        let origin = CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.clip(to: frame)
        (text as NSString).draw(at: origin, withAttributes: attributes)
        context.restoreGState()
    }

    private func fillColor(_ fill: KeyFill) -> UIColor {
        switch fill {
        case .standard: return Self.standardFill
        case .secondary: return Self.secondaryFill
        case .accent: return accent
        @unknown default: return Self.secondaryFill
        }
    }

    private func uiFont(_ font: KeyLabelFont, size: Double) -> UIFont {
        UIFont.systemFont(ofSize: CGFloat(size), weight: font.weight == .semibold ? .semibold : .regular)
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

    /// The character keys' fill: white, or a light grey in dark mode.
    static let standardFill = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.42, alpha: 1) : .white }
    /// The function keys' fill (and the cover's): grey, or a dark grey in dark mode.
    static let secondaryFill = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.27, alpha: 1) : UIColor(red: 173 / 255, green: 178 / 255, blue: 188 / 255, alpha: 1) }
    /// The one-point shadow under each key.
    static let shadow = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0, alpha: 0.45) : UIColor(red: 136 / 255, green: 138 / 255, blue: 142 / 255, alpha: 1) }
}
#endif
