import KeyboardRuntime
import Testing

@Suite("KeyboardSession transitions")
struct KeyboardSessionTests {
    static let layouts = [FixtureLayouts.letters, FixtureLayouts.symbols123, FixtureLayouts.symbolsHash, FixtureLayouts.decimalPad, FixtureLayouts.titledWithSpacers]

    func session(
        _ page: String = "letters",
        returnKind: ReturnKind = .done,
        override: ShufflePolicy? = nil,
        overrides: [String: ShufflePolicy] = [:],
        seed: UInt64 = 1
    ) throws -> KeyboardSession {
        try KeyboardSession.seededForTesting(
            layouts: Self.layouts, initialPage: page, returnKind: returnKind,
            policyOverride: override, policyOverrides: overrides, seed: seed
        )
    }

    /// Where the first key with this label is on the current page.
    func position(of label: String, in session: KeyboardSession) -> KeyPosition {
        session.currentLayout.positionedKeys.first { $0.key.label == label }!.position
    }

    func position(of action: KeyAction, in session: KeyboardSession) -> KeyPosition {
        session.currentLayout.positionedKeys.first { $0.key.action == action }!.position
    }

    // MARK: Creation

    @Test("Creation errors")
    func creationErrors() {
        #expect(throws: KeyboardSessionError.noLayouts) { try KeyboardSession(layouts: [], initialPage: "x") }
        #expect(throws: KeyboardSessionError.unknownPage("x")) { try KeyboardSession(layouts: Self.layouts, initialPage: "x") }
        #expect(throws: KeyboardSessionError.duplicatePage("letters")) {
            try KeyboardSession(layouts: [FixtureLayouts.letters, FixtureLayouts.letters], initialPage: "letters")
        }
    }

    @Test("Initial state")
    func initialState() throws {
        let session = try session()
        #expect(session.currentPage == "letters")
        #expect(session.currentLayout == FixtureLayouts.letters, "letters are not shuffled by default")
        #expect(session.shiftState == .off)
        #expect(session.deleteRepeat == DeleteRepeat(startDelay: 0.5, interval: 0.05))
        #expect(session.pageIDs == ["letters", "symbols-123", "symbols-hash", "decimal-pad", "titled-spacers"])
        #expect(!session.isScreenCaptured && !session.isDeleteRepeating)
    }

    @Test("An on-show page is shuffled when the session starts (default secure generator too)")
    func initialShuffle() throws {
        let seeded = try session("decimal-pad")
        #expect(seeded.currentLayout != FixtureLayouts.decimalPad)
        #expect(!seeded.currentArrangement.isDeclaredOrder)
        let secure = try KeyboardSession(layouts: Self.layouts, initialPage: "decimal-pad")
        #expect(secure.currentLayout.rows[3].keys[0].label == ".")
    }

    // MARK: Characters, shift

    @Test("Character keys insert their text")
    func insert() throws {
        var session = try session()
        #expect(session.handle(.tap(position(of: "q", in: session))) == [.insert("q")])
    }

    @Test("Shift once: the next character is upper case, then shift turns off")
    func shiftOnce() throws {
        var session = try session()
        let shift = position(of: .shift, in: session)
        #expect(session.handle(.tap(shift)) == [])
        #expect(session.shiftState == .once)
        #expect(session.displayedLabel(at: position(of: "q", in: session)) == "Q")
        #expect(session.handle(.tap(position(of: "q", in: session))) == [.insert("Q")])
        #expect(session.shiftState == .off)
        #expect(session.handle(.tap(position(of: "w", in: session))) == [.insert("w")])
        #expect(session.displayedLabel(at: position(of: "w", in: session)) == "w")
    }

    @Test("Shift tapped twice turns off again")
    func shiftTapOff() throws {
        var session = try session()
        let shift = position(of: .shift, in: session)
        _ = session.handle(.tap(shift))
        _ = session.handle(.tap(shift))
        #expect(session.shiftState == .off)
    }

    @Test("Double tap: caps lock until shift is tapped again")
    func capsLock() throws {
        var session = try session()
        let shift = position(of: .shift, in: session)
        #expect(session.handle(.doubleTap(shift)) == [])
        #expect(session.shiftState == .capsLock)
        #expect(session.handle(.tap(position(of: "a", in: session))) == [.insert("A")])
        #expect(session.handle(.tap(position(of: "b", in: session))) == [.insert("B")])
        #expect(session.shiftState == .capsLock)
        #expect(session.handle(.doubleTap(shift)) == [])
        #expect(session.shiftState == .capsLock, "a double tap always means caps lock")
        _ = session.handle(.tap(shift))
        #expect(session.shiftState == .off)
        _ = session.handle(.tap(shift))
        _ = session.handle(.doubleTap(shift))
        #expect(session.shiftState == .capsLock, "once → caps lock")
        _ = session.handle(.tap(shift))
        #expect(session.handle(.tap(position(of: "a", in: session))) == [.insert("a")])
    }

    @Test("Shift does not change keys without shifted text, and space keeps shift once")
    func shiftWithoutShiftedText() throws {
        var letters = try session()
        _ = letters.handle(.tap(position(of: .shift, in: letters)))
        #expect(letters.handle(.tap(position(of: .space, in: letters))) == [.insert(" ")])
        #expect(letters.shiftState == .once)
        var session = try self.session("titled-spacers")
        _ = session.handle(.doubleTap(position(of: .shift, in: session)))
        #expect(session.displayedLabel(at: position(of: .delete, in: session)) == "⌫")
    }

    @Test("Double tap on a character key types it twice; long press on a character key types it when it ends")
    func doubleTapAndLongPressCharacter() throws {
        var session = try session()
        let q = position(of: "q", in: session)
        #expect(session.handle(.doubleTap(q)) == [.insert("q"), .insert("q")])
        #expect(session.handle(.longPressBegan(q)) == [])
        #expect(session.handle(.longPressRepeated(q)) == [])
        #expect(session.handle(.longPressEnded(q)) == [.insert("q")])
        let shift = position(of: .shift, in: session)
        #expect(session.handle(.longPressEnded(shift)) == [])
        #expect(session.shiftState == .off)
    }

    // MARK: Delete

    @Test("Delete: a tap deletes one")
    func deleteTap() throws {
        var session = try session()
        #expect(session.handle(.tap(position(of: .delete, in: session))) == [.deleteBackward])
        #expect(!session.isDeleteRepeating)
    }

    @Test("Delete: a long press deletes, repeats on each timer tick, and stops when it ends")
    func deleteRepeat() throws {
        var session = try session()
        let delete = position(of: .delete, in: session)
        #expect(session.handle(.longPressRepeated(delete)) == [], "no repeat before the long press")
        #expect(session.handle(.longPressBegan(delete)) == [.deleteBackward])
        #expect(session.isDeleteRepeating)
        #expect(session.handle(.longPressRepeated(delete)) == [.deleteBackward])
        #expect(session.handle(.longPressRepeated(delete)) == [.deleteBackward])
        #expect(session.handle(.longPressEnded(delete)) == [])
        #expect(!session.isDeleteRepeating)
        #expect(session.handle(.longPressRepeated(delete)) == [])
    }

    @Test("Delete repeat timing is configurable data")
    func deleteRepeatTiming() throws {
        var session = try KeyboardSession(
            layouts: Self.layouts, initialPage: "letters",
            deleteRepeat: DeleteRepeat(startDelay: 0.4, interval: 0.1)
        )
        #expect(session.deleteRepeat.startDelay == 0.4)
        session.deleteRepeat = .standard
        #expect(session.deleteRepeat.interval == 0.05)
    }

    // MARK: Space, return, dismiss

    @Test("Space inserts a space")
    func space() throws {
        var session = try session()
        #expect(session.handle(.tap(position(of: .space, in: session))) == [.insert(" ")])
    }

    @Test("Return reports the field's return kind", arguments: ReturnKind.allCases)
    func returnKey(kind: ReturnKind) throws {
        var session = try session(returnKind: kind)
        let returnKey = position(of: .returnKey, in: session)
        #expect(session.handle(.tap(returnKey)) == [.returnKey(kind)])
        session.returnKind = .next
        #expect(session.handle(.tap(returnKey)) == [.returnKey(.next)])
    }

    @Test("Dismiss closes the keyboard and stops a delete repeat")
    func dismiss() throws {
        var session = try session("titled-spacers")
        _ = session.handle(.longPressBegan(position(of: .delete, in: session)))
        #expect(session.handle(.tap(position(of: .dismiss, in: session))) == [.dismiss])
        #expect(!session.isDeleteRepeating)
    }

    // MARK: Pages

    @Test("Switch changes page and turns shift off")
    func switchPage() throws {
        var session = try session()
        _ = session.handle(.doubleTap(position(of: .shift, in: session)))
        #expect(session.handle(.tap(position(of: .switchKeyboard(to: "symbols-123"), in: session))) == [.pageChanged(to: "symbols-123")])
        #expect(session.currentPage == "symbols-123")
        #expect(session.shiftState == .off)
        #expect(session.currentLayout == FixtureLayouts.symbols123)
        #expect(session.handle(.tap(position(of: "ABC", in: session))) == [.pageChanged(to: "letters")])
        #expect(session.currentPage == "letters")
    }

    @Test("A switch key to a page not given stops the session from starting; showPage ignores an unknown id")
    func unknownPage() throws {
        // Without the "#+=" page, the "123" page's switch key would lead nowhere (MissingPageTests has more).
        let withoutHash = Self.layouts.filter { $0.id != "symbols-hash" }
        #expect(throws: KeyboardSessionError.missingPage("symbols-hash", from: "symbols-123")) {
            try KeyboardSession(layouts: withoutHash, initialPage: "letters")
        }
        var session = try session("symbols-123")
        #expect(session.showPage("nope") == [])
        #expect(session.currentPage == "symbols-123")
    }

    @Test("Toggle width goes to the counterpart page")
    func toggleWidth() throws {
        var session = try session("titled-spacers")
        #expect(session.handle(.tap(position(of: .toggleCharacterWidth(to: "letters"), in: session))) == [.pageChanged(to: "letters")])
        #expect(session.currentPage == "letters")
    }

    @Test("A newly shown on-show page gets a new arrangement each time, also when switching back")
    func onShowReshuffles() throws {
        var session = try session("letters", overrides: ["decimal-pad": .onShow])
        var seen: Set<KeyboardLayout> = []
        for _ in 0..<5 {
            #expect(session.showPage("decimal-pad") == [.pageChanged(to: "decimal-pad")])
            seen.insert(session.currentLayout)
            #expect(session.currentLayout.rows[3].keys[0].label == ".")
            _ = session.showPage("letters")
        }
        #expect(seen.count == 5)
    }

    @Test("willShow reshuffles an on-show page; a never page keeps its order")
    func willShow() throws {
        var session = try session("decimal-pad")
        let first = session.currentLayout
        session.willShow()
        #expect(session.currentLayout != first)
        var letters = try self.session()
        letters.willShow()
        #expect(letters.currentLayout == FixtureLayouts.letters)
    }

    @Test("Rotation does not reshuffle: rectangles are recomputed for the same arrangement")
    func rotation() throws {
        let session = try session("decimal-pad")
        let arranged = session.currentLayout
        let portrait = session.keyRects(forWidth: 390, metrics: KeyboardMetrics(device: .phone, orientation: .portrait))
        let landscape = session.keyRects(
            forWidth: 844, metrics: KeyboardMetrics(device: .phone, orientation: .landscape),
            safeArea: SafeAreaInsets(left: 47, right: 47, bottom: 21)
        )
        #expect(portrait.map(\.count) == landscape.map(\.count))
        #expect(portrait != landscape)
        #expect(session.currentLayout == arranged)
        #expect(session.currentGeometry == KeyboardGeometry(layout: FixtureLayouts.decimalPad))
    }

    @Test("after-each-key reshuffles after every character key and reports it as a page change")
    func afterEachKey() throws {
        var session = try session("titled-spacers")
        #expect(session.policy(forPage: "titled-spacers") == .afterEachKey)
        let before = session.currentLayout
        let key = KeyPosition(row: 0, index: 0)
        let typed = session.currentLayout.rows[0].keys[0].label
        #expect(session.handle(.tap(key)) == [.insert(typed), .pageChanged(to: "titled-spacers")])
        #expect(session.currentLayout != before)
        // Function keys do not reshuffle.
        let arranged = session.currentLayout
        #expect(session.handle(.tap(position(of: .delete, in: session))) == [.deleteBackward])
        #expect(session.currentLayout == arranged)
    }

    @Test("A double tap on an after-each-key page types the tapped key twice, then reshuffles once",
          arguments: [1, 2, 3, 42, 2024] as [UInt64])
    func doubleTapAfterEachKey(seed: UInt64) throws {
        var session = try session("titled-spacers", seed: seed)
        var singleTap = try self.session("titled-spacers", seed: seed)
        #expect(session.currentLayout == singleTap.currentLayout)
        for position in [KeyPosition(row: 0, index: 0), KeyPosition(row: 1, index: 3), KeyPosition(row: 2, index: 2)] {
            let shown = try #require(session.key(at: position))
            guard case .insert(let text) = shown.action else { Issue.record("not a character key"); return }
            #expect(session.handle(.doubleTap(position)) == [.insert(text), .insert(text), .pageChanged(to: "titled-spacers")])
            // One reshuffle, as after a single tap: both sessions drew the same arrangement.
            _ = singleTap.handle(.tap(position))
            #expect(session.currentLayout == singleTap.currentLayout)
        }
    }

    @Test("A double tap on a character key applies shift as two taps would: shift once to the first only")
    func doubleTapShift() throws {
        for page in ["letters", "titled-spacers"] {
            var session = try session(page, seed: 7)
            _ = session.handle(.tap(position(of: .shift, in: session)))
            let a = position(of: "a", in: session)
            let changed: [KeyboardOutput] = page == "titled-spacers" ? [.pageChanged(to: page)] : []
            #expect(session.handle(.doubleTap(a)) == [.insert("A"), .insert("a")] + changed)
            #expect(session.shiftState == .off)
            _ = session.handle(.doubleTap(position(of: .shift, in: session)))
            let b = position(of: "b", in: session)
            #expect(session.handle(.doubleTap(b)) == [.insert("B"), .insert("B")] + changed)
            #expect(session.shiftState == .capsLock)
        }
    }

    @Test("Policy overrides: per page wins over all pages, which wins over the declared policy")
    func overrides() throws {
        var session = try session("letters", override: .onShow, overrides: ["decimal-pad": .never])
        #expect(session.policy(forPage: "letters") == .onShow)
        #expect(session.policy(forPage: "decimal-pad") == .never)
        #expect(session.policy(forPage: "symbols-123") == .onShow)
        #expect(session.policy(forPage: "missing") == nil)
        #expect(session.currentLayout != FixtureLayouts.letters, "letters shuffled on show by the override")
        _ = session.showPage("decimal-pad")
        #expect(session.currentLayout == FixtureLayouts.decimalPad)
        // Turning shuffling off restores the declared order the next time the page is shown.
        session.policyOverride = .never
        _ = session.showPage("letters")
        #expect(session.currentLayout == FixtureLayouts.letters)
    }

    // MARK: Highlighting and invalid positions

    @Test("shouldHighlight is false while the screen is captured")
    func highlight() throws {
        var session = try session()
        let q = position(of: "q", in: session)
        #expect(session.shouldHighlight(key: q))
        session.isScreenCaptured = true
        #expect(!session.shouldHighlight(key: q))
        session.isScreenCaptured = false
        #expect(session.shouldHighlight(key: q))
        #expect(!session.shouldHighlight(key: KeyPosition(row: 9, index: 0)))
    }

    @Test("Events outside the page produce nothing", arguments: [
        KeyEvent.tap(KeyPosition(row: 4, index: 0)), .doubleTap(KeyPosition(row: 0, index: 10)),
        .longPressBegan(KeyPosition(row: -1, index: 0)), .longPressRepeated(KeyPosition(row: 0, index: -1)),
        .longPressEnded(KeyPosition(row: 7, index: 7)),
    ])
    func outside(event: KeyEvent) throws {
        var session = try session()
        #expect(session.handle(event) == [])
        #expect(session.key(at: KeyPosition(row: 4, index: 0)) == nil)
        #expect(session.displayedLabel(at: KeyPosition(row: 4, index: 0)) == nil)
    }

    @Test("Shuffled pages type the key shown at the tapped position")
    func typesShownKey() throws {
        var session = try session("decimal-pad")
        for (position, key) in session.currentLayout.positionedKeys where key.isCharacter {
            #expect(session.handle(.tap(position)) == [.insert(key.label)])
        }
    }
}
