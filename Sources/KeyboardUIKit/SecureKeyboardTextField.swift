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
/// otp.onEvent = { event in if event == .completed { verify(otp.model) } }
/// ```
///
/// Every decision (where an edit lands, which source may type, length and completion) is the model's; this
/// class only wires UIKit to it. The field's `text` holds the mask, never the secret; setting `text` from
/// outside can only clear the field. Input paths other than the secure keyboard — paste, the hardware
/// keyboard, the shortcuts bar, Scribble, drag and drop, undo, the edit menu, autocorrection — are closed
/// in `SecureKeyboardTextField+InputPaths.swift`.
@MainActor
public final class SecureKeyboardTextField: UITextField {
    /// The editing model: read the secret with `model.withPlaintextUTF8 { … }`.
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
    public var coversWhenInactive = true

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
        center.addObserver(self, selector: #selector(sceneDidActivate), name: UIScene.didActivateNotification, object: nil)
        center.addObserver(self, selector: #selector(sceneDidEnterBackground), name: UIScene.didEnterBackgroundNotification, object: nil)
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

    /// Takes the shared keyboard over before UIKit shows it.
    public override func becomeFirstResponder() -> Bool {
        keyboard.textField = self
        keyboard.returnKeyType = returnKeyType
        let became = super.becomeFirstResponder()
        if became { onFocusChange?(true) } else if keyboard.textField === self { keyboard.textField = nil }
        return became
    }

    /// Lets the keyboard go; the secret stays in the model until the app clears it.
    public override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned {
            if keyboard.textField === self { keyboard.textField = nil }
            onFocusChange?(false)
        }
        return resigned
    }

    // MARK: Model to screen

    /// The mask. Setting it from outside (the clear button, the app) can only clear the field: any other
    /// value is ignored, so no plaintext can be put into the field's storage this way.
    public override var text: String? {
        get { super.text }
        set {
            guard !isShowingModel else { return super.text = newValue }
            if newValue?.isEmpty ?? true { handle(model.clear()) }
        }
    }

    /// As ``text``: only an empty value (clearing) is accepted from outside.
    public override var attributedText: NSAttributedString? {
        get { super.attributedText }
        set {
            guard !isShowingModel else { return super.attributedText = newValue }
            if newValue?.length ?? 0 == 0 { handle(model.clear()) }
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

    /// Shows the model's effect, reports it, and acts on submits: Next moves the focus, Done ends editing.
    func handle(_ events: [SecureFieldEvent]) {
        scheduleExpiry()
        showModel()
        for event in events {
            onEvent?(event)
            if case .submitted(let kind) = event {
                if kind == .next, let nextField {
                    _ = nextField.becomeFirstResponder()
                } else {
                    _ = resignFirstResponder()
                }
            }
        }
        if events.contains(where: { if case .edited = $0 { true } else { false } }) {
            sendActions(for: .editingChanged)
        }
    }

    /// Writes the mask and the model's selection into UIKit's storage.
    func showModel() {
        isShowingModel = true
        defer { isShowingModel = false }
        if super.text != model.masked { super.text = model.masked }
        let selection = model.selection
        if let start = position(from: beginningOfDocument, offset: model.maskUTF16Offset(character: selection.lowerBound)),
           let end = position(from: beginningOfDocument, offset: model.maskUTF16Offset(character: selection.upperBound)) {
            selectedTextRange = textRange(from: start, to: end)
        }
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

    // MARK: Expiry (the model decides; see SecureFieldRules.expiry)

    private var expiryTimer: Timer?

    /// Asks the model again when its idle timeout would clear the field.
    private func scheduleExpiry() {
        expiryTimer?.invalidate()
        expiryTimer = model.secondsUntilExpiry.map {
            Timer.scheduledTimer(timeInterval: $0, target: self, selector: #selector(expiryDue), userInfo: nil, repeats: false)
        }
    }

    @objc private func expiryDue() {
        handle(model.clearIfExpired())
    }

    @objc private func sceneDidEnterBackground(_ notification: Notification) {
        handle(model.appDidEnterBackground())
    }

    // MARK: Snapshots

    @objc private func sceneWillDeactivate(_ notification: Notification) {
        guard coversWhenInactive else { return }
        snapshotCover.show(for: notification)
    }

    @objc private func sceneDidActivate(_ notification: Notification) {
        // The keyboard uncovers and reshuffles itself on the same notification.
        _ = snapshotCover.hide(for: notification)
        // A timer does not fire while the app is suspended: the timeout may have passed meanwhile.
        handle(model.clearIfExpired())
    }
}
#endif
