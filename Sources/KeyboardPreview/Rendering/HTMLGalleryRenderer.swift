import KeyboardRuntime

/// One standalone HTML page showing keyboards in several devices, orientations and appearances: a
/// section per keyboard with its title and id, and one inline SVG (``SVGRenderer``) per configuration,
/// captioned with the device, orientation and width, and with the appearance when the page shows more
/// than one (list a configuration once per appearance, light then dark, to show them side by side).
///
/// The page needs nothing else: the CSS is inline, the pictures are inline SVG, there is no script and no
/// external resource. Every text taken from a layout is escaped with ``XMLEscaping``. The output is
/// deterministic.
///
/// ```swift
/// let html = HTMLGalleryRenderer().render(result.layouts)
/// ```
public struct HTMLGalleryRenderer: Sendable {
    /// The devices, orientations, appearances and theme each keyboard is shown in, in order.
    public var configurations: [RenderOptions]
    /// The page's title and main heading.
    public var pageTitle: String

    /// Creates a gallery renderer; by default every device and orientation with their default widths.
    public init(configurations: [RenderOptions] = RenderOptions.allStandard, pageTitle: String = "Keyboard gallery") {
        self.configurations = configurations
        self.pageTitle = pageTitle
    }

    /// The HTML page for `layouts`, shown in the given order, ending with a line break.
    public func render(_ layouts: [KeyboardLayout]) -> String {
        let title = XMLEscaping.escape(pageTitle)
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title)</title>
        <style>
        body { margin: 0; padding: 24px; background: #ffffff; color: #1c1c1e; font-family: -apple-system, BlinkMacSystemFont, 'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'Noto Sans CJK SC', sans-serif; }
        h1 { font-size: 28px; margin: 0 0 8px; }
        nav { margin: 0 0 24px; font-size: 15px; }
        nav a { margin-right: 12px; color: #0a60d0; }
        section { margin: 0 0 40px; }
        h2 { font-size: 22px; margin: 0 0 4px; }
        h2 code, p code { font-size: 0.8em; background: #f0f0f3; padding: 1px 5px; border-radius: 4px; }
        p.about { margin: 0 0 12px; color: #555; font-size: 14px; }
        .configurations { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
        figure { margin: 0; }
        figure svg { display: block; max-width: 100%; height: auto; border-radius: 6px; }
        figcaption { font-size: 13px; color: #555; margin: 6px 0 0; }
        </style>
        </head>
        <body>
        <h1>\(title)</h1>

        """
        html += "<p class=\"about\">\(layouts.count) \(layouts.count == 1 ? "keyboard" : "keyboards"), each drawn with KeyboardRuntime's geometry in every device and orientation.</p>\n"
        html += "<nav>"
        html += layouts.map { "<a href=\"#\(Self.anchor($0.id))\">\(XMLEscaping.escape($0.id))</a>" }.joined(separator: " ")
        html += "</nav>\n"
        for layout in layouts {
            html += section(for: layout)
        }
        html += "</body>\n</html>\n"
        return html
    }

    /// The fragment identifier of a keyboard's section: `keyboard-` and its id, with anything but
    /// ASCII letters, digits and `-` replaced by `_`.
    public static func anchor(_ id: String) -> String {
        "keyboard-" + String(id.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-": return Character(scalar)
            default: return "_"
            }
        })
    }

    private func section(for layout: KeyboardLayout) -> String {
        let id = XMLEscaping.escape(layout.id)
        var html = "<section id=\"\(Self.anchor(layout.id))\" data-keyboard=\"\(id)\">\n"
        if let title = layout.title {
            html += "<h2>\(XMLEscaping.escape(title)) <code>\(id)</code></h2>\n"
        } else {
            html += "<h2><code>\(id)</code></h2>\n"
        }
        var facts = ["\(layout.characterWidth.rawValue)-width characters", "shuffle: \(layout.shufflePolicy.rawValue)"]
        let themes = Set(configurations.map { $0.theme(for: layout).id })
        facts.append("theme: \(themes.sorted().joined(separator: ", "))")
        if let locale = layout.locale { facts.insert("locale \(locale)", at: 0) }
        html += "<p class=\"about\">\(XMLEscaping.escape(facts.joined(separator: " · ")))</p>\n"
        html += "<div class=\"configurations\">\n"
        let namesAppearance = Set(configurations.map(\.appearance)).count > 1
        for options in configurations {
            html += "<figure data-appearance=\"\(options.appearance.rawValue)\">\n"
            html += SVGRenderer(options: options).render(layout)
            var caption = "\(options.device.rawValue) · \(options.orientation.rawValue) · \(RenderNumber.format(options.width)) pt"
            if namesAppearance { caption += " · \(options.appearance.rawValue)" }
            html += "<figcaption>\(XMLEscaping.escape(caption))</figcaption>\n"
            html += "</figure>\n"
        }
        html += "</div>\n</section>\n"
        return html
    }
}
