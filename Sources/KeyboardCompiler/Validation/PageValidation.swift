import KeyboardRuntime
import YAMLLoader

/// Runs the rules on every page of every resolved keyboard: its own rows, and each variant's.
///
/// A finding on a row that several pages share (a base's row, inherited; a row a variant keeps) is
/// reported once. One that only a variant's page or an inheriting keyboard makes says so in a note, so an
/// author reading a diagnostic in a base's file learns which built keyboard has the problem.
enum PageValidation {
    /// Appends the findings of every rule on every page of `keyboards` to `diagnostics`.
    /// The `imported` keyboards are other pages the keyboards may extend or lead to; they are not checked,
    /// and come first: a keyboard of the same id as one of them is the one reported.
    /// The `teamRules` run on every page as kbc's own rules do.
    /// A finding located in another file than the page's (a base's row, inherited) is also entered in
    /// `inheritedBy`, with the note naming the inheriting keyboard: a report kept to some files
    /// (`CompilationResult.keepOnly(files:clashingWith:)`) keeps what concerns their keyboards, even when the
    /// finding is reported once, plainly, in the base's file.
    static func validate(
        _ keyboards: [ResolvedKeyboard], imported: [ResolvedKeyboard] = [], failedFiles: [FailedLayoutFile], teamRules: [TeamRule] = [],
        into diagnostics: inout [Diagnostic], inheritedBy: inout [FindingKey: [DiagnosticNote]]
    ) {
        // Each keyboard's own page made once, for the context and for its rules: a second array for the
        // context would copy every page.
        var pages: [ResolvedPage] = []
        pages.reserveCapacity(imported.count + keyboards.count)
        for index in imported.indices { pages.append(ResolvedPage(imported[index])) }
        for index in keyboards.indices { pages.append(ResolvedPage(keyboards[index])) }
        let first = imported.count
        let standardFiles = Set(imported.map { Array($0.file.utf8) })
        let validator = KeyboardValidator(context: ValidationContext(keyboards: pages, failedFiles: failedFiles), teamRules: teamRules)
        var findings = Findings(sharingRows: keyboards.contains { $0.baseID != nil || !$0.layout.variants.isEmpty })
        func validate(_ page: borrowing ResolvedPage) {
            var found: [Diagnostic] = []
            validator.validate(page, into: &found)
            for diagnostic in found {
                let inheritance = inheritanceNote(for: diagnostic, on: page)
                if inheritance != nil, let location = diagnostic.location, standardFiles.contains(Array(location.file.utf8)) {
                    findings.add(inStandardRow(diagnostic, of: page), context: contextNotes(for: diagnostic, on: page, inheritance: nil))
                    continue
                }
                if let inheritance { inheritedBy[FindingKey(diagnostic), default: []].append(inheritance) }
                findings.add(diagnostic, context: contextNotes(for: diagnostic, on: page, inheritance: inheritance))
            }
        }
        // The pages of `ResolvedKeyboard.pages`, in its order, with the own page the context already has
        // rather than made again and copied out of that array.
        for index in keyboards.indices {
            validate(pages[first + index])
            for variant in keyboards[index].layout.variants.indices { validate(ResolvedPage(keyboards[index], variant: variant)) }
        }
        diagnostics += findings.diagnostics
    }

    /// Notes that say where a finding was made, when it is not plain from its location: on a variant's
    /// page, or in a keyboard that inherited the row from another file.
    private static func contextNotes(for diagnostic: Diagnostic, on page: ResolvedPage, inheritance: DiagnosticNote?) -> [DiagnosticNote] {
        var notes: [DiagnosticNote] = []
        if let location = page.variantLocation {
            notes.append(DiagnosticNote("on \(page.setting) of '\(page.layout.id)', the variant declared here", at: location))
        }
        if let inheritance { notes.append(inheritance) }
        return notes
    }

    /// A finding made on a row that `page` inherits from a standard keyboard, located at the page's
    /// `extends` in the author's file, with the standard row as a note: the standard layouts' files are
    /// built into kbc, and no editor can open them.
    private static func inStandardRow(_ diagnostic: Diagnostic, of page: ResolvedPage) -> Diagnostic {
        var moved = diagnostic
        moved.location = page.location(ofField: "extends")
        moved.notes = [DiagnosticNote("in the row '\(page.layout.id)' inherits from kbc's standard layouts", at: diagnostic.location)] + diagnostic.notes
        return moved
    }

    /// The note naming the keyboard a finding was made in, when it was made in another file than the
    /// keyboard's (on a row the keyboard inherited).
    private static func inheritanceNote(for diagnostic: Diagnostic, on page: ResolvedPage) -> DiagnosticNote? {
        guard let baseID = page.baseID, let file = diagnostic.location?.file, !file.utf8.elementsEqual(page.file.utf8) else { return nil }
        return DiagnosticNote("in '\(page.layout.id)', which extends '\(baseID)' here", at: page.location(ofField: "extends"))
    }

    /// The findings of all pages, each once: where the same finding is made plainly (on a keyboard's own
    /// page, in its own file) and in context, the plain one is kept. Pages share rows only through a base
    /// or variants; without either (the usual target), each page's findings are its own, kept as made.
    private struct Findings {
        private let sharingRows: Bool
        private(set) var diagnostics: [Diagnostic] = []
        private var indexByKey: [FindingKey: (index: Int, isPlain: Bool)] = [:]

        /// Findings of pages that share rows (`sharingRows`), or of pages that share none.
        init(sharingRows: Bool) {
            self.sharingRows = sharingRows
        }

        mutating func add(_ diagnostic: Diagnostic, context: [DiagnosticNote]) {
            guard sharingRows else {
                diagnostics.append(diagnostic)
                return
            }
            let key = FindingKey(diagnostic)
            var annotated = diagnostic
            if !context.isEmpty { annotated.notes = context + diagnostic.notes }
            if let existing = indexByKey[key] {
                if context.isEmpty && !existing.isPlain {
                    diagnostics[existing.index] = annotated
                    indexByKey[key] = (existing.index, true)
                }
                return
            }
            indexByKey[key] = (diagnostics.count, context.isEmpty)
            diagnostics.append(annotated)
        }
    }
}

/// What tells one finding from another when pages that share rows make it again: its code, message and place.
struct FindingKey: Hashable, Sendable {
    var code: DiagnosticCode
    var message: String
    var location: SourceLocation?

    /// The key of `diagnostic`.
    init(_ diagnostic: Diagnostic) {
        code = diagnostic.code
        message = diagnostic.message
        location = diagnostic.location
    }
}
