import KeyboardRuntime

/// A theme's colours written for SVG and CSS: `rgb(r,g,b)`, with the alpha as a separate opacity in SVG
/// (which every viewer reads) and as `rgba(…)` in CSS. Deterministic: no locale, at most three decimals.
extension ThemeColor {
    /// The colour without its alpha: `rgb(10,96,208)`.
    public var rgbText: String { "rgb(\(red),\(green),\(blue))" }

    /// The colour for CSS: `rgb(10,96,208)` when opaque, `rgba(0,0,0,0.451)` otherwise.
    public var cssText: String {
        isOpaque ? rgbText : "rgba(\(red),\(green),\(blue),\(opacityText))"
    }

    /// The alpha as an opacity between 0 and 1, with at most three decimals: `0.451`.
    var opacityText: String { SVGRenderer.scaleFormat(Double(alpha) / 255) }

    /// SVG presentation attributes painting `property` (`fill` or `stroke`) with the colour:
    /// `fill="rgb(…)"`, followed by `fill-opacity="…"` when the colour is not opaque.
    func svgPaint(_ property: String) -> String {
        "\(property)=\"\(rgbText)\"" + (isOpaque ? "" : " \(property)-opacity=\"\(opacityText)\"")
    }
}
