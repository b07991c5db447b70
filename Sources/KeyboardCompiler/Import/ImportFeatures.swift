/// The layout-format fields `kbc import` may write, each a feature the importer uses only once the decoder
/// reads it. A layout that needs a feature not in ``supported`` is converted without it, and what was lost
/// is reported where the source says it (KBC0604–KBC0608), never dropped silently.
///
/// Turning a feature on is one line here (add it to ``supported``) and the goldens of the import tests.
public enum ImportFeature: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `direction: rtl`, with rows written in reading order.
    case direction
    /// `repeatedKeys: allowed`, for pages that type one character from two keys on purpose.
    case repeatedKeys
    /// A key's `flick` directions.
    case flick
    /// The keyboard's `transforms` (dead keys and sequences).
    case transforms
    /// A key's `caps` text, typed under caps lock where it differs from `shift`.
    case caps

    /// The features the layout decoder of this build reads.
    public static let supported: Set<ImportFeature> = []

    public static func < (lhs: ImportFeature, rhs: ImportFeature) -> Bool { lhs.rawValue < rhs.rawValue }
}
