import KeyboardRuntime
import Testing

/// Screen readers get one element per key where it is drawn, named as the key says; a page can stop
/// shuffling while a screen reader runs.
@Suite("Accessibility")
struct AccessibilityTests {
    private func pad(policy: ScreenReaderPolicy) -> KeyboardLayout {
        func digit(_ d: String) -> Key { Key(action: .insert(d), label: d, spokenName: d == "0" ? "zero" : nil) }
        var layout = KeyboardLayout(
            id: "pin", title: "PIN", shufflePolicy: .onShow,
            rows: [
                KeyRow(keys: ["1", "2", "3"].map(digit)), KeyRow(keys: ["4", "5", "6"].map(digit)),
                KeyRow(keys: ["7", "8", "9"].map(digit)),
                KeyRow(keys: [Key(action: .dismiss, label: "⌄", spokenName: "Close"), digit("0"), Key(action: .delete, label: "⌫")]),
            ])
        layout.screenReaderPolicy = policy
        return layout
    }

    private let metrics = KeyboardMetrics(device: .phone, orientation: .portrait)

    @Test("Every key is an element where it is drawn, with its spoken name; the toolbar follows")
    func elementsFollowTheArrangement() throws {
        let session = try KeyboardSession.seededForTesting(layouts: [pad(policy: .keepShuffling)], initialPage: "pin", seed: 7)
        // Accessibility.md
        let elements = session.accessibilityElements(forWidth: 375, metrics: metrics)
        let labels = elements.map(\.label)      // the keys as drawn now, then the toolbar
        let rects = session.keyRects(forWidth: 375, metrics: metrics)
        #expect(elements.count == 12 + 2)
        for element in elements.prefix(12) {
            guard case .key(let position) = element.target else { Issue.record("a key first"); continue }
            #expect(element.frame == rects[position.row][position.index])
            #expect(element.traits == .keyboardKey)
            let key = try #require(session.key(at: position))
            switch key.action {
            case .insert(let text): #expect(element.label == (text == "0" ? "zero" : text))
            case .dismiss: #expect(element.label == "Close")
            case .delete: #expect(element.label == DefaultLabels.spokenName(for: .delete, locale: nil))
            default: Issue.record("unexpected key \(key)")
            }
        }
        #expect(elements[12].target == .toolbarTitle)
        #expect(elements[12].label == "PIN")
        #expect(elements[13].target == .toolbarItem(0))
        #expect(elements[13].traits == .button)
        #expect(labels.count == 14)
    }

    @Test("A toolbar item says its spoken name, or its label without one")
    func toolbarItemsSayTheirSpokenName() throws {
        var layout = pad(policy: .keepShuffling)
        layout.toolbar = KeyboardToolbar(title: "PIN", items: [
            KeyboardToolbarItem(action: .switchKeyboard(to: "pin"), label: "ABC", placement: .leading, spokenName: "Letters"),
            KeyboardToolbarItem(action: .switchKeyboard(to: "pin"), label: "123", placement: .leading),
        ])
        let session = try KeyboardSession(layouts: [layout], initialPage: "pin")
        let items = session.accessibilityElements(forWidth: 375, metrics: metrics).filter {
            if case .toolbarItem = $0.target { return true } else { return false }
        }
        #expect(items.map(\.label) == ["Letters", "123"])
    }

    @Test("Shift is announced as selected while it applies")
    func shiftIsSelected() throws {
        let letters = KeyboardLayout(id: "abc", rows: [KeyRow(keys: [Key(action: .shift, label: "⇧"), Key(action: .insert("a"), label: "a", shiftedText: "A")])])
        var session = try KeyboardSession(layouts: [letters], initialPage: "abc")
        #expect(session.accessibilityElements(forWidth: 375, metrics: metrics)[0].traits == .keyboardKey)
        _ = session.handle(.tap(KeyPosition(row: 0, index: 0)))
        let elements = session.accessibilityElements(forWidth: 375, metrics: metrics)
        #expect(elements[0].traits == [.keyboardKey, .selected])
        #expect(elements[1].label == "A")
    }

    @Test("stop-shuffling shows the declared pad while a screen reader runs, and shuffles again after")
    func stopShufflingWhileAScreenReaderRuns() throws {
        let declared = pad(policy: .stopShuffling)
        var session = try KeyboardSession.seededForTesting(layouts: [declared], initialPage: "pin", seed: 3)
        #expect(session.currentLayout != declared)
        session.isScreenReaderRunning = true
        #expect(session.currentLayout == declared)
        session.willShow()
        #expect(session.currentLayout == declared)
        session.isScreenReaderRunning = false
        #expect(session.currentLayout != declared)
    }

    @Test("keep-shuffling, the default, keeps shuffling; the session can override a page's policy")
    func keepShufflingUnlessOverridden() throws {
        let declared = pad(policy: .keepShuffling)
        var session = try KeyboardSession.seededForTesting(layouts: [declared], initialPage: "pin", seed: 3)
        session.isScreenReaderRunning = true
        #expect(session.currentLayout != declared)
        session.screenReaderPolicyOverride = .stopShuffling
        #expect(session.currentLayout == declared)
        #expect(KeyboardLayout(id: "x", rows: []).screenReaderPolicy == .keepShuffling)
    }
}
