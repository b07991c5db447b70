import KeyboardRuntime
import YAMLLoader

extension DiagnosticCode {
    /// `extends` names a keyboard that is not there.
    public static let unknownBase = DiagnosticCode(
        220, "unknown-base", .error,
        summary: "A keyboard extends a keyboard that does not exist",
        explanation: """
        `extends` names the id of another keyboard compiled in the same run, in any file of the target:

            keyboard: pin-pad-done
            extends: pin-pad            # error unless a file declares 'keyboard: pin-pad'
        """,
        isConfigurable: false)

    /// Keyboards that extend each other in a circle.
    public static let extendsCycle = DiagnosticCode(
        221, "extends-cycle", .error,
        summary: "Keyboards extend each other in a circle",
        explanation: """
        A keyboard cannot extend itself, directly or through others: `a` extends `b` and `b` extends `a`
        leaves neither with rows to start from. The notes point at each `extends` of the circle.
        """,
        isConfigurable: false)

    /// A row replaced by number that the base does not have.
    public static let rowOverrideOutOfRange = DiagnosticCode(
        222, "row-override-out-of-range", .error,
        summary: "A keyboard replaces a row its base does not have",
        explanation: """
        With `extends`, `rows: {4: [...]}` replaces the base's fourth row. A number past the base's last
        row matches nothing: the note points at the base's rows. Give all rows as a list to add rows.
        """,
        isConfigurable: false)

    /// The codes of this stage, in order.
    static let inheritanceCodes: [DiagnosticCode] = [.unknownBase, .extendsCycle, .rowOverrideOutOfRange]
}

/// Merges keyboards that `extends` another into complete keyboards, before validation: each takes its
/// base's fields and rows (merged first, if the base extends another in turn) and replaces those it gives.
enum KeyboardInheritance {
    /// The keyboards with every `extends` resolved, and the problems found doing it.
    static func resolve(_ keyboards: [DecodedKeyboard], failedFiles: [FailedLayoutFile]) -> ([DecodedKeyboard], [Diagnostic]) {
        guard keyboards.contains(where: { $0.base != nil }) else { return (keyboards, []) }
        var resolver = Resolver(keyboards: keyboards, failedFiles: failedFiles)
        let resolved = keyboards.indices.map { resolver.resolve($0) }
        return (resolved, resolver.diagnostics)
    }

    private struct Resolver {
        let keyboards: [DecodedKeyboard]
        let failedFiles: [FailedLayoutFile]
        var indexByID: [String: Int] = [:]
        var resolved: [Int: DecodedKeyboard] = [:]
        var visiting: [Int] = []
        var diagnostics: [Diagnostic] = []

        init(keyboards: [DecodedKeyboard], failedFiles: [FailedLayoutFile]) {
            self.keyboards = keyboards
            self.failedFiles = failedFiles
            for (index, keyboard) in keyboards.enumerated() where indexByID[keyboard.layout.id] == nil {
                indexByID[keyboard.layout.id] = index
            }
        }

        mutating func resolve(_ index: Int) -> DecodedKeyboard {
            if let done = resolved[index] { return done }
            var keyboard = keyboards[index]
            guard let base = keyboard.base else { return keyboard }
            let location = SourceLocation(file: keyboard.file, position: base.position)
            if let start = visiting.firstIndex(of: index) {
                // A circle: report it once, at this keyboard's `extends`, with a note at each other one.
                let circle = visiting[start...].map { keyboards[$0] }
                diagnostics.append(Diagnostic(
                    .extendsCycle, "'\(keyboard.layout.id)' extends itself: \((circle.map(\.layout.id) + [keyboard.layout.id]).map { "'\($0)'" }.joined(separator: " → "))",
                    at: location,
                    notes: circle.dropFirst().compactMap { other in
                        other.base.map { DiagnosticNote("'\(other.layout.id)' extends '\($0.id)' here", at: SourceLocation(file: other.file, position: $0.position)) }
                    }))
                keyboard.isComplete = false
                keyboard.base = nil
                return keyboard
            }
            guard let baseIndex = indexByID[base.id] else {
                reportUnknownBase(base, of: keyboard, at: location)
                keyboard.isComplete = false
                keyboard.base = nil
                resolved[index] = keyboard
                return keyboard
            }
            visiting.append(index)
            let parent = resolve(baseIndex)
            visiting.removeLast()
            if resolved[index] != nil { return resolved[index]! }
            let merged = merge(keyboard, onto: parent)
            resolved[index] = merged
            return merged
        }

        private mutating func reportUnknownBase(_ base: KeyboardBase, of keyboard: DecodedKeyboard, at location: SourceLocation) {
            if let failed = FailedLayoutFile.mayDeclare(base.id, among: failedFiles) {
                // The base may be the keyboard of a file that failed: its error is the one to fix.
                diagnostics.append(Diagnostic(
                    .targetInFailedFile,
                    "no keyboard that loaded has the id '\(base.id)'; it may be in '\(failed.path)', which has errors",
                    at: location, notes: [DiagnosticNote("fix the errors in '\(failed.path)' first", at: failed.location)]))
                return
            }
            var notes: [DiagnosticNote] = []
            if let suggestion = Suggestions.closest(to: base.id, among: keyboards.map(\.layout.id)) {
                notes.append(DiagnosticNote("did you mean '\(suggestion)'?"))
            }
            notes.append(DiagnosticNote("a keyboard can extend only keyboards compiled in the same run"))
            diagnostics.append(Diagnostic(.unknownBase, "no keyboard has the id '\(base.id)'", at: location, notes: notes))
        }

        /// `derived`'s fields where it gives them, else `parent`'s; its rows, or `parent`'s with the
        /// numbered ones replaced.
        private mutating func merge(_ derived: DecodedKeyboard, onto parent: DecodedKeyboard) -> DecodedKeyboard {
            guard let base = derived.base else { return derived }
            var result = derived
            result.base = nil
            func given(_ field: String) -> Bool { derived.positions.fields[field] != nil }
            var layout = derived.layout
            if !given("title") { layout.title = parent.layout.title }
            if !given("locale") { layout.locale = parent.layout.locale }
            if !given("characterWidth") { layout.characterWidth = parent.layout.characterWidth }
            if !given("shuffle") { layout.shufflePolicy = parent.layout.shufflePolicy }
            if !given("screenReader") { layout.screenReaderPolicy = parent.layout.screenReaderPolicy }
            if !given("profile") { result.profile = parent.profile }
            // The base's other-device rows are its own rows' counterparts: kept only when the rows are.
            if !given("variants") && !given("rows") {
                layout.variants = parent.layout.variants
                result.variantRows = parent.variantRows.map { rows in
                    rows.map { row in
                        var row = row
                        if row.file == nil { row.file = parent.file }
                        return row
                    }
                }
            }
            if !given("toolbar") {
                layout.toolbar = parent.layout.toolbar.map { toolbar in
                    var toolbar = toolbar
                    toolbar.title = layout.title
                    return toolbar
                }
                if given("title"), parent.layout.toolbar == nil { layout.toolbar = layout.title.map { KeyboardToolbar.standard(title: $0, locale: layout.locale) } }
            }
            var isComplete = derived.isComplete && parent.isComplete
            if !given("rows") || base.rowOverrides != nil {
                layout.rows = parent.layout.rows
                result.positions.rows = parent.positions.rows.map { row in
                    var row = row
                    if row.file == nil { row.file = parent.file }
                    return row
                }
                for override in base.rowOverrides ?? [] {
                    guard override.number <= layout.rows.count else {
                        diagnostics.append(Diagnostic(
                            .rowOverrideOutOfRange,
                            "'\(parent.layout.id)' has \(layout.rows.count) row\(layout.rows.count == 1 ? "" : "s"); row \(override.number) replaces nothing",
                            at: SourceLocation(file: derived.file, position: override.numberPosition),
                            notes: [DiagnosticNote("the rows of '\(parent.layout.id)'", at: parent.location(ofField: "rows"))]))
                        isComplete = false
                        continue
                    }
                    layout.rows[override.number - 1] = override.row
                    result.positions.rows[override.number - 1] = override.positions
                }
            }
            if given("locale"), layout.locale != parent.layout.locale {
                // Inherited function keys with the base's default labels take the new language's.
                func relabel(_ rows: inout [KeyRow]) {
                    for row in rows.indices {
                        for index in rows[row].keys.indices {
                            let key = rows[row].keys[index]
                            guard !key.isCharacter, key.label == DefaultLabels.label(for: key.action, locale: parent.layout.locale) else { continue }
                            rows[row].keys[index].label = DefaultLabels.label(for: key.action, locale: layout.locale)
                        }
                    }
                }
                for index in layout.rows.indices where result.positions.rows[index].file != nil {
                    var single = [layout.rows[index]]
                    relabel(&single)
                    layout.rows[index] = single[0]
                }
                for index in layout.variants.indices where !given("variants") { relabel(&layout.variants[index].rows) }
                if !given("toolbar"), var toolbar = layout.toolbar {
                    for index in toolbar.items.indices where toolbar.items[index].isDone
                        && toolbar.items[index].label == DefaultLabels.doneLabel(locale: parent.layout.locale) {
                        toolbar.items[index].label = DefaultLabels.doneLabel(locale: layout.locale)
                    }
                    layout.toolbar = toolbar
                }
            }
            for pending in base.pendingVariants {
                var variant = pending.variant
                variant.rows = layout.rows
                var rowPositions = result.positions.rows
                for override in pending.overrides {
                    guard override.number <= variant.rows.count else {
                        diagnostics.append(Diagnostic(
                            .rowOverrideOutOfRange,
                            "'\(derived.layout.id)' has \(variant.rows.count) row\(variant.rows.count == 1 ? "" : "s"); row \(override.number) replaces nothing",
                            at: SourceLocation(file: derived.file, position: override.numberPosition)))
                        isComplete = false
                        continue
                    }
                    var row = override.row
                    if base.needsDefaultLabels { KeyboardDecoder.applyDefaultLabels(to: &row, locale: layout.locale) }
                    variant.rows[override.number - 1] = row
                    rowPositions[override.number - 1] = override.positions
                }
                layout.variants.append(variant)
                result.variantRows.append(rowPositions)
            }
            if base.needsDefaultLabels {
                // Labels of this file's own keys follow the merged locale; inherited keys have theirs.
                var own = layout.rows
                KeyboardDecoder.applyDefaultLabels(to: &own, locale: layout.locale)
                for index in own.indices where result.positions.rows[index].file == nil { layout.rows[index] = own[index] }
            }
            result.layout = layout
            result.isComplete = isComplete
            return result
        }
    }
}
