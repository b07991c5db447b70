// The UIKit host: a `UIInputView` that draws the session's page and forwards touches. It only wires UIKit
// to the tested pure layers (KeyboardSession, KeyboardInteraction, ReturnKeyRole, the geometry and the
// accessibility elements), which make every decision.
//
// UIKit does not exist on Linux, so CI does not compile this file: it is reviewed by hand and kept short.
// On other platforms the KeyboardUIKit module is empty.
#if canImport(UIKit) && os(iOS)
import UIKit
import KeyboardRuntime
import SecureInput

/// A secure keyboard for `UITextField.inputView`: draws the current page of a ``KeyboardSession``,
/// turns touches into text through ``KeyboardInteraction``, and types into the focused
/// ``SecureKeyboardTextField`` (which sets itself as ``textField`` when it gains focus), or into a
/// `SecureTextBuffer`.
///
/// One keyboard can serve several fields: each field that becomes first responder takes it over.
///
/// <!-- excerpt: UIKit; the sample app (Tests/iOS/SampleApp) is type-checked against the iOS SDK -->
/// ```swift
/// let keyboard = try SecureKeyboardInputView(layouts: StandardLayouts.all, initialPage: "decimal-pad")
/// let pin = SecureKeyboardTextField(rules: .pin(length: 6), keyboard: keyboard)
/// ```
///
/// It draws as the system keyboard does (``KeyAppearance``): shift shows off, once and caps lock, the
/// return key is tinted when the field's `returnKeyType` finishes something ("go", "done"), labels follow
/// Bold Text and Dynamic Type within limits and shrink to fit, in light and dark mode. Each press gives the
/// ``feedback`` the app chooses: by default the keyboard click, which the system plays only when the user
/// turned Keyboard Clicks on.
///
/// It covers its keys while its scene is not in the foreground (so the app switcher's snapshot shows
/// no arrangement) and draws a new arrangement when the scene comes back. Checked by
/// `Tests/iOS/typecheck.sh` against the iOS SDK; it cannot run on Linux, so the logic it calls is what
/// the tests exercise.
@MainActor
public final class SecureKeyboardInputView: UIInputView, UIInputViewAudioFeedback {
    /// The secure field being typed into; a ``SecureKeyboardTextField`` sets itself here when it becomes
    /// first responder. Its model decides every edit.
    public weak var textField: SecureKeyboardTextField?
    /// Receives the text when no ``textField`` is set: for hosts that draw their own field and show
    /// `buffer.masked`.
    public var buffer: SecureTextBuffer?
    /// **Unsafe for secrets.** A plain field that receives the typed text as plaintext (`insertText`) when
    /// neither ``textField`` nor ``buffer`` is set: for non-secret fields only, such as an amount. The
    /// text then lives in the field's `text`, its undo stack and the app's snapshots.
    public weak var unsafePlaintextField: (UIResponder & UIKeyInput)?
    /// Whether the keys are drawn blank (and hidden from VoiceOver's element list) while the screen is
    /// recorded, mirrored or shared. `nil`, the default, blanks shuffled pages (a recording would show their
    /// arrangement, and with the taps the PIN) and keeps pages that never shuffle visible; `true` or `false`
    /// applies to every page. The highlight and callouts are off while captured in every case.
    public var blanksKeysWhileCaptured: Bool? = nil {
        didSet { refresh() }
    }
    /// Whether the keys are covered while the scene is not in the foreground (the app-switcher snapshot).
    public var coversWhenInactive = true
    /// Whether the keys are covered now (the scene left the foreground).
    public private(set) var isCovered = false
    /// Whether the scene left the foreground since the keyboard was last shown: it reshuffles on return.
    private var wasInactive = false
    /// Called after typed text changed the field or the buffer.
    public var onTextChange: (() -> Void)?
    /// Called when the return key is pressed.
    public var onReturn: ((ReturnKind) -> Void)?
    /// The focused field's return key type, or `nil` to show each page's declared return label: the
    /// return key shows the type's word in each page's language and reports its `ReturnKind`.
    public var returnKeyType: UIReturnKeyType? {
        didSet {
            session.returnKeyRole = returnKeyType.flatMap { ReturnKeyRole(rawValue: $0.rawValue) }
            refresh()
        }
    }
    /// The feedback of each press, asked when a finger comes down on a key (and for each repeated delete)
    /// with the key's kind, never its character. The default, ``KeyFeedback/standard(for:)``, plays the
    /// keyboard click; return ``KeyFeedback/withHaptics(for:)`` for a haptic tap as well, or do something
    /// of your own and return ``KeyFeedback/silent``. The system applies the user's Keyboard Clicks and
    /// System Haptics settings to whatever is returned.
    public var feedback: @MainActor (KeyPressKind) -> KeyFeedback = { KeyFeedback.standard(for: $0) }
    /// The input state; read it to inspect the page shown.
    public private(set) var session: KeyboardSession

    private var interaction: KeyboardInteraction
    /// Reused for every touch (no allocation per key); wiped after each use, so it keeps no typed text.
    private var outputs: [KeyboardOutput] = []
    private var fingers: [ObjectIdentifier: Int] = [:]
    private var nextFinger = 0
    private var displayLink: CADisplayLink?
    private var shownPage: String
    private var shownElements: [KeyboardRuntime.AccessibilityElement] = []
    private var elementViews: [UIAccessibilityElement] = []
    private let feedbackPlayer = KeyFeedbackPlayer()

    /// Creates a keyboard over `layouts` showing `initialPage`, every arrangement drawn from the system's
    /// secure random source.
    public convenience init(layouts: [KeyboardLayout], initialPage: String) throws(KeyboardSessionError) {
        self.init(session: try KeyboardSession(layouts: layouts, initialPage: initialPage))
    }

    /// Creates a keyboard whose arrangements are **predictable**, drawn from `seed`: for previews and UI
    /// tests only (see `KeyboardSession.seededForTesting(layouts:initialPage:returnKind:policyOverride:policyOverrides:deleteRepeat:seed:)`).
    public static func seededForTesting(layouts: [KeyboardLayout], initialPage: String, seed: UInt64) throws(KeyboardSessionError) -> SecureKeyboardInputView {
        SecureKeyboardInputView(session: try KeyboardSession.seededForTesting(layouts: layouts, initialPage: initialPage, seed: seed))
    }

    private init(session: KeyboardSession) {
        self.session = session
        interaction = KeyboardInteraction(session: session, viewport: .init(width: 375, metrics: KeyboardMetrics(device: .phone, orientation: .portrait)))
        shownPage = session.currentPage
        super.init(frame: .zero, inputViewStyle: .keyboard)
        allowsSelfSizing = true
        isMultipleTouchEnabled = true
        contentMode = .redraw
        outputs.reserveCapacity(8)
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(captureChanged), name: UIScreen.capturedDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(screenReaderChanged), name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(boldTextChanged), name: UIAccessibility.boldTextStatusDidChangeNotification, object: nil)
        // didMoveToWindow does not run when the app comes back: the scene's own notifications do.
        center.addObserver(self, selector: #selector(sceneWillDeactivate), name: UIScene.willDeactivateNotification, object: nil)
        center.addObserver(self, selector: #selector(sceneDidActivate), name: UIScene.didActivateNotification, object: nil)
    }

    /// Not supported: create the keyboard in code.
    public required init?(coder: NSCoder) { return nil }

    /// `true`: `UIDevice.current.playInputClick()` sounds while this keyboard is shown (and the user has
    /// Keyboard Clicks on), so the default ``feedback`` clicks like the system keyboard.
    public var enableInputClicksWhenVisible: Bool { true }

    // MARK: Showing and layout

    /// Shown: a new arrangement for `on-show` pages, the system's capture and screen-reader state, the
    /// window's size. Hidden: fingers still down are cancelled, so nothing types after the keyboard left.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let window else {
            cancelAllFingers()
            return
        }
        session.willShow()
        session.isScreenReaderRunning = UIAccessibility.isVoiceOverRunning
        session.isScreenCaptured = ScreenCapture.isCaptured(window)
        feedbackPlayer.prepare()
        relayOut(viewport(width: bounds.width > 0 ? bounds.width : window.bounds.width))
    }

    /// Draws a new arrangement of the current page if its policy shuffles on show (as when the keyboard
    /// appears); the fields call it when their scene returns to the foreground.
    public func reshuffle() {
        cancelAllFingers()
        session.willShow()
        relayOut(interaction.viewport)
    }

    private func viewport(width: CGFloat) -> KeyboardInteraction.Viewport {
        let landscape = window?.windowScene?.effectiveGeometry.interfaceOrientation.isLandscape ?? false
        let metrics = KeyboardMetrics(
            device: traitCollection.userInterfaceIdiom == .pad ? .pad : .phone,
            orientation: landscape ? .landscape : .portrait,
            scale: traitCollection.displayScale)
        return .init(width: width, metrics: metrics,
                     safeArea: SafeAreaInsets(left: safeAreaInsets.left, right: safeAreaInsets.right, bottom: safeAreaInsets.bottom))
    }

    /// The height the runtime's geometry gives the current page at the view's width.
    public override var intrinsicContentSize: CGSize {
        let viewport = interaction.viewport
        return CGSize(width: UIView.noIntrinsicMetric,
                      height: session.currentGeometry.viewHeight(forWidth: viewport.width, metrics: viewport.metrics, safeArea: viewport.safeArea))
    }

    /// Lays the page out again when the width, device class or orientation changed.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let viewport = viewport(width: bounds.width)
        guard viewport != interaction.viewport, viewport.width > 0 else { return }
        relayOut(viewport)
    }

    /// Rotation, Split View or a new device class: the runtime picks the rows and the height.
    private func relayOut(_ viewport: KeyboardInteraction.Viewport) {
        session.adapt(to: viewport.metrics, width: viewport.width)
        interaction.layOut(session, in: viewport)
        shownPage = session.currentPage
        invalidateIntrinsicContentSize()
        refresh()
    }

    // MARK: Touches

    /// Forwards new fingers to the interaction.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { forward(touches, .began) }
    /// Forwards moving fingers to the interaction.
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { forward(touches, .moved) }
    /// Forwards lifted fingers to the interaction.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { forward(touches, .ended) }
    /// Forwards fingers the system took to the interaction.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { forward(touches, .cancelled) }

    private func forward(_ touches: Set<UITouch>, _ phase: TouchEvent.Phase) {
        outputs.removeAll(keepingCapacity: true)
        for touch in touches {
            let key = ObjectIdentifier(touch)
            if phase == .began {
                fingers[key] = nextFinger
                nextFinger &+= 1
            }
            guard let finger = fingers[key] else { continue }
            let point = touch.location(in: self)
            // Feedback on touch-down, for what the finger landed on, before the touch can change the page.
            if phase == .began, let kind = interaction.pressKind(atX: point.x, y: point.y, in: session) {
                feedbackPlayer.play(feedback(kind))
            }
            interaction.handle(TouchEvent(id: finger, phase: phase, x: point.x, y: point.y, time: touch.timestamp),
                               session: &session, into: &outputs)
            if phase == .ended || phase == .cancelled { fingers[key] = nil }
        }
        perform()
        // Long presses and delete repeat need time to pass while a finger is down.
        if fingers.isEmpty {
            displayLink?.invalidate()
            displayLink = nil
        } else if displayLink == nil {
            let link = CADisplayLink(target: self, selector: #selector(tick))
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 20, maximum: 60, preferred: 60)
            link.add(to: .main, forMode: .common)
            displayLink = link
        }
    }

    @objc private func tick() {
        outputs.removeAll(keepingCapacity: true)
        let before = (interaction.visibleCallout(in: session), interaction.highlightedKey(in: session))
        // UITouch.timestamp counts from system start, like systemUptime.
        interaction.advance(to: ProcessInfo.processInfo.systemUptime, session: &session, into: &outputs)
        // A held delete clicks for every character it deletes, as the system keyboard does.
        for output in outputs where output == .deleteBackward {
            feedbackPlayer.play(feedback(.delete))
        }
        guard !outputs.isEmpty || before != (interaction.visibleCallout(in: session), interaction.highlightedKey(in: session)) else { return }
        perform()
    }

    private func cancelAllFingers() {
        outputs.removeAll(keepingCapacity: true)
        let now = ProcessInfo.processInfo.systemUptime
        for finger in fingers.values {
            interaction.handle(TouchEvent(id: finger, phase: .cancelled, x: 0, y: 0, time: now), session: &session, into: &outputs)
        }
        // A keyboard that has gone types nothing.
        outputs.removeAllWiping()
        fingers.removeAll()
        displayLink?.invalidate()
        displayLink = nil
    }

    private func perform() {
        var textChanged = false
        var newPage = false
        var rearranged = false
        for output in outputs {
            switch output {
            case .insert, .deleteBackward:
                if let textField {
                    if textField.keyboardProduced(output) { textChanged = true }
                } else if let buffer {
                    if buffer.apply(output) == .applied { textChanged = true }
                } else if let field = unsafePlaintextField {
                    if case .insert(let text) = output { field.insertText(text) } else { field.deleteBackward() }
                    textChanged = true
                }
            case .returnKey(let kind):
                textField?.keyboardProduced(output)
                onReturn?(kind)
            case .dismiss:
                // The keyboard lives in its own window: end editing in the app's key window.
                if let field = textField ?? unsafePlaintextField { field.resignFirstResponder() } else { window?.windowScene?.keyWindow?.endEditing(true) }
            case .marked:
                // Pending composition is not text: the field receives it once committed, through `.insert`.
                break
            case .pageChanged(let id):
                if id != shownPage {
                    shownPage = id
                    invalidateIntrinsicContentSize()
                    newPage = true
                } else {
                    rearranged = true
                }
            @unknown default:
                // An output a newer KeyboardRuntime (a library-evolution build) adds: nothing to do here.
                break
            }
        }
        // The buffer is reused for every touch: it must not keep the characters just typed.
        outputs.removeAllWiping()
        if textChanged { onTextChange?() }
        refresh()
        if newPage {
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
        } else if rearranged {
            UIAccessibility.post(notification: .layoutChanged, argument: UIAccessibility.focusedElement(using: .notificationVoiceOver))
        }
    }

    // MARK: System state

    @objc private func captureChanged() {
        session.isScreenCaptured = window.map(ScreenCapture.isCaptured) ?? session.isScreenCaptured
        refresh()
    }

    @objc private func sceneWillDeactivate(_ notification: Notification) {
        guard let scene = window?.windowScene, notification.object as? UIScene === scene else { return }
        cancelAllFingers()
        wasInactive = true
        isCovered = coversWhenInactive
        refresh()
    }

    @objc private func sceneDidActivate(_ notification: Notification) {
        guard wasInactive, let scene = window?.windowScene, notification.object as? UIScene === scene else { return }
        wasInactive = false
        isCovered = false
        // Whatever was on screen when the scene left may be in a snapshot or a recording: draw a new arrangement.
        reshuffle()
    }

    /// Whether the keys are drawn blank now: covered, or captured on a page ``blanksKeysWhileCaptured`` blanks.
    private var isBlank: Bool { isCovered || session.drawsKeysBlank(blanksWhileCaptured: blanksKeysWhileCaptured) }

    @objc private func boldTextChanged() {
        setNeedsDisplay()
    }

    /// Redraws for dark mode and for another Dynamic Type size or Bold Text trait.
    public override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        guard let previous else { return }
        if traitCollection.hasDifferentColorAppearance(comparedTo: previous)
            || traitCollection.preferredContentSizeCategory != previous.preferredContentSizeCategory
            || traitCollection.legibilityWeight != previous.legibilityWeight {
            setNeedsDisplay()
        }
    }

    /// Redraws the emphasized return key and the toolbar's items in the new tint.
    public override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    @objc private func screenReaderChanged() {
        session.isScreenReaderRunning = UIAccessibility.isVoiceOverRunning
        refresh()
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }

    // MARK: Drawing and accessibility

    private func refresh() {
        setNeedsDisplay()
        let viewport = interaction.viewport
        let elements = isBlank ? [] : session.accessibilityElements(forWidth: viewport.width, metrics: viewport.metrics, safeArea: viewport.safeArea)
        guard elements != shownElements else { return }
        // The elements are kept and updated in place, so VoiceOver keeps its focus across a reshuffle.
        shownElements = elements
        if elementViews.count != elements.count {
            elementViews = elements.map { _ in UIAccessibilityElement(accessibilityContainer: self) }
            accessibilityElements = elementViews
        }
        for (view, element) in zip(elementViews, elements) {
            view.accessibilityFrameInContainerSpace = CGRect(element.frame)
            view.accessibilityLabel = element.label
            view.accessibilityTraits = UIAccessibilityTraits(element.traits)
        }
    }

    /// Draws the keys as the session's ``KeyAppearance`` says (shift state, emphasized return, pressed key),
    /// the toolbar and an open callout where the interaction hit-tests them, or a plain fill while covered
    /// or blanked.
    public override func draw(_ rect: CGRect) {
        guard !isBlank else {
            KeyPainter.secondaryFill.setFill()
            UIRectFill(bounds)
            return
        }
        let painter = KeyPainter(for: self)
        let pressed = interaction.highlightedKey(in: session)
        let radius = interaction.viewport.metrics.cornerRadius
        for (row, rects) in interaction.hitTester.keyRects.enumerated() {
            for (index, frame) in rects.enumerated() {
                let position = KeyPosition(row: row, index: index)
                guard let appearance = session.appearance(at: position, isPressed: position == pressed) else { continue }
                painter.draw(appearance, in: CGRect(frame), radius: radius)
            }
        }
        if let toolbar = interaction.hitTester.toolbar, let items = session.currentToolbar?.items {
            let font = KeyLabelFont(style: .word, isBoldTextEnabled: painter.isBoldTextEnabled, textSizeMultiplier: painter.textSizeMultiplier)
            if let title = toolbar.title, let text = session.currentToolbar?.title {
                painter.drawLabel(text, in: CGRect(title), font: font, color: .secondaryLabel)
            }
            for (index, frame) in toolbar.items.enumerated() where items.indices.contains(index) {
                painter.drawLabel(items[index].label, in: CGRect(frame), font: font, color: painter.accent)
            }
        }
        if let callout = interaction.visibleCallout(in: session) {
            for (index, frame) in interaction.calloutRects.enumerated() where callout.alternates.indices.contains(index) {
                let selected = index == callout.selection
                painter.draw(KeyAppearance(label: callout.alternates[index], fill: selected ? .accent : .standard, labelStyle: .character),
                             in: CGRect(frame), radius: radius)
            }
        }
    }
}

private extension UIAccessibilityTraits {
    init(_ traits: KeyAccessibilityTraits) {
        self = []
        if traits.contains(.keyboardKey) { insert(.keyboardKey) }
        if traits.contains(.selected) { insert(.selected) }
        if traits.contains(.button) { insert(.button) }
        if traits.contains(.staticText) { insert(.staticText) }
    }
}

private extension CGRect {
    init(_ rect: KeyRect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
}
#endif
