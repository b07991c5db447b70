/// The proportions of a keyboard on a kind of device in an orientation: key aspect ratio, gaps, toolbar
/// height. ``init(device:orientation:scale:)`` gives the standard values measured from the reference keyboards:
///
/// | | phone portrait | phone landscape | pad portrait | pad landscape |
/// |---|---|---|---|---|
/// | key width : height | 3 : 4 | 32 : 15 | 60 : 55 | 85 : 75 |
/// | gap between keys | 4 | 8 | 12 | 16 |
/// | gap between rows | 8 | 6 | 9 | 12 |
///
/// The height of the keys area follows from the width and the page's number of rows (see
/// ``keyboardHeight(forWidth:rows:)``); the view adds the bottom safe-area inset and, when the keyboard
/// has a toolbar (``KeyboardLayout/toolbar``), a 40-point toolbar. For a given page, ``KeyboardGeometry/viewHeight(forWidth:metrics:safeArea:)``
/// counts its rows and toolbar for you.
///
/// ``scale`` puts every edge on the device's pixel grid; pass the screen's scale:
///
/// ```swift
/// let metrics = KeyboardMetrics(device: .phone, orientation: .portrait, scale: 3)
/// ```
public struct KeyboardMetrics: Sendable, Hashable {
    /// The device the metrics are for.
    public var device: Device
    /// The orientation the metrics are for.
    public var orientation: Orientation
    /// A standard key's width divided by its height.
    public var keyAspectRatio: Double
    /// The horizontal gap between neighbouring keys, in points.
    public var keyGap: Double
    /// The vertical gap between rows (and above the first and below the last row), in points.
    public var rowGap: Double
    /// How much wider the gaps of a number pad are than ``keyGap`` (1.6 in the reference).
    public var padGapFactor: Double
    /// The height of the toolbar shown above the keys when the page has one, in points.
    public var toolbarHeight: Double
    /// The corner radius of a key, in points (for renderers).
    public var cornerRadius: Double
    /// The number of standard key widths a keyboard is measured in for its height: ten keys in a row.
    public var keysAcross: Double
    /// Device pixels per point (`UIScreen.scale`: 2 or 3 on current iPhones, 2 on iPads). Every key and
    /// toolbar edge is placed on this pixel grid, at a multiple of `1 / scale` points, so keys have sharp
    /// edges; 1 (the default) places them on whole points, which is sharp at any scale. 0 turns snapping
    /// off (exact fractional points).
    public var scale: Double
    /// The widest a number pad may be, in points: on a pad the three columns form a grid of at most this
    /// width centred in the view (400 points in portrait, 480 in landscape), as wide keys on a tablet
    /// look nothing like a number pad; on a phone there is no limit (`.infinity`).
    public var padMaximumWidth: Double
    /// The width of a toolbar item such as Done, in points (64).
    public var toolbarItemWidth: Double
    /// The space between the toolbar's ends and its first and last items, in points (8).
    public var toolbarPadding: Double

    /// The standard metrics for a device and orientation, laid out on the pixel grid of `scale`.
    public init(device: Device, orientation: Orientation, scale: Double = 1) {
        self.device = device
        self.orientation = orientation
        switch (device, orientation) {
        case (.phone, .portrait): (keyAspectRatio, keyGap, rowGap) = (3.0 / 4.0, 4, 8)
        case (.phone, .landscape): (keyAspectRatio, keyGap, rowGap) = (32.0 / 15.0, 8, 6)
        case (.pad, .portrait): (keyAspectRatio, keyGap, rowGap) = (60.0 / 55.0, 12, 9)
        case (.pad, .landscape): (keyAspectRatio, keyGap, rowGap) = (85.0 / 75.0, 16, 12)
        }
        padGapFactor = 1.6
        toolbarHeight = 40
        cornerRadius = 4
        keysAcross = 10
        self.scale = scale
        switch (device, orientation) {
        case (.phone, _): padMaximumWidth = .infinity
        case (.pad, .portrait): padMaximumWidth = 400
        case (.pad, .landscape): padMaximumWidth = 480
        }
        toolbarItemWidth = 64
        toolbarPadding = 8
    }

    /// Custom metrics; unspecified values are the standard ones for the device and orientation.
    public init(
        device: Device,
        orientation: Orientation,
        keyAspectRatio: Double,
        keyGap: Double,
        rowGap: Double,
        padGapFactor: Double = 1.6,
        toolbarHeight: Double = 40,
        scale: Double = 1
    ) {
        self.init(device: device, orientation: orientation, scale: scale)
        self.keyAspectRatio = keyAspectRatio
        self.keyGap = keyGap
        self.rowGap = rowGap
        self.padGapFactor = padGapFactor
        self.toolbarHeight = toolbarHeight
    }

    /// The width of a standard key for a keys-area width: `floor((width − 10·gap) / 10)`, at least 0.
    @inlinable
    public func keyWidth(forWidth width: Double) -> Double {
        max(0, ((width - keysAcross * keyGap) / keysAcross).rounded(.down))
    }

    /// The height of a key for a keys-area width: `floor(keyWidth / aspectRatio)`.
    @inlinable
    public func keyHeight(forWidth width: Double) -> Double {
        (keyWidth(forWidth: width) / keyAspectRatio).rounded(.down)
    }

    /// The height of the keys area for a width that excludes the left and right safe-area insets:
    /// `ceil(rowGap + (keyHeight + rowGap) · rows)`.
    ///
    /// `rows` defaults to 4, the reference keyboard (the letters page and the number pads): four rows on a
    /// 375-point portrait phone give 216 points, 390 points give 224. Pass the row count of any other page,
    /// or use ``KeyboardGeometry/viewHeight(forWidth:metrics:safeArea:)``, which knows it.
    @inlinable
    public func keyboardHeight(forWidth width: Double, rows: Int = 4) -> Double {
        (rowGap + (keyHeight(forWidth: width) + rowGap) * Double(rows)).rounded(.up)
    }

    /// The height of the whole keyboard view for the view's full width: the keys area of `rows` rows
    /// (measured on the width inside the left and right insets), plus the bottom inset, plus
    /// ``toolbarHeight`` when a toolbar is shown.
    ///
    /// Both `rows` and `showsToolbar` are properties of the page shown;
    /// ``KeyboardGeometry/viewHeight(forWidth:metrics:safeArea:)`` takes them from the layout.
    public func viewHeight(
        forWidth width: Double,
        safeArea: SafeAreaInsets = .zero,
        showsToolbar: Bool = false,
        rows: Int
    ) -> Double {
        keyboardHeight(forWidth: width - safeArea.left - safeArea.right, rows: rows)
            + safeArea.bottom + (showsToolbar ? toolbarHeight : 0)
    }

    /// The view height of a four-row keyboard (the reference keyboard); see
    /// ``viewHeight(forWidth:safeArea:showsToolbar:rows:)``. A page with another number of rows would get
    /// a view of the wrong height, so pass `rows:`, or use ``KeyboardGeometry/viewHeight(forWidth:metrics:safeArea:)``.
    @available(*, deprecated, message: "assumes 4 rows: pass rows:, or use KeyboardGeometry(layout:).viewHeight(forWidth:metrics:safeArea:)")
    public func viewHeight(
        forWidth width: Double,
        safeArea: SafeAreaInsets = .zero,
        showsToolbar: Bool = false
    ) -> Double {
        viewHeight(forWidth: width, safeArea: safeArea, showsToolbar: showsToolbar, rows: 4)
    }
}
