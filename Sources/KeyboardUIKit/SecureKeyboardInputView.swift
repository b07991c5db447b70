// The UIKit host: a `UIInputView` that forwards UIKit's events to a `KeyboardHost` and draws what it says.
// Every decision (the field served, covered and blank keys, reshuffling, composition, what to redraw, the
// height) is the host model's, tested on Linux; this file only turns UIKit's callbacks into its events.
//
// UIKit does not exist on Linux: Tests/iOS/typecheck.sh type-checks this file against the iOS SDK, and
// SecurePINField.md's "On a device" lists what only a device shows. On other platforms the module is empty.
#if canImport(UIKit) && os(iOS)
import UIKit
import KeyboardRuntime
import SecureInput

/// A secure keyboard for `UITextField.inputView`: draws the current page of a ``KeyboardSession``,
/// turns touches into text, and types into the focused ``SecureKeyboardTextField``, or into a
/// `SecureTextBuffer`.
///
/// One keyboard can serve several fields: each field that becomes first responder takes it over, with a
/// new arrangement and its own return key; a field that is refused focus leaves the keyboard on the field
/// it served.
///
/// <!-- excerpt: UIKit; the sample app (Tests/iOS/SampleApp) is type-checked against the iOS SDK -->
/// ```swift
/// let keyboard = try SecureKeyboardInputView(layouts: StandardLayouts.all, initialPage: "decimal-pad")
/// let pin = SecureKeyboardTextField(rules: .pin(length: 6), keyboard: keyboard)
/// ```
///
/// It draws each page in its theme (`KeyboardLayout.resolvedTheme`: the theme its file names, or the
/// built-in default, the system keyboard's look): fills, labels, borders, corner radii, shadows, the
/// toolbar, callouts, flick hints, the background and the key spacing, in the field's light or dark
/// appearance, or the theme's high-contrast one with Increase Contrast on. Shift shows off, once and caps
/// lock, the return key takes the theme's finishing style when the field's `returnKeyType` finishes
/// something ("go", "done"), labels follow Bold Text and Dynamic Type within limits and shrink to fit.
/// A pressed key shows what the theme's `pressedHighlight` and `keyPreview` say, and nothing while the
/// screen is captured.
/// Each press gives the ``feedback`` the app chooses: by default the keyboard click, which the system
/// plays only when the user turned Keyboard Clicks on.
///
/// It covers its keys while its scene is not in the foreground (so the app switcher's snapshot shows no
/// arrangement) and draws a new arrangement when the scene comes back; while the screen is recorded or
/// mirrored, its shuffled pages are blank (``blanksKeysWhileCaptured``). Covered or blank keys take no
/// input: they show, and VoiceOver says, why.
///
/// On a Mac running the iPad app, iOS shows no input view: see ``isShownOnThisDevice``.
@MainActor
public final class SecureKeyboardInputView: UIInputView, UIInputViewAudioFeedback {
    /// The secure field being typed into: the ``SecureKeyboardTextField`` that has focus, if any. Its
    /// model decides every edit.
    public var textField: SecureKeyboardTextField? { host.servedField.flatMap { fields[$0]?.field } }
    /// Receives the text when no ``textField`` has focus: for hosts that draw their own field and show
    /// `buffer.masked`.
    public var buffer: SecureTextBuffer?
    /// **Unsafe for secrets.** A plain field that receives the typed text as plaintext (`insertText`) when
    /// neither ``textField`` nor ``buffer`` is set: for non-secret fields only, such as an amount. The
    /// text then lives in the field's `text`, its undo stack and the app's snapshots.
    public weak var unsafePlaintextField: (UIResponder & UIKeyInput)?
    /// On which pages the keys are blank while the screen is recorded, mirrored or shared: by default
    /// (`.shuffledPages`) the pages that shuffle, whose arrangement a recording would show, and with the
    /// taps the PIN; `.allPages` or `.never` for every page. Blank keys take no input, and say why. The
    /// pressed key and callouts are hidden while captured whatever this says.
    public var blanksKeysWhileCaptured: KeyboardHost.CaptureBlanking {
        get { host.policy.blanksKeysWhileCaptured }
        set { updatePolicy { $0.blanksKeysWhileCaptured = newValue } }
    }
    /// Whether the keys are covered while the scene is not in the foreground (the app-switcher snapshot).
    public var coversWhenInactive: Bool {
        get { host.policy.coversWhenInactive }
        set { updatePolicy { $0.coversWhenInactive = newValue } }
    }
    /// Whether the keys are covered now (the scene left the foreground).
    public var isCovered: Bool { host.blankReason == .covered }
    /// What the keyboard shows and VoiceOver says in place of blank keys; English by default.
    public var blankExplanation: @MainActor (BlankReason) -> String = { $0.explanation } {
        didSet { apply(HostUpdate.everything) }
    }
    /// Called when a finger lands on blank keys, with the reason (after VoiceOver announced it).
    public var onBlankTouch: ((BlankReason) -> Void)?
    /// Called after typed text changed the field or the buffer.
    public var onTextChange: (() -> Void)?
    /// Called when the return key is pressed, or Return on a hardware keyboard in the focused field.
    public var onReturn: ((ReturnKind) -> Void)?
    /// The return key type when no ``textField`` has focus (a ``buffer`` or plain field), or `nil` to
    /// show each page's declared return label. A focused field's own `returnKeyType` wins while it has
    /// focus, and reaches the keyboard whenever it changes.
    public var returnKeyType: UIReturnKeyType? {
        didSet { send(.returnKeyRoleChanged(nil, returnKeyType.flatMap { ReturnKeyRole(rawValue: $0.rawValue) })) }
    }
    /// The feedback of each press, asked when a finger comes down on a key (and for each repeated delete)
    /// with the key's kind, never its character. The default, ``KeyFeedback/standard(for:)``, plays the
    /// keyboard click; return ``KeyFeedback/withHaptics(for:)`` for a haptic tap as well, or do something
    /// of your own and return ``KeyFeedback/silent``. The system applies the user's Keyboard Clicks and
    /// System Haptics settings to whatever is returned.
    public var feedback: @MainActor (KeyPressKind) -> KeyFeedback = { KeyFeedback.standard(for: $0) }
    /// The input state; read it to inspect the page shown.
    public var session: KeyboardSession { host.session }

    /// Whether iOS shows this keyboard here: `false` for an iPad app running on a Mac, where iOS shows no
    /// input view and only the Mac's keyboard can type. A ``SecureKeyboardTextField`` there refuses that
    /// keyboard unless its rules allow the system's text input; see the article "A secure PIN field".
    public static var isShownOnThisDevice: Bool { !ProcessInfo.processInfo.isiOSAppOnMac }

    /// The decisions.
    private(set) var host: KeyboardHost
    /// The fields that took the keyboard, by the name the host knows them by.
    private var fields: [HostedFieldID: WeakField] = [:]
    /// Reused for every batch of outputs (no allocation per key); wiped after each use.
    private var spareOutputs: [KeyboardOutput] = []
    private var fingers: [ObjectIdentifier: Int] = [:]
    private var nextFinger = 0
    private var displayLink: CADisplayLink?
    let canvas = KeyCanvas()
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
        host = KeyboardHost(session: session, viewport: .init(width: 375, metrics: KeyboardMetrics(device: .phone, orientation: .portrait)))
        super.init(frame: .zero, inputViewStyle: .keyboard)
        allowsSelfSizing = true
        isMultipleTouchEnabled = true
        spareOutputs.reserveCapacity(8)
        // The keys are drawn in a transparent subview, over the keyboard backdrop UIInputView draws.
        canvas.keyboard = self
        canvas.frame = bounds
        canvas.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(canvas)
        observeSystem()
    }

    /// Not supported: create the keyboard in code.
    public required init?(coder: NSCoder) { return nil }

    /// `true`: `UIDevice.current.playInputClick()` sounds while this keyboard is shown (and the user has
    /// Keyboard Clicks on), so the default ``feedback`` clicks like the system keyboard.
    public var enableInputClicksWhenVisible: Bool { true }

    /// Draws a new arrangement of the current page if its policy shuffles on show, as when the keyboard
    /// appears.
    public func reshuffle() {
        guard let window else { return }
        send(.shown(in: viewport(in: window), sceneIsActive: window.windowScene?.activationState == .foregroundActive))
    }

    // MARK: Showing and layout

    /// Shown: the window's size, scene and capture state (a hidden keyboard missed their changes). Hidden:
    /// fingers still down are cancelled, so nothing types after the keyboard left.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let window else {
            send(.hidden)
            return
        }
        feedbackPlayer.prepare()
        send(.screenReaderChanged(UIAccessibility.isVoiceOverRunning))
        send(.screenCaptureChanged(ScreenCapture.isCaptured(self, in: window)))
        send(.shown(in: viewport(in: window), sceneIsActive: window.windowScene?.activationState == .foregroundActive))
    }

    /// The height the host model gives the current page.
    public override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: host.preferredHeight)
    }

    /// Tells the host model the view's size, device class and orientation.
    public override func layoutSubviews() {
        super.layoutSubviews()
        guard let window else { return }
        send(.laidOut(in: viewport(width: bounds.width, insets: safeAreaInsets, in: window)))
    }

    /// The window's viewport: its width, not the view's bounds, which keep the width last shown.
    private func viewport(in window: UIWindow) -> KeyboardInteraction.Viewport {
        viewport(width: window.bounds.width, insets: window.safeAreaInsets, in: window)
    }

    private func viewport(width: CGFloat, insets: UIEdgeInsets, in window: UIWindow) -> KeyboardInteraction.Viewport {
        let landscape = window.windowScene?.effectiveGeometry.interfaceOrientation.isLandscape ?? false
        let metrics = KeyboardMetrics(
            device: traitCollection.userInterfaceIdiom == .pad ? .pad : .phone,
            orientation: landscape ? .landscape : .portrait,
            scale: traitCollection.displayScale)
        return .init(width: width, metrics: metrics, safeArea: SafeAreaInsets(left: insets.left, right: insets.right, bottom: insets.bottom))
    }

    // MARK: Fields

    /// A field's focus changed (``SecureKeyboardTextField`` calls this after UIKit answered).
    func field(_ field: SecureKeyboardTextField, focus: FieldFocusChange) {
        let id = Self.id(of: field)
        switch focus {
        case .gained:
            fields = fields.filter { $0.value.field != nil }
            fields[id] = WeakField(field: field)
            send(.focusGained(id, returnKeyRole: ReturnKeyRole(rawValue: field.returnKeyType.rawValue)))
            followAppearance(of: field)
        case .refused: send(.focusRefused(id))
        case .lost: send(.focusLost(id))
        }
    }

    /// A field's return key type changed.
    func fieldChangedReturnKeyType(_ field: SecureKeyboardTextField) {
        send(.returnKeyRoleChanged(Self.id(of: field), ReturnKeyRole(rawValue: field.returnKeyType.rawValue)))
    }

    /// A field was cleared: pending composition for it is dropped.
    func fieldCleared(_ field: SecureKeyboardTextField) {
        send(.fieldCleared(Self.id(of: field)))
    }

    /// Return on a hardware keyboard in `field`; `false` when the keyboard does not serve it.
    func fieldPressedReturn(_ field: SecureKeyboardTextField) -> Bool {
        send(.hardwareReturn(Self.id(of: field)))
    }

    /// The keys take the field's keyboard appearance, else its light or dark style (the app's override
    /// included, which the keyboard's own window does not inherit).
    func followAppearance(of field: SecureKeyboardTextField) {
        guard textField === field else { return }
        let request: KeyboardColorScheme.Request
        switch field.keyboardAppearance {
        case .dark, .alert: request = .dark
        case .light: request = .light
        default: request = .default
        }
        let style: KeyboardColorScheme?
        switch field.traitCollection.userInterfaceStyle {
        case .dark: style = .dark
        case .light: style = .light
        default: style = nil
        }
        switch KeyboardColorScheme.forField(requesting: request, drawnIn: style) {
        case .dark?: overrideUserInterfaceStyle = .dark
        case .light?: overrideUserInterfaceStyle = .light
        case nil: overrideUserInterfaceStyle = .unspecified
        @unknown default: overrideUserInterfaceStyle = .unspecified
        }
    }

    private static func id(of field: SecureKeyboardTextField) -> HostedFieldID {
        HostedFieldID(UInt(bitPattern: ObjectIdentifier(field)))
    }

    // MARK: Touches

    /// Forwards new fingers to the host model.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { forward(touches, .began) }
    /// Forwards moving fingers to the host model.
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { forward(touches, .moved) }
    /// Forwards lifted fingers to the host model.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { forward(touches, .ended) }
    /// Forwards fingers the system took to the host model.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { forward(touches, .cancelled) }

    private func forward(_ touches: Set<UITouch>, _ phase: TouchEvent.Phase) {
        for touch in touches {
            let key = ObjectIdentifier(touch)
            if phase == .began {
                fingers[key] = nextFinger
                nextFinger &+= 1
            }
            guard let finger = fingers[key] else { continue }
            if phase == .ended || phase == .cancelled { fingers[key] = nil }
            let point = touch.location(in: self)
            send(.touch(TouchEvent(id: finger, phase: phase, x: point.x, y: point.y, time: touch.timestamp)))
        }
    }

    @objc private func tick() {
        // UITouch.timestamp counts from system start, like systemUptime.
        send(.timePassed(ProcessInfo.processInfo.systemUptime))
    }

    /// Long presses and delete repeat need time to pass while a finger is down.
    private func runClock() {
        if !host.hasFingersDown {
            displayLink?.invalidate()
            displayLink = nil
        } else if displayLink == nil {
            let link = CADisplayLink(target: self, selector: #selector(tick))
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 20, maximum: 60, preferred: 60)
            link.add(to: .main, forMode: .common)
            displayLink = link
        }
    }

    // MARK: The host model

    /// Sends `event` to the host model and does what it says; `true` if it produced outputs.
    @discardableResult
    func send(_ event: KeyboardHost.Event) -> Bool {
        let update = host.handle(event)
        apply(update)
        if update.hasOutputs { deliverOutputs() }
        runClock()
        return update.hasOutputs
    }

    private func updatePolicy(_ change: (inout KeyboardHost.Policy) -> Void) {
        var policy = host.policy
        change(&policy)
        send(.policyChanged(policy))
    }

    private func apply(_ update: HostUpdate) {
        if let kind = update.pressFeedback { feedbackPlayer.play(feedback(kind)) }
        for _ in 0..<update.repeatedDeletes { feedbackPlayer.play(feedback(.delete)) }
        switch update.redraw {
        case .nothing: break
        case .area(let rect): canvas.setNeedsDisplay(CGRect(rect))
        case .everything: canvas.setNeedsDisplay()
        @unknown default: canvas.setNeedsDisplay()
        }
        if update.resizes { invalidateIntrinsicContentSize() }
        updateAccessibility(update.accessibility)
        if let reason = update.refusedTouch {
            let explanation = blankExplanation(reason)
            if UIAccessibility.isVoiceOverRunning { UIAccessibility.post(notification: .announcement, argument: explanation) }
            onBlankTouch?(reason)
        }
    }

    /// Hands the waiting outputs to the field they are for, or to the fallback when no field has focus.
    private func deliverOutputs() {
        var batch = spareOutputs
        spareOutputs = []
        let recipient = host.takeOutputs(into: &batch)
        let field = recipient.flatMap { fields[$0]?.field }
        var textChanged = false
        for output in batch {
            switch output {
            case .insert, .deleteBackward:
                if let field {
                    if field.keyboardProduced(output) { textChanged = true }
                } else if recipient == nil, let buffer {
                    if buffer.apply(output) == .applied { textChanged = true }
                } else if recipient == nil, let plain = unsafePlaintextField {
                    if case .insert(let text) = output { plain.insertText(text) } else { plain.deleteBackward() }
                    textChanged = true
                }
            case .returnKey(let kind):
                field?.keyboardProduced(output)
                onReturn?(kind)
            case .dismiss:
                // The keyboard lives in its own window: end editing in the app's key window.
                if let responder = field ?? unsafePlaintextField { responder.resignFirstResponder() } else { window?.windowScene?.keyWindow?.endEditing(true) }
            case .marked(let pending):
                if let field {
                    field.showMarkedText(pending)
                } else if recipient == nil, let plain = unsafePlaintextField as? UITextInput {
                    plain.setMarkedText(pending, selectedRange: NSRange(location: (pending as NSString).length, length: 0))
                }
            case .pageChanged:
                // The host model's update already said what to redraw.
                break
            @unknown default:
                // An output a newer KeyboardRuntime (a library-evolution build) adds: nothing to do here.
                break
            }
        }
        // The buffer is reused: it must not keep the characters just typed.
        batch.removeAllWiping()
        spareOutputs = batch
        if textChanged { onTextChange?() }
    }

    // MARK: Accessibility

    private func updateAccessibility(_ change: AccessibilityChange) {
        guard change != .none else { return }
        let focusedIndex = (UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UIAccessibilityElement)
            .flatMap { focused in elementViews.firstIndex { $0 === focused } }
        let focusedFrame = focusedIndex.map { KeyRect($0 < elementViews.count ? elementViews[$0].accessibilityFrameInContainerSpace : .zero) }
        let elements = host.accessibilityElements
        // The elements are kept and updated in place, so VoiceOver keeps its focus across a reshuffle.
        if elementViews.count != elements.count {
            elementViews = elements.map { _ in UIAccessibilityElement(accessibilityContainer: self) }
            accessibilityElements = elementViews
        }
        let language = host.accessibilityLanguage
        accessibilityLanguage = language
        for (view, element) in zip(elementViews, elements) {
            view.accessibilityFrameInContainerSpace = CGRect(element.frame)
            view.accessibilityLabel = element.target == .notice ? blankExplanation(host.blankReason ?? .covered) : element.label
            view.accessibilityTraits = UIAccessibilityTraits(element.traits)
            view.accessibilityLanguage = language
        }
        switch change {
        case .pageChanged:
            let index = host.accessibilityElementIndex(nearest: focusedIndex == nil ? nil : focusedFrame)
            UIAccessibility.post(notification: .layoutChanged, argument: index.map { elementViews[$0] })
        case .rearranged:
            UIAccessibility.post(notification: .layoutChanged, argument: focusedIndex.map { elementViews[$0] })
        default:
            break
        }
    }
}

/// How a field's request for focus ended.
enum FieldFocusChange {
    case gained, refused, lost
}

/// A field the keyboard served, held weakly: the keyboard never keeps a field alive.
private struct WeakField {
    weak var field: SecureKeyboardTextField?
}

extension HostUpdate {
    /// Redraw everything and refresh the accessibility labels: for a change the host model does not see.
    static var everything: HostUpdate {
        var update = HostUpdate()
        update.redraw = .everything
        update.accessibility = .updated
        return update
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

extension CGRect {
    init(_ rect: KeyRect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
}

extension KeyRect {
    init(_ rect: CGRect) { self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
}
#endif
