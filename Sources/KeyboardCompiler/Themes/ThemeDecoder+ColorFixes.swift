import YAMLLoader

extension ThemeDecoder {
    /// `diagnostic` (the loader's, in the theme file `source`) with a fix that gives a colour: in a flow
    /// mapping (`{fill: #FFF}`) YAML reads `#` as syntax, and the loader's fix quotes what was written, which
    /// for CSS's short form `"#FFF"` is no colour either; the fix writes it out (`"#FFFFFF"`), as for a
    /// block value.
    static func withColorFix(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.code == .unquotedIndicator, let index = diagnostic.notes.lastIndex(where: { $0.fixIt != nil }),
              let fixIt = diagnostic.notes[index].fixIt else { return diagnostic }
        let quoted = fixIt.replacement
        guard quoted.count > 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else { return diagnostic }
        let written = String(quoted.dropFirst().dropLast())
        guard written.hasPrefix("#"), color(written) == nil, let meant = likelyColor(written) else { return diagnostic }
        var fixed = diagnostic
        var edit = fixIt
        edit.replacement = "\"" + meant + "\""
        fixed.notes[index] = DiagnosticNote(advice: "a colour is quoted, with six or eight hexadecimal digits", fixIt: edit)
        return fixed
    }

    /// Whether the text of a file YAML could not load starts as a theme: its first field, after blank and
    /// comment lines, is `theme`.
    static func startsAsTheme(_ source: SourceText) -> Bool {
        guard source.lineCount > 0 else { return false }
        for number in 1...source.lineCount {
            guard let line = source.line(number) else { return false }
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix("---") || line.hasPrefix("%") || line.allSatisfy({ $0 == " " }) { continue }
            return line.hasPrefix("theme:")
        }
        return false
    }
}
