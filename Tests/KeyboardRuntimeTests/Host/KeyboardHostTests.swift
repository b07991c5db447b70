import KeyboardRuntime
import Testing

/// The host model's rules one by one, each the device behaviour a review of the UIKit keyboard found
/// wrong (issue 36): what a phone would have shown, and what the model decides instead.
@Suite("Keyboard host")
struct KeyboardHostTests {
    static let pin = HostedFieldID(1)
    static let code = HostedFieldID(2)
    static let portrait = KeyboardInteraction.Viewport(
        width: 375, metrics: KeyboardMetrics(device: .phone, orientation: .portrait), safeArea: SafeAreaInsets(bottom: 34))
    static let landscape = KeyboardInteraction.Viewport(
        width: 812, metrics: KeyboardMetrics(device: .phone, orientation: .landscape), safeArea: SafeAreaInsets(left: 44, right: 44, bottom: 21))

    private func makeHost(_ page: String = "decimal-pad", policy: KeyboardHost.Policy = .init(), seed: UInt64 = 7) throws -> KeyboardHost {
        let session = try KeyboardSession.seededForTesting(
            layouts: [KeyboardHostPropertyTests.korean, FixtureLayouts.decimalPad, FixtureLayouts.letters, FixtureLayouts.symbols123, FixtureLayouts.symbolsHash],
            initialPage: page, seed: seed)
        var host = KeyboardHost(session: session, viewport: Self.portrait, policy: policy)
        _ = host.handle(.shown(in: Self.portrait, sceneIsActive: true))
        _ = host.handle(.focusGained(Self.pin, returnKeyRole: .next))
        return host
    }

    /// Taps the key that types `text` (as drawn now) and returns the update of the lift and the outputs.
    @discardableResult
    private func tap(_ text: String, on host: inout KeyboardHost, at time: Double = 1) -> (HostUpdate, HostedFieldID?, [KeyboardOutput]) {
        let rect = rect(of: text, in: host)!
        return touch(x: rect.midX, y: rect.y + rect.height / 2, on: &host, at: time)
    }

    private func touch(x: Double, y: Double, on host: inout KeyboardHost, at time: Double = 1) -> (HostUpdate, HostedFieldID?, [KeyboardOutput]) {
        var buffer: [KeyboardOutput] = [], outputs: [KeyboardOutput] = [], recipient: HostedFieldID?
        var last = HostUpdate()
        for phase in [TouchEvent.Phase.began, .ended] {
            last = host.handle(.touch(TouchEvent(id: 0, phase: phase, x: x, y: y, time: time)))
            if phase == .began, last.refusedTouch != nil { return (last, nil, []) }
            if last.hasOutputs {
                recipient = host.takeOutputs(into: &buffer)
                outputs += buffer
            }
        }
        return (last, recipient, outputs)
    }

    private func rect(of text: String, in host: KeyboardHost) -> KeyRect? {
        for (row, rects) in host.interaction.hitTester.keyRects.enumerated() {
            for (index, rect) in rects.enumerated() where host.session.key(at: KeyPosition(row: row, index: index))?.action == .insert(text) {
                return rect
            }
        }
        return nil
    }

    private func take(_ host: inout KeyboardHost) -> (HostedFieldID?, [KeyboardOutput]) {
        var buffer: [KeyboardOutput] = []
        let recipient = host.takeOutputs(into: &buffer)
        return (recipient, buffer)
    }

    @Test("The cover comes off when the keyboard is shown in an active scene, though it missed the scene's return")
    func coverComesOff() throws {
        var host = try makeHost()
        _ = host.handle(.sceneWillDeactivate)
        #expect(host.blankReason == .covered)
        // The app ends editing while inactive: the keyboard leaves its window and misses didActivate.
        _ = host.handle(.focusLost(Self.pin))
        _ = host.handle(.hidden)
        _ = host.handle(.focusGained(Self.code, returnKeyRole: .done))
        let shown = host.handle(.shown(in: Self.portrait, sceneIsActive: true))
        #expect(host.blankReason == nil)
        #expect(shown.redraw == .everything)
        #expect(host.accessibilityElements.count == 12)
        let typed = tap("5", on: &host)
        #expect(typed.2 == [.insert("5")])
    }

    @Test("A refused focus change keeps the keyboard on the field it served")
    func refusedFocus() throws {
        var host = try makeHost()
        _ = host.handle(.focusRefused(Self.code))
        #expect(host.servedField == Self.pin)
        let (_, recipient, outputs) = tap("3", on: &host)
        #expect(recipient == Self.pin && outputs == [.insert("3")])
    }

    @Test("Blank keys take no input and say why; a finger down when they blank types nothing")
    func blankKeys() throws {
        var host = try makeHost(policy: .init(blanksKeysWhileCaptured: .allPages))
        let rect = rect(of: "8", in: host)!
        _ = host.handle(.touch(TouchEvent(id: 0, phase: .began, x: rect.midX, y: rect.y + 5, time: 1)))
        let captured = host.handle(.screenCaptureChanged(true))
        #expect(captured.accessibility == .pageChanged && captured.redraw == .everything)
        let lifted = host.handle(.touch(TouchEvent(id: 0, phase: .ended, x: rect.midX, y: rect.y + 5, time: 1.1)))
        #expect(!lifted.hasOutputs)
        let (update, _, outputs) = touch(x: rect.midX, y: rect.y + 5, on: &host, at: 2)
        #expect(outputs.isEmpty && update.refusedTouch == .screenCaptured)
        #expect(host.accessibilityElements.map(\.label) == [BlankReason.screenCaptured.explanation])
        _ = host.handle(.screenCaptureChanged(false))
        #expect(host.acceptsTouches)
    }

    @Test("Focus moving between two fields draws a new arrangement")
    func reshufflesOnHandOff() throws {
        var host = try makeHost()
        let before = host.session.currentArrangement
        _ = host.handle(.focusLost(Self.pin))
        let update = host.handle(.focusGained(Self.code, returnKeyRole: .done))
        #expect(host.session.currentArrangement != before)
        #expect(update.redraw == .everything && update.accessibility == .rearranged)
        // The same field again (a refused resign, a re-focus) keeps it.
        let kept = host.session.currentArrangement
        _ = host.handle(.focusGained(Self.code, returnKeyRole: .done))
        #expect(host.session.currentArrangement == kept)
    }

    @Test("Pending composition is committed to the field it was typed in; a cleared field's is dropped")
    func compositionStaysWithItsField() throws {
        var host = try makeHost("korean")
        tap("ㄱ", on: &host)
        #expect(host.session.markedText == "ㄱ")
        _ = host.handle(.focusLost(Self.pin))
        let finished = take(&host)
        #expect(finished.0 == Self.pin && finished.1 == [.insert("ㄱ"), .marked("")])
        _ = host.handle(.focusGained(Self.code, returnKeyRole: .done))
        #expect(host.session.markedText.isEmpty)

        tap("ㅂ", on: &host)
        _ = host.handle(.fieldCleared(Self.code))
        let dropped = take(&host)
        #expect(dropped.0 == Self.code && dropped.1 == [.marked("")])
        #expect(host.session.markedText.isEmpty)
    }

    @Test("A finger that moves within its key redraws nothing; onto another key, those two keys only")
    func redrawsOnlyWhatChanged() throws {
        var host = try makeHost("letters")
        let q = rect(of: "q", in: host)!, w = rect(of: "w", in: host)!
        let down = host.handle(.touch(TouchEvent(id: 0, phase: .began, x: q.midX, y: q.y + 5, time: 1)))
        guard case .area(let area) = down.redraw else { Issue.record("\(down.redraw)"); return }
        #expect(area.x <= q.x && area.maxX >= q.maxX && area.width < q.width + 4)
        #expect(down.accessibility == .none)
        let within = host.handle(.touch(TouchEvent(id: 0, phase: .moved, x: q.midX + 2, y: q.y + 6, time: 1.05)))
        #expect(within.redraw == .nothing && within.accessibility == .none)
        let across = host.handle(.touch(TouchEvent(id: 0, phase: .moved, x: w.midX, y: w.y + 5, time: 1.1)))
        guard case .area(let both) = across.redraw else { Issue.record("\(across.redraw)"); return }
        #expect(both.x <= q.x && both.maxX >= w.maxX && both.width < q.width + w.width + 20)
        // Shift changes every letter: everything, with accessibility updated.
        let shift = host.interaction.hitTester.keyRects[2][0]
        _ = host.handle(.touch(TouchEvent(id: 0, phase: .cancelled, x: 0, y: 0, time: 1.2)))
        let shifted = host.handle(.touch(TouchEvent(id: 1, phase: .began, x: shift.midX, y: shift.y + 5, time: 2)))
        #expect(shifted.redraw == .everything && shifted.accessibility == .updated)
    }

    @Test("After a rotation while hidden, the keyboard takes the new viewport's height")
    func heightAfterRotationWhileHidden() throws {
        var host = try makeHost()
        let portraitHeight = host.preferredHeight
        _ = host.handle(.hidden)
        let shown = host.handle(.shown(in: Self.landscape, sceneIsActive: true))
        let expected = host.session.currentGeometry.viewHeight(forWidth: 812, metrics: Self.landscape.metrics, safeArea: Self.landscape.safeArea)
        #expect(host.preferredHeight == expected && expected != portraitHeight)
        #expect(shown.resizes)
    }

    @Test("A touch in the home indicator's strip types nothing")
    func homeIndicatorStrip() throws {
        var host = try makeHost()
        let bottom = host.preferredHeight
        let inStrip = touch(x: 100, y: bottom - 10, on: &host)
        #expect(inStrip.2.isEmpty)
        let aboveStrip = touch(x: 100, y: bottom - 40, on: &host)
        #expect(aboveStrip.2.count == 1)
    }

    @Test("A return key type change reaches the keyboard for the field it serves only")
    func returnKeyRole() throws {
        var host = try makeHost()
        let changed = host.handle(.returnKeyRoleChanged(Self.pin, .go))
        #expect(changed.redraw == .everything)
        #expect(host.session.returnKeyRole == .go)
        _ = host.handle(.returnKeyRoleChanged(Self.code, .send))
        #expect(host.session.returnKeyRole == .go)
    }

    @Test("A hardware Return acts as the return key of the field the keyboard serves")
    func hardwareReturn() throws {
        var host = try makeHost()
        let accepted = host.handle(.hardwareReturn(Self.pin))
        #expect(accepted.hasOutputs)
        let returned = take(&host)
        #expect(returned.0 == Self.pin && returned.1 == [.returnKey(.next)])
        let ignored = host.handle(.hardwareReturn(Self.code))
        #expect(!ignored.hasOutputs)
    }

    @Test("After a page switch, VoiceOver's focus goes where it was; the page's language is the layout's")
    func accessibilityFocus() throws {
        var host = try makeHost("korean")
        #expect(host.accessibilityLanguage == "ko")
        let switchKey = host.interaction.hitTester.keyRects[2][0]
        let (update, _, _) = touch(x: switchKey.midX, y: switchKey.y + 5, on: &host)
        #expect(host.session.currentPage == "decimal-pad")
        #expect(update.accessibility == .pageChanged)
        let index = try #require(host.accessibilityElementIndex(nearest: switchKey))
        let element = host.accessibilityElements[index]
        #expect(element.frame.y <= switchKey.y + switchKey.height && element.frame.y + element.frame.height >= switchKey.y)
        #expect(host.accessibilityElementIndex(nearest: nil) == 0)
        #expect(host.accessibilityLanguage == nil)
    }

    @Test("The scene's return draws a new arrangement; the cover's policy can be turned off")
    func sceneReturn() throws {
        var host = try makeHost()
        let before = host.session.currentArrangement
        _ = host.handle(.sceneDidEnterBackground)
        _ = host.handle(.sceneDidActivate)
        #expect(host.session.currentArrangement != before && host.blankReason == nil)
        var open = try makeHost(policy: .init(coversWhenInactive: false))
        _ = open.handle(.sceneWillDeactivate)
        #expect(open.blankReason == nil)
    }
}

@Suite("Host decisions for fields")
struct HostFieldDecisionTests {
    @Test("A field's cover comes off when it is put back in an active scene")
    func fieldSceneState() {
        var state = FieldSceneState()
        state.willDeactivate()
        #expect(state.isCovered)
        state.movedToWindow(sceneIsActive: nil)
        #expect(state.isCovered)
        state.movedToWindow(sceneIsActive: true)
        #expect(!state.isCovered)
        state.didEnterBackground()
        #expect(state.isCovered)
        state.didActivate()
        #expect(!state.isCovered)
        var open = FieldSceneState(coversWhenInactive: false)
        open.didEnterBackground()
        #expect(!open.isCovered)
    }

    @Test("A focus request before the field is in a window waits for it; a refusal is reported back")
    func focusRequest() {
        var request = FocusRequest()
        let early = request.requested(true, isFocused: false, isInWindow: false)
        #expect(early == .none && request.isWaitingForWindow)
        let inWindow = request.movedToWindow(isInWindow: true)
        #expect(inWindow == .becomeFirstResponder)
        #expect(request.attempted(succeeded: false) == .report(false))
        #expect(request.attempted(succeeded: true) == .none)
        let resign = request.requested(false, isFocused: true, isInWindow: true)
        let already = request.requested(true, isFocused: true, isInWindow: true)
        #expect(resign == .resignFirstResponder && already == .none)
        #expect(request.focusChanged(to: false, binding: true) == .report(false))
        #expect(request.focusChanged(to: true, binding: true) == .none)
        // A request withdrawn before the window came stays withdrawn.
        _ = request.requested(true, isFocused: false, isInWindow: false)
        _ = request.requested(false, isFocused: false, isInWindow: false)
        let withdrawn = request.movedToWindow(isInWindow: true)
        #expect(withdrawn == .none)
    }

    @Test("Next moves to the next field, keeps the focus for an app that routes it, else ends editing")
    func submitAction() {
        #expect(SubmitAction(kind: .next, hasNextField: true, appRoutesNext: true) == .moveFocusToNext)
        #expect(SubmitAction(kind: .next, hasNextField: false, appRoutesNext: true) == .keepFocus)
        #expect(SubmitAction(kind: .next, hasNextField: false, appRoutesNext: false) == .endEditing)
        #expect(SubmitAction(kind: .done, hasNextField: true, appRoutesNext: true) == .endEditing)
    }

    @Test("The keys follow the field's keyboard appearance, else the field's own light or dark style")
    func colorScheme() {
        #expect(KeyboardColorScheme.forField(requesting: .dark, drawnIn: .light) == .dark)
        #expect(KeyboardColorScheme.forField(requesting: .light, drawnIn: .dark) == .light)
        #expect(KeyboardColorScheme.forField(requesting: .default, drawnIn: .dark) == .dark)
        #expect(KeyboardColorScheme.forField(requesting: .default, drawnIn: nil) == nil)
    }
}
