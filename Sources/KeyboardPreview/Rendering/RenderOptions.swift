import KeyboardRuntime

/// What a preview is drawn for: a device, an orientation, a view width, safe-area insets, the screen
/// scale whose pixel grid the keys are placed on, the shift state shown on the keys, and the theme and
/// appearance it is drawn in.
///
/// The defaults are those of common devices (points):
///
/// | | width | safe-area insets |
/// |---|---|---|
/// | phone portrait | 375 | bottom 34 (home indicator) |
/// | phone landscape | 812 | left 44, right 44, bottom 21 |
/// | pad portrait | 820 | bottom 20 |
/// | pad landscape | 1180 | bottom 20 |
///
/// The default scale is 3 on a phone and 2 on a pad, as on current devices.
///
/// The keys are laid out by KeyboardRuntime's own geometry (``metrics`` and `KeyboardGeometry`), so a
/// preview is exactly what an app using the runtime draws.
public struct RenderOptions: Sendable, Hashable {
    /// How the shift key and the character labels are shown.
    public enum ShiftAppearance: String, Sendable, Hashable, CaseIterable {
        /// Shift off: lower-case labels and an outlined shift arrow.
        case off
        /// Shift on for the next key: shifted labels and a filled shift arrow.
        case on
        /// Caps lock: shifted labels and a filled shift arrow with a bar under it.
        case capsLock = "caps-lock"

        /// The runtime's shift state shown.
        public var shiftState: ShiftState {
            switch self {
            case .off: return .off
            case .on: return .once
            case .capsLock: return .capsLock
            }
        }
    }

    /// The device the keyboard is drawn for.
    public var device: KeyboardMetrics.Device
    /// The orientation the keyboard is drawn for.
    public var orientation: KeyboardMetrics.Orientation
    /// The width of the keyboard view in points, including the left and right safe-area insets.
    public var width: Double
    /// The safe-area insets of the view.
    public var safeArea: SafeAreaInsets
    /// The shift state the preview shows.
    public var shift: ShiftAppearance
    /// Device pixels per point: key edges are placed on this pixel grid (`KeyboardMetrics.scale`).
    public var scale: Double
    /// The appearance the theme is drawn in: light, dark or high contrast.
    public var appearance: ThemeAppearance
    /// The theme to draw every keyboard with, or `nil` for each keyboard's own
    /// (`KeyboardLayout.resolvedTheme`: the theme it names, else `KeyboardTheme.standard`).
    public var theme: KeyboardTheme?

    /// Options for a device and orientation; `width` and `safeArea` default to the table above, `scale` to
    /// ``defaultScale(device:)``; each keyboard is drawn with its own theme unless `theme` is given.
    public init(
        device: KeyboardMetrics.Device = .phone,
        orientation: KeyboardMetrics.Orientation = .portrait,
        width: Double? = nil,
        safeArea: SafeAreaInsets? = nil,
        shift: ShiftAppearance = .off,
        scale: Double? = nil,
        appearance: ThemeAppearance = .light,
        theme: KeyboardTheme? = nil
    ) {
        self.device = device
        self.orientation = orientation
        self.width = width ?? Self.defaultWidth(device: device, orientation: orientation)
        self.safeArea = safeArea ?? Self.defaultSafeArea(device: device, orientation: orientation)
        self.shift = shift
        self.scale = scale ?? Self.defaultScale(device: device)
        self.appearance = appearance
        self.theme = theme
    }

    /// The theme `layout` is drawn with: ``theme``, or the layout's own.
    public func theme(for layout: KeyboardLayout) -> KeyboardTheme {
        theme ?? layout.resolvedTheme
    }


    /// The default screen scale of a device: 3 for a phone, 2 for a pad.
    public static func defaultScale(device: KeyboardMetrics.Device) -> Double {
        device == .phone ? 3 : 2
    }

    /// The default view width of a device in an orientation: 375, 812, 820 or 1180 points.
    public static func defaultWidth(device: KeyboardMetrics.Device, orientation: KeyboardMetrics.Orientation) -> Double {
        switch (device, orientation) {
        case (.phone, .portrait): return 375
        case (.phone, .landscape): return 812
        case (.pad, .portrait): return 820
        case (.pad, .landscape): return 1180
        }
    }

    /// The default safe-area insets of a device in an orientation (see the table above).
    public static func defaultSafeArea(device: KeyboardMetrics.Device, orientation: KeyboardMetrics.Orientation) -> SafeAreaInsets {
        switch (device, orientation) {
        case (.phone, .portrait): return SafeAreaInsets(bottom: 34)
        case (.phone, .landscape): return SafeAreaInsets(left: 44, right: 44, bottom: 21)
        case (.pad, _): return SafeAreaInsets(bottom: 20)
        }
    }

    /// The runtime's standard metrics for ``device`` and ``orientation``, on the pixel grid of ``scale``.
    public var metrics: KeyboardMetrics {
        KeyboardMetrics(device: device, orientation: orientation, scale: scale)
    }

    /// Every device and orientation with its default width and insets: phone portrait, phone
    /// landscape, pad portrait, pad landscape.
    public static let allStandard: [RenderOptions] = KeyboardMetrics.Device.allCases.flatMap { device in
        KeyboardMetrics.Orientation.allCases.map { RenderOptions(device: device, orientation: $0) }
    }
}
