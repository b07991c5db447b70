import KeyboardRuntime
import YAMLLoader

/// A keyboard as it is built: `extends` merged, variants' rows complete, function keys labelled in the
/// keyboard's final locale, the toolbar made. What validation, the layouts' tests and every emitter see.
public struct ResolvedKeyboard: KeyboardRecordCarrying, Sendable {
    /// Shared with the keyboard's own page (``ResolvedPage``).
    private(set) var shared: SharedKeyboardRecord
    /// The keyboard as it is built: its layout is the runtime value that generated code holds, its
    /// declaration has what it inherits. What each of its ``pages`` starts from.
    public var record: KeyboardRecord {
        _read { yield shared.record }
        set { shared.record = newValue }
    }
    /// Where the rows of each variant of ``layout`` were written, parallel to its `variants`.
    public var variantRows: [[RowPositions]] = []
    /// Where each variant was declared, parallel to the layout's `variants`.
    public var variantLocations: [SourceLocation] = []
    /// The id of the keyboard this one extends, if it does.
    public var baseID: String?
    /// The pages whose links in this keyboard now lead to the pages replacing them, in the order first met.
    public var redirectedLinks: [RedirectedLink] = []

    /// A keyboard built as `record` says, without variants, base or redirected links yet.
    init(_ record: KeyboardRecord) {
        shared = SharedKeyboardRecord(record)
    }

    /// A keyboard of these parts, without variants, base or redirected links yet.
    init(layout: KeyboardLayout, file: String, positions: LayoutPositions, isComplete: Bool, declaration: KeyboardDeclaration) {
        self.init(KeyboardRecord(layout: layout, file: file, positions: positions, isComplete: isComplete, declaration: declaration))
    }

    /// The keyboard's pages: the page itself, then one per variant, each with complete rows.
    public var pages: [ResolvedPage] {
        var pages = [ResolvedPage(self)]
        for index in layout.variants.indices { pages.append(ResolvedPage(self, variant: index)) }
        return pages
    }
}

/// The device and width a page is shown at, as far as variants tell them apart.
public struct DeviceSetting: Sendable, Hashable, CustomStringConvertible {
    /// The device class.
    public var device: KeyboardMetrics.Device
    /// The keyboard's width in points; 0 for the narrowest.
    public var width: Double

    /// Where no variant with a condition applies: a phone at the narrowest width.
    public static let standard = DeviceSetting(device: .phone, width: 0)

    /// Creates a setting.
    public init(device: KeyboardMetrics.Device, width: Double) {
        self.device = device
        self.width = width
    }

    /// The narrowest setting a variant applies to.
    public init(_ variant: LayoutVariant) {
        self.init(device: variant.device ?? .phone, width: variant.minimumWidth ?? 0)
    }

    /// The page `layout` shows at this setting: the first of its variants that applies, or its own rows.
    public func page(of layout: KeyboardLayout) -> KeyboardLayout {
        var shown = layout.forDevice(KeyboardMetrics(device: device, orientation: .portrait), width: width)
        shown.variants = []
        return shown
    }

    /// "the pad page", "the page at 600 pt or wider", for messages.
    public var description: String {
        switch (device, width) {
        case (.phone, 0): return "the phone page"
        case (let device, 0): return "the \(device.rawValue) page"
        case (.phone, let width): return "the page at \(Self.points(width)) or wider"
        case (let device, let width): return "the \(device.rawValue) page at \(Self.points(width)) or wider"
        }
    }

    private static func points(_ width: Double) -> String {
        width == width.rounded() ? "\(Int(width)) pt" : "\(width) pt"
    }
}

/// A page's links (`switch` and `toggle-width` keys, toolbar items) to a page another one replaces, which
/// lead to that one instead.
public struct RedirectedLink: Sendable, Hashable {
    /// The page the links were written to, such as `letters`.
    public var replaced: String
    /// The page they lead to, such as `bank-letters`.
    public var replacement: String
}
