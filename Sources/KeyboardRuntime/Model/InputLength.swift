/// How long the text typed into a field that uses a page may be, and when it is complete: a 6-digit
/// one-time code is `InputLength(minimum: 6, maximum: 6, completion: .atMaximum)`.
///
/// The compiler writes it from a layout's `length` field; SecureInput's `SecureFieldRules` can be made from
/// it, so the page and the field agree.
public struct InputLength: Sendable, Hashable {
    /// When typed input is complete.
    public enum Completion: String, Sendable, Hashable, CaseIterable {
        /// Complete as soon as the text reaches ``InputLength/maximum`` (an OTP submits itself).
        case atMaximum = "at-max"
        /// Complete when the user presses return, with at least ``InputLength/minimum`` characters.
        case onReturn = "on-return"
    }

    /// The fewest characters the field accepts.
    public var minimum: Int
    /// The most characters the field holds, or `nil` for no limit.
    public var maximum: Int?
    /// When input is complete.
    public var completion: Completion

    /// Creates a length rule. `completion` defaults to ``Completion/atMaximum`` when `minimum` equals
    /// `maximum`, else ``Completion/onReturn``.
    ///
    /// - Precondition: `0 <= minimum`, `minimum <= maximum` and `maximum > 0` when there is a maximum, and a
    ///   maximum for ``Completion/atMaximum``.
    public init(minimum: Int = 0, maximum: Int? = nil, completion: Completion? = nil) {
        precondition(minimum >= 0 && (maximum.map { $0 > 0 && $0 >= minimum } ?? true), "InputLength: need 0 <= minimum <= maximum, maximum > 0")
        let completion = completion ?? (maximum == minimum ? .atMaximum : .onReturn)
        precondition(completion == .onReturn || maximum != nil, "InputLength: completion at-max needs a maximum")
        self.minimum = minimum
        self.maximum = maximum
        self.completion = completion
    }

    /// Exactly `count` characters, complete at the last one: `length: 6`.
    public static func exactly(_ count: Int) -> InputLength {
        InputLength(minimum: count, maximum: count, completion: .atMaximum)
    }

    /// Whether a text of `count` characters may take one more.
    public func allowsInsertion(afterCount count: Int) -> Bool {
        maximum.map { count < $0 } ?? true
    }

    /// Whether a text of `count` characters is long enough to submit.
    public func accepts(count: Int) -> Bool {
        count >= minimum && (maximum.map { count <= $0 } ?? true)
    }

    /// Whether a text of `count` characters completes the input by itself (without return).
    public func completes(atCount count: Int) -> Bool {
        completion == .atMaximum && maximum == count
    }
}
