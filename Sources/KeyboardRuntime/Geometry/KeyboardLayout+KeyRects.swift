extension KeyboardLayout {
    /// One rectangle per key, row by row, for a view width, metrics and safe-area insets.
    ///
    /// A convenience over ``KeyboardGeometry``; to lay out repeatedly without allocating, keep a
    /// `KeyboardGeometry` and a reused `[KeyRect]` buffer instead.
    ///
    /// ```swift
    /// let rects = letters.keyRects(forWidth: 375, metrics: KeyboardMetrics(device: .phone, orientation: .portrait))
    /// ```
    public func keyRects(
        forWidth width: Double,
        metrics: KeyboardMetrics,
        safeArea: SafeAreaInsets = .zero
    ) -> [[KeyRect]] {
        KeyboardGeometry(layout: self).keyRects(forWidth: width, metrics: metrics, safeArea: safeArea)
    }
}
