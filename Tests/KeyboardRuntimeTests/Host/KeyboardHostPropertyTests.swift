import KeyboardRuntime
import Testing

/// The host model over random sequences of what a device does to a keyboard (focus, refused focus,
/// losing focus, background, foreground, capture on and off, rotation, showing and hiding, typing,
/// clearing), checked after every event against a reference that knows only the rules.
@Suite("Keyboard host: event sequences")
struct KeyboardHostPropertyTests {
    static let fields = [HostedFieldID(1), HostedFieldID(2), HostedFieldID(3)]

    /// A page that composes Hangul (pending text that must not leak from one field to the next), with a
    /// switch to the shuffled pad, delete and return.
    static let korean: KeyboardLayout = {
        var layout = KeyboardLayout(id: "korean", locale: "ko", shufflePolicy: .never, rows: [
            KeyRow(keys: "ㄱㄴㄷㄹㅁㅂㅅㅇㅈ".map { Key(action: .insert(String($0)), label: String($0)) }),
            KeyRow(keys: "ㅏㅓㅗㅜㅡㅣ".map { Key(action: .insert(String($0)), label: String($0)) }),
            KeyRow(keys: [
                Key(action: .switchKeyboard(to: "decimal-pad"), label: "123"), Key(action: .delete, label: "⌫"),
                Key(action: .returnKey, label: "return"),
            ]),
        ])
        layout.composition = TextComposition(script: .hangul)
        return layout
    }()

    static let viewports: [KeyboardInteraction.Viewport] = [
        .init(width: 375, metrics: KeyboardMetrics(device: .phone, orientation: .portrait), safeArea: SafeAreaInsets(bottom: 34)),
        .init(width: 812, metrics: KeyboardMetrics(device: .phone, orientation: .landscape), safeArea: SafeAreaInsets(left: 44, right: 44, bottom: 21)),
        .init(width: 390, metrics: KeyboardMetrics(device: .phone, orientation: .portrait), safeArea: SafeAreaInsets(bottom: 34)),
        .init(width: 820, metrics: KeyboardMetrics(device: .pad, orientation: .portrait), safeArea: SafeAreaInsets(bottom: 20)),
    ]

    enum Step: CaseIterable {
        case focus, refuse, lose, show, hide, deactivate, background, activate, captureOn, captureOff, rotate, type, typeInStrip, clear, hardwareReturn, blankingPolicy
    }

    /// What the rules say, kept apart from the model.
    struct Reference {
        var served: HostedFieldID?
        var lastServed: HostedFieldID?
        var isShown = false
        var isActive = true
        var isCaptured = false
        var blanking = KeyboardHost.CaptureBlanking.shuffledPages
        var viewport = viewports[0]
    }

    @Test("Every rule holds after every event of 300 random sequences", arguments: 0..<6)
    func randomSequences(_ slice: Int) throws {
        for seed in UInt64(slice * 50)..<UInt64(slice * 50 + 50) {
            try run(seed: seed)
        }
    }

    private func run(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let initial = Bool.random(using: &random) ? "korean" : "decimal-pad"
        let session = try KeyboardSession.seededForTesting(layouts: [Self.korean, FixtureLayouts.decimalPad], initialPage: initial, seed: seed)
        var host = KeyboardHost(session: session, viewport: Self.viewports[0])
        var reference = Reference()
        var time = 1.0
        var buffer: [KeyboardOutput] = []

        for step in 0..<80 {
            time += 0.4
            let context = "seed \(seed) step \(step)"
            let before = (page: host.session.currentPage, arrangement: host.session.currentArrangement, marked: host.session.markedText)
            var event: KeyboardHost.Event
            var kind = Step.allCases.randomElement(using: &random)!
            if kind == .type, !reference.isShown { kind = .show }
            let field = Self.fields.randomElement(using: &random)!
            switch kind {
            case .focus: event = .focusGained(field, returnKeyRole: .done)
            case .refuse: event = .focusRefused(field)
            case .lose: event = .focusLost(reference.served ?? field)
            case .show: event = .shown(in: reference.viewport, sceneIsActive: reference.isActive || Bool.random(using: &random))
            case .hide: event = .hidden
            case .deactivate: event = .sceneWillDeactivate
            case .background: event = .sceneDidEnterBackground
            case .activate: event = .sceneDidActivate
            case .captureOn: event = .screenCaptureChanged(true)
            case .captureOff: event = .screenCaptureChanged(false)
            case .rotate: event = .laidOut(in: Self.viewports.randomElement(using: &random)!)
            case .clear: event = .fieldCleared(field)
            case .hardwareReturn: event = .hardwareReturn(field)
            case .blankingPolicy:
                event = .policyChanged(KeyboardHost.Policy(blanksKeysWhileCaptured: KeyboardHost.CaptureBlanking.allCases.randomElement(using: &random)!))
            case .type, .typeInStrip:
                let rects = host.interaction.hitTester.keyRects.flatMap { $0 }
                let rect = rects.randomElement(using: &random)!
                let y = kind == .type ? rect.y + rect.height / 2 : host.preferredHeight - host.viewport.safeArea.bottom / 2
                event = .touch(TouchEvent(id: 0, phase: .began, x: rect.x + rect.width / 2, y: y, time: time))
            }

            let blankBefore = host.blankReason
            let servedBefore = reference.served
            let lastServedBefore = reference.lastServed
            let update = host.handle(event)
            var outputs: [KeyboardOutput] = []
            var recipient: HostedFieldID?
            func take(_ update: HostUpdate) {
                guard update.hasOutputs else { return }
                recipient = host.takeOutputs(into: &buffer)
                outputs += buffer
                buffer.removeAllWiping()
            }
            take(update)
            var updates = [update]
            if case .touch(let down) = event {
                var up = down
                up.phase = .ended
                up.time += 0.05
                updates.append(host.handle(.touch(up)))
                take(updates[1])
            }

            // The reference.
            switch event {
            case .focusGained(let field, _):
                reference.served = field
                reference.lastServed = field
            case .focusLost(let field) where reference.served == field: reference.served = nil
            case .shown(let viewport, let active):
                reference.isShown = true
                reference.isActive = active
                reference.viewport = viewport
            case .hidden: reference.isShown = false
            case .sceneWillDeactivate, .sceneDidEnterBackground: reference.isActive = false
            case .sceneDidActivate: reference.isActive = true
            case .screenCaptureChanged(let captured): reference.isCaptured = captured
            case .laidOut(let viewport): reference.viewport = viewport
            case .policyChanged(let policy): reference.blanking = policy.blanksKeysWhileCaptured
            default: break
            }
            let shuffles = host.session.policy(forPage: host.session.currentPage) != .never
            let expectedBlank: BlankReason? = !reference.isActive ? .covered
                : reference.isCaptured && (reference.blanking == .allPages || reference.blanking == .shuffledPages && shuffles) ? .screenCaptured
                : nil

            // Which field the keyboard serves: the last that gained focus and has not lost it; a refusal changes nothing.
            #expect(host.servedField == reference.served, "\(context)")
            // Covered while the scene is away, blank while captured as the policy says; nothing else.
            #expect(host.blankReason == expectedBlank, "\(context) \(event)")
            #expect(host.acceptsTouches == (reference.isShown && expectedBlank == nil), "\(context)")
            // Blank keys say why, to VoiceOver too.
            if let blank = host.blankReason {
                #expect(host.accessibilityElements.count == 1 && host.accessibilityElements[0].label == blank.explanation, "\(context)")
            } else {
                #expect(!host.accessibilityElements.contains { $0.target == .notice }, "\(context)")
            }
            // The size is the page's for the viewport the keyboard was last shown or laid out in.
            #expect(host.viewport == reference.viewport, "\(context)")
            let expectedHeight = host.session.currentGeometry.viewHeight(
                forWidth: reference.viewport.width, metrics: reference.viewport.metrics, safeArea: reference.viewport.safeArea)
            #expect(host.preferredHeight == expectedHeight, "\(context)")

            if case .touch = event {
                let typesText = outputs.contains { output in
                    switch output {
                    case .insert, .deleteBackward, .returnKey: return true
                    default: return false
                    }
                }
                // Blank keys, and the home indicator's strip, take no input; a finger on blank keys is told why.
                if blankBefore != nil || kind == .typeInStrip || !reference.isShown {
                    #expect(outputs.isEmpty, "\(context) \(outputs)")
                    if reference.isShown, blankBefore != nil { #expect(update.refusedTouch == blankBefore, "\(context)") }
                } else {
                    #expect(update.refusedTouch == nil, "\(context)")
                    if typesText { #expect(recipient == reference.served, "\(context)") }
                }
            }
            // Outputs go only to the field they were typed for: composition finished by a focus change is
            // the old field's; a cleared field's pending text is dropped, never committed.
            switch event {
            case .focusGained(let field, _):
                if !outputs.isEmpty { #expect(recipient == servedBefore && recipient != field, "\(context)") }
                if servedBefore != nil, servedBefore != field { #expect(host.session.markedText.isEmpty, "\(context)") }
                // A hand-off while the keyboard is up draws a new arrangement of a shuffled page.
                if reference.isShown, let last = lastServedBefore, last != field, shuffles {
                    #expect(host.session.currentArrangement != before.arrangement, "\(context)")
                }
            case .focusLost(let field) where servedBefore == field:
                #expect(host.session.markedText.isEmpty, "\(context)")
                if !outputs.isEmpty { #expect(recipient == field, "\(context)") }
            case .fieldCleared(let field):
                #expect(!outputs.contains { if case .insert = $0 { true } else { false } }, "\(context)")
                if servedBefore == field { #expect(host.session.markedText.isEmpty, "\(context)") }
            case .hardwareReturn(let field):
                #expect(outputs.contains(.returnKey(.done)) == (servedBefore == field), "\(context)")
            default:
                break
            }
            // What changed on screen decides the redraw: every key after a new page or arrangement, with
            // accessibility rebuilt; never everything for a finger that changed none of that.
            let keysChanged = before.page != host.session.currentPage || before.arrangement != host.session.currentArrangement
            if keysChanged {
                #expect(updates.contains { $0.redraw == .everything && $0.accessibility != .none }, "\(context)")
            }
        }
    }
}
