// The keys, drawn in a subview of the input view in the current page's theme (its background over the
// backdrop UIInputView draws), and only the area the host model says changed is drawn again.
#if canImport(UIKit) && os(iOS)
import UIKit
import KeyboardRuntime

/// Draws the host model's keys, toolbar, callout and key preview, or the blank keys' explanation.
@MainActor
final class KeyCanvas: UIView {
    weak var keyboard: SecureKeyboardInputView?
    /// SF Symbol images by glyph, size, weight and colour, made once for the trait collection.
    let symbols = SymbolCache()

    init() {
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        // Touches and accessibility are the input view's.
        isUserInteractionEnabled = false
        isAccessibilityElement = false
    }

    required init?(coder: NSCoder) { return nil }

    /// Draws whatever intersects `rect` (the area the host model said changed, or everything), in the
    /// current page's theme and the view's appearance.
    override func draw(_ rect: CGRect) {
        guard let keyboard else { return }
        let host = keyboard.host, session = host.session, interaction = host.interaction
        let painter = KeyPainter(for: self, symbols: symbols)
        let appearance = painter.appearance
        let styles = session.currentTheme.styles(appearance)
        UIColor(styles.background).setFill()
        UIRectFill(rect)
        if let reason = host.blankReason {
            let cover = styles[.function]
            UIColor(cover.fill).setFill()
            UIRectFill(bounds)
            let font = cover.labelFont(.word, isBoldTextEnabled: painter.isBoldTextEnabled, textSizeMultiplier: painter.textSizeMultiplier)
            let area = bounds.inset(by: UIEdgeInsets(top: 0, left: 16, bottom: CGFloat(host.viewport.safeArea.bottom), right: 16))
            painter.drawLabel(keyboard.blankExplanation(reason), in: area, font: font, weight: cover.labelWeight(isBoldTextEnabled: painter.isBoldTextEnabled),
                              color: UIColor(cover.label))
            return
        }
        if let toolbar = interaction.hitTester.toolbar, let items = session.currentToolbar?.items {
            let style = styles.toolbar
            UIColor(style.background).setFill()
            UIRectFill(CGRect(toolbar.bar))
            let font = KeyLabelFont(style: .word, isBoldTextEnabled: painter.isBoldTextEnabled, textSizeMultiplier: painter.textSizeMultiplier)
            if let title = toolbar.title, let text = session.currentToolbar?.title {
                painter.drawLabel(text, in: CGRect(title), font: font, weight: style.titleWeight, color: UIColor(style.title))
            }
            let pressedItem = interaction.highlightedToolbarItem(in: session)
            for (index, frame) in toolbar.items.enumerated() where items.indices.contains(index) {
                let color = session.toolbarItemColor(at: index, isPressed: index == pressedItem, appearance: appearance)
                painter.drawLabel(items[index].label, in: CGRect(frame), font: font, weight: .semibold, color: UIColor(color))
            }
        }
        let pressed = interaction.highlightedKey(in: session)
        let outset = CGFloat(session.currentTheme.drawingOutset) + 2
        for (row, rects) in interaction.hitTester.keyRects.enumerated() {
            for (index, frame) in rects.enumerated() where CGRect(frame).insetBy(dx: -outset, dy: -outset).intersects(rect) {
                let position = KeyPosition(row: row, index: index)
                let isPressed = position == pressed
                guard let key = session.appearance(at: position, isPressed: isPressed),
                      let style = session.style(at: position, isPressed: isPressed, appearance: appearance) else { continue }
                painter.draw(key, style: style, in: CGRect(frame))
                drawSmallTexts(at: position, in: frame, color: UIColor(styles.flickHint), painter: painter)
            }
        }
        if let callout = interaction.visibleCallout(in: session) {
            for (index, frame) in interaction.calloutRects.enumerated() where callout.alternates.indices.contains(index) {
                let style = session.calloutStyle(isSelected: index == callout.selection, appearance: appearance)
                painter.draw(KeyAppearance(label: callout.alternates[index], fill: .standard, labelStyle: .character), style: style, in: CGRect(frame))
            }
        }
        if let preview = interaction.keyPreview(in: session), let key = session.appearance(at: preview.key),
           var style = session.style(at: preview.key, appearance: appearance) {
            style.labelScale *= KeyPreview.widthFactor
            painter.draw(key, style: style, in: CGRect(preview.rect))
        }
    }

    /// A key's long-press hint and flick texts, small, in the theme's flick hint colour.
    private func drawSmallTexts(at position: KeyPosition, in frame: KeyRect, color: UIColor, painter: KeyPainter) {
        guard let keyboard, let key = keyboard.host.session.key(at: position) else { return }
        let placement = FlickHintPlacement(keyRect: frame)
        if let hint = key.hint {
            painter.drawSmallText(hint, at: placement.hintAnchor, size: placement.hintFontSize, color: color)
        }
        if let flick = key.flick {
            for direction in FlickDirection.allCases {
                guard let text = flick[direction] else { continue }
                painter.drawSmallText(text, at: placement.anchor(toward: direction), size: placement.flickFontSize, color: color)
            }
        }
    }
}

/// SF Symbol images, made once per glyph, size, weight and colour instead of on every draw; emptied when
/// the trait collection changes (dark mode, Increase Contrast, Dynamic Type).
@MainActor
final class SymbolCache {
    private struct Key: Hashable {
        var name: String
        var pointSize: Double
        var weight: ThemeFontWeight
        var color: ThemeColor
    }

    private var images: [Key: UIImage] = [:]

    /// The image of `name` at `pointSize` and `weight`, in `color`.
    func image(_ name: String, pointSize: Double, weight: ThemeFontWeight, color: ThemeColor) -> UIImage? {
        let key = Key(name: name, pointSize: pointSize, weight: weight, color: color)
        if let image = images[key] { return image }
        let configuration = UIImage.SymbolConfiguration(pointSize: CGFloat(pointSize), weight: UIFont.Weight(weight).symbolWeight())
        let image = UIImage(systemName: name, withConfiguration: configuration)?.withTintColor(UIColor(color), renderingMode: .alwaysOriginal)
        images[key] = image
        return image
    }

    /// Forgets every image.
    func removeAll() {
        images.removeAll()
    }
}
#endif
