import KeyboardRuntime

// The generated Swift for issue 23's key fields (flick texts, caps text, shifted spoken name) and a page's
// composition: written only when a layout has them, so other layouts generate the same code as before.
extension SwiftSourceEmitter {
    /// The `Key(…)` arguments for the key's flick texts, caps text and shifted spoken name, in the
    /// initializer's order; none for a key without them.
    func layerArguments(of key: Key) -> [String] {
        guard key.hasSpokenNameAlternatesOrHint else { return [] }
        var arguments: [String] = []
        if let flick = key.flick {
            let parts = FlickDirection.allCases.compactMap { direction in flick[direction].map { "\(direction.rawValue): " + SwiftLiteral.string($0) } }
            arguments.append("flick: FlickTexts(" + parts.joined(separator: ", ") + ")")
        }
        if let caps = key.capsText { arguments.append("capsText: " + SwiftLiteral.string(caps)) }
        if let spoken = key.shiftedSpokenName { arguments.append("shiftedSpokenName: " + SwiftLiteral.string(spoken)) }
        return arguments
    }

    /// `layout.composition = …`, for a layout that composes; typed literals, so type checking stays linear.
    func compositionStatements(for layout: KeyboardLayout) -> [String] {
        guard let composition = layout.composition else { return [] }
        var lines = ["        var composition = TextComposition()"]
        if let script = composition.script { lines.append("        composition.script = .\(script.rawValue)") }
        for transform in composition.transforms {
            lines.append("        composition.transforms.append(TextTransform(\(SwiftLiteral.string(transform.sequence)), \(SwiftLiteral.string(transform.result))))")
        }
        lines.append("        layout.composition = composition")
        return lines
    }
}
