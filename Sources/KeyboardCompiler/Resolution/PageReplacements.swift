import KeyboardRuntime
import YAMLLoader

/// The last step of resolution: a keyboard that `replaces` a standard page stands in for it everywhere.
///
/// Every `switch` and `toggle-width` key and toolbar item of every page, the standard ones included, that
/// leads to the replaced page leads to the replacement instead: the standard `symbols` page's ABC key
/// returns to the bank's letters without its pages being copied. Each page whose links changed records them
/// (``ResolvedKeyboard/redirectedLinks``), so that generated code declares the changed standard pages
/// instead of using the `StandardLayouts` product's.
enum PageReplacements {
    /// Redirects the links of `keyboards` (the target's, then `standardCount` standard ones) to the pages
    /// their keyboards' `replaces` name, reporting each `replaces` that cannot apply, where it is written.
    static func apply(to keyboards: inout [ResolvedKeyboard], standardCount: Int, diagnostics: inout [Diagnostic]) {
        let ownCount = keyboards.count - standardCount
        if standardCount > 0 { reportRoundTripsAwayFromExtensions(of: keyboards, ownCount: ownCount, diagnostics: &diagnostics) }
        guard keyboards[..<ownCount].contains(where: { $0.declaration.replaces != nil }) else { return }
        let indexByID = Dictionary(keyboards.indices.map { (keyboards[$0].layout.id, $0) }, uniquingKeysWith: { first, _ in first })
        var replacing: [String: Int] = [:]  // a replaced page's id → the keyboard that replaces it
        var order: [String] = []
        for index in 0..<ownCount {
            guard let replaced = keyboards[index].declaration.replaces else { continue }
            let keyboard = keyboards[index]
            let location = keyboard.location(ofField: "replaces")
            guard let target = indexByID[replaced] else {
                diagnostics.append(unknownPage(replaced, at: location, ids: keyboards.map(\.layout.id), importsStandard: standardCount > 0))
                continue
            }
            if let cycle = cycle(from: index, in: keyboards, indexByID: indexByID) {
                diagnostics.append(Diagnostic(
                    .replacementCycle,
                    cycle.count == 1 ? "'\(replaced)' cannot replace itself" : "'\(keyboard.layout.id)' replaces '\(replaced)', which replaces it in turn",
                    at: location,
                    notes: cycle.dropFirst().map { DiagnosticNote("'\(keyboards[$0].layout.id)' replaces '\(keyboards[$0].declaration.replaces ?? "")' here", at: keyboards[$0].location(ofField: "replaces")) }))
                continue
            }
            guard target >= ownCount else {
                diagnostics.append(Diagnostic(
                    .replacedPageNotStandard, "'\(replaced)' is a keyboard of this target, not a standard page; only a standard page can be replaced",
                    at: location,
                    notes: [DiagnosticNote("'\(replaced)' is declared here", at: keyboards[target].location(ofField: "keyboard")),
                            DiagnosticNote("change the keys that lead to '\(replaced)', or remove 'replaces'")]))
                continue
            }
            if let first = replacing[replaced] {
                diagnostics.append(Diagnostic(
                    .pageReplacedTwice, "'\(replaced)' is replaced twice: by '\(keyboards[first].layout.id)' and by '\(keyboard.layout.id)'",
                    at: location,
                    notes: [DiagnosticNote("'\(keyboards[first].layout.id)' replaces it here", at: keyboards[first].location(ofField: "replaces")),
                            DiagnosticNote("a page's links can lead to one page only: remove one 'replaces'")]))
                continue
            }
            replacing[replaced] = index
            order.append(replaced)
            if let problem = incompatibility(of: keyboard.layout, replacing: keyboards[target].layout) {
                diagnostics.append(Diagnostic(.incompatibleReplacement, problem.message, at: location, notes: [DiagnosticNote(problem.fix)]))
            }
        }
        guard !replacing.isEmpty else { return }
        let replacements = replacing.mapValues { keyboards[$0].layout.id }
        for index in keyboards.indices {
            let redirected = PageLinks.redirect(&keyboards[index].layout, replacements)
            keyboards[index].redirectedLinks = redirected.map { RedirectedLink(replaced: $0, replacement: replacements[$0] ?? $0) }
        }
        let standard = Dictionary(keyboards[ownCount...].map { ($0.layout.id, $0.layout) }, uniquingKeysWith: { first, _ in first })
        let shown = PageLinks.reached(from: keyboards[..<ownCount].map(\.layout), among: standard)
        for replaced in order {
            let leading = keyboards.filter { $0.redirectedLinks.contains { $0.replaced == replaced } }
            guard !leading.contains(where: { shown.contains($0.layout.id) }) else { continue }
            // Named by preference: a page the replaced page leads to (symbols, for letters), which a keyboard that
            // extends the replaced page reaches.
            let replacedLeadsTo = PageLinks.targets(of: keyboards[indexByID[replaced] ?? 0].layout)
            let unreached = (leading.first { replacedLeadsTo.contains($0.layout.id) } ?? leading.first)?.layout.id
            diagnostics.append(changesNothing(
                replaced, by: keyboards[replacing[replaced] ?? 0], unreachedPage: unreached,
                replacedLeadsThere: unreached.map(replacedLeadsTo.contains) ?? false))
        }
    }

    /// KBC0239 for each of the target's keyboards that extends a standard page nothing replaces, when the
    /// standard pages its keys lead to lead back to that page: the round trip (letters, `.?123`, `ABC`) ends
    /// on the standard page, not on the author's.
    private static func reportRoundTripsAwayFromExtensions(of keyboards: [ResolvedKeyboard], ownCount: Int, diagnostics: inout [Diagnostic]) {
        let own = keyboards[..<ownCount]
        guard own.contains(where: { $0.baseID != nil && $0.declaration.replaces == nil }) else { return }
        let standard = Dictionary(keyboards[ownCount...].map { ($0.layout.id, $0.layout) }, uniquingKeysWith: { first, _ in first })
        let replaced = Set(own.compactMap(\.declaration.replaces))
        let ownIDs = Set(own.map(\.layout.id))
        // A keyboard that replaces a page, even one that cannot be replaced, has been told about `replaces`.
        for keyboard in own where keyboard.isComplete && keyboard.declaration.replaces == nil {
            guard let base = keyboard.baseID, standard[base] != nil, !replaced.contains(base), !ownIDs.contains(base) else { continue }
            let reached = PageLinks.reached(from: [keyboard.layout], among: standard)
            guard reached.contains(base),
                  // Named by preference: a page the keyboard's own keys lead to (symbols, for letters).
                  let returning = (PageLinks.targets(of: keyboard.layout) + reached.sorted())
                      .first(where: { $0 != base && standard[$0].map { PageLinks.targets(of: $0).contains(base) } ?? false })
            else { continue }
            let id = keyboard.layout.id
            var notes: [DiagnosticNote] = []
            if let position = keyboard.positions.fields["extends"] {
                let start = SourcePosition(line: position.line, column: 1)
                notes.append(DiagnosticNote(
                    "to make the standard pages lead to '\(id)' instead, declare 'replaces: \(base)'",
                    fixIt: FixIt(file: keyboard.file, from: start, to: start, replacement: "replaces: \(base)\n")))
            }
            notes.append(DiagnosticNote("if the standard '\(base)' is meant to be shown too, allow it: '# kbc:allow KBC0239: reason' on the line before"))
            diagnostics.append(Diagnostic(
                .extendedPageNotReplaced,
                "'\(id)' extends the standard '\(base)' without replacing it: the standard '\(returning)', which its keys lead to, leads back to '\(base)', not to '\(id)'",
                at: keyboard.location(ofField: "extends"), notes: notes))
        }
    }

    /// KBC0236 for `replacement`, whose replaced page no page the target shows leads to: no page at all, or
    /// only `unreachedPage` and others that none of the target's keyboards reach (the replaced page among
    /// them when `replacedLeadsThere`, so a keyboard extending it would).
    private static func changesNothing(_ replaced: String, by replacement: ResolvedKeyboard, unreachedPage: String?, replacedLeadsThere: Bool) -> Diagnostic {
        let location = replacement.location(ofField: "replaces")
        guard let page = unreachedPage else {
            return Diagnostic(
                .replacementChangesNothing, "no page leads to '\(replaced)': replacing it changes nothing", at: location,
                notes: [DiagnosticNote("remove 'replaces', or name the page whose keys should lead to '\(replacement.layout.id)'")])
        }
        return Diagnostic(
            .replacementChangesNothing,
            "'\(page)' leads to '\(replaced)', but no keyboard of this target leads to '\(page)': replacing '\(replaced)' changes nothing",
            at: location,
            notes: [DiagnosticNote("add a key or toolbar item that switches to '\(page)'\(replacedLeadsThere ? " (one that extends '\(replaced)' inherits its key to it)" : ""), or remove 'replaces'")])
    }

    /// The keyboards of a circle of `replaces` starting at `start` (itself first), or `nil` when following
    /// its `replaces` leaves the target's keyboards or reaches a circle it is not part of.
    private static func cycle(from start: Int, in keyboards: [ResolvedKeyboard], indexByID: [String: Int]) -> [Int]? {
        var path = [start]
        var current = start
        while let replaced = keyboards[current].declaration.replaces, let next = indexByID[replaced] {
            if next == start { return path }
            guard !path.contains(next) else { return nil }
            path.append(next)
            current = next
        }
        return nil
    }

    private static func unknownPage(_ id: String, at location: SourceLocation, ids: [String], importsStandard: Bool) -> Diagnostic {
        var notes: [DiagnosticNote] = []
        if let suggestion = Suggestions.note(for: id, among: ids, at: nil, in: nil) { notes.append(suggestion) }
        if !importsStandard && StandardLayoutSources.ids.contains(id) {
            notes.append(DiagnosticNote("'\(id)' is one of kbc's standard keyboards: write 'standardLayouts: true' in the target's kbc-config.yaml"))
        }
        notes.append(DiagnosticNote("'replaces' names a standard page, such as letters or symbols"))
        return Diagnostic(.unknownReplacedPage, "no page has the id '\(id)'", at: location, notes: notes)
    }

    /// What makes `replacement` a poor stand-in for `replaced`: another character width (its `toggle-width`
    /// keys would lead to a page of the same width), or no rows for a device the replaced page has rows for.
    private static func incompatibility(of replacement: KeyboardLayout, replacing replaced: KeyboardLayout) -> (message: String, fix: String)? {
        if replacement.characterWidth != replaced.characterWidth {
            return ("'\(replaced.id)' is a \(replaced.characterWidth.rawValue)-width page and '\(replacement.id)' a \(replacement.characterWidth.rawValue)-width one: the keys that switch width would lead to a page of the width they leave",
                    "replace it with a page of the same 'characterWidth'")
        }
        let covered = Set(replacement.variants.map(\.device))
        if !covered.contains(nil), let device = replaced.variants.compactMap(\.device).first(where: { !covered.contains($0) }) {
            return ("'\(replaced.id)' has rows for \(device.rawValue); '\(replacement.id)' has none, so a \(device.rawValue) shows it with its phone rows stretched",
                    "declare a 'device: \(device.rawValue)' variant (inherited with 'extends' unless the keyboard replaces rows), or accept the stretched rows with 'disable: [KBC0238]'")
        }
        return nil
    }
}
