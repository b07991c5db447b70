import KeyboardRuntime
import YAMLLoader

/// One page of a resolved keyboard as a device shows it: the keyboard's own rows, or one variant's. Every
/// validation rule, profile, repertoire and test runs on every page.
public struct ResolvedPage: KeyboardRecordCarrying, Sendable {
    private var shared: SharedKeyboardRecord
    /// The page's layout and positions, the keyboard's file, completeness and declaration (the same for
    /// every page of the keyboard). The keyboard's own page has its whole layout, variants included (other
    /// pages' rules look across to them); a variant's page has the variant's rows and no variants.
    public var record: KeyboardRecord {
        _read { yield shared.record }
        set { shared.record = newValue }
    }
    /// The index of the variant the page shows, or `nil` for the keyboard's own rows.
    public var variantIndex: Int?
    /// Where that variant was declared.
    public var variantLocation: SourceLocation?
    /// The device and width the page is shown at.
    public var setting: DeviceSetting = .standard
    /// The id of the keyboard the keyboard extends, if it does.
    public var baseID: String?
    /// For the keyboard's own page, where the rows of each of its variants were written and where each
    /// variant was declared; empty for a variant's page.
    var variantRows: [[RowPositions]] = []
    var variantLocations: [SourceLocation] = []

    /// The keyboard's own page (`variant` `nil`) or the page of one of its variants.
    public init(_ keyboard: ResolvedKeyboard, variant: Int? = nil) {
        baseID = keyboard.baseID
        variantIndex = variant
        guard let variant else {
            // The keyboard's record itself: its own page shares it.
            shared = keyboard.shared
            variantRows = keyboard.variantRows
            variantLocations = keyboard.variantLocations
            return
        }
        let declared = keyboard.layout.variants[variant]
        var record = keyboard.record
        record.layout.rows = declared.rows
        record.layout.variants = []
        record.positions.rows = keyboard.variantRows[variant]
        shared = SharedKeyboardRecord(record)
        variantLocation = keyboard.variantLocations[variant]
        setting = DeviceSetting(declared)
    }

    /// The page of the same keyboard a device shows at `setting`: the first of the keyboard's variants that
    /// applies there, or its own rows. Called on the keyboard's own page.
    public func page(at setting: DeviceSetting) -> ResolvedPage {
        var page = self
        page.variantRows = []
        page.variantLocations = []
        var record = self.record
        record.layout.variants = []
        let metrics = KeyboardMetrics(device: setting.device, orientation: .portrait)
        if let index = layout.variants.firstIndex(where: { $0.applies(to: metrics, width: setting.width) }), index < variantRows.count {
            record.layout.rows = layout.variants[index].rows
            record.positions.rows = variantRows[index]
            page.variantIndex = index
            page.variantLocation = variantLocations[index]
            page.setting = DeviceSetting(layout.variants[index])
        }
        page.record = record
        return page
    }

    /// The location of row `row` (in the file of the keyboard it was inherited from, if it was).
    public func location(ofRow row: Int) -> SourceLocation {
        SourceLocation(file: positions.rows[row].file ?? file, position: positions.rows[row].row)
    }

    /// The location of a key, or of one of its fields (falling back to the key when the field is absent).
    public func location(ofKey index: Int, inRow row: Int, field: String? = nil) -> SourceLocation {
        let key = positions.rows[row].keys[index]
        let position = field.flatMap { key.position(ofField: $0) } ?? key.key
        return SourceLocation(file: positions.rows[row].file ?? file, position: position)
    }
}
