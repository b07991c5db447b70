extension DiagnosticCode {
    /// A keyboard that does not meet the `id-card-pad` profile.
    public static let idCardPadProfile = DiagnosticCode(
        303, "profile-id-card-pad", .error,
        summary: "An `id-card-pad` keyboard is not the 4 × 3 ID-card pad",
        explanation: """
        `profile: id-card-pad` checks the pad for Chinese resident ID numbers: like `decimal-pad`, but the
        pinned bottom-left key inserts `X` (the check digit's upper-case form):

              - [{key: X, pin: true}, "0", {action: delete}]
        """)
}

extension DigitPadProfile {
    /// The ID-card pad, `X` bottom-left.
    static let idCardPad = DigitPadProfile(
        name: "id-card-pad", summary: "a 4 × 3 number pad with a pinned 'X' bottom-left and delete bottom-right",
        code: .idCardPadProfile, bottomLeft: "X")
}
