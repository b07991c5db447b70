import KeyboardRuntime
import Testing

/// What a press gives back, decided from the key's kind alone, and which kind a touch-down lands on.
@Suite struct KeyFeedbackTests {
    @Test func kindsFollowActions() {
        #expect(KeyPressKind(.insert("a")) == .character)
        #expect(KeyPressKind(.space) == .space)
        #expect(KeyPressKind(.delete) == .delete)
        #expect(KeyPressKind(.shift) == .shift)
        #expect(KeyPressKind(.returnKey) == .returnKey)
        #expect(KeyPressKind(.switchKeyboard(to: "x")) == .pageSwitch)
        #expect(KeyPressKind(.toggleCharacterWidth(to: "x")) == .pageSwitch)
        #expect(KeyPressKind(.dismiss) == .dismiss)
    }

    @Test func theStandardFeedbackClicksOnEveryKey() {
        #expect(KeyPressKind.allCases.allSatisfy { KeyFeedback.standard(for: $0) == .click })
        #expect(KeyFeedback.click == KeyFeedback(playsClick: true, haptic: nil))
        #expect(KeyFeedback.silent == KeyFeedback(playsClick: false, haptic: nil))
    }

    @Test func hapticsAreLightForTypingAndMediumForEverythingElse() {
        for kind in KeyPressKind.allCases {
            let feedback = KeyFeedback.withHaptics(for: kind)
            #expect(feedback.playsClick)
            #expect(feedback.haptic == ([.character, .space].contains(kind) ? .light : .medium))
        }
    }

    @Test func aTouchDownIsClassifiedByWhatItLandsOn() throws {
        let layout = FixtureLayouts.titledWithSpacers
        let session = try KeyboardSession.seededForTesting(layouts: FixtureLayouts.withTheirTargets(layout), initialPage: layout.id, seed: 1)
        let interaction = KeyboardInteraction(session: session, viewport: .init(width: 375, metrics: KeyboardMetrics(device: .phone, orientation: .portrait)))
        var seen = Set<KeyPressKind>()
        for (row, rects) in interaction.hitTester.keyRects.enumerated() {
            for (index, rect) in rects.enumerated() {
                let key = try #require(session.key(at: KeyPosition(row: row, index: index)))
                let kind = interaction.pressKind(atX: rect.midX, y: rect.midY, in: session)
                #expect(kind == KeyPressKind(key.action))
                seen.insert(try #require(kind))
            }
        }
        #expect(seen == [.character, .space, .delete, .shift, .pageSwitch, .dismiss])
        // The titled page's toolbar ends with Done, which dismisses.
        let toolbar = try #require(interaction.hitTester.toolbar)
        let done = try #require(toolbar.items.last)
        #expect(interaction.pressKind(atX: done.midX, y: done.midY, in: session) == .dismiss)
        #expect(interaction.pressKind(atX: -5, y: 10, in: session) == nil)
    }
}
