import KeyboardRuntime
import StandardLayouts
import Testing

/// The interaction layer's properties over the real standard layouts, on every device and orientation
/// (with their iPad variants): every point of the keyboard hits exactly one key or toolbar item, every
/// key and item is hit at its centre, and no key is lost or typed twice for any interleaving of two
/// fingers' touches.
@Suite struct InteractionPropertyTests {
    static let viewports: [KeyboardInteraction.Viewport] = [
        .init(width: 375, metrics: KeyboardMetrics(device: .phone, orientation: .portrait), safeArea: SafeAreaInsets(bottom: 34)),
        .init(width: 812, metrics: KeyboardMetrics(device: .phone, orientation: .landscape), safeArea: SafeAreaInsets(left: 44, right: 44, bottom: 21)),
        .init(width: 820, metrics: KeyboardMetrics(device: .pad, orientation: .portrait), safeArea: SafeAreaInsets(bottom: 20)),
        .init(width: 1180, metrics: KeyboardMetrics(device: .pad, orientation: .landscape), safeArea: SafeAreaInsets(bottom: 20)),
    ]

    /// A session on `id` as shown in `viewport`, and an interaction laid out for it.
    static func interaction(on id: String, in viewport: KeyboardInteraction.Viewport, seed: UInt64 = 11) throws -> (KeyboardSession, KeyboardInteraction) {
        var session = try KeyboardSession.seededForTesting(layouts: StandardLayouts.all, initialPage: id, seed: seed)
        session.adapt(to: viewport.metrics, width: viewport.width)
        return (session, KeyboardInteraction(session: session, viewport: viewport))
    }

    @Test("Every point hits exactly one target; every key and toolbar item is hit at its centre", arguments: StandardLayouts.all.map(\.id))
    func everyPointHitsExactlyOneTarget(_ id: String) throws {
        for viewport in Self.viewports {
            let (_, interaction) = try Self.interaction(on: id, in: viewport)
            let tester = interaction.hitTester
            let place = "\(id) \(viewport.metrics.device) \(viewport.metrics.orientation)"
            for (row, rects) in tester.keyRects.enumerated() {
                for (index, rect) in rects.enumerated() {
                    #expect(tester.target(atX: rect.midX, y: rect.y + rect.height / 2) == .key(KeyPosition(row: row, index: index)), "\(place)")
                }
            }
            for (index, rect) in (tester.toolbar?.items ?? []).enumerated() {
                #expect(tester.target(atX: rect.midX, y: rect.y + rect.height / 2) == .toolbarItem(index), "\(place)")
            }
            var y = 0.25
            while y < tester.bounds.height {
                var x = 0.25
                while x < viewport.width {
                    let target = tester.target(atX: x, y: y)
                    let containing = Self.containingTargets(tester, x: x, y: y)
                    #expect(target != nil, "\(place): \(x),\(y) hits nothing")
                    #expect(containing.count <= 1, "\(place): \(x),\(y) is inside \(containing)")
                    if let inside = containing.first { #expect(target == inside, "\(place): \(x),\(y)") }
                    x += 3.5
                }
                y += 3.5
            }
            #expect(tester.target(atX: -0.5, y: 10) == nil)
            #expect(tester.target(atX: viewport.width + 0.5, y: 10) == nil)
            #expect(tester.target(atX: 10, y: tester.bounds.height + 0.5) == nil)
        }
    }

    static func containingTargets(_ tester: HitTester, x: Double, y: Double) -> [HitTarget] {
        var targets: [HitTarget] = []
        for (row, rects) in tester.keyRects.enumerated() {
            for (index, rect) in rects.enumerated() where rect.contains(x: x, y: y) {
                targets.append(.key(KeyPosition(row: row, index: index)))
            }
        }
        for (index, rect) in (tester.toolbar?.items ?? []).enumerated() where rect.contains(x: x, y: y) {
            targets.append(.toolbarItem(index))
        }
        return targets
    }

    /// One step of a two-finger script.
    enum Step {
        case began(finger: Int, slot: KeyPosition)
        case moved(finger: Int, slot: KeyPosition?)
        case ended(finger: Int)
        case cancelled(finger: Int)
    }

    /// A random valid script of two fingers over `slots`: a finger begins only while up, and moves, lifts
    /// or is cancelled only while down. Steps are 10 ms apart and scripts short, so nothing is a long press.
    static func script(over slots: [KeyPosition], using generator: inout SeededRandomNumberGenerator) -> [Step] {
        var down: Set<Int> = []
        var steps: [Step] = []
        for _ in 0..<30 {
            let finger = Int.random(in: 1...2, using: &generator)
            if !down.contains(finger) {
                steps.append(.began(finger: finger, slot: slots.randomElement(using: &generator)!))
                down.insert(finger)
                continue
            }
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<4: steps.append(.moved(finger: finger, slot: Int.random(in: 0..<8, using: &generator) == 0 ? nil : slots.randomElement(using: &generator)!))
            case 4..<9: steps.append(.ended(finger: finger)); down.remove(finger)
            default: steps.append(.cancelled(finger: finger)); down.remove(finger)
            }
        }
        for finger in down.sorted() { steps.append(.ended(finger: finger)) }
        return steps
    }

    /// What the rules say a script types: a finger's key types when it lifts, or when another finger
    /// touches down while it is tracked; sliding moves it, sliding off or a cancel drops it.
    static func expectedText(of script: [Step], in session: KeyboardSession) -> [String] {
        var tracked: (finger: Int, slot: KeyPosition)?
        var typed: [String] = []
        func commit() {
            if let tracked, case .insert(let text)? = session.key(at: tracked.slot)?.action { typed.append(text) }
        }
        for step in script {
            switch step {
            case .began(let finger, let slot):
                commit()
                tracked = (finger, slot)
            case .moved(let finger, let slot):
                guard tracked?.finger == finger else { continue }
                if let slot { tracked?.slot = slot } else { tracked = nil }
            case .ended(let finger):
                guard tracked?.finger == finger else { continue }
                commit()
                tracked = nil
            case .cancelled(let finger):
                if tracked?.finger == finger { tracked = nil }
            }
        }
        return typed
    }

    @Test("No key is lost or typed twice for any interleaving of two fingers", arguments: StandardLayouts.all.map(\.id))
    func twoFingersNeverLoseOrDoubleAKey(_ id: String) throws {
        var generator = SeededRandomNumberGenerator(seed: 2026)
        for viewport in Self.viewports {
            let (start, laidOut) = try Self.interaction(on: id, in: viewport)
            // Character keys only: function keys change the page or shift, which the model leaves out.
            let slots = laidOut.hitTester.keyRects.indices.flatMap { row in
                laidOut.hitTester.keyRects[row].indices.map { KeyPosition(row: row, index: $0) }
            }.filter { start.key(at: $0)?.isCharacter == true }
            try #require(!slots.isEmpty)
            for _ in 0..<60 {
                var session = start
                var interaction = laidOut
                let script = Self.script(over: slots, using: &generator)
                var outputs: [KeyboardOutput] = []
                for (step, event) in script.enumerated() {
                    let time = Double(step) * 0.01
                    let touch: TouchEvent
                    switch event {
                    case .began(let finger, let slot):
                        let rect = interaction.hitTester.keyRects[slot.row][slot.index]
                        touch = TouchEvent(id: finger, phase: .began, x: rect.midX, y: rect.y + rect.height / 2, time: time)
                    case .moved(let finger, let slot?):
                        let rect = interaction.hitTester.keyRects[slot.row][slot.index]
                        touch = TouchEvent(id: finger, phase: .moved, x: rect.midX, y: rect.y + rect.height / 2, time: time)
                    case .moved(let finger, nil):
                        touch = TouchEvent(id: finger, phase: .moved, x: 5, y: -30, time: time)
                    case .ended(let finger):
                        touch = TouchEvent(id: finger, phase: .ended, x: 0, y: 0, time: time)
                    case .cancelled(let finger):
                        touch = TouchEvent(id: finger, phase: .cancelled, x: 0, y: 0, time: time)
                    }
                    interaction.handle(touch, session: &session, into: &outputs)
                }
                let typed = outputs.compactMap { output -> String? in
                    if case .insert(let text) = output { return text }
                    return nil
                }
                #expect(typed == Self.expectedText(of: script, in: start), "\(id) \(viewport.metrics.device) \(viewport.metrics.orientation): \(script)")
            }
        }
    }

    @Test("A second finger keeps the key it touched when the first finger's key reshuffles the page")
    func secondFingerKeepsItsKeyAcrossAReshuffle() throws {
        let viewport = Self.viewports[0]
        var session = try KeyboardSession.seededForTesting(layouts: StandardLayouts.all, initialPage: "decimal-pad", policyOverride: .afterEachKey, seed: 3)
        var interaction = KeyboardInteraction(session: session, viewport: viewport)
        func centre(ofKey text: String) throws -> (Double, Double) {
            for (row, rects) in interaction.hitTester.keyRects.enumerated() {
                for (index, rect) in rects.enumerated() where session.key(at: KeyPosition(row: row, index: index))?.action == .insert(text) {
                    return (rect.midX, rect.y + rect.height / 2)
                }
            }
            throw KeyboardSessionError.unknownPage(text)
        }
        let one = try centre(ofKey: "1"), two = try centre(ofKey: "2")
        var outputs: [KeyboardOutput] = []
        interaction.handle(TouchEvent(id: 1, phase: .began, x: one.0, y: one.1, time: 0), session: &session, into: &outputs)
        interaction.handle(TouchEvent(id: 2, phase: .began, x: two.0, y: two.1, time: 0.05), session: &session, into: &outputs)
        #expect(outputs == [.insert("1"), .pageChanged(to: "decimal-pad")])
        let moved = try #require(interaction.highlightedKey(in: session))
        #expect(session.key(at: moved)?.action == .insert("2"), "the second finger's press follows its key to where it is drawn now")
        interaction.handle(TouchEvent(id: 2, phase: .ended, x: two.0, y: two.1, time: 0.1), session: &session, into: &outputs)
        #expect(outputs.filter { if case .insert = $0 { true } else { false } } == [.insert("1"), .insert("2")])
    }

    @Test("Switching pages lays the interaction out for the new page; the toolbar's Done dismisses")
    func followsPageChangesAndToolbar() throws {
        for viewport in Self.viewports {
            var (session, interaction) = try Self.interaction(on: "letters", in: viewport)
            let switchSlot = try #require(interaction.hitTester.keyRects.indices.lazy.flatMap { row in
                interaction.hitTester.keyRects[row].indices.map { KeyPosition(row: row, index: $0) }
            }.first { session.key(at: $0)?.action == .switchKeyboard(to: "symbols") })
            let rect = interaction.hitTester.keyRects[switchSlot.row][switchSlot.index]
            var outputs: [KeyboardOutput] = []
            interaction.handle(TouchEvent(id: 1, phase: .began, x: rect.midX, y: rect.midY, time: 0), session: &session, into: &outputs)
            interaction.handle(TouchEvent(id: 1, phase: .ended, x: rect.midX, y: rect.midY, time: 0.05), session: &session, into: &outputs)
            #expect(outputs == [.pageChanged(to: "symbols")])
            let symbols = session.keyRects(forWidth: viewport.width, metrics: viewport.metrics, safeArea: viewport.safeArea)
            #expect(interaction.hitTester.keyRects == symbols)
        }
        let viewport = Self.viewports[0]
        var (session, interaction) = try Self.interaction(on: "decimal-pad", in: viewport)
        let done = try #require(interaction.hitTester.toolbar?.items.last)
        var outputs: [KeyboardOutput] = []
        interaction.handle(TouchEvent(id: 1, phase: .began, x: done.midX, y: done.midY, time: 0), session: &session, into: &outputs)
        #expect(interaction.highlightedToolbarItem(in: session) != nil)
        interaction.handle(TouchEvent(id: 1, phase: .ended, x: done.midX, y: done.midY, time: 0.05), session: &session, into: &outputs)
        #expect(outputs == [.dismiss])
    }

    @Test("The accessibility elements follow the arrangement after a reshuffle and a page change")
    func accessibilityFollowsTheArrangement() throws {
        let viewport = Self.viewports[0]
        var (session, interaction) = try Self.interaction(on: "decimal-pad", in: viewport)
        session.policyOverride = .afterEachKey
        for round in 0..<3 {
            let elements = session.accessibilityElements(forWidth: viewport.width, metrics: viewport.metrics, safeArea: viewport.safeArea)
            for element in elements {
                guard case .key(let position) = element.target else { continue }
                #expect(element.label == session.spokenName(at: position), "round \(round)")
                #expect(element.frame == interaction.hitTester.keyRects[position.row][position.index])
            }
            let rect = interaction.hitTester.keyRects[0][0]
            var outputs: [KeyboardOutput] = []
            interaction.handle(TouchEvent(id: 1, phase: .began, x: rect.midX, y: rect.midY, time: Double(round)), session: &session, into: &outputs)
            interaction.handle(TouchEvent(id: 1, phase: .ended, x: rect.midX, y: rect.midY, time: Double(round) + 0.05), session: &session, into: &outputs)
            #expect(outputs.last == .pageChanged(to: "decimal-pad"))
        }
    }
}
