import KeyboardRuntime
import YAMLLoader

/// Merges keyboards that `extends` another with their bases: each takes its base's fields, rows and
/// variants (merged first, if the base extends another in turn) and replaces those it gives.
///
/// It merges declarations, not built keyboards: a base's function keys without labels stay without, and
/// its toolbar stays what its file says, so the derived keyboard's locale and title decide both.
struct InheritanceMerger {
    typealias Merged = KeyboardResolver.Merged

    private let keyboards: [DecodedKeyboard]
    private let failedFiles: [FailedLayoutFile]
    private var indexByID: [String: Int] = [:]
    private var merged: [Int: Merged] = [:]
    /// The problems found merging.
    private(set) var diagnostics: [Diagnostic] = []

    init(keyboards: [DecodedKeyboard], failedFiles: [FailedLayoutFile]) {
        self.keyboards = keyboards
        self.failedFiles = failedFiles
        for (index, keyboard) in keyboards.enumerated() where indexByID[keyboard.layout.id] == nil {
            indexByID[keyboard.layout.id] = index
        }
    }

    /// The keyboard at `index`, merged with its bases.
    ///
    /// It walks the chain of bases up and merges on the way back down, without recursion: a chain of
    /// thousands of keyboards (generated layout sets) must not exhaust the stack.
    mutating func merge(_ index: Int) -> Merged {
        // The keyboards whose bases are being merged, derived first: each is merged onto the next.
        var chain: [Int] = []
        var visiting: Set<Int> = []
        var current = index
        var parent: Merged
        while true {
            if let done = merged[current] {
                parent = done
                break
            }
            var keyboard = keyboards[current]
            guard let base = keyboard.base else {
                parent = Merged(alone: keyboard, diagnostics: &diagnostics)
                merged[current] = parent
                break
            }
            let location = SourceLocation(file: keyboard.file, position: base.position)
            if visiting.contains(current), let start = chain.firstIndex(of: current) {
                // A circle: report it once, at this keyboard's `extends`, with a note at each other one.
                let circle = chain[start...].map { keyboards[$0] }
                diagnostics.append(Diagnostic(
                    .extendsCycle, "'\(keyboard.layout.id)' extends itself: \((circle.map(\.layout.id) + [keyboard.layout.id]).map { "'\($0)'" }.joined(separator: " → "))",
                    at: location,
                    notes: circle.dropFirst().compactMap { other in
                        other.base.map { DiagnosticNote("'\(other.layout.id)' extends '\($0.id)' here", at: SourceLocation(file: other.file, position: $0.position)) }
                    }))
                keyboard.isComplete = false
                keyboard.base = nil
                parent = Merged(alone: keyboard, diagnostics: &diagnostics)
                break
            }
            guard let baseIndex = indexByID[base.id] else {
                reportUnknownBase(base, of: keyboard, at: location)
                keyboard.isComplete = false
                keyboard.base = nil
                parent = Merged(alone: keyboard, diagnostics: &diagnostics)
                merged[current] = parent
                break
            }
            chain.append(current)
            visiting.insert(current)
            current = baseIndex
        }
        for derived in chain.reversed() {
            if let done = merged[derived] {
                parent = done
                continue
            }
            parent = merge(keyboards[derived], onto: parent)
            merged[derived] = parent
        }
        return parent
    }

    private mutating func reportUnknownBase(_ base: KeyboardBase, of keyboard: DecodedKeyboard, at location: SourceLocation) {
        diagnostics.append(.missingKeyboard(
            base.id, code: .unknownBase, at: location, failedFiles: failedFiles, ids: keyboards.map(\.layout.id),
            scope: "a keyboard can extend only keyboards compiled in the same run"))
    }

    /// `derived`'s fields where it gives them, else `parent`'s; its rows, or `parent`'s with the numbered
    /// ones replaced; its variants, or `parent`'s when it keeps `parent`'s rows.
    private mutating func merge(_ derived: DecodedKeyboard, onto parent: Merged) -> Merged {
        guard let base = derived.base else { return Merged(alone: derived, diagnostics: &diagnostics) }
        let inherited = parent.keyboard
        var result = derived
        result.base = nil
        // Changed as a whole and set once: each change to a stage value's record gives it a new one.
        var record = derived.record
        var layout = derived.layout
        if !derived.gives("title") { layout.title = inherited.layout.title }
        if !derived.gives("locale") { layout.locale = inherited.layout.locale }
        if !derived.gives("characterWidth") { layout.characterWidth = inherited.layout.characterWidth }
        if !derived.gives("shuffle") { layout.shufflePolicy = inherited.layout.shufflePolicy }
        if !derived.gives("screenReader") { layout.screenReaderPolicy = inherited.layout.screenReaderPolicy }
        if !derived.gives("profile") { record.declaration.profile = inherited.declaration.profile }
        inheritComposition(of: derived, from: inherited, into: &layout, positions: &record.positions)
        if !derived.gives("direction") { record.declaration.direction = inherited.declaration.direction }
        if !derived.gives("repeatedKeys") { record.declaration.allowsRepeatedKeys = inherited.declaration.allowsRepeatedKeys }
        if !derived.gives("length") { layout.inputLength = inherited.layout.inputLength }
        record.declaration.themeChoice.inherit(from: inherited.declaration.themeChoice)
        if !derived.gives("toolbar") {
            result.toolbar = inherited.toolbar
            record.positions.toolbarItems = inherited.positions.toolbarItems
            record.positions.toolbarItemFields = inherited.positions.toolbarItemFields
            record.positions.toolbarFile = inherited.positions.toolbarFile ?? inherited.file
        }
        record.isComplete = derived.isComplete && inherited.isComplete
        result.hasUnlabeledKey = derived.hasUnlabeledKey || inherited.hasUnlabeledKey
        let keepsRows = !derived.gives("rows") || base.rowOverrides != nil
        if keepsRows {
            layout.rows = inherited.layout.rows
            record.positions.rows = inherited.positions.rows.map { row in
                var row = row
                if row.file == nil { row.file = inherited.file }
                return row
            }
            for override in base.rowOverrides ?? [] {
                guard override.number <= layout.rows.count else {
                    diagnostics.append(Diagnostic(
                        .rowOverrideOutOfRange,
                        "'\(inherited.layout.id)' has \(layout.rows.count) row\(layout.rows.count == 1 ? "" : "s"); row \(override.number) replaces nothing",
                        at: SourceLocation(file: derived.file, position: override.numberPosition),
                        notes: [DiagnosticNote("the rows of '\(inherited.layout.id)'", at: inherited.location(ofField: "rows"))]))
                    record.isComplete = false
                    continue
                }
                layout.rows[override.number - 1] = override.row
                record.positions.rows[override.number - 1] = override.positions
            }
        }
        record.layout = layout
        result.record = record
        var merged = Merged(keyboard: result, variants: [], baseID: inherited.layout.id)
        if derived.gives("variants") {
            merged.completeVariants(declared: derived.variants, file: derived.file, diagnostics: &diagnostics)
        } else if keepsRows && base.rowOverrides == nil {
            // The base's other-device rows are its own rows' counterparts: kept with the rows.
            merged.variants = parent.variants.map { entry in
                var entry = entry
                entry.rows = entry.rows.map { row in
                    var row = row
                    if row.file == nil { row.file = inherited.file }
                    return row
                }
                return entry
            }
        } else if !parent.variants.isEmpty {
            let count = parent.variants.count
            diagnostics.append(Diagnostic(
                .variantsNotInherited,
                "'\(derived.layout.id)' replaces rows of '\(inherited.layout.id)', so it does not inherit its \(count == 1 ? "variant" : "\(count) variants")",
                at: derived.location(ofField: "rows"),
                notes: [DiagnosticNote("the variants of '\(inherited.layout.id)'", at: parent.variants[0].location),
                        DiagnosticNote("declare 'variants' for '\(derived.layout.id)', or write 'variants: []' to show these rows on every device")]))
        }
        return merged
    }
}

extension InheritanceMerger {
    /// `compose` and `transforms` where the derived keyboard gives them, else its base's.
    fileprivate func inheritComposition(
        of derived: DecodedKeyboard, from inherited: DecodedKeyboard, into layout: inout KeyboardLayout, positions: inout LayoutPositions
    ) {
        guard inherited.layout.composition != nil else { return }
        var composition = layout.composition ?? TextComposition()
        if !derived.gives("compose") { composition.script = inherited.layout.composition?.script }
        if !derived.gives("transforms") {
            composition.transforms = inherited.layout.composition?.transforms ?? []
            positions.transforms = inherited.positions.transforms
            positions.transformsFile = inherited.positions.transformsFile ?? inherited.file
        }
        layout.composition = composition.isEmpty ? nil : composition
    }
}

/// The keyboards of a compilation merged with their bases, handed out one at a time in input order.
///
/// When none extends another (the usual target), each keyboard is taken out of the array as it is handed
/// out, so that the caller owns its rows alone and changes them in place: a row still held by the array
/// would be copied by the first change (a function key getting its label). Otherwise all are merged first.
struct MergedKeyboards {
    private var keyboards: [DecodedKeyboard]
    /// Every keyboard merged with its bases, when one extends another; `nil` when none does.
    private let merged: [KeyboardResolver.Merged]?
    private var index = 0

    /// Merges `keyboards` whose files declare a base; the problems found doing so go to `diagnostics`.
    init(_ keyboards: consuming [DecodedKeyboard], failedFiles: [FailedLayoutFile], diagnostics: inout [Diagnostic]) {
        guard keyboards.contains(where: { $0.base != nil }) else {
            self.keyboards = keyboards
            merged = nil
            return
        }
        let count = keyboards.count
        var merger = InheritanceMerger(keyboards: keyboards, failedFiles: failedFiles)
        merged = (0..<count).map { merger.merge($0) }
        diagnostics += merger.diagnostics
        self.keyboards = []
    }

    /// What is left in the array in place of a keyboard handed out.
    private static let handedOut = DecodedKeyboard(KeyboardRecord(
        layout: KeyboardLayout(id: "", rows: []), file: "", positions: LayoutPositions(document: SourcePosition(line: 1, column: 1)),
        isComplete: false, declaration: KeyboardDeclaration()))

    /// The number of keyboards.
    var count: Int { merged?.count ?? keyboards.count }

    /// The next keyboard, merged, or `nil` after the last; the problems found completing its variants go to
    /// `diagnostics`.
    mutating func next(diagnostics: inout [Diagnostic]) -> KeyboardResolver.Merged? {
        defer { index += 1 }
        if let merged { return index < merged.count ? merged[index] : nil }
        guard index < keyboards.count else { return nil }
        var keyboard = Self.handedOut
        swap(&keyboard, &keyboards[index])
        return KeyboardResolver.Merged(alone: keyboard, diagnostics: &diagnostics)
    }
}
