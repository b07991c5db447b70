extension KeyboardInteraction {
    /// The kind of key or toolbar item a finger coming down at a point presses, hit-tested as
    /// ``handle(_:session:into:)`` will hit-test it (gaps and edges go to the nearest key), or `nil` for a
    /// point the keyboard does not handle. Ask before handing the touch-down to the interaction: the
    /// answer is what the finger landed on, which is what its feedback is for.
    public func pressKind(atX x: Double, y: Double, in session: KeyboardSession) -> KeyPressKind? {
        switch hitTester.target(atX: x, y: y) {
        case .key(let position)?:
            return session.key(at: position).map { KeyPressKind($0.action) }
        case .toolbarItem(let index)?:
            guard let items = session.currentToolbar?.items, items.indices.contains(index) else { return nil }
            return KeyPressKind(items[index].action)
        case nil:
            return nil
        }
    }
}
