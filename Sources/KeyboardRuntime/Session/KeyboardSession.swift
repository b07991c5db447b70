/// The input state of a keyboard over a set of pages: which page is shown and in which arrangement,
/// the shift state and the delete repeat. It turns key events into ``KeyboardOutput`` for the host.
///
/// A session is a value; the host keeps one per keyboard view and feeds it events:
///
/// ```swift
/// var session = try KeyboardSession(layouts: [letters, symbols, pad], initialPage: "decimal-pad", returnKind: .next)
/// for output in session.handle(.tap(KeyPosition(row: 0, index: 0))) {
///     switch output {
///     case .insert(let text): field.insert(text)
///     case .deleteBackward: field.deleteBackward()
///     case .returnKey(let kind): field.finish(kind)
///     case .dismiss: field.resignFirstResponder()
///     case .pageChanged: keyboardView.redraw(session.currentLayout)
///     case .marked(let pending): field.setMarkedText(pending)
///     }
/// }
/// ```
///
/// Behaviour:
/// - Shuffling follows each page's policy (``policy(forPage:)``): `on-show` and `after-each-key` pages get a
///   new arrangement whenever they are shown (at creation, on ``willShow()``, on switching to them);
///   `after-each-key` pages also after each character key, reported as `.pageChanged(to:)` for the
///   current page. Rotation changes nothing here: lay out ``currentLayout`` again with the new metrics.
/// - A double tap on a character key types the key that was tapped twice (shift once applies to the first
///   only), then an `after-each-key` page is reshuffled once. A double tap on shift turns on caps lock;
///   on other function keys it acts as two taps.
/// - Shift: see ``ShiftState``. A shifted character inserts its ``Key/shiftedText`` (its text if `nil`).
///   Switching pages turns shift off.
/// - Delete: a tap deletes once; a long press deletes once and then once per repeat event until it ends.
/// - Space inserts `" "`; return reports the field's ``returnKind``; switch and width-toggle keys change
///   the page. Every page they (or toolbar items) lead to must be among the session's layouts:
///   ``init(layouts:initialPage:returnKind:policyOverride:policyOverrides:deleteRepeat:)``
///   throws ``KeyboardSessionError/missingPage(_:from:)`` otherwise.
/// - Toolbar items (``KeyEvent/toolbarTap(_:)``) act as keys with their action: Done reports `.dismiss`.
public struct KeyboardSession: Sendable {
    private var pages: [SessionPage]
    /// The pages as given, with their variants for other devices.
    private let sources: [KeyboardLayout]
    private var currentIndex: Int
    /// The seeded generator of a session made by ``seededForTesting(layouts:initialPage:returnKind:policyOverride:policyOverrides:deleteRepeat:seed:)``,
    /// or `nil` (every production session) for a fresh ``SecureRandomNumberGenerator`` per arrangement.
    /// Concrete, not an existential, so the session compiles as Embedded Swift; only seeded (not secure)
    /// state is ever stored in a session.
    private var seeded: SeededRandomNumberGenerator?
    /// The current page's composition state, or `nil` when the page composes nothing
    /// (see KeyboardSession+Composition.swift).
    var composer: Composer?

    /// The shift state.
    public private(set) var shiftState: ShiftState = .off
    /// What the return key means for the focused field; set it when focus moves.
    public var returnKind: ReturnKind
    /// The focused field's return key role, or `nil` (the default) to show each page's declared return
    /// label. When set, every page's return key shows ``ReturnKeyRole/label(locale:)`` in the page's
    /// language, screen readers say it, and ``returnKind`` becomes ``ReturnKeyRole/returnKind``.
    public var returnKeyRole: ReturnKeyRole? {
        didSet { if let returnKeyRole { returnKind = returnKeyRole.returnKind } }
    }
    /// The delete key's repeat timing, for the renderer's timer.
    public var deleteRepeat: DeleteRepeat
    /// The long-press callout open on a key, or `nil`; draw it with
    /// ``calloutRects(forWidth:metrics:safeArea:)``.
    public internal(set) var callout: Callout?
    /// Whether a long press on delete is repeating.
    public private(set) var isDeleteRepeating = false
    /// Set by the app while the screen is recorded, mirrored or captured; suppresses key highlighting.
    public var isScreenCaptured = false
    /// Set by the app from the system's screen-reader status (`UIAccessibility.isVoiceOverRunning` and its
    /// notification). With a page's ``ScreenReaderPolicy`` of `stopShuffling` (or the override), the page
    /// shows its declared arrangement while it is `true`, and is arranged by its policy again when it
    /// turns `false`.
    public var isScreenReaderRunning = false {
        didSet { if isScreenReaderRunning != oldValue { arrangeCurrentPage() } }
    }
    /// A screen-reader policy for every page instead of the declared ones, or `nil` to use the declared ones.
    public var screenReaderPolicyOverride: ScreenReaderPolicy? {
        didSet { if isScreenReaderRunning && screenReaderPolicyOverride != oldValue { arrangeCurrentPage() } }
    }
    /// A policy that replaces every page's declared shuffle policy, or `nil` to use the declared ones.
    public var policyOverride: ShufflePolicy?
    /// Policies for individual pages by id; they win over ``policyOverride`` and the declared policy.
    public var policyOverrides: [String: ShufflePolicy]

    /// Creates a session showing `initialPage`, arranged according to its policy.
    ///
    /// It throws ``KeyboardSessionError`` when `layouts` is empty, two share an id, `initialPage` is not
    /// among them, or a page's `switch` or `toggle-width` key (in its rows or a variant's) or toolbar item
    /// leads to a page that is not among them (``KeyboardSessionError/missingPage(_:from:)``).
    ///
    /// - Parameters:
    ///   - layouts: The pages, with unique ids, including every page their keys lead to (for example the
    ///     standard set).
    ///   - initialPage: The id of the page shown first.
    ///   - returnKind: What the return key means for the focused field.
    ///   - policyOverride: A shuffle policy for every page instead of the declared ones.
    ///   - policyOverrides: Shuffle policies for individual pages by id.
    ///   - deleteRepeat: The delete key's repeat timing.
    ///
    /// Every new arrangement uses a fresh ``SecureRandomNumberGenerator`` (one system call, about 1 µs), so
    /// the session keeps no random values between arrangements and copies of a session never share them.
    /// Tests and previews that need reproducible arrangements use
    /// ``seededForTesting(layouts:initialPage:returnKind:policyOverride:policyOverrides:deleteRepeat:seed:)``.
    public init(
        layouts: [KeyboardLayout],
        initialPage: String,
        returnKind: ReturnKind = .done,
        policyOverride: ShufflePolicy? = nil,
        policyOverrides: [String: ShufflePolicy] = [:],
        deleteRepeat: DeleteRepeat = .standard
    ) throws(KeyboardSessionError) {
        try self.init(layouts: layouts, initialPage: initialPage, returnKind: returnKind, policyOverride: policyOverride,
                      policyOverrides: policyOverrides, deleteRepeat: deleteRepeat, seed: nil)
    }

    /// The one initializer behind the public one (no seed) and the seeded testing factory.
    init(
        layouts: [KeyboardLayout],
        initialPage: String,
        returnKind: ReturnKind,
        policyOverride: ShufflePolicy?,
        policyOverrides: [String: ShufflePolicy],
        deleteRepeat: DeleteRepeat,
        seed: UInt64?
    ) throws(KeyboardSessionError) {
        guard !layouts.isEmpty else { throw .noLayouts }
        var seen = Set<String>()
        for layout in layouts where !seen.insert(layout.id).inserted {
            throw .duplicatePage(layout.id)
        }
        guard let index = layouts.firstIndex(where: { $0.id == initialPage }) else {
            throw .unknownPage(initialPage)
        }
        // A key that leads nowhere would do nothing when tapped, silently: refuse it here instead.
        for layout in layouts {
            if let missing = Self.firstMissingTarget(of: layout, among: seen) { throw .missingPage(missing, from: layout.id) }
        }
        self.pages = layouts.map(SessionPage.init)
        self.sources = layouts
        self.currentIndex = index
        self.seeded = seed.map(SeededRandomNumberGenerator.init(seed:))
        self.returnKind = returnKind
        self.policyOverride = policyOverride
        self.policyOverrides = policyOverrides
        self.deleteRepeat = deleteRepeat
        self.composer = Composer(layouts[index].composition)
        arrangeCurrentPage()
    }

    // MARK: - State for the renderer

    /// Whether the session draws its arrangements from a seed (made by
    /// ``seededForTesting(layouts:initialPage:returnKind:policyOverride:policyOverrides:deleteRepeat:seed:)``):
    /// predictable, for tests and previews only. A host may refuse such a session in a release build.
    public var isSeededForTesting: Bool { seeded != nil }

    /// The ids of the session's pages, in the order given.
    public var pageIDs: [String] { pages.map { $0.declared.id } }

    /// The id of the page shown.
    public var currentPage: String { pages[currentIndex].declared.id }

    /// The page shown, in its current arrangement: the layout to draw.
    public var currentLayout: KeyboardLayout { pages[currentIndex].arranged }

    /// Which declared key each slot of the current page shows.
    public var currentArrangement: KeyArrangement { pages[currentIndex].arrangement }

    /// The current page's geometry; it does not change when the page is reshuffled.
    public var currentGeometry: KeyboardGeometry { pages[currentIndex].geometry }

    /// The shuffle policy in force for a page: its entry in ``policyOverrides``, else ``policyOverride``,
    /// else the page's declared policy; `nil` for an unknown page.
    public func policy(forPage id: String) -> ShufflePolicy? {
        guard let page = pages.first(where: { $0.declared.id == id }) else { return nil }
        return policyOverrides[id] ?? policyOverride ?? page.declared.shufflePolicy
    }

    /// The key shown at a position of the current page, or `nil` if there is none.
    public func key(at position: KeyPosition) -> Key? {
        let rows = currentLayout.rows
        guard rows.indices.contains(position.row), rows[position.row].keys.indices.contains(position.index) else {
            return nil
        }
        return rows[position.row].keys[position.index]
    }

    /// The label to draw on a key: its shifted text while shift or caps lock is on, otherwise its label.
    public func displayedLabel(at position: KeyPosition) -> String? {
        guard let key = key(at: position) else { return nil }
        if key.isCharacter, let shifted = textInShiftState(of: key) { return shifted }
        if key.action == .returnKey, let returnKeyRole { return returnKeyRole.label(locale: currentLayout.locale) }
        return key.label
    }

    /// What a screen reader should say for the key at a position: a function key showing its default label
    /// is named in the page's language (``DefaultLabels/spokenName(for:locale:)``: `⌫` is "delete",
    /// "删除", "削除"…); other keys say what they show (``displayedLabel(at:)``).
    public func spokenName(at position: KeyPosition) -> String? {
        guard let key = key(at: position) else { return nil }
        if key.action == .returnKey, let returnKeyRole { return returnKeyRole.label(locale: currentLayout.locale) }
        if shiftState.isActive, key.isCharacter, let spoken = key.shiftedSpokenName { return spoken }
        if let spoken = key.spokenName { return spoken }
        let locale = currentLayout.locale
        if !key.isCharacter, key.label == DefaultLabels.label(for: key.action, locale: locale) {
            return DefaultLabels.spokenName(for: key.action, locale: locale)
        }
        return displayedLabel(at: position)
    }

    /// Whether a touched key may be highlighted: never while the screen is captured (a recording would
    /// reveal which keys were typed), and only for keys on the page.
    public func shouldHighlight(key position: KeyPosition) -> Bool {
        !isScreenCaptured && key(at: position) != nil
    }

    /// The current page's toolbar, or `nil` when it has none.
    public var currentToolbar: KeyboardToolbar? { pages[currentIndex].declared.toolbar }

    /// The rectangles of the current page's toolbar, its title and items, or `nil` when it has none.
    public func toolbarRects(forWidth width: Double, metrics: KeyboardMetrics, safeArea: SafeAreaInsets = .zero) -> ToolbarRects? {
        currentGeometry.toolbarRects(forWidth: width, metrics: metrics, safeArea: safeArea)
    }

    /// One rectangle per key of the current page, row by row. Call again after a rotation with the new
    /// width and metrics; the arrangement stays the same.
    public func keyRects(forWidth width: Double, metrics: KeyboardMetrics, safeArea: SafeAreaInsets = .zero) -> [[KeyRect]] {
        currentGeometry.keyRects(forWidth: width, metrics: metrics, safeArea: safeArea)
    }

    // MARK: - Events

    /// Tells the session the keyboard is being shown again: the current page gets a new arrangement if its
    /// policy asks for one. Calling it for the first appearance too is harmless.
    public mutating func willShow() {
        isDeleteRepeating = false
        arrangeCurrentPage()
    }

    /// Shows every page as it is on the device the keyboard is laid out for: the variant of its rows for
    /// `metrics` at `width` (``KeyboardLayout/forDevice(_:width:)``), or its own rows. Call it before laying
    /// out, and again when the device class or width changes (rotation, Split View); a page whose rows
    /// change is arranged anew by its policy.
    public mutating func adapt(to metrics: KeyboardMetrics, width: Double) {
        for index in pages.indices {
            let shown = sources[index].forDevice(metrics, width: width)
            guard shown.rows != pages[index].declared.rows else { continue }
            pages[index] = SessionPage(shown)
            if index == currentIndex { arrangeCurrentPage() }
        }
    }

    /// Shows a page (for example from a toolbar item), arranging it according to its policy and turning
    /// shift off. Returns `[.pageChanged(to: id)]`, or `[]` for an unknown id.
    public mutating func showPage(_ id: String) -> [KeyboardOutput] {
        var outputs: [KeyboardOutput] = []
        showPage(id, into: &outputs)
        return outputs
    }

    /// Handles a key event and returns what the host must do, in order. Events for positions that are not
    /// on the current page produce nothing.
    public mutating func handle(_ event: KeyEvent) -> [KeyboardOutput] {
        var outputs: [KeyboardOutput] = []
        handle(event, into: &outputs)
        return outputs
    }

    /// Handles a key event and appends what the host must do to `outputs`, in order: the form for a
    /// renderer's hot path, which reuses one buffer (`removeAll(keepingCapacity: true)`) so that a key
    /// press allocates nothing.
    public mutating func handle(_ event: KeyEvent, into outputs: inout [KeyboardOutput]) {
        switch event {
        case .tap(let position):
            guard let key = key(at: position) else { return }
            press(key, into: &outputs)
        case .doubleTap(let position):
            guard let key = key(at: position) else { return }
            if key.action == .shift {
                shiftState = .capsLock
                return
            }
            if case .insert(let text) = key.action {
                // The key the user saw, typed twice; an after-each-key page is reshuffled once, afterwards.
                type(key, text: text, times: 2, into: &outputs)
                return
            }
            press(key, into: &outputs)
            // The first tap may have changed the page; the second tap addresses the page now shown.
            guard let again = self.key(at: position) else { return }
            press(again, into: &outputs)
        case .longPressBegan(let position):
            guard let key = key(at: position) else { return }
            if !key.alternates.isEmpty {
                let shown = shiftState.isActive ? (key.shiftedAlternates ?? key.alternates) : key.alternates
                callout = Callout(key: position, alternates: shown, selection: 0)
                return
            }
            guard key.action == .delete else { return }
            isDeleteRepeating = true
            deleteBackward(into: &outputs)
        case .calloutSelected(let index):
            if let open = callout, open.alternates.indices.contains(index) { callout?.selection = index }
        case .longPressCancelled:
            callout = nil
            isDeleteRepeating = false
        case .longPressRepeated(let position):
            guard isDeleteRepeating, key(at: position)?.action == .delete else { return }
            deleteBackward(into: &outputs)
        case .longPressEnded(let position):
            if let open = callout {
                // The alternate chosen in the callout, typed as its key would be (shift once, reshuffle).
                callout = nil
                guard let key = key(at: open.key) else { return }
                type(key, text: open.alternates[open.selection], times: 1, shifted: true, into: &outputs)
                return
            }
            guard let key = key(at: position) else {
                isDeleteRepeating = false
                return
            }
            switch key.action {
            case .delete:
                isDeleteRepeating = false
            case .shift:
                break
            default:
                press(key, into: &outputs)
            }
        case .toolbarTap(let index):
            guard let items = currentToolbar?.items, items.indices.contains(index) else { return }
            press(Key(action: items[index].action, label: items[index].label), into: &outputs)
        case .flick(let position, let direction):
            guard let key = key(at: position) else { return }
            guard let text = key.flick?[direction] else { return press(key, into: &outputs) }
            type(key, text: text, times: 1, shifted: true, into: &outputs)
        }
    }

    // MARK: - Private

    /// The first page id a `switch` or `toggle-width` key of `layout` (in its rows or any variant's) or a
    /// toolbar item leads to that is not in `ids`.
    private static func firstMissingTarget(of layout: KeyboardLayout, among ids: Set<String>) -> String? {
        func missing(_ action: KeyAction) -> String? {
            switch action {
            case .switchKeyboard(let id), .toggleCharacterWidth(let id): return ids.contains(id) ? nil : id
            default: return nil
            }
        }
        for item in layout.toolbar?.items ?? [] {
            if let id = missing(item.action) { return id }
        }
        for row in layout.rows {
            for key in row.keys {
                if let id = missing(key.action) { return id }
            }
        }
        for variant in layout.variants {
            for row in variant.rows {
                for key in row.keys {
                    if let id = missing(key.action) { return id }
                }
            }
        }
        return nil
    }

    private mutating func showPage(_ id: String, into outputs: inout [KeyboardOutput]) {
        guard let index = pages.firstIndex(where: { $0.declared.id == id }) else { return }
        finishComposition(into: &outputs)
        composer = Composer(pages[index].declared.composition)
        currentIndex = index
        shiftState = .off
        isDeleteRepeating = false
        arrangeCurrentPage()
        outputs.append(.pageChanged(to: id))
    }

    private mutating func press(_ key: Key, into outputs: inout [KeyboardOutput]) {
        switch key.action {
        case .insert(let text):
            type(key, text: text, times: 1, into: &outputs)
        case .shift:
            shiftState = shiftState == .off ? .once : .off
        case .delete:
            deleteBackward(into: &outputs)
        case .space:
            commit(" ", into: &outputs)
        case .returnKey:
            finishComposition(into: &outputs)
            outputs.append(.returnKey(returnKind))
        case .switchKeyboard(let id), .toggleCharacterWidth(let id):
            showPage(id, into: &outputs)
        case .dismiss:
            isDeleteRepeating = false
            finishComposition(into: &outputs)
            outputs.append(.dismiss)
        }
    }

    /// Types `text` `times` times in a row, applying the shift state to each as separate taps would (shift
    /// once only to the first), then reshuffles an after-each-key page once. `shifted` says that `text`
    /// already has shift applied (a callout's alternate); otherwise the key's shifted text is used while
    /// shift is on.
    private mutating func type(_ key: Key, text: String, times: Int, shifted: Bool = false, into outputs: inout [KeyboardOutput]) {
        for _ in 0..<times {
            commit(shifted ? text : textInShiftState(of: key) ?? text, into: &outputs)
            if shiftState == .once { shiftState = .off }
        }
        if currentPolicy == .afterEachKey {
            arrangeCurrentPage()
            outputs.append(.pageChanged(to: currentPage))
        }
    }

    /// What `key` gives in the shift state instead of its own text, to type and to show: its caps text under
    /// caps lock, its shifted text under shift (or caps lock without a caps text of its own), else `nil`.
    private func textInShiftState(of key: Key) -> String? {
        switch shiftState {
        case .off: return nil
        case .once: return key.shiftedText
        case .capsLock: return key.capsText ?? key.shiftedText
        }
    }

    /// The shuffle policy in force for the current page (``policy(forPage:)`` without the search by id).
    private var currentPolicy: ShufflePolicy {
        let declared = pages[currentIndex].declared
        if !policyOverrides.isEmpty, let override = policyOverrides[declared.id] { return override }
        return policyOverride ?? declared.shufflePolicy
    }

    private mutating func arrangeCurrentPage() {
        var policy = currentPolicy
        if isScreenReaderRunning, (screenReaderPolicyOverride ?? pages[currentIndex].declared.screenReaderPolicy) == .stopShuffling {
            policy = .never
        }
        if seeded != nil {
            pages[currentIndex].arrange(policy: policy, using: &seeded!)
        } else {
            var secure = SecureRandomNumberGenerator()
            pages[currentIndex].arrange(policy: policy, using: &secure)
        }
    }
}
