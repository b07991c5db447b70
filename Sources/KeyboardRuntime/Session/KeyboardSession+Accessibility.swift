extension KeyboardSession {
    /// One accessibility element per key of the current page as it is drawn now (so a shuffled key is
    /// named where it is), then the toolbar's title and items, in reading order. Ask again after
    /// `.pageChanged` and after a change of ``shiftState`` or of the layout's width.
    ///
    /// Keys say ``spokenName(at:)``: a key's own `spoken` name, a function key's name in the page's
    /// language, or what the key shows. Shift is `.selected` while it applies. Toolbar items say their
    /// ``KeyboardToolbarItem/spokenName`` or, without one, their label.
    public func accessibilityElements(forWidth width: Double, metrics: KeyboardMetrics, safeArea: SafeAreaInsets = .zero) -> [AccessibilityElement] {
        var elements: [AccessibilityElement] = []
        let rects = keyRects(forWidth: width, metrics: metrics, safeArea: safeArea)
        elements.reserveCapacity(rects.reduce(0) { $0 + $1.count } + 3)
        for (row, rowRects) in rects.enumerated() {
            for (index, frame) in rowRects.enumerated() {
                let position = KeyPosition(row: row, index: index)
                guard let key = key(at: position), let label = spokenName(at: position) else { continue }
                var traits: KeyAccessibilityTraits = .keyboardKey
                if key.action == .shift, shiftState.isActive { traits.insert(.selected) }
                elements.append(AccessibilityElement(target: .key(position), frame: frame, label: label, traits: traits))
            }
        }
        if let toolbar = currentToolbar, let toolbarRects = toolbarRects(forWidth: width, metrics: metrics, safeArea: safeArea) {
            if let title = toolbar.title, let frame = toolbarRects.title {
                elements.append(AccessibilityElement(target: .toolbarTitle, frame: frame, label: title, traits: .staticText))
            }
            for (index, item) in toolbar.items.enumerated() where index < toolbarRects.items.count {
                elements.append(AccessibilityElement(
                    target: .toolbarItem(index), frame: toolbarRects.items[index], label: item.spokenName ?? item.label, traits: .button))
            }
        }
        return elements
    }
}
