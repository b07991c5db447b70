import KeyboardRuntime

// The page settings of issue 23 (direction, input length), written as assignments after the layout is made and only when
// they are not the defaults, so that pages without them generate the same code as before. The page's theme (issue 33) is
// the last such assignment, written straight into the file (``ThemeSwiftEmitter/writeThemeStatement(for:to:)``).
extension SwiftSourceEmitter {
    /// One statement per setting of `layout` that is not its default, each assigning to a local `layout`;
    /// the theme's is not among them.
    func pageSettingLines(for layout: KeyboardLayout) -> [String] {
        var lines: [String] = []
        if layout.direction == .rightToLeft { lines.append("        layout.direction = .rightToLeft") }
        if let length = layout.inputLength {
            let maximum = length.maximum.map(String.init) ?? "nil"
            let completion = length.completion == .atMaximum ? "atMaximum" : "onReturn"
            lines.append("        layout.inputLength = InputLength(minimum: \(length.minimum), maximum: \(maximum), completion: .\(completion))")
        }
        return lines
    }
}
