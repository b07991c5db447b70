@preconcurrency import KbcPlatform
import YAMLLoader

/// Suppressions written in layout files: a comment `# kbc:allow CODE: reason` silences the diagnostics
/// of CODE (a kbc code, its name, or a team rule's id; several separated by commas) on its own line or,
/// when the comment stands alone on its line, on the next line that is not blank or a comment. A
/// suppression is itself checked: an unknown code (KBC0804), one that silences nothing (KBC0805) and one
/// without a reason (KBC0806) are warnings.
enum Suppressions {
    /// The directive that starts a suppression inside a comment.
    static let directive = Array("kbc:allow".utf8)

    /// One suppression as written.
    struct Suppression {
        var file: String
        /// The line whose diagnostics it silences.
        var line: Int
        /// Each code named, where it is written, and whether it silenced something.
        var codes: [(code: DiagnosticCode, location: SourceLocation, used: Bool)]
    }

    /// `diagnostics` without the suppressed ones, with the problems of the suppressions appended.
    /// `teamRules` resolves team rule ids.
    static func apply(to diagnostics: [Diagnostic], sources: [String: SourceText], teamRules: TeamRuleConfiguration) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var suppressions: [Suppression] = []
        for (path, source) in sources where contains(directive, in: source.bytes) {
            suppressions += read(source, file: path, teamRules: teamRules, problems: &problems)
        }
        guard !suppressions.isEmpty else { return diagnostics + problems }
        var kept: [Diagnostic] = []
        kept.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            guard diagnostic.code.isConfigurable, let location = diagnostic.location,
                  let index = suppressions.firstIndex(where: { $0.line == location.line && $0.file.utf8.elementsEqual(location.file.utf8) && $0.codes.contains { $0.code == diagnostic.code } }),
                  let code = suppressions[index].codes.firstIndex(where: { $0.code == diagnostic.code }) else {
                kept.append(diagnostic)
                continue
            }
            suppressions[index].codes[code].used = true
            if let inheriting = inheritingKeyboard(of: diagnostic, silencedIn: suppressions[index].file) {
                problems.append(Diagnostic(
                    .inheritedSuppression,
                    "a suppression in '\(suppressions[index].file)' silences \(diagnostic.code.identifier) for this keyboard too: \(diagnostic.message)",
                    at: inheriting.location,
                    notes: [DiagnosticNote("the suppression", at: suppressions[index].codes[code].location), DiagnosticNote("the finding, on a row this keyboard inherits", at: location)]))
            }
        }
        for suppression in suppressions {
            for entry in suppression.codes where !entry.used {
                problems.append(Diagnostic(
                    .unusedSuppression, "the suppression of \(entry.code.identifier) silences nothing on line \(suppression.line)", at: entry.location,
                    notes: [DiagnosticNote("delete it, or move it to the line the diagnostic points at")]))
            }
        }
        return kept + problems
    }

    /// The note naming the keyboard of another file a finding was made in, on a row it inherits from the
    /// file of `suppression` (``PageValidation``'s note at the keyboard's `extends`), when there is one.
    private static func inheritingKeyboard(of diagnostic: Diagnostic, silencedIn suppression: String) -> DiagnosticNote? {
        diagnostic.notes.first { note in
            note.message.hasPrefix("in '") && note.message.hasSuffix("' here") && note.message.contains("', which extends '")
                && note.location.map { !$0.file.utf8.elementsEqual(suppression.utf8) } == true
        }
    }

    /// A suppression comment as written: the line it silences, where its directive is, and what follows
    /// the directive (its codes and reason).
    struct Written {
        /// The 1-based line whose diagnostics it silences.
        var line: Int
        /// The 1-based line the comment is on.
        var commentLine: Int
        /// The 1-based column just after `kbc:allow`.
        var column: Int
        /// What follows `kbc:allow` on its line.
        var text: String
    }

    /// The suppression comments of a file, in order.
    static func written(in source: SourceText) -> [Written] {
        let bytes = source.bytes
        guard contains(directive, in: bytes) else { return [] }
        var result: [Written] = []
        for lineIndex in 0..<source.lineCount {
            let start = source.lineStarts[lineIndex]
            let end = lineIndex + 1 < source.lineCount ? source.lineStarts[lineIndex + 1] : bytes.count
            guard let found = firstIndex(of: directive, in: bytes, from: start, to: end) else { continue }
            // Inside a comment: a '#' at the start of the line or after a space, before the directive,
            // with only spaces between them.
            var hash = found - 1
            while hash >= start, bytes[hash] == UInt8(ascii: " ") { hash -= 1 }
            guard hash >= start, bytes[hash] == UInt8(ascii: "#"), hash == start || bytes[hash - 1] == UInt8(ascii: " ") || bytes[hash - 1] == UInt8(ascii: "\t") else { continue }
            let standsAlone = bytes[start..<hash].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            let line = standsAlone ? nextContentLine(after: lineIndex, in: source) : lineIndex + 1
            let text = String(decoding: bytes[(found + directive.count)..<end], as: UTF8.self)
            let column = String(decoding: bytes[start..<(found + directive.count)], as: UTF8.self).unicodeScalars.count + 1
            result.append(Written(line: line, commentLine: lineIndex + 1, column: column, text: text))
        }
        return result
    }

    /// The suppressions of one file.
    private static func read(_ source: SourceText, file: String, teamRules: TeamRuleConfiguration, problems: inout [Diagnostic]) -> [Suppression] {
        var result: [Suppression] = []
        for written in written(in: source) {
            let (line, column) = (written.line, written.column)
            let (codes, reason) = parse(written.text)
            var suppression = Suppression(file: file, line: line, codes: [])
            let directiveLocation = SourceLocation(file: file, line: written.commentLine, column: column - directive.count)
            if codes.isEmpty {
                problems.append(Diagnostic(.unknownSuppression, "the suppression names no code", at: directiveLocation,
                                           notes: [DiagnosticNote("write the code and a reason: # kbc:allow KBC0211: the amount pad's double-zero key")]))
                continue
            }
            for (name, offset) in codes {
                let location = SourceLocation(file: file, line: written.commentLine, column: column + offset)
                guard let code = DiagnosticCatalog.code(named: name) ?? teamRules.code(named: name) else {
                    let known = DiagnosticCatalog.all.map(\.identifier) + teamRules.rules.map(\.id)
                    let notes = Suggestions.note(for: name, among: known, at: nil, in: nil).map { [$0] } ?? []
                    problems.append(Diagnostic(.unknownSuppression, "'\(name.visibleEscaped)' is not a diagnostic code or a rule of kbc-config.yaml; the suppression silences nothing", at: location, notes: notes))
                    continue
                }
                guard code.isConfigurable else {
                    problems.append(Diagnostic(.unknownSuppression, "\(code.identifier) (\(code.name)) cannot be suppressed", at: location))
                    continue
                }
                suppression.codes.append((code, location, false))
            }
            if reason.isEmpty {
                problems.append(Diagnostic(.suppressionWithoutReason, "the suppression gives no reason", at: directiveLocation,
                                           notes: [DiagnosticNote("say why after a colon: # kbc:allow \(codes[0].name): …")]))
            }
            if !suppression.codes.isEmpty { result.append(suppression) }
        }
        return result
    }

    /// The codes after the directive, each with its offset in scalars from the directive's end, and the
    /// reason after the colon that ends them.
    static func parse(_ text: String) -> (codes: [(name: String, offset: Int)], reason: String) {
        var codes: [(String, Int)] = []
        var current = ""
        var currentStart = 0
        var offset = 0
        var reason = ""
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            if scalar == ":" || scalar == " " || scalar == "," || scalar == "\t" || scalar == "\r" || scalar == "\n" {
                if !current.isEmpty { codes.append((current, currentStart)) }
                current = ""
                if scalar == ":" {
                    reason = String(String.UnicodeScalarView(scalars)).trimmingSpaces
                    break
                }
            } else {
                if current.isEmpty { currentStart = offset }
                current.unicodeScalars.append(scalar)
            }
            offset += 1
        }
        if !current.isEmpty { codes.append((current, currentStart)) }
        return (codes, reason)
    }

    /// The 1-based number of the first line after `index` (0-based) that is not blank or a comment.
    private static func nextContentLine(after index: Int, in source: SourceText) -> Int {
        var next = index + 1
        while next < source.lineCount {
            let start = source.lineStarts[next]
            let end = next + 1 < source.lineCount ? source.lineStarts[next + 1] : source.bytes.count
            let first = source.bytes[start..<end].first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }
            if let first, first != UInt8(ascii: "#") { return next + 1 }
            next += 1
        }
        return next + 1
    }

    private static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        firstIndex(of: needle, in: bytes, from: 0, to: bytes.count) != nil
    }

    /// Where `needle` first starts in `bytes[start..<end]`. Every file is searched for the directive, which
    /// few have: its first byte is found by `memchr`, each other byte compared only where it is.
    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        guard let first = needle.first, start >= 0, end <= bytes.count, end - start >= needle.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            needle.withUnsafeBufferPointer { needle in
                let base = buffer.baseAddress!
                let last = end - needle.count
                var index = start
                while index <= last, let found = memchr(base + index, Int32(first), last - index + 1) {
                    index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + index, needle.baseAddress!, needle.count) == 0 { return index }
                    index += 1
                }
                return nil
            }
        }
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        var scalars = unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" || first == "\r" || first == "\n" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" || last == "\r" || last == "\n" { scalars = scalars.dropLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
