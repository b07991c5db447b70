#if canImport(UIKit) && os(iOS)
import UIKit
import KeyboardRuntime
import SecureInput

/// A secure PIN or password field: a `UITextField` that owns a `SecureFieldModel`, shows only its mask,
/// takes its text from a ``SecureKeyboardInputView`` and closes every other way into the field.
///
/// <!-- excerpt: UIKit; the sample app (Tests/iOS/SampleApp) is type-checked against the iOS SDK -->
/// ```swift
/// let keyboard = try SecureKeyboardInputView(layouts: StandardLayouts.all, initialPage: "decimal-pad")
/// let otp = SecureKeyboardTextField(rules: .pin(length: 6), keyboard: keyboard)
/// otp.onEvent = { [unowned otp] event in
///     if event == .completed { send(try? otp.seal(for: serverKey, label: "otp", freshness: .challenge(challenge))); otp.clear() }
/// }
/// ```
///
/// Seal the secret for the server with ``seal(for:label:freshness:)``: it goes from the keys to the
/// envelope without the app reading it. Clear the field with ``clear()`` (or by setting `text` to `""`),
/// not through its model: the field shows and reports only what goes through it. With the rules'
/// `expiry`, the field also clears itself when the app goes to the background or after an idle time: the
/// model decides, the field tells it of the scene's changes and asks it again when it says.
///
/// Every decision (where an edit lands, which source may type, length and completion) is the model's; this
/// class only wires UIKit to it. The field's `text` holds the mask, never the secret; setting `text` from
/// outside can only clear the field. Input paths other than the secure keyboard — paste, the hardware
/// keyboard, the shortcuts bar, Scribble, drag and drop, undo, the edit menu, autocorrection — are closed
/// in `SecureKeyboardTextField+InputPaths.swift`.
@MainActor
public final class SecureKeyboardTextField: UITextField {
    /// The editing model: it decides every edit, seals the secret and clears it.
    public let model: SecureFieldModel
    /// The keyboard shown while this field has focus; several fields may share one.
    public let keyboard: SecureKeyboardInputView
    /// Called with every accepted edit, refusal, completion and submit, after the field shows it.
    public var onEvent: ((SecureFieldEvent) -> Void)?
    /// Called when the field gains (`true`) or loses (`false`) focus.
    public var onFocusChange: ((Bool) -> Void)?
    /// The field the return key's `.next` moves focus to; without one, Next ends editing like Done.
    public weak var nextField: UIResponder?
    /// Whether the field is covered while its scene is not in the foreground (the app-switcher snapshot).
    public var coversWhenInactive: Bool {
        get { sceneState.coversWhenInactive }
        set {
            sceneState.coversWhenInactive = newValue
            snapshotCover.show(sceneState.isCovered)
        }
    }
    /// The return key's label and meaning; a change reaches the keyboard at once, focused or not.
    public override var returnKeyType: UIReturnKeyType {
        didSet { keyboard.fieldChangedReturnKeyType(self) }
    }
    /// Light or dark keys (`.default`: the field's own appearance, the app's override included).
    public override var keyboardAppearance: UIKeyboardAppearance {
        didSet { keyboard.followAppearance(of: self) }
    }

    /// Set by the SwiftUI view: Next keeps the focus for the app to move (``SubmitAction/keepFocus``).
    var appRoutesNext = false
    /// Called when the field moves into or out of a window (the SwiftUI view's early focus requests).
    var onWindowChange: (() -> Void)?
    /// The field's side of its scene's life: whether it is covered (``FieldSceneState``).
    var sceneState = FieldSceneState()
    /// How many characters of composition are pending (shown as underlined mask characters).
    private var pendingCount = 0
    /// Whether UIKit's storage holds underlined pending characters now.
    private var showsPending = false

    /// Undo is off: an undo stack would hold edits of the field. UIKit asks the responder for its manager.
    let disabledUndoManager: UndoManager = {
        let manager = UndoManager()
        manager.disableUndoRegistration()
        return manager
    }()
    /// Set while the field writes its own mask and selection, so those writes are not taken as the user's.
    var isShowingModel = false
    private lazy var snapshotCover = SnapshotCover(host: self)

    /// Creates a field that edits under `rules` with `keyboard` as its input view.
    ///
    /// - Parameter autoFillContentType: `nil` (the default) keeps AutoFill off. An app that opts in (for
    ///   example `.oneTimeCode`) must also allow `rules.systemTextInput`, the path AutoFill types through.
    public init(rules: SecureFieldRules, keyboard: SecureKeyboardInputView, autoFillContentType: UITextContentType? = nil) {
        model = SecureFieldModel(rules: rules)
        self.keyboard = keyboard
        super.init(frame: .zero)
        inputView = keyboard
        configureTraits(autoFillContentType: autoFillContentType)
        closeInputPaths()
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(sceneWillDeactivate), name: UIScene.willDeactivateNotification, object: nil)
        center.addObserver(self, selector: #selector(sceneDidEnterBackground), name: UIScene.didEnterBackgroundNotification, object: nil)
        center.addObserver(self, selector: #selector(sceneWillEnterForeground), name: UIScene.willEnterForegroundNotification, object: nil)
        center.addObserver(self, selector: #selector(sceneDidActivate), name: UIScene.didActivateNotification, object: nil)
    }

    /// Not supported: create the field in code.
    public required init?(coder: NSCoder) { return nil }

    /// The traits that keep the system from learning, suggesting or filling the text.
    private func configureTraits(autoFillContentType: UITextContentType?) {
        isSecureTextEntry = true
        autocorrectionType = .no
        spellCheckingType = .no
        autocapitalizationType = .none
        smartQuotesType = .no
        smartDashesType = .no
        smartInsertDeleteType = .no
        textContentType = autoFillContentType
        clearsOnBeginEditing = false
    }

    // MARK: Focus

    /// Asks UIKit for focus, then tells the keyboard the answer: it serves this field only if UIKit agreed,
    /// and stays on the field it served if not.
    public override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        keyboard.field(self, focus: became ? .gained : .refused)
        if became { onFocusChange?(true) }
        return became
    }

    /// Lets the keyboard go (pending composition is committed here first); the secret stays in the model
    /// until the app clears it.
    public override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned {
            keyboard.field(self, focus: .lost)
            onFocusChange?(false)
        }
        return resigned
    }

    /// The mask leaves UIKit's storage while the field is out of a window (iOS's offer to save a password
    /// reads it when a screen goes away); it comes back with the window.
    public override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { showMask(false) }
    }

    /// Back in a window: the mask again, and the cover as the scene is now (a return missed while out of
    /// the window uncovers here).
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { showModel() }
        sceneState.movedToWindow(sceneIsActive: window.map { $0.windowScene?.activationState == .foregroundActive })
        snapshotCover.show(sceneState.isCovered)
        onWindowChange?()
    }

    /// The keys follow the field's light or dark style when it changes (the app's override).
    public override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        keyboard.followAppearance(of: self)
    }

    /// Empties the field through its own path: the model is cleared, the mask and the count follow,
    /// `onEvent` hears it, and the keyboard drops pending composition.
    public func clear() {
        dropPendingComposition()
        handle(model.clear())
    }

    private func dropPendingComposition() {
        pendingCount = 0
        keyboard.fieldCleared(self)
    }

    // MARK: Model to screen

    /// The mask. Setting it from outside (the clear button, the app) can only clear the field: any other
    /// value is ignored, so no plaintext can be put into the field's storage this way.
    public override var text: String? {
        get { super.text }
        set {
            guard !isShowingModel else { return super.text = newValue }
            if newValue?.isEmpty ?? true { clear() }
        }
    }

    /// As ``text``: only an empty value (clearing) is accepted from outside.
    public override var attributedText: NSAttributedString? {
        get { super.attributedText }
        set {
            guard !isShowingModel else { return super.attributedText = newValue }
            if newValue?.length ?? 0 == 0 { clear() }
        }
    }

    /// A caret move or selection by the user (a tap, the loupe, arrow keys) is mapped into the model.
    public override var selectedTextRange: UITextRange? {
        didSet {
            guard !isShowingModel, let range = selectedTextRange else { return }
            let lower = model.characterOffset(maskUTF16Offset: offset(from: beginningOfDocument, to: range.start))
            let upper = model.characterOffset(maskUTF16Offset: offset(from: beginningOfDocument, to: range.end))
            model.select(lower..<max(lower, upper))
            // The model rounds to whole characters; show where the caret really is.
            showModel()
        }
    }

    /// Applies one output of the shared keyboard (called by ``SecureKeyboardInputView``); `true` if the text
    /// changed.
    @discardableResult
    func keyboardProduced(_ output: KeyboardOutput) -> Bool {
        let events = model.apply(output)
        handle(events)
        return events.contains { if case .edited = $0 { true } else { false } }
    }

    /// Shows the model's effect, reports it, and acts on submits as ``SubmitAction`` says.
    func handle(_ events: [SecureFieldEvent]) {
        scheduleExpiry()
        showModel()
        for event in events {
            onEvent?(event)
            if case .submitted(let kind) = event {
                switch SubmitAction(kind: kind, hasNextField: nextField != nil, appRoutesNext: appRoutesNext) {
                case .moveFocusToNext: _ = nextField?.becomeFirstResponder()
                case .keepFocus: break
                case .endEditing: _ = resignFirstResponder()
                @unknown default: _ = resignFirstResponder()
                }
            }
        }
        if events.contains(where: { if case .edited = $0 { true } else { false } }) {
            sendActions(for: .editingChanged)
        }
        // A callback may have cleared the model itself: show what it holds now.
        showModel()
    }

    /// Shows the keyboard's pending composition as underlined mask characters at the caret.
    func showMarkedText(_ pending: String) {
        pendingCount = pending.count
        showModel()
    }

    /// Writes the mask (with pending composition) and the model's selection into UIKit's storage.
    func showModel() {
        showMask(true)
        isShowingModel = true
        defer { isShowingModel = false }
        let selection = model.selection
        if let start = position(from: beginningOfDocument, offset: model.maskUTF16Offset(character: selection.lowerBound)),
           let end = position(from: beginningOfDocument, offset: model.maskUTF16Offset(character: selection.upperBound)) {
            selectedTextRange = textRange(from: start, to: end)
        }
    }

    /// Puts the mask into UIKit's storage, or empties the storage (the model keeps the secret).
    private func showMask(_ isShown: Bool) {
        isShowingModel = true
        defer { isShowingModel = false }
        guard isShown else {
            if !(super.text ?? "").isEmpty { super.text = "" }
            return
        }
        guard pendingCount > 0 else {
            if super.text != model.masked || showsPending { super.text = model.masked }
            showsPending = false
            return
        }
        let pending = String(repeating: model.rules.maskCharacter, count: pendingCount)
        let caret = model.maskUTF16Offset(character: model.selection.lowerBound)
        let shown = NSMutableAttributedString(string: model.masked, attributes: defaultTextAttributes)
        shown.insert(NSAttributedString(string: pending, attributes: defaultTextAttributes.merging(
            [.underlineStyle: NSUnderlineStyle.single.rawValue]) { $1 }), at: caret)
        super.attributedText = shown
        showsPending = true
    }

    // MARK: Sealing

    /// Seals the field's text for the server (``SecureFieldModel``'s `seal(for:label:freshness:)`): the
    /// secret goes from the keys to the envelope without the app reading it.
    public func seal(for recipient: RecipientPublicKey, label: String, freshness: EnvelopeFreshness) throws(EnvelopeError) -> [UInt8] {
        try model.seal(for: recipient, label: label, freshness: freshness)
    }

    /// Seals the field's PIN as an ISO 9564-1 format 4 PIN block (``SecureFieldModel``'s `sealPINBlock`).
    public func sealPINBlock(
        for recipient: RecipientPublicKey, label: String, freshness: EnvelopeFreshness,
        pinEncryptionKey: [UInt8], primaryAccountNumber: String
    ) throws(EnvelopeError) -> [UInt8] {
        try model.sealPINBlock(for: recipient, label: label, freshness: freshness, pinEncryptionKey: pinEncryptionKey,
                               primaryAccountNumber: primaryAccountNumber)
    }

    // MARK: Expiry (SecureFieldRules.expiry decides)

    private var expiryTimer: Timer?

    /// Asks the model again when its idle timeout would clear the field.
    private func scheduleExpiry() {
        expiryTimer?.invalidate()
        expiryTimer = model.secondsUntilExpiry.map {
            Timer.scheduledTimer(timeInterval: $0, target: self, selector: #selector(expiryDue), userInfo: nil, repeats: false)
        }
    }

    @objc private func expiryDue() {
        showClear(model.clearIfExpired())
    }

    /// Shows a clear the model made on its own (its expiry) as ``clear()`` shows the app's: the keyboard
    /// drops pending composition for the field, and the mask, the count and `onEvent` follow.
    private func showClear(_ events: [SecureFieldEvent]) {
        guard !events.isEmpty else { return }
        dropPendingComposition()
        handle(events)
    }

    // MARK: Scene: snapshots and expiry

    /// Whether `notification` is about the field's scene.
    private func isOwnScene(_ notification: Notification) -> Bool {
        guard let scene = window?.windowScene else { return false }
        return notification.object as? UIScene === scene
    }

    @objc private func sceneWillDeactivate(_ notification: Notification) {
        guard isOwnScene(notification) else { return }
        sceneState.willDeactivate()
        snapshotCover.show(sceneState.isCovered)
    }

    /// Whether the model hears `notification` for its expiry: a field in a window hears its own scene's, a
    /// field out of any window (on a screen the app keeps off screen) every scene's, as it still holds its secret.
    private func concernsModel(_ notification: Notification) -> Bool {
        window == nil || isOwnScene(notification)
    }

    @objc private func sceneDidEnterBackground(_ notification: Notification) {
        if concernsModel(notification) { showClear(model.appDidEnterBackground()) }
        guard isOwnScene(notification) else { return }
        sceneState.didEnterBackground()
        snapshotCover.show(sceneState.isCovered)
    }

    @objc private func sceneWillEnterForeground(_ notification: Notification) {
        // A timer does not fire while the app is suspended: the idle timeout may have passed meanwhile. The
        // field is still covered now, so a cleared secret's mask is never shown.
        if concernsModel(notification) { showClear(model.clearIfExpired()) }
    }

    @objc private func sceneDidActivate(_ notification: Notification) {
        guard isOwnScene(notification) else { return }
        sceneState.didActivate()
        snapshotCover.show(sceneState.isCovered)
    }
}
#endif
