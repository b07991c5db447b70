/// What a field does when its return key (or a hardware Return) is accepted.
public enum SubmitAction: Sendable, Hashable {
    /// Move the focus to the field's next field: the keyboard stays up and is handed over.
    case moveFocusToNext
    /// Keep the focus: the app moves it itself (SwiftUI moves its focus state in `onSubmit`), so the
    /// keyboard does not slide down and up again between two fields.
    case keepFocus
    /// End editing: the keyboard goes down.
    case endEditing

    /// The action for a return of `kind` in a field that has a next field or not, in an app that routes
    /// Next itself or not.
    public init(kind: ReturnKind, hasNextField: Bool, appRoutesNext: Bool) {
        switch kind {
        case .next where hasNextField: self = .moveFocusToNext
        case .next where appRoutesNext: self = .keepFocus
        case .next, .done: self = .endEditing
        }
    }
}
