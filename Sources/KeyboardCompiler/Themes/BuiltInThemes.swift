import YAMLLoader

/// kbc's built-in themes, written in the theme format: `default` (the look of the iOS keyboard, which every
/// keyboard that names no theme gets) and `high-contrast`. Every theme that extends none extends `default`,
/// so `default` gives every value.
///
/// The runtime holds them compiled (`KeyboardTheme.standard`, `KeyboardTheme.highContrast`, in
/// `Sources/KeyboardRuntime/Theme/KeyboardTheme+BuiltIn.swift`): `BuiltInThemeTests` fails while that file
/// differs from ``runtimeSource()``, and writes it when run with `KBC_WRITE_BUILT_IN_THEMES=1`.
enum BuiltInThemes {
    /// The id of the theme every other theme starts from.
    static let defaultID = "default"
    /// The prefix of the built-in themes' paths in diagnostics.
    static let pathPrefix = "<built-in>/"
    /// The built-in themes' ids.
    static let ids = ["default", "high-contrast"]

    /// Each built-in theme's path in diagnostics and its text.
    static let sources: [(path: String, text: String)] = [
        (pathPrefix + "default.yaml", """
        theme: default
        keyPreview: false
        pressedHighlight: subtle
        spacing: {keys: 1, rows: 1}
        light:
          background: "#D1D5D9"
          keys:
            all: {label: "#000000", border: "#00000000", borderWidth: 0, cornerRadius: 5, shadow: {color: "#888A8E", x: 0, y: 1, radius: 0}, labelWeight: regular, labelScale: 1}
            character: {fill: "#FFFFFF", pressed: {fill: "#ADB2BC"}}
            function: {fill: "#ADB2BC", pressed: {fill: "#FFFFFF"}}
            shift: {once: {fill: "#FFFFFF"}}
            finishingReturn: {fill: "#0A60D0", label: "#FFFFFF", pressed: {fill: "#FFFFFF", label: "#000000"}}
          toolbar: {background: "#F7F7F7", title: "#000000", titleWeight: semibold, button: "#0A60D0"}
          callout: {fill: "#FFFFFF", text: "#000000", selectedFill: "#0A60D0", selectedText: "#FFFFFF"}
          flickHint: "#6E6E73"
        dark:
          background: "#2B2B2D"
          keys:
            all: {label: "#FFFFFF", shadow: {color: "#00000073"}}
            character: {fill: "#6B6B6B", pressed: {fill: "#454545"}}
            function: {fill: "#454545", pressed: {fill: "#6B6B6B"}}
            shift: {once: {fill: "#6B6B6B"}}
            finishingReturn: {fill: "#0A60D0", label: "#FFFFFF", pressed: {fill: "#6B6B6B", label: "#FFFFFF"}}
          toolbar: {background: "#3A3A3C", title: "#FFFFFF", button: "#78B4FF"}
          callout: {fill: "#6B6B6B", text: "#FFFFFF", selectedFill: "#0A60D0", selectedText: "#FFFFFF"}
          flickHint: "#EDEDF0"
        highContrast:
          background: "#C8CCD2"
          keys:
            all: {label: "#000000", border: "#000000", borderWidth: 1, cornerRadius: 5, shadow: {color: "#00000000", x: 0, y: 0, radius: 0}, labelWeight: semibold, labelScale: 1}
            character: {fill: "#FFFFFF", pressed: {fill: "#000000", label: "#FFFFFF"}}
            function: {fill: "#A4A9B3", pressed: {fill: "#000000", label: "#FFFFFF"}}
            shift: {once: {fill: "#FFFFFF"}}
            finishingReturn: {fill: "#003E99", label: "#FFFFFF", pressed: {fill: "#000000", label: "#FFFFFF"}}
          toolbar: {background: "#FFFFFF", title: "#000000", titleWeight: bold, button: "#003E99"}
          callout: {fill: "#FFFFFF", text: "#000000", selectedFill: "#003E99", selectedText: "#FFFFFF"}
          flickHint: "#3A3A3C"

        """),
        (pathPrefix + "high-contrast.yaml", """
        theme: high-contrast
        palette:
          ink: "#000000"
          paper: "#FFFFFF"
          blue: "#003E99"
          yellow: "#FFD60A"
        light:
          background: "#C8CCD2"
          keys:
            all: {label: ink, border: ink, borderWidth: 1.5, shadow: {color: "#00000000", x: 0, y: 0, radius: 0}, labelWeight: semibold}
            character: {fill: paper, pressed: {fill: ink, label: paper}}
            function: {fill: "#A4A9B3", pressed: {fill: ink, label: paper}}
            shift: {once: {fill: paper}}
            finishingReturn: {fill: blue, label: paper, pressed: {fill: ink, label: paper}}
          toolbar: {background: paper, title: ink, titleWeight: bold, button: blue}
          callout: {fill: paper, text: ink, selectedFill: blue, selectedText: paper}
          flickHint: "#3A3A3C"
        dark:
          background: ink
          keys:
            all: {label: paper, border: paper, borderWidth: 1.5, shadow: {color: "#00000000", x: 0, y: 0, radius: 0}, labelWeight: semibold}
            character: {fill: "#1C1C1E", pressed: {fill: paper, label: ink}}
            function: {fill: "#3A3A3C", pressed: {fill: paper, label: ink}}
            shift: {once: {fill: "#1C1C1E"}}
            finishingReturn: {fill: yellow, label: ink, pressed: {fill: paper, label: ink}}
          toolbar: {background: "#1C1C1E", title: paper, titleWeight: bold, button: yellow}
          callout: {fill: "#1C1C1E", text: paper, selectedFill: yellow, selectedText: ink}
          flickHint: "#E5E5EA"

        """),
    ]

    /// The Swift source of the runtime's built-in themes: each theme compiled, as `kbc generate` writes a
    /// theme, public.
    static func runtimeSource() -> String {
        let emitter = ThemeSwiftEmitter(accessLevel: .public)
        var out = SwiftGeneration.headerPrefix + "kbc's built-in themes (Sources/KeyboardCompiler/Themes/BuiltInThemes.swift). Do not edit: "
        out += "change those texts and run BuiltInThemeTests with KBC_WRITE_BUILT_IN_THEMES=1.\n"
        for theme in ThemeResolver.resolve([]).builtIn {
            out += "\n" + emitter.declarations(for: theme.theme, property: ThemeSwiftEmitter.propertyName(forThemeID: theme.theme.id), sourceFile: theme.file)
        }
        return out
    }

    /// The built-in themes decoded, once.
    static let decoded: [DecodedTheme] = sources.compactMap { source in
        let text = SourceText(bytes: Array(source.text.utf8))
        guard let root = YAMLLoader().load(text).root else { return nil }
        var decoder = ThemeDecoder(file: source.path, source: text)
        return decoder.decode(root)
    }
}
