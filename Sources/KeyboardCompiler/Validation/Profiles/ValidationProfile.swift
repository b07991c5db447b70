/// A named set of extra rules for one kind of keyboard, chosen with `profile:` in a layout file.
///
/// Profiles are plug-ins: each lives in a file of its own and is registered in ``ValidationProfiles/all``.
public protocol ValidationProfile: Sendable {
    /// The name written after `profile:`.
    var name: String { get }
    /// What a keyboard of this profile must be, in one sentence.
    var summary: String { get }
    /// The code the profile reports its findings under.
    var code: DiagnosticCode { get }

    /// Whether the profile refuses two keys typing the same character even where the page allows it
    /// (`repeatedKeys: allowed`): secure pads, where a repeated digit means another is missing.
    var refusesRepeatedKeys: Bool { get }

    /// Appends the profile's findings for `keyboard` to `diagnostics`.
    func check(_ keyboard: ResolvedPage, into diagnostics: inout [Diagnostic])
}

extension ValidationProfile {
    /// Profiles let a page repeat keys unless they say otherwise.
    public var refusesRepeatedKeys: Bool { false }
}

/// The registry of validation profiles.
public enum ValidationProfiles {
    /// Every profile, by the name used in layout files.
    public static let all: [any ValidationProfile] = [
        LettersProfile(),
        DigitPadProfile.decimalPad,
        DigitPadProfile.idCardPad,
        SymbolsProfile(),
    ]

    /// The profile with the given name.
    public static func named(_ name: String) -> (any ValidationProfile)? {
        all.first { $0.name == name }
    }
}
