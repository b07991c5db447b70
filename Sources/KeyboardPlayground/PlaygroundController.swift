import KeyboardRuntime

/// The playground's state machine: a `KeyboardSession` and a `KeyboardInteraction` over a set of
/// layouts, laid out for a device, orientation and width, with the typed text kept as a masked field
/// would keep it.
///
/// It is what the WebAssembly module in the `kbc playground` page runs (the page's script only forwards
/// pointer events and draws ``frame()``), and it is plain Swift, so the host tests drive it the same way.
/// Every decision — geometry, hit testing, timing, shuffling, shift — is the runtime's; this type only
/// wires them together as an app's keyboard view would.
///
/// ```swift
/// var playground = try PlaygroundController(layouts: layouts, configuration: .init(page: "decimal-pad", seed: 42))
/// playground.touch(TouchEvent(id: 1, phase: .began, x: 60, y: 100, time: 0))
/// playground.touch(TouchEvent(id: 1, phase: .ended, x: 60, y: 100, time: 0.1))
/// print(playground.maskedText)   // "•"
/// ```
public struct PlaygroundController {
    /// What the playground shows: which keyboard, on which device, how wide, and how it is shuffled.
    public struct Configuration: Sendable, Hashable {
        /// The id of the keyboard opened first.
        public var page: String
        /// The device class.
        public var device: KeyboardMetrics.Device
        /// The orientation.
        public var orientation: KeyboardMetrics.Orientation
        /// The view width in points, including the safe-area insets.
        public var width: Double
        /// The safe-area insets.
        public var safeArea: SafeAreaInsets
        /// Device pixels per point (key edges are placed on this grid).
        public var scale: Double
        /// A seed for reproducible arrangements (previews and tests only), or `nil` for the runtime's
        /// secure random arrangements.
        public var seed: UInt64?
        /// The appearance the keyboard's theme is drawn in: light, dark or high contrast.
        public var appearance: ThemeAppearance
        /// The theme every keyboard is drawn with in place of its own, as `kbc render --theme` draws
        /// them (its colours, shapes, secure switches and key spacing), or `nil` for each keyboard's own.
        public var theme: KeyboardTheme?

        /// Creates a configuration; by default a 375-point portrait phone with a 34-point bottom inset,
        /// light, each keyboard in its own theme.
        public init(
            page: String,
            device: KeyboardMetrics.Device = .phone,
            orientation: KeyboardMetrics.Orientation = .portrait,
            width: Double = 375,
            safeArea: SafeAreaInsets = SafeAreaInsets(bottom: 34),
            scale: Double = 3,
            seed: UInt64? = nil,
            appearance: ThemeAppearance = .light,
            theme: KeyboardTheme? = nil
        ) {
            self.page = page
            self.device = device
            self.orientation = orientation
            self.width = width
            self.safeArea = safeArea
            self.scale = scale
            self.seed = seed
            self.appearance = appearance
            self.theme = theme
        }

        /// The metrics of the device and orientation on the pixel grid of ``scale``.
        public var metrics: KeyboardMetrics {
            KeyboardMetrics(device: device, orientation: orientation, scale: scale)
        }

        /// Where the keyboard is drawn, for the interaction.
        public var viewport: KeyboardInteraction.Viewport {
            KeyboardInteraction.Viewport(width: width, metrics: metrics, safeArea: safeArea)
        }
    }

    /// The layouts the playground can show, in the order given, each with its own theme (the session
    /// draws them in ``Configuration/theme`` when there is one).
    public let layouts: [KeyboardLayout]
    /// The current configuration.
    public private(set) var configuration: Configuration
    /// The runtime's session: page, arrangement, shift, callout.
    public private(set) var session: KeyboardSession
    /// The runtime's touch handling over the current page.
    public private(set) var interaction: KeyboardInteraction
    /// The typed text. The page shows it only when ``revealsText`` is on, as a secure field would.
    public var text: String { typed.text }
    /// The typed text and its length in characters.
    private var typed = TypedText()
    /// The composition's pending (marked) text, shown after ``text`` until it is committed; `""` for none.
    public private(set) var marked: String = ""
    /// Whether ``frame()`` includes the typed text in the clear, beside the mask.
    public var revealsText = false
    /// Whether Done (or a dismiss key) closed the keyboard; ``show()`` opens it again.
    public private(set) var isDismissed = false
    /// The outputs other than typing, newest last, for the page's log (`return done`, `dismiss`,
    /// `page letters`, `complete` and `full` for a page's `length`…); at most ``logLimit`` entries.
    public private(set) var log: [String] = []
    /// How many entries ``log`` keeps.
    public static let logLimit = 8

    /// Creates a playground showing `configuration.page` among `layouts`.
    public init(layouts: [KeyboardLayout], configuration: Configuration) throws(KeyboardSessionError) {
        self.layouts = layouts
        self.configuration = configuration
        let session = try Self.makeSession(layouts: layouts, configuration: configuration, page: configuration.page)
        self.session = session
        self.interaction = KeyboardInteraction(session: session, viewport: configuration.viewport)
    }

    /// A session over `layouts`, each in the configuration's theme when it has one, opened at `page`.
    private static func makeSession(layouts: [KeyboardLayout], configuration: Configuration, page: String) throws(KeyboardSessionError) -> KeyboardSession {
        var drawn = layouts
        if let theme = configuration.theme {
            for index in drawn.indices { drawn[index].theme = theme }
        }
        // A seed comes from the page's `?seed=` link, to show a reproducible arrangement: the testing entry point.
        var session = if let seed = configuration.seed {
            try KeyboardSession.seededForTesting(layouts: drawn, initialPage: page, seed: seed)
        } else {
            try KeyboardSession(layouts: drawn, initialPage: page)
        }
        session.adapt(to: configuration.metrics, width: configuration.width)
        return session
    }

    /// Opens a keyboard afresh, as an app does when a field that uses it gains focus: a new session (so
    /// a seeded playground shows the seed's first arrangement), shift off, the text kept.
    public mutating func open(page: String) throws(KeyboardSessionError) {
        var changed = configuration
        changed.page = page
        try reconfigure(changed)
    }

    /// Changes the configuration. A new page or seed starts a new session; a new theme starts one on the
    /// page shown (its key spacing may change the layout), as an app opens a keyboard drawn in another
    /// theme; a new device, orientation or width keeps the session and its arrangement (as rotation does)
    /// and lays the page out again; a new appearance only draws it in other colours.
    public mutating func reconfigure(_ new: Configuration) throws(KeyboardSessionError) {
        let opensPage = new.page != configuration.page || new.seed != configuration.seed
        if opensPage || new.theme != configuration.theme {
            session = try Self.makeSession(layouts: layouts, configuration: new, page: opensPage ? new.page : session.currentPage)
            interaction = KeyboardInteraction(session: session, viewport: new.viewport, configuration: interaction.configuration)
            isDismissed = false
        } else {
            session.adapt(to: new.metrics, width: new.width)
            interaction.layOut(session, in: new.viewport)
        }
        configuration = new
    }

    /// Forwards a touch to the interaction and applies what the session asks for.
    public mutating func touch(_ event: TouchEvent) {
        guard !isDismissed else { return }
        apply(interaction.handle(event, session: &session))
    }

    /// Lets time pass (long press, delete repeat); call it from the page's animation frame while a
    /// finger is down. Returns whether anything happened.
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        guard !isDismissed else { return false }
        let hadCallout = session.callout != nil
        let outputs = interaction.advance(to: time, session: &session)
        apply(outputs)
        return !outputs.isEmpty || hadCallout != (session.callout != nil)
    }

    /// Shows the keyboard again after Done, as the next focus would (`willShow`: a new arrangement).
    public mutating func show() {
        isDismissed = false
        session.willShow()
        interaction.layOut(session, in: configuration.viewport)
    }

    /// Empties the typed text.
    public mutating func clearText() {
        typed.removeAll()
    }

    /// The typed text as a secure field shows it: one `•` per character (grapheme cluster), as
    /// `SecureTextBuffer.masked` does.
    public var maskedText: String {
        String(repeating: "•", count: text.count)
    }

    /// The view height of the current page, with its theme's spacing.
    public var viewHeight: Double {
        session.currentGeometry.viewHeight(
            forWidth: configuration.width, metrics: session.spacedMetrics(configuration.metrics), safeArea: configuration.safeArea)
    }

    /// The labels of the current page as drawn, row by row (shift applied): what the page shows.
    public var displayedLabels: [[String]] {
        session.currentLayout.rows.enumerated().map { row, keys in
            keys.keys.indices.map { session.displayedLabel(at: KeyPosition(row: row, index: $0)) ?? "" }
        }
    }

    private mutating func apply(_ outputs: [KeyboardOutput]) {
        for output in outputs {
            switch output {
            case .insert(let inserted): insert(inserted)
            case .deleteBackward: typed.deleteBackward()
            case .returnKey(let kind): note("return " + kind.rawValue)
            case .dismiss:
                isDismissed = true
                note("dismiss")
            case .pageChanged(let id): note("page " + id)
            case .marked(let pending): marked = pending
            }
        }
    }

    /// Types `inserted` as a secure field with the page's `length` would (``KeyboardLayout/inputLength``, as
    /// SecureInput's `SecureFieldRules(inputLength:)` applies it, through ``TypedText``): what would take
    /// the text past the maximum is not typed, and the text that reaches an `at-max` length completes the
    /// input.
    private mutating func insert(_ inserted: String) {
        let length = session.currentLayout.inputLength
        let count = typed.count
        guard typed.insert(inserted, length: length) else {
            note("full")
            return
        }
        if let length, typed.count > count, length.completes(atCount: typed.count) { note("complete") }
    }

    private mutating func note(_ entry: String) {
        log.append(entry)
        if log.count > Self.logLimit { log.removeFirst(log.count - Self.logLimit) }
    }

    // MARK: - Frame

    /// What the page draws, as one JSON object (built by hand: Embedded Swift has no `Codable`):
    ///
    /// - `page`, `w`, `h`: the current page's id and the view's size in points;
    /// - `theme`, `appearance`: the page's theme id and the appearance drawn; `bg`: the keyboard's
    ///   background; `fh`: the colour of hints and flick texts. Colours are `#RRGGBBAA`;
    /// - `shift`: `off`, `once` or `capsLock`;
    /// - `keys`: `[x, y, width, height, label, kind, hint, flick, style]` per key, row by row, where `kind`
    ///   is the action (`char`, `shift`, `delete`, `space`, `return`, `switch`, `width`, `dismiss`), `hint`
    ///   the key's small secondary label or `""`, `flick` its flick texts `[left, up, right, down]` (`""`
    ///   for a direction without one) or `null`, and `style` what the theme resolves for it now (shift
    ///   state, return role, pressed): `[fill, label, border, borderWidth, cornerRadius, shadowColor,
    ///   shadowX, shadowY, shadowRadius, labelWeight, labelScale]`, the weight as a CSS number;
    /// - `hl`: the index in `keys` of the highlighted key, or `-1`;
    /// - `toolbar`: `null` or `{bar, title, titleText, background, titleColor, titleWeight, items:
    ///   [[x, y, w, h, label, color]]}`;
    /// - `callout`: `null` or `{cells: [[x, y, w, h, label, style]], sel}`;
    /// - `preview`: `null` or the key preview `[x, y, w, h, label, style]` (a theme with `keyPreview`);
    /// - `masked`, `text` and `marked` (a composition's pending text) (only while ``revealsText``; else
    ///   `null`), `dismissed`, `log`.
    public func frame() -> String {
        var json = JSONWriter()
        json.raw("{\"page\":")
        json.string(session.currentPage)
        json.raw(",\"w\":")
        json.number(configuration.width)
        json.raw(",\"h\":")
        json.number(viewHeight)
        let appearance = configuration.appearance
        let styles = session.currentTheme.styles(appearance)
        json.raw(",\"theme\":")
        json.string(session.currentTheme.id)
        json.raw(",\"appearance\":")
        json.string(appearance.rawValue)
        json.raw(",\"bg\":")
        json.color(styles.background)
        json.raw(",\"fh\":")
        json.color(styles.flickHint)
        json.raw(",\"shift\":")
        json.string(session.shiftState.rawValue)
        json.raw(",\"keys\":[")
        let highlighted = interaction.highlightedKey(in: session)
        var highlightIndex = -1
        var index = 0
        let rects = interaction.hitTester.keyRects
        for (row, keys) in session.currentLayout.rows.enumerated() {
            for (column, key) in keys.keys.enumerated() {
                let position = KeyPosition(row: row, index: column)
                guard rects.indices.contains(row), rects[row].indices.contains(column) else { continue }
                if index > 0 { json.raw(",") }
                json.raw("[")
                json.rect(rects[row][column])
                json.raw(",")
                json.string(session.displayedLabel(at: position) ?? "")
                json.raw(",")
                json.string(Self.kind(of: key.action))
                json.raw(",")
                json.string(key.hint ?? "")
                Self.writeFlick(of: key, into: &json)
                json.raw(",")
                json.style(session.style(at: position, isPressed: position == highlighted, appearance: appearance) ?? styles[.character])
                json.raw("]")
                if position == highlighted { highlightIndex = index }
                index += 1
            }
        }
        json.raw("],\"hl\":")
        json.int(highlightIndex)
        json.raw(",\"toolbar\":")
        if let toolbar = session.currentToolbar, let rects = interaction.hitTester.toolbar {
            json.raw("{\"bar\":[")
            json.rect(rects.bar)
            json.raw("],\"title\":")
            if let title = rects.title {
                json.raw("[")
                json.rect(title)
                json.raw("]")
            } else {
                json.raw("null")
            }
            json.raw(",\"titleText\":")
            json.string(toolbar.title ?? "")
            json.raw(",\"background\":")
            json.color(styles.toolbar.background)
            json.raw(",\"titleColor\":")
            json.color(styles.toolbar.title)
            json.raw(",\"titleWeight\":")
            json.int(styles.toolbar.titleWeight.cssWeight)
            json.raw(",\"items\":")
            let pressedItem = interaction.highlightedToolbarItem(in: session)
            json.array(zip(toolbar.items, rects.items).enumerated()) { json, entry in
                let (offset, (item, rect)) = entry
                json.raw("[")
                json.rect(rect)
                json.raw(",")
                json.string(item.label)
                json.raw(",")
                json.color(session.toolbarItemColor(at: offset, isPressed: offset == pressedItem, appearance: appearance))
                json.raw("]")
            }
            json.raw("}")
        } else {
            json.raw("null")
        }
        json.raw(",\"callout\":")
        if let callout = session.callout {
            json.raw("{\"cells\":")
            json.array(zip(callout.alternates, interaction.calloutRects).enumerated()) { json, entry in
                let (offset, (label, rect)) = entry
                json.raw("[")
                json.rect(rect)
                json.raw(",")
                json.string(label)
                json.raw(",")
                json.style(session.calloutStyle(isSelected: offset == callout.selection, appearance: appearance))
                json.raw("]")
            }
            json.raw(",\"sel\":")
            json.int(callout.selection)
            json.raw("}")
        } else {
            json.raw("null")
        }
        json.raw(",\"preview\":")
        if let preview = interaction.keyPreview(in: session), let style = session.style(at: preview.key, appearance: appearance) {
            json.raw("[")
            json.rect(preview.rect)
            json.raw(",")
            json.string(session.displayedLabel(at: preview.key) ?? "")
            json.raw(",")
            json.style(style)
            json.raw("]")
        } else {
            json.raw("null")
        }
        json.raw(",\"masked\":")
        json.string(maskedText)
        json.raw(",\"text\":")
        if revealsText { json.string(text) } else { json.raw("null") }
        json.raw(",\"marked\":")
        writeMarked(into: &json)
        json.raw(",\"dismissed\":")
        json.raw(isDismissed ? "true" : "false")
        json.raw(",\"log\":")
        json.array(log) { $0.string($1) }
        json.raw("}")
        return json.output
    }

    /// The theme ids, for the page's theme menu: `["bank-blue", …]`.
    public static func themesJSON(_ themes: [KeyboardTheme]) -> String {
        var json = JSONWriter()
        json.array(themes) { $0.string($1.id) }
        return json.output
    }

    /// The page ids and titles, for the page's keyboard menu: `[[id, title], …]` (title `""` when none).
    public static func pagesJSON(_ layouts: [KeyboardLayout]) -> String {
        var json = JSONWriter()
        json.array(layouts) { json, layout in
            json.raw("[")
            json.string(layout.id)
            json.raw(",")
            json.string(layout.title ?? "")
            json.raw("]")
        }
        return json.output
    }

    static func kind(of action: KeyAction) -> String {
        switch action {
        case .insert: return "char"
        case .shift: return "shift"
        case .delete: return "delete"
        case .space: return "space"
        case .returnKey: return "return"
        case .switchKeyboard: return "switch"
        case .toggleCharacterWidth: return "width"
        case .dismiss: return "dismiss"
        }
    }
}
