import KeyboardRuntime

// The page settings of issue 23 (direction, input length) and the page's theme (issue 33), written as assignments after the layout is
// made and only when they are not the defaults, so that pages without them generate the same code as before.
extension SwiftSourceEmitter {
    /// One statement per setting of `layout` that is not its default, each assigning to a local `layout`.
    func pageSettingLines(for layout: KeyboardLayout) -> [String] {
        var lines: [String] = []
        if layout.direction == .rightToLeft { lines.append("        layout.direction = .rightToLeft") }
        if let length = layout.inputLength {
            let maximum = length.maximum.map(String.init) ?? "nil"
            let completion = length.completion == .atMaximum ? "atMaximum" : "onReturn"
            lines.append("        layout.inputLength = InputLength(minimum: \(length.minimum), maximum: \(maximum), completion: .\(completion))")
        }
        if let theme = layout.theme { lines.append(ThemeSwiftEmitter.themeStatement(for: theme)) }
        return lines
    }
}
