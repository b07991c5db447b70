// What an event changed on screen, found by comparing what is drawn before and after it: the host model
// decides what to redraw, so a renderer never redraws (or rebuilds its accessibility elements) for a
// finger that only moved.
extension KeyboardHost {
    /// What the keyboard shows, in the parts that decide a redraw.
    struct DrawnState: Equatable {
        /// What every key is and where: a change redraws everything and rebuilds accessibility.
        var page: String
        var arrangement: KeyArrangement
        var shift: ShiftState
        var returnKeyRole: ReturnKeyRole?
        var returnKind: ReturnKind
        var viewport: KeyboardInteraction.Viewport
        var blank: BlankReason?
        var isScreenReaderRunning: Bool
        /// What a finger changes: a redraw of its area only.
        var pressedKey: KeyPosition?
        var pressedToolbarItem: Int?
        var callout: Callout?
        var calloutArea: KeyRect?
        var keyPreview: KeyRect?

        init(_ host: KeyboardHost) {
            let session = host.session, interaction = host.interaction
            page = session.currentPage
            arrangement = session.currentArrangement
            shift = session.shiftState
            returnKeyRole = session.returnKeyRole
            returnKind = session.returnKind
            viewport = interaction.viewport
            blank = host.blankReason
            isScreenReaderRunning = session.isScreenReaderRunning
            pressedKey = interaction.highlightedKey(in: session)
            pressedToolbarItem = interaction.highlightedToolbarItem(in: session)
            callout = interaction.visibleCallout(in: session)
            calloutArea = callout == nil ? nil : Self.union(interaction.calloutRects)
            keyPreview = interaction.keyPreview(in: session)?.rect
        }

        /// Whether every key must be drawn again.
        func changesKeys(comparedTo other: DrawnState) -> Bool {
            page != other.page || arrangement != other.arrangement || shift != other.shift
                || returnKeyRole != other.returnKeyRole || returnKind != other.returnKind
                || viewport != other.viewport || blank != other.blank
                || isScreenReaderRunning != other.isScreenReaderRunning
        }

        static func union(_ rects: [KeyRect]) -> KeyRect? {
            var redraw = Redraw.nothing
            for rect in rects { redraw.include(rect) }
            if case .area(let area) = redraw { return area }
            return nil
        }
    }

    /// Fills in the redraw and the accessibility change from what is drawn now against `before`.
    mutating func describeChanges(since before: DrawnState, into update: inout HostUpdate) {
        let after = DrawnState(self)
        if after.changesKeys(comparedTo: before) {
            update.redraw = .everything
            accessibilityElements = currentAccessibilityElements()
            if after.page != before.page || after.blank != before.blank {
                update.accessibility = .pageChanged
            } else if after.arrangement != before.arrangement {
                update.accessibility = update.accessibility == .pageChanged ? .pageChanged : .rearranged
            } else if update.accessibility == .none {
                update.accessibility = .updated
            }
            return
        }
        guard update.redraw != .everything,
              before.pressedKey != after.pressedKey || before.pressedToolbarItem != after.pressedToolbarItem
                || before.callout != after.callout else { return }
        include(before, in: &update.redraw)
        include(after, in: &update.redraw)
    }

    /// Adds what a finger shows in `state` (the pressed key or item, the callout) to `redraw`.
    private func include(_ state: DrawnState, in redraw: inout Redraw) {
        if let key = state.pressedKey, let rect = keyRect(at: key) { redraw.include(withShadow(rect)) }
        if let item = state.pressedToolbarItem, let toolbar = interaction.hitTester.toolbar, toolbar.items.indices.contains(item) {
            redraw.include(toolbar.items[item])
        }
        if let area = state.calloutArea { redraw.include(withShadow(area)) }
        if let preview = state.keyPreview { redraw.include(withShadow(preview)) }
    }

    private func keyRect(at position: KeyPosition) -> KeyRect? {
        let rects = interaction.hitTester.keyRects
        guard rects.indices.contains(position.row), rects[position.row].indices.contains(position.index) else { return nil }
        return rects[position.row][position.index]
    }

    /// A key's rectangle with what its theme draws around it (shadow, border; one point at least).
    private func withShadow(_ rect: KeyRect) -> KeyRect {
        let outset = max(1, session.currentTheme.drawingOutset)
        return KeyRect(x: rect.x - outset, y: rect.y - outset, width: rect.width + 2 * outset, height: rect.height + 2 * outset + 1)
    }

    /// The keys and toolbar as a screen reader reads them, or one notice while the keys are blank.
    func currentAccessibilityElements() -> [AccessibilityElement] {
        let viewport = interaction.viewport
        if let blank = blankReason {
            let height = preferredHeight - viewport.safeArea.bottom
            return [AccessibilityElement(target: .notice, frame: KeyRect(x: 0, y: 0, width: viewport.width, height: max(0, height)),
                                         label: blank.explanation, traits: .staticText)]
        }
        return session.accessibilityElements(forWidth: viewport.width, metrics: session.spacedMetrics(viewport.metrics), safeArea: viewport.safeArea)
    }
}
