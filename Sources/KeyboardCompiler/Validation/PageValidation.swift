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
    static func validate(
        _ keyboards: [ResolvedKeyboard], imported: [ResolvedKeyboard] = [], failedFiles: [FailedLayoutFile], teamRules: [TeamRule] = [],
        into diagnostics: inout [Diagnostic]
    ) {
        // Each keyboard's own page made once, for the context and for its rules: a second array for the
        // context would copy every page.
        var pages: [ResolvedPage] = []
        pages.reserveCapacity(imported.count + keyboards.count)
        for index in imported.indices { pages.append(ResolvedPage(imported[index])) }
        for index in keyboards.indices { pages.append(ResolvedPage(keyboards[index])) }
        let first = imported.count
        let validator = KeyboardValidator(context: ValidationContext(keyboards: pages, failedFiles: failedFiles), teamRules: teamRules)
        var findings = Findings(sharingRows: keyboards.contains { $0.baseID != nil || !$0.layout.variants.isEmpty })
        func validate(_ page: borrowing ResolvedPage) {
            var found: [Diagnostic] = []
            validator.validate(page, into: &found)
            for diagnostic in found { findings.add(diagnostic, context: contextNotes(for: diagnostic, on: page)) }
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
    private static func contextNotes(for diagnostic: Diagnostic, on page: ResolvedPage) -> [DiagnosticNote] {
        var notes: [DiagnosticNote] = []
        if let location = page.variantLocation {
            notes.append(DiagnosticNote("on \(page.setting) of '\(page.layout.id)', the variant declared here", at: location))
        }
        if let baseID = page.baseID, let file = diagnostic.location?.file, !file.utf8.elementsEqual(page.file.utf8) {
            notes.append(DiagnosticNote("in '\(page.layout.id)', which extends '\(baseID)' here", at: page.location(ofField: "extends")))
        }
        return notes
    }

    /// The findings of all pages, each once: where the same finding is made plainly (on a keyboard's own
    /// page, in its own file) and in context, the plain one is kept. Pages share rows only through a base
    /// or variants; without either (the usual target), each page's findings are its own, kept as made.
    private struct Findings {
        private struct Key: Hashable {
            var code: DiagnosticCode
            var message: String
            var location: SourceLocation?
        }
        private let sharingRows: Bool
        private(set) var diagnostics: [Diagnostic] = []
        private var indexByKey: [Key: (index: Int, isPlain: Bool)] = [:]

        /// Findings of pages that share rows (`sharingRows`), or of pages that share none.
        init(sharingRows: Bool) {
            self.sharingRows = sharingRows
        }

        mutating func add(_ diagnostic: Diagnostic, context: [DiagnosticNote]) {
            guard sharingRows else {
                diagnostics.append(diagnostic)
                return
            }
            let key = Key(code: diagnostic.code, message: diagnostic.message, location: diagnostic.location)
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
