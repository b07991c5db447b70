extension KeyboardLayout {
    /// Returns the layout with its movable keys shuffled by `generator`.
    ///
    /// Pinned and function keys stay where they are; movable keys are permuted uniformly within their
    /// shuffle group (see ``KeyArrangement``); widths and spacers stay with their slots, so row lengths and
    /// geometry are unchanged. The layout's ``shufflePolicy`` says *when* a session shuffles; this method
    /// shuffles whenever it is called.
    public func shuffled<G: RandomNumberGenerator>(using generator: inout G) -> KeyboardLayout {
        var arrangement = KeyArrangement(layout: self)
        arrangement.reshuffle(using: &generator)
        return arrangement.apply(to: self)
    }

    /// Returns the layout with its movable keys shuffled by a new ``SecureRandomNumberGenerator``.
    public func shuffled() -> KeyboardLayout {
        var generator = SecureRandomNumberGenerator()
        return shuffled(using: &generator)
    }
}
