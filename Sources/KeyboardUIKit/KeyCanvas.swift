// The keys, drawn in a transparent subview of the input view: UIInputView draws the keyboard backdrop
// behind it, and only the area the host model says changed is drawn again.
#if canImport(UIKit) && os(iOS)
import UIKit
import KeyboardRuntime

/// Draws the host model's keys, toolbar and callout, or the blank keys' explanation.
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

    /// Draws whatever intersects `rect` (the area the host model said changed, or everything).
    override func draw(_ rect: CGRect) {
        guard let keyboard else { return }
        let host = keyboard.host, session = host.session, interaction = host.interaction
        let painter = KeyPainter(for: self, symbols: symbols)
        if let reason = host.blankReason {
            KeyPainter.secondaryFill.setFill()
            UIRectFill(bounds)
            let font = KeyLabelFont(style: .word, isBoldTextEnabled: painter.isBoldTextEnabled, textSizeMultiplier: painter.textSizeMultiplier)
            let area = bounds.inset(by: UIEdgeInsets(top: 0, left: 16, bottom: CGFloat(host.viewport.safeArea.bottom), right: 16))
            painter.drawLabel(keyboard.blankExplanation(reason), in: area, font: font, color: .secondaryLabel)
            return
        }
        let pressed = interaction.highlightedKey(in: session)
        let radius = interaction.viewport.metrics.cornerRadius
        for (row, rects) in interaction.hitTester.keyRects.enumerated() {
            for (index, frame) in rects.enumerated() where CGRect(frame).insetBy(dx: -2, dy: -2).intersects(rect) {
                let position = KeyPosition(row: row, index: index)
                guard let appearance = session.appearance(at: position, isPressed: position == pressed) else { continue }
                painter.draw(appearance, in: CGRect(frame), radius: radius)
            }
        }
        if let toolbar = interaction.hitTester.toolbar, let items = session.currentToolbar?.items {
            let font = KeyLabelFont(style: .word, isBoldTextEnabled: painter.isBoldTextEnabled, textSizeMultiplier: painter.textSizeMultiplier)
            if let title = toolbar.title, let text = session.currentToolbar?.title {
                painter.drawLabel(text, in: CGRect(title), font: font, color: .secondaryLabel)
            }
            for (index, frame) in toolbar.items.enumerated() where items.indices.contains(index) {
                painter.drawLabel(items[index].label, in: CGRect(frame), font: font, color: painter.accent)
            }
        }
        if let callout = interaction.visibleCallout(in: session) {
            for (index, frame) in interaction.calloutRects.enumerated() where callout.alternates.indices.contains(index) {
                let selected = index == callout.selection
                painter.draw(KeyAppearance(label: callout.alternates[index], fill: selected ? .accent : .standard, labelStyle: .character),
                             in: CGRect(frame), radius: radius)
            }
        }
    }
}

/// SF Symbol images, made once per glyph, size, weight and colour instead of on every draw; emptied when
/// the trait collection changes (dark mode, Dynamic Type).
@MainActor
final class SymbolCache {
    private struct Key: Hashable {
        var name: String
        var pointSize: Double
        var isSemibold: Bool
        var isAccent: Bool
    }

    private var images: [Key: UIImage] = [:]

    /// The image of `name` at `pointSize`, tinted `color` (`isAccent` tells the two colours apart).
    func image(_ name: String, pointSize: Double, isSemibold: Bool, isAccent: Bool, color: UIColor) -> UIImage? {
        let key = Key(name: name, pointSize: pointSize, isSemibold: isSemibold, isAccent: isAccent)
        if let image = images[key] { return image }
        let configuration = UIImage.SymbolConfiguration(pointSize: CGFloat(pointSize), weight: isSemibold ? .semibold : .regular)
        let image = UIImage(systemName: name, withConfiguration: configuration)?.withTintColor(color, renderingMode: .alwaysOriginal)
        images[key] = image
        return image
    }

    /// Forgets every image.
    func removeAll() {
        images.removeAll()
    }
}
#endif
