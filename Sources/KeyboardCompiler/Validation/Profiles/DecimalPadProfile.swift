extension DiagnosticCode {
    /// A keyboard that does not meet the `decimal-pad` profile.
    public static let decimalPadProfile = DiagnosticCode(
        302, "profile-decimal-pad", .error,
        summary: "A `decimal-pad` keyboard is not the standard 4 × 3 number pad",
        explanation: """
        `profile: decimal-pad` checks a number pad: 4 rows of 3 keys; the digits 0–9 once each, three per row
        in rows 1–3 and `0` in the middle of row 4; a pinned `.` bottom-left and `{action: delete}`
        bottom-right:

            rows:
              - 1 2 3
              - 4 5 6
              - 7 8 9
              - [{key: ".", pin: true}, "0", {action: delete}]
        """)
}

extension DigitPadProfile {
    /// The decimal number pad, `.` bottom-left.
    static let decimalPad = DigitPadProfile(
        name: "decimal-pad", summary: "a 4 × 3 number pad with a pinned '.' bottom-left and delete bottom-right",
        code: .decimalPadProfile, bottomLeft: ".")
}
