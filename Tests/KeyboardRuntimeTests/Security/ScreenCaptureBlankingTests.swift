import KeyboardRuntime
import Testing

/// The default that keeps a shuffled arrangement out of a screen recording: the host model's, which every
/// platform keyboard view draws (KeyboardUIKit's `blanksKeysWhileCaptured` is its policy).
@Suite("Blank keys while the screen is captured")
struct ScreenCaptureBlankingTests {
    static let viewport = KeyboardInteraction.Viewport(width: 375, metrics: KeyboardMetrics(device: .phone, orientation: .portrait))

    /// A host shown on `page`, with the default policy unless one is given.
    func host(_ page: String, overrides: [String: ShufflePolicy], policy: KeyboardHost.Policy = .init()) throws -> KeyboardHost {
        let session = try KeyboardSession.seededForTesting(
            layouts: KeyboardSessionTests.layouts, initialPage: page, policyOverrides: overrides, seed: 1)
        var host = KeyboardHost(session: session, viewport: Self.viewport, policy: policy)
        _ = host.handle(.shown(in: Self.viewport, sceneIsActive: true))
        return host
    }

    @Test("by default a shuffled page is drawn blank while captured, and only while captured")
    func shuffledPagesByDefault() throws {
        #expect(KeyboardHost.Policy().blanksKeysWhileCaptured == .shuffledPages)
        for policy in [ShufflePolicy.onShow, .afterEachKey] {
            var pad = try host("decimal-pad", overrides: ["decimal-pad": policy])
            #expect(pad.blankReason == nil && pad.acceptsTouches)
            _ = pad.handle(.screenCaptureChanged(true))
            #expect(pad.blankReason == .screenCaptured && !pad.acceptsTouches, "\(policy)")
            _ = pad.handle(.screenCaptureChanged(false))
            #expect(pad.blankReason == nil && pad.acceptsTouches)
        }
    }

    @Test("a page that never shuffles stays visible by default; the host's setting applies to every page")
    func settingOverridesDefault() throws {
        var letters = try host("letters", overrides: ["letters": .never])
        _ = letters.handle(.screenCaptureChanged(true))
        #expect(letters.blankReason == nil)
        // Still, no pressed key is shown to the recording.
        #expect(letters.interaction.highlightedKey(in: letters.session) == nil)
        var allLetters = try host("letters", overrides: ["letters": .never], policy: .init(blanksKeysWhileCaptured: .allPages))
        _ = allLetters.handle(.screenCaptureChanged(true))
        #expect(allLetters.blankReason == .screenCaptured)
        var pad = try host("decimal-pad", overrides: ["decimal-pad": .onShow], policy: .init(blanksKeysWhileCaptured: .never))
        _ = pad.handle(.screenCaptureChanged(true))
        #expect(pad.blankReason == nil)
    }
}
