import KeyboardRuntime
import Testing

@Suite("Blank keys while the screen is captured")
struct ScreenCaptureBlankingTests {
    func session(_ page: String, overrides: [String: ShufflePolicy] = [:]) throws -> KeyboardSession {
        try KeyboardSession.seededForTesting(
            layouts: KeyboardSessionTests.layouts, initialPage: page,
            policyOverrides: overrides, seed: 1)
    }

    @Test("by default a shuffled page is drawn blank while captured, and only while captured")
    func shuffledPagesByDefault() throws {
        var pad = try session("decimal-pad", overrides: ["decimal-pad": .onShow])
        #expect(!pad.drawsKeysBlank(blanksWhileCaptured: nil))
        pad.isScreenCaptured = true
        #expect(pad.drawsKeysBlank(blanksWhileCaptured: nil))
        var afterEachKey = try session("decimal-pad", overrides: ["decimal-pad": .afterEachKey])
        afterEachKey.isScreenCaptured = true
        #expect(afterEachKey.drawsKeysBlank(blanksWhileCaptured: nil))
    }

    @Test("a page that never shuffles stays visible by default; the host's setting applies to every page")
    func settingOverridesDefault() throws {
        var letters = try session("letters", overrides: ["letters": .never])
        letters.isScreenCaptured = true
        #expect(!letters.drawsKeysBlank(blanksWhileCaptured: nil))
        #expect(letters.drawsKeysBlank(blanksWhileCaptured: true))
        var pad = try session("decimal-pad", overrides: ["decimal-pad": .onShow])
        pad.isScreenCaptured = true
        #expect(!pad.drawsKeysBlank(blanksWhileCaptured: false))
        pad.isScreenCaptured = false
        #expect(!pad.drawsKeysBlank(blanksWhileCaptured: true))
    }
}
