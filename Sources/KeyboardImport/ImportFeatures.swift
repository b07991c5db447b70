import KeyboardCompiler

/// The layout-format fields `kbc import` may write, each a feature the importer uses only once the layout
/// decoder reads its field. A layout that needs a feature not in ``supported`` is converted without it,
/// and what was lost is reported where the source says it (KBC0604–KBC0608), never dropped silently.
///
/// Whether the decoder reads a field is found in ``LayoutFormat``'s field lists, which the decoder accepts
/// fields by: a feature turns on by itself in a build whose format has its field (then the import goldens
/// change: `KBC_UPDATE_GOLDENS=1 swift test --filter ImportGoldenTests`). To keep one off, remove it from
/// ``enabled``: a one-line change.
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

    /// The features the importer is allowed to use once the decoder reads their fields.
    public static let enabled: Set<ImportFeature> = [.direction, .repeatedKeys, .flick, .transforms, .caps]

    /// The features the importer uses: those ``enabled`` whose field the layout decoder of this build reads.
    public static let supported: Set<ImportFeature> = enabled.filter(\.isReadByDecoder)

    /// The field's name in the layout format.
    public var field: String { rawValue }

    /// Whether the layout decoder reads the feature's field: a keyboard field or a character key's.
    public var isReadByDecoder: Bool {
        switch self {
        case .direction, .repeatedKeys, .transforms: return LayoutFormat.keyboardFields.contains { $0.name == field }
        case .flick, .caps: return LayoutFormat.characterKeyFields.contains { $0.name == field }
        }
    }

    public static func < (lhs: ImportFeature, rhs: ImportFeature) -> Bool { lhs.rawValue < rhs.rawValue }
}
