extension KeyboardLayout {
    /// Returns the layout with its movable keys shuffled by `generator`.
    ///
    /// Pinned and function keys stay where they are; movable keys are permuted uniformly within their
    /// shuffle group (see ``KeyArrangement``); widths and spacers stay with their slots, so row lengths and
    /// geometry are unchanged. Each of the layout's ``variants`` is shuffled too, on its own, so that
    /// `shuffled().forDevice(_:width:)` shows a shuffled page on every device. The layout's
    /// ``shufflePolicy`` says *when* a session shuffles; this method shuffles whenever it is called.
    public func shuffled<G: RandomNumberGenerator>(using generator: inout G) -> KeyboardLayout {
        var arrangement = KeyArrangement(layout: self)
        arrangement.reshuffle(using: &generator)
        var shuffled = arrangement.apply(to: self)
        for index in shuffled.variants.indices {
            var page = self
            page.rows = variants[index].rows
            page.variants = []
            var variantArrangement = KeyArrangement(layout: page)
            variantArrangement.reshuffle(using: &generator)
            shuffled.variants[index].rows = variantArrangement.apply(to: page).rows
        }
        return shuffled
    }

    /// Returns the layout with its movable keys shuffled by a new ``SecureRandomNumberGenerator``.
    public func shuffled() -> KeyboardLayout {
        var generator = SecureRandomNumberGenerator()
        return shuffled(using: &generator)
    }
}
