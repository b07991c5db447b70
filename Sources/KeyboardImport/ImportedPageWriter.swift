import KeyboardCompiler
import TextClassification
import YAMLLoader

/// Writes an ``ImportedPage`` as a layout file that reads as if a person wrote it: rows as strings where
/// the keys allow it, flow lists otherwise, a key's fields only where they differ from the format's
/// defaults, and quotes only where YAML needs them.
///
/// What the page holds but this build of kbc cannot write (the ``ImportFeature``s not in `features`) is
/// left out and reported at its place in the source.
public struct ImportedPageWriter: Sendable {
    /// The format fields the writer may use.
    public var features: Set<ImportFeature>

    /// Creates a writer using `features`.
    public init(features: Set<ImportFeature> = ImportFeature.supported) {
        self.features = features
    }

    /// The layout file for `page`, and what it could not carry over.
    public func write(_ page: ImportedPage) -> (text: String, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var lines = [Self.header(page.source)]
        lines.append("keyboard: \(page.id)")
        if let locale = page.locale { lines.append("locale: \(Self.scalar(locale))") }
        var rows = page.rows
        if page.isRightToLeft {
            if features.contains(.direction) {
                lines.append("direction: rtl")
                // The format writes rows in reading order; the sources give them in screen order.
                rows = rows.map { $0.reversed() }
            } else {
                diagnostics.append(Diagnostic(
                    .importDirectionNotCarriedOver,
                    "the page '\(page.id)' is right to left; it is written in screen order without a direction", at: page.origin))
            }
        }
        if Self.isFullWidth(rows) { lines.append("characterWidth: full") }
        rows = deadKeysResolved(rows, diagnostics: &diagnostics)
        rows = repeatsResolved(rows, page: page, diagnostics: &diagnostics)
        if features.contains(.repeatedKeys), Self.hasRepeats(rows) { lines.append("repeatedKeys: allowed") }
        if let first = page.transforms.first {
            if features.contains(.transforms) {
                lines.append("transforms:")
                for transform in page.transforms {
                    lines.append("  \(Self.scalar(transform.from)): \(Self.scalar(transform.to))")
                }
            } else {
                let count = page.transforms.count
                diagnostics.append(Diagnostic(
                    .importTransformsNotCarriedOver,
                    "\(count) transform\(count == 1 ? "" : "s") (dead keys) not carried over: the keys type what they show",
                    at: first.location))
            }
        }
        lines.append("rows:")
        for row in rows { lines.append("  - " + self.row(row, on: page, diagnostics: &diagnostics)) }
        return (lines.joined(separator: "\n") + "\n", diagnostics)
    }

    /// The first line of the file: ``ImportedFolder/header`` and the page's source, each text from the
    /// input quoted, so that no name can end the comment and write a field of its own.
    static func header(_ source: ImportedPage.Source) -> String {
        let quoted = YAMLLayoutEmitter.quoted
        var part = ""
        if let name = source.part { part = ", " + name + (source.partName.map { " " + quoted($0) } ?? "") }
        return ImportedFolder.header + " \(quoted(source.file)) (\(source.format) \(quoted(source.name))\(part))."
    }

    // MARK: Rows and keys

    private func row(_ items: [ImportedItem], on page: ImportedPage, diagnostics: inout [Diagnostic]) -> String {
        // Every item is written, so that what it cannot carry over is reported, even when the row ends up a string.
        let written = items.map { self.item($0, on: page, diagnostics: &diagnostics) }
        let plainKeys = items.compactMap { item -> String? in
            guard case .character(let key) = item, isBare(key, on: page) else { return nil }
            return key.text
        }
        if plainKeys.count == items.count, !plainKeys.isEmpty, Self.isRowStringSafe(plainKeys) {
            return plainKeys.joined(separator: " ")
        }
        return "[" + written.joined(separator: ", ") + "]"
    }

    /// Whether `key` is written as its text alone.
    private func isBare(_ key: ImportedKey, on page: ImportedPage) -> Bool {
        key.label == nil && key.alternates.isEmpty && !Self.saysShift(key, on: page) && (key.width ?? 1) == 1
            && (key.caps == nil || !features.contains(.caps)) && (key.flick.isEmpty || !features.contains(.flick))
    }

    /// Whether `key` needs its `shift` written: it has one, and it is not what the page's locale gives
    /// without a word (scalar for scalar, as the source has it).
    private static func saysShift(_ key: ImportedKey, on page: ImportedPage) -> Bool {
        guard let shift = key.shift else { return false }
        return !shift.unicodeScalars.elementsEqual(page.defaultShift(of: key.text).unicodeScalars)
    }

    private func item(_ item: ImportedItem, on page: ImportedPage, diagnostics: inout [Diagnostic]) -> String {
        switch item {
        case .gap(let width, _):
            return "{gap: \(Self.units(width))}"
        case .function(let key):
            var fields: [String]
            switch key.action {
            case .shift: fields = ["action: shift"]
            case .delete: fields = ["action: delete"]
            case .space: fields = ["action: space"]
            case .returnKey: fields = ["action: return"]
            case .switchTo(let target): fields = ["action: switch", "to: \(target)"]
            }
            if let label = key.label { fields.append("label: \(Self.scalar(label))") }
            if let width = key.width { fields.append("width: \(width.isInfinite ? "fill" : Self.units(width))") }
            return "{" + fields.joined(separator: ", ") + "}"
        case .character(let key):
            var fields = ["key: \(Self.scalar(key.text))"]
            if let label = key.label { fields.append("label: \(Self.scalar(label))") }
            // A shift text that is the format's default (the upper case, or the key's own text) goes unsaid.
            if let shift = key.shift, Self.saysShift(key, on: page) {
                fields.append("shift: \(Self.scalar(shift))")
            }
            if let caps = key.caps {
                if features.contains(.caps) {
                    fields.append("caps: \(Self.scalar(caps))")
                } else {
                    diagnostics.append(Diagnostic(
                        .importCapsNotCarriedOver,
                        "under caps lock this key types '\(caps.visibleEscaped)', not its shifted '\((key.shift ?? page.defaultShift(of: key.text)).visibleEscaped)'; not carried over",
                        at: key.capsLocation ?? key.location))
                }
            }
            if let width = key.width, width != 1 { fields.append("width: \(width.isInfinite ? "fill" : Self.units(width))") }
            // A flick key never long-presses (KBC0266): its slide is the gesture.
            if !key.alternates.isEmpty, !key.flick.isEmpty, features.contains(.flick) {
                diagnostics.append(Diagnostic(
                    .importNotCarriedOver,
                    "the long-press keys of '\(key.text.visibleEscaped)' are not carried over: a flick key never long-presses (\(key.alternates.map(\.visibleEscaped).joined(separator: " ")))",
                    at: key.flickLocation ?? key.location))
            } else if !key.alternates.isEmpty {
                if Self.isRowStringSafe(key.alternates) {
                    fields.append("alternates: \(key.alternates.joined(separator: " "))")
                } else {
                    fields.append("alternates: [\(key.alternates.map { Self.scalar($0) }.joined(separator: ", "))]")
                }
            }
            if !key.flick.isEmpty {
                if features.contains(.flick) {
                    let directions = key.flick.map { "\($0.direction): \(Self.scalar($0.text))" }
                    fields.append("flick: {\(directions.joined(separator: ", "))}")
                } else {
                    let directions = key.flick.map { "\($0.direction) '\($0.text.visibleEscaped)'" }.joined(separator: ", ")
                    diagnostics.append(Diagnostic(
                        .importFlickNotCarriedOver,
                        "the flicks of '\(key.text.visibleEscaped)' are not carried over: \(directions)", at: key.flickLocation ?? key.location))
                }
            }
            return fields.count == 1 ? Self.scalar(key.text) : "{" + fields.joined(separator: ", ") + "}"
        }
    }

    /// The rows with dead keys made gaps (and dead shifted texts the key's own), reported, unless the
    /// format may say `transforms`, which give them meaning.
    private func deadKeysResolved(_ rows: [[ImportedItem]], diagnostics: inout [Diagnostic]) -> [[ImportedItem]] {
        guard !features.contains(.transforms) else { return rows }
        return rows.map { row in
            row.map { item in
                guard case .character(var key) = item else { return item }
                if key.isDeadKey {
                    diagnostics.append(Diagnostic(
                        .importTransformsNotCarriedOver, "'\(key.text.visibleEscaped)' is a dead key, which needs transforms; written as a gap", at: key.location))
                    return .gap(key.width.map { $0.isFinite ? $0 : 1 } ?? 1, key.location)
                }
                if key.isShiftDeadKey, let shift = key.shift {
                    diagnostics.append(Diagnostic(
                        .importTransformsNotCarriedOver,
                        "under shift this key is the dead key '\(shift.visibleEscaped)', which needs transforms; it types '\(key.text.visibleEscaped)' under shift",
                        at: key.location))
                    key.shift = key.text
                    key.isShiftDeadKey = false
                }
                return .character(key)
            }
        }
    }

    /// The rows with every key that repeats an earlier key's text made a gap of its width (reported), unless
    /// the format may say `repeatedKeys: allowed`.
    private func repeatsResolved(_ rows: [[ImportedItem]], page: ImportedPage, diagnostics: inout [Diagnostic]) -> [[ImportedItem]] {
        guard !features.contains(.repeatedKeys) else { return rows }
        // Texts are the same when their scalars are, as kbc's duplicate rule compares them.
        var first: [[UInt32]: SourceLocation] = [:]
        return rows.map { row in
            row.map { item in
                guard case .character(let key) = item else { return item }
                let identity = key.text.unicodeScalars.map(\.value)
                guard let earlier = first[identity] else {
                    first[identity] = key.location
                    return item
                }
                diagnostics.append(Diagnostic(
                    .importRepeatedKeyNotCarriedOver,
                    "'\(key.text.visibleEscaped)' is typed by an earlier key too; this key is written as a gap",
                    at: key.location, notes: [DiagnosticNote("the earlier key", at: earlier)]))
                return .gap(key.width ?? 1, key.location)
            }
        }
    }

    /// Whether the page holds full-width forms (`。`, `１`) and no half-width punctuation, which kbc
    /// calls a full-width page (KBC0212, KBC0244).
    private static func isFullWidth(_ rows: [[ImportedItem]]) -> Bool {
        var full = false
        for case .character(let key) in rows.joined() {
            for scalar in ([key.text] + key.alternates).joined().unicodeScalars {
                if UnicodeClassification.isFullWidthForm(scalar) { full = true }
                if scalar.isASCII, !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar), !"-/@.".unicodeScalars.contains(scalar) { return false }
            }
        }
        return full
    }

    private static func hasRepeats(_ rows: [[ImportedItem]]) -> Bool {
        var seen: Set<[UInt32]> = []
        for case .character(let key) in rows.joined() where !seen.insert(key.text.unicodeScalars.map(\.value)).inserted { return true }
        return false
    }

    // MARK: Scalars

    /// A width as the format reads it: `1.5`, `2`.
    static func units(_ value: Double) -> String {
        YAMLLayoutEmitter.units(value) ?? YAMLLayoutEmitter.plainDecimal(value) ?? "1"
    }

    /// Characters that YAML or the row syntax reads as something else anywhere in a plain word.
    private static let syntaxCharacters: Set<Unicode.Scalar> = [",", "[", "]", "{", "}", "#", ":", "\"", "'", "\\"]
    /// Characters that YAML reads as syntax at the start of a plain word.
    private static let leadingIndicators: Set<Unicode.Scalar> = ["-", "?", "&", "*", "!", "|", ">", "%", "@", "`"]

    /// Whether `text` can be written without quotes, as a word of a row string or a flow list.
    static func isPlainWord(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !leadingIndicators.contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            !syntaxCharacters.contains(scalar) && scalar.properties.generalCategory != .spaceSeparator
                && scalar.value > 0x20 && !(0x7F...0xA0).contains(scalar.value) && YAMLLayoutEmitter.quoted(String(scalar)).unicodeScalars.count == 3
        }
    }

    /// Whether `words` can be written as one space-separated string.
    static func isRowStringSafe(_ words: [String]) -> Bool {
        words.allSatisfy(isPlainWord)
    }

    /// `text` plain where YAML reads it back as itself, double-quoted otherwise.
    static func scalar(_ text: String) -> String {
        isPlainWord(text) ? text : YAMLLayoutEmitter.quoted(text)
    }
}
