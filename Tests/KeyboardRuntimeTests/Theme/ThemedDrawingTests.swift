import KeyboardRuntime
import Testing

/// What a host draws from the current page's theme besides the keys' styles (KeyboardSession+Theme): the
/// spacing it lays out with, callout cells, toolbar items, the key preview and the area a press redraws.
@Suite struct ThemedDrawingTests {
    static let viewport = KeyboardInteraction.Viewport(
        width: 375, metrics: KeyboardMetrics(device: .phone, orientation: .portrait), safeArea: SafeAreaInsets(bottom: 34))

    /// The standard theme with other switches, spacing or a shadow: what a bank's theme file compiles to.
    static func theme(keyPreview: Bool = false, highlight: PressedHighlight = .subtle, spacing: KeySpacing = .standard, shadow: ThemeShadow? = nil) -> KeyboardTheme {
        let standard = KeyboardTheme.standard
        func styles(_ appearance: ThemeAppearance) -> ThemeAppearanceStyles {
            var styles = standard.styles(appearance)
            if let shadow { styles[.character].shadow = shadow }
            return styles
        }
        return KeyboardTheme(
            id: "bank", light: styles(.light), dark: styles(.dark), highContrast: styles(.highContrast),
            keyPreview: keyPreview, pressedHighlight: highlight, keySpacing: spacing)
    }

    static func host(_ layout: KeyboardLayout, theme: KeyboardTheme?) throws -> KeyboardHost {
        var layout = layout
        layout.theme = theme
        let session = try KeyboardSession.seededForTesting(layouts: FixtureLayouts.withTheirTargets(layout), initialPage: layout.id, seed: 3)
        var host = KeyboardHost(session: session, viewport: viewport)
        _ = host.handle(.shown(in: viewport, sceneIsActive: true))
        return host
    }

    /// The position and rectangle of the first key with `action`.
    static func find(_ action: KeyAction, in host: KeyboardHost) -> (KeyPosition, KeyRect)? {
        for (row, rects) in host.interaction.hitTester.keyRects.enumerated() {
            for (index, rect) in rects.enumerated() where host.session.key(at: KeyPosition(row: row, index: index))?.action == action {
                return (KeyPosition(row: row, index: index), rect)
            }
        }
        return nil
    }

    @Test func theThemesSpacingIsWhatKeysAreLaidOutHitAndSizedWith() throws {
        let plain = try Self.host(FixtureLayouts.letters, theme: nil)
        let spaced = try Self.host(FixtureLayouts.letters, theme: Self.theme(spacing: KeySpacing(keys: 2, rows: 2)))
        let metrics = Self.viewport.metrics
        #expect(plain.session.spacedMetrics(metrics) == metrics)
        let gap = { (host: KeyboardHost) in host.interaction.hitTester.keyRects[0][1].x - host.interaction.hitTester.keyRects[0][0].maxX }
        // Within a pixel: key edges are snapped to the screen's pixels.
        #expect(abs(gap(plain) - metrics.keyGap) <= 1)
        #expect(abs(gap(spaced) - 2 * metrics.keyGap) <= 1)
        #expect(spaced.preferredHeight > plain.preferredHeight)
        let geometry = spaced.session.currentGeometry
        #expect(spaced.preferredHeight == geometry.viewHeight(forWidth: 375, metrics: KeySpacing(keys: 2, rows: 2).applied(to: metrics), safeArea: Self.viewport.safeArea))
    }

    @Test func calloutCellsTakeTheCalloutsColoursInTheCharacterKeysShape() throws {
        let host = try Self.host(FixtureLayouts.letters, theme: .highContrast)
        let styles = KeyboardTheme.highContrast.styles(.dark)
        let selected = host.session.calloutStyle(isSelected: true, appearance: .dark)
        let other = host.session.calloutStyle(isSelected: false, appearance: .dark)
        #expect(selected.fill == styles.callout.selectedFill && selected.label == styles.callout.selectedText)
        #expect(other.fill == styles.callout.fill && other.label == styles.callout.text)
        #expect(other.cornerRadius == styles[.character].cornerRadius && other.shadow == styles[.character].shadow)
    }

    @Test func doneTakesTheButtonColourOtherItemsTheTitlesAndAPressDimsThem() throws {
        let host = try Self.host(FixtureLayouts.titledWithSpacers, theme: nil)
        let toolbar = KeyboardTheme.standard.styles(.light).toolbar
        let items = try #require(host.session.currentToolbar?.items)
        let done = try #require(items.firstIndex { $0.isDone })
        #expect(host.session.toolbarItemColor(at: done, appearance: .light) == toolbar.button)
        #expect(host.session.toolbarItemColor(at: done, isPressed: true, appearance: .light) == toolbar.button.mixed(with: toolbar.background, fraction: 0.5))
        #expect(host.session.toolbarItemColor(at: items.count, appearance: .light) == toolbar.title)
    }

    @Test func aKeyPreviewShowsOnlyForACharacterKeyOfAThemeThatAsksAndNeverWhileCaptured() throws {
        for asks in [false, true] {
            var host = try Self.host(FixtureLayouts.letters, theme: Self.theme(keyPreview: asks))
            let (position, rect) = try #require(Self.find(.insert("q"), in: host))
            let down = host.handle(.touch(TouchEvent(id: 0, phase: .began, x: rect.midX, y: rect.midY, time: 1)))
            let preview = host.interaction.keyPreview(in: host.session)
            #expect((preview != nil) == asks)
            if let preview {
                #expect(preview.key == position)
                #expect(preview.rect.height == rect.height * KeyPreview.heightFactor)
                #expect(preview.rect.x >= 0 && preview.rect.y >= 0 && preview.rect.maxX <= 375)
                // The press redraws the preview's area too.
                guard case .area(let area) = down.redraw else { Issue.record("a press redraws its area"); continue }
                #expect(area.y <= preview.rect.y && area.maxY >= rect.maxY)
            }
            _ = host.handle(.touch(TouchEvent(id: 0, phase: .ended, x: rect.midX, y: rect.midY, time: 1.1)))
            _ = host.handle(.screenCaptureChanged(true))
            _ = host.handle(.touch(TouchEvent(id: 1, phase: .began, x: rect.midX, y: rect.midY, time: 2)))
            #expect(host.interaction.keyPreview(in: host.session) == nil)
        }
        var host = try Self.host(FixtureLayouts.letters, theme: Self.theme(keyPreview: true))
        let (_, delete) = try #require(Self.find(.delete, in: host))
        _ = host.handle(.touch(TouchEvent(id: 0, phase: .began, x: delete.midX, y: delete.midY, time: 1)))
        #expect(host.interaction.keyPreview(in: host.session) == nil)
    }

    @Test func aPreviewStaysInsideTheView() {
        let bounds = KeyRect(x: 0, y: 0, width: 375, height: 250)
        let corner = KeyPreview(key: KeyPosition(row: 0, index: 0), keyRect: KeyRect(x: 2, y: 4, width: 32, height: 42), within: bounds)
        #expect(corner.rect.x == 0 && corner.rect.y == 0)
        let right = KeyPreview(key: KeyPosition(row: 1, index: 9), keyRect: KeyRect(x: 340, y: 100, width: 33, height: 42), within: bounds)
        #expect(right.rect.maxX == 375)
        #expect(right.rect.maxY == 121)
    }

    @Test func aPressRedrawsAsFarAsTheThemesShadowReaches() throws {
        #expect(KeyboardTheme.standard.drawingOutset == 1)
        let shadowed = Self.theme(shadow: ThemeShadow(color: ThemeColor(rgba: 0x0000_0080), x: 0, y: 3, radius: 4))
        #expect(shadowed.drawingOutset == 7)
        var host = try Self.host(FixtureLayouts.letters, theme: shadowed)
        let (_, rect) = try #require(Self.find(.insert("g"), in: host))
        let update = host.handle(.touch(TouchEvent(id: 0, phase: .began, x: rect.midX, y: rect.midY, time: 1)))
        guard case .area(let area) = update.redraw else { Issue.record("a press redraws its area"); return }
        #expect(area.x <= rect.x - 7 && area.maxY >= rect.maxY + 7)
    }

    @Test func labelsTakeTheStylesScaleAndWeightAndBoldTextMakesThemHeavier() {
        var style = KeyboardTheme.standard.styles(.light)[.character]
        style.labelScale = 1.5
        style.labelWeight = .medium
        #expect(style.labelFont(.character).pointSize == KeyLabelFont(style: .character).pointSize * 1.5)
        #expect(style.labelWeight(isBoldTextEnabled: false) == .medium)
        #expect(style.labelWeight(isBoldTextEnabled: true) == .semibold)
        style.labelWeight = .bold
        #expect(style.labelWeight(isBoldTextEnabled: true) == .bold)
        style.cornerRadius = 100
        #expect(style.cornerRadius(width: 30, height: 40) == 15)
        style.cornerRadius = -2
        #expect(style.cornerRadius(width: 30, height: 40) == 0)
    }

    @Test func flickTextsSitInsideTheEdgeOfTheirDirection() {
        let key = KeyRect(x: 10, y: 20, width: 60, height: 50)
        let placement = FlickHintPlacement(keyRect: key)
        #expect(placement.flickFontSize == 10)
        #expect(placement.anchor(toward: .left) == FlickHintPlacement.Anchor(x: 13, midY: 45, alignment: .leading))
        #expect(placement.anchor(toward: .right) == FlickHintPlacement.Anchor(x: 67, midY: 45, alignment: .trailing))
        #expect(placement.anchor(toward: .up) == FlickHintPlacement.Anchor(x: 40, midY: 26, alignment: .center))
        #expect(placement.anchor(toward: .down) == FlickHintPlacement.Anchor(x: 40, midY: 62, alignment: .center))
        #expect(placement.hintAnchor.x == 67 && placement.hintAnchor.alignment == .trailing)
    }
}
