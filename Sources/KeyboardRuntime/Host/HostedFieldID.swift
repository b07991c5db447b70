/// A text field a ``KeyboardHost`` can serve, named by the host: a UIKit shell passes the field's object
/// identity (`UInt(bitPattern: ObjectIdentifier(field))`). The host model never reaches the field itself;
/// it says which field each output is for.
public struct HostedFieldID: Sendable, Hashable {
    /// The host's name for the field.
    public var rawValue: UInt

    /// Names a field.
    public init(_ rawValue: UInt) {
        self.rawValue = rawValue
    }
}
