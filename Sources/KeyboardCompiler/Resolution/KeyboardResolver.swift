import KeyboardRuntime
import YAMLLoader

/// The resolution stage: turns the keyboards as their files declare them into the keyboards that are built.
///
/// In order, for each keyboard: `extends` is merged (the base first, if it extends another in turn); the
/// variants' rows are completed (numbered replacements applied to the page's final rows); then, with the
/// locale and title final, every function key without a label gets its default in that locale, and the
/// toolbar is made. Because labels and the toolbar wait for the end, what a keyboard inherits is what its
/// base declared, never what the base's own locale or title made of it.
package enum KeyboardResolver {
    /// The keyboards resolved, in input order, and the problems found resolving them.
    static func resolve(_ keyboards: consuming [DecodedKeyboard], failedFiles: [FailedLayoutFile]) -> ([ResolvedKeyboard], [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var locales = LocaleReadings()
        var merged = MergedKeyboards(keyboards, failedFiles: failedFiles, diagnostics: &diagnostics)
        var resolved: [ResolvedKeyboard] = []
        resolved.reserveCapacity(merged.count)
        while let keyboard = merged.next(diagnostics: &diagnostics) {
            resolved.append(finish(consume keyboard, locales: &locales, diagnostics: &diagnostics))
        }
        return (resolved, diagnostics)
    }

    /// A keyboard with `extends` merged and its variants' rows complete; labels and toolbar still to come.
    struct Merged {
        var keyboard: DecodedKeyboard
        /// The variants, each with all its rows and their positions.
        var variants: [(variant: LayoutVariant, rows: [RowPositions], location: SourceLocation)]
        /// The base's id, when the keyboard extends one.
        var baseID: String?

        /// A keyboard that extends none: its variants' numbered rows replace its own rows.
        init(alone keyboard: DecodedKeyboard, diagnostics: inout [Diagnostic]) {
            self.keyboard = keyboard
            variants = []
            baseID = nil
            completeVariants(declared: keyboard.variants, file: keyboard.file, diagnostics: &diagnostics)
        }

        init(keyboard: DecodedKeyboard, variants: [(variant: LayoutVariant, rows: [RowPositions], location: SourceLocation)], baseID: String?) {
            self.keyboard = keyboard
            self.variants = variants
            self.baseID = baseID
        }

        /// Appends `declared` with all their rows: numbered replacements applied to the page's rows.
        mutating func completeVariants(declared: [DeclaredVariant], file: String, diagnostics: inout [Diagnostic]) {
            for declaredVariant in declared {
                var variant = LayoutVariant(device: declaredVariant.device, minimumWidth: declaredVariant.minimumWidth, rows: declaredVariant.rows)
                var rowPositions = declaredVariant.rowPositions
                if let overrides = declaredVariant.overrides {
                    variant.rows = keyboard.layout.rows
                    rowPositions = keyboard.positions.rows
                    for override in overrides {
                        guard override.number <= variant.rows.count else {
                            let count = variant.rows.count
                            diagnostics.append(Diagnostic(
                                baseID == nil ? .invalidValue : .rowOverrideOutOfRange,
                                "'\(keyboard.layout.id)' has \(count) row\(count == 1 ? "" : "s"); row \(override.number) replaces nothing",
                                at: SourceLocation(file: file, position: override.numberPosition)))
                            keyboard.isComplete = false
                            continue
                        }
                        variant.rows[override.number - 1] = override.row
                        rowPositions[override.number - 1] = override.positions
                    }
                }
                variants.append((variant, rowPositions, SourceLocation(file: file, position: declaredVariant.position)))
            }
        }
    }

    /// The keyboard that is built from `merged`: labels in the final locale, the toolbar, and the checks
    /// that only the whole keyboard allows.
    static func finish(_ merged: consuming Merged, locales: inout LocaleReadings, diagnostics: inout [Diagnostic]) -> ResolvedKeyboard {
        let toolbar = merged.keyboard.toolbar
        let hasUnlabeledKey = merged.keyboard.hasUnlabeledKey
        let givesToolbar = merged.keyboard.gives("toolbar")
        let baseID = merged.baseID
        var variants = merged.variants
        // The record taken and the merged keyboard let go, so that the rows (and the completed variants')
        // are held here alone and each change below is made in place rather than on a copy.
        var record = (consume merged).keyboard.record
        let declaredComplete = record.isComplete
        let locale = record.layout.locale
        // Read once for the keyboard and its variants, not for every key, and once for all keyboards of the
        // same locale (``LocaleReadings``).
        let reading = locales.reading(of: locale, needsLabelLanguage: hasUnlabeledKey)
        let language = hasUnlabeledKey ? reading.labelLanguage : nil
        let dottedCapitalI = reading.usesDottedCapitalI
        if let language { applyDefaultLabels(to: &record.layout.rows, language: language) }
        if dottedCapitalI { applyDottedCapitalI(to: &record.layout.rows, positions: record.positions.rows) }
        record.layout.toolbar = (toolbar ?? .standard).toolbar(title: record.layout.title, locale: locale)
        // With the locale final: a derived keyboard that changes only its locale changes direction with it.
        record.layout.direction = record.declaration.direction ?? reading.direction
        // Checked here rather than when decoding: a derived keyboard's title may be inherited.
        if baseID != nil, givesToolbar,
           let error = toolbar?.emptinessError(title: record.layout.title, at: record.location(ofField: "toolbar")) {
            diagnostics.append(error)
            record.isComplete = false
        }
        var variantRows: [[RowPositions]] = []
        var variantLocations: [SourceLocation] = []
        for index in variants.indices {
            var variant = variants[index].variant
            // Moved out, as the keyboard's rows were: only conditions of earlier variants are read below.
            variants[index].variant.rows = []
            let entry = variants[index]
            if let language { applyDefaultLabels(to: &variant.rows, language: language) }
            if dottedCapitalI { applyDottedCapitalI(to: &variant.rows, positions: entry.rows) }
            // An incomplete keyboard's variants may lack a condition that was wrong: no false alarm about them.
            // Inherited variants were checked in their own keyboard.
            if declaredComplete, entry.location.file.hasSameUTF8(as: record.file),
               let hiding = hidingVariants(of: variant, among: variants[..<index].map(\.variant)) {
                let earlier = hiding.map { variants[$0] }
                diagnostics.append(Diagnostic(
                    .unreachableVariant,
                    earlier.count == 1
                        ? "this variant never applies: the variant before it applies \(coverage(of: earlier[0].variant))"
                        : "this variant never applies: the variants before it apply wherever it would",
                    at: entry.location,
                    notes: earlier.map { DiagnosticNote("a variant that applies first", at: $0.location) }
                        + [DiagnosticNote("put the narrower variant first, or remove this one")]))
            }
            record.layout.variants.append(variant)
            variantRows.append(entry.rows)
            variantLocations.append(entry.location)
        }
        var resolved = ResolvedKeyboard(record)
        resolved.baseID = baseID
        resolved.variantRows = variantRows
        resolved.variantLocations = variantLocations
        return resolved
    }

    /// The indices of earlier variants that together apply wherever `variant` would, so that it is never
    /// reached; `nil` when it is reached somewhere. On each device the variant is for, the earlier
    /// variants for that device with the smallest minimum width cover every width it covers.
    static func hidingVariants(of variant: LayoutVariant, among earlier: [LayoutVariant]) -> [Int]? {
        var hiding: [Int] = []
        for device in variant.device.map({ [$0] }) ?? KeyboardMetrics.Device.allCases {
            let candidates = earlier.indices.filter { earlier[$0].device == nil || earlier[$0].device == device }
            guard let widest = candidates.min(by: { (earlier[$0].minimumWidth ?? 0) < (earlier[$1].minimumWidth ?? 0) }),
                  (earlier[widest].minimumWidth ?? 0) <= (variant.minimumWidth ?? 0) else { return nil }
            if !hiding.contains(widest) { hiding.append(widest) }
        }
        return hiding.sorted()
    }

    private static func coverage(of variant: LayoutVariant) -> String {
        switch (variant.device, variant.minimumWidth) {
        case (nil, nil): return "everywhere"
        case (let device?, nil): return "to every \(device.rawValue)"
        case (nil, let width?): return "at \(width.formatted) pt and wider on every device"
        case (let device?, let width?): return "to every \(device.rawValue) at \(width.formatted) pt and wider"
        }
    }

    /// Whether the locale's language writes the capital of `i` as `İ` (Turkish, Azerbaijani, Crimean Tatar,
    /// Tatar, Kazakh in Latin script), where the default upper case, which knows no locale, gives `I`.
    package static func usesDottedCapitalI(_ locale: String?) -> Bool {
        guard let locale else { return false }
        // An ASCII tag, as locales are, is read from its bytes, without the strings of `split` and
        // `lowercased`. Others (a Kelvin sign lowercases to `k`) take the general way.
        if let language = locale.utf8.withContiguousStorageIfAvailable({ bytes -> [UInt8]? in
            var language: [UInt8] = []
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if byte == UInt8(ascii: "-") {
                    if language.isEmpty { continue }  // as `split` does, which omits empty parts
                    break
                }
                if language.count == 3 { return [] }  // longer than any of them
                language.append(byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0))
            }
            return language
        }), let language {
            return dottedCapitalILanguages.contains { $0.utf8.elementsEqual(language) }
        }
        guard let language = locale.split(separator: "-").first?.lowercased() else { return false }
        return dottedCapitalILanguages.contains(language)
    }

    /// The languages of ``usesDottedCapitalI(_:)``, as the first subtag of a locale, in lower case.
    private static let dottedCapitalILanguages = ["tr", "az", "crh", "tt", "kk"]

    /// Shift on an `i` key types `İ`, as the keyboard's language writes it: the default shifted text (and an
    /// alternate's) is the locale-independent `I`, which in these languages is the capital of `ı`, a key of
    /// its own. A `shift` the file gives stays, `I` too: the key's positions (parallel to `rows`) say
    /// whether it was written.
    static func applyDottedCapitalI(to rows: inout [KeyRow], positions: [RowPositions]) {
        for row in rows.indices {
            for index in rows[row].keys.indices {
                let key = rows[row].keys[index]
                if key.action == .insert("i"), key.shiftedText == "I",
                   !(row < positions.count && index < positions[row].keys.count && positions[row].keys[index].position(ofField: "shift") != nil) {
                    rows[row].keys[index].shiftedText = "İ"
                }
                if let shifted = key.shiftedAlternates, key.alternates.contains("i") {
                    rows[row].keys[index].shiftedAlternates = zip(key.alternates, shifted).map { $0 == "i" && $1 == "I" ? "İ" : $1 }
                }
            }
        }
    }

    /// What shift types on a key (or alternate) of `text` that gives no `shift`, in a keyboard whose locale
    /// writes the capital of `i` as `İ` or not (``usesDottedCapitalI(_:)``): what compiling the format gives.
    package static func defaultShiftedText(for text: String, dottedCapitalI: Bool) -> String? {
        dottedCapitalI && text == "i" ? "İ" : KeyboardDecoder.defaultShiftedText(for: text)
    }

    /// Gives every function key without a label its default in `language` (``DefaultLabels``).
    static func applyDefaultLabels(to rows: inout [KeyRow], language: LabelLanguage) {
        for row in rows.indices {
            // Looked for before writing: most rows have no key without a label, and each write through
            // `rows` checks that the row is not shared.
            let needsLabels = rows[row].keys.withUnsafeBufferPointer { keys in keys.indices.contains { keys[$0].label.isEmpty } }
            guard needsLabels else { continue }
            for index in rows[row].keys.indices where rows[row].keys[index].label.isEmpty {
                rows[row].keys[index].label = DefaultLabels.label(for: rows[row].keys[index].action, in: language)
            }
        }
    }
}

extension Double {
    /// `600` rather than `600.0`, for messages.
    fileprivate var formatted: String { self == rounded() && abs(self) < 1e15 ? "\(Int(self))" : "\(self)" }
}
