import Foundation
import KeyboardCompiler
import YAMLLoader

/// Reads a Unicode CLDR keyboard (LDML Keyboard 3.0, `<keyboard3>`) into ``ImportedPage``s: one page per
/// touch layer, with switch keys where the layers have them, or, for a hardware layout, one page for the
/// unmodified keys with the shift layer as each key's `shift`, and one for the AltGr layer.
///
/// Everything it cannot carry over is reported where the file says it.
public struct CLDRKeyboardReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// The pages of the keyboard whose root element is `root`, read from `file`, with ids starting `id`.
    public func pages(from root: XMLReader.Element, file: String, id: String) -> (pages: [ImportedPage], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        func at(_ position: SourcePosition) -> SourceLocation { SourceLocation(file: file, position: position) }
        guard root.name == "keyboard3" else {
            let message = root.name == "keyboard"
                ? (root["conformsTo"] == "techpreview"
                    ? "<keyboard conformsTo=\"techpreview\"> is the technical preview of LDML Keyboard 3.0, whose release renamed its elements; kbc imports <keyboard3> files (CLDR 45 and later)"
                    : "<keyboard> is LDML Keyboard before version 3.0; kbc imports <keyboard3> files")
                : "the document is <\(root.name)>, not a CLDR keyboard (<keyboard3>)"
            return ([], [Diagnostic(.importInvalidSource, message, at: at(root.position))])
        }
        let known: Set<String> = ["version", "info", "settings", "locales", "displays", "displayOptions", "keys", "flicks", "layers", "variables", "transforms"]
        for child in root.children where !known.contains(child.name) {
            diagnostics.append(Diagnostic(.importNotCarriedOver, "<\(child.name)> is not carried over", at: at(child.position)))
        }
        reportText(in: root, file: file, diagnostics: &diagnostics)
        let locale = root.attribute("locale").flatMap { ImportNaming.pageLocale($0.value, at: at($0.valuePosition), diagnostics: &diagnostics) }
        for other in root.children(named: "locales").flatMap({ $0.children(named: "locale") })
        where other["id"].flatMap(ImportNaming.pageLocale) != locale {
            diagnostics.append(Diagnostic(
                .importNotCarriedOver, "the keyboard also serves '\(other["id"] ?? "")'; a kbc page has one locale", at: at(other.position)))
        }
        var table = CLDRKeyTable(file: file)
        table.read(root, diagnostics: &diagnostics)
        table.readMarkerTransforms(root)
        let name = root.children(named: "info").first?["name"]
        let transforms = self.transforms(root, table: table, diagnostics: &diagnostics)

        let forms = root.children(named: "layers")
        guard !forms.isEmpty else {
            // Layers written straight into <keyboard3> (CLDR's shn.xml) are not read: say where they belong.
            let loose = root.children(named: "layer").count
            diagnostics.append(Diagnostic(
                .importInvalidSource,
                loose == 0 ? "the keyboard has no <layers>"
                    : "the keyboard has no <layers>: its \(loose) <layer> element\(loose == 1 ? " stands" : "s stand") directly in <keyboard3>; put \(loose == 1 ? "it" : "them") in <layers formId=\"us\"> (or the form \(loose == 1 ? "it is" : "they are") for)",
                at: at(root.position)))
            return ([], diagnostics)
        }
        // One form: the smallest touch layout, else the first hardware one.
        let touch = forms.filter { ($0["formId"] ?? $0["form"]) == "touch" }
        let chosen = touch.min { Self.minimumWidth($0) < Self.minimumWidth($1) } ?? forms[0]
        for other in forms where other.position != chosen.position {
            let form = other["formId"] ?? other["form"] ?? "?"
            diagnostics.append(Diagnostic(
                .importNotCarriedOver,
                "the '\(form)' layers\(other["minDeviceWidth"].map { " for devices from \($0) mm" } ?? "") are not carried over: kbc imports one form, here the '\(chosen["formId"] ?? chosen["form"] ?? "?")' layers",
                at: at(other.position)))
        }
        table.reportUnknownAttributes(of: chosen, known: ["formId", "form", "minDeviceWidth"], diagnostics: &diagnostics)
        var context = CLDRLayerPages(file: file, id: id, locale: locale, name: name ?? id, transforms: transforms, table: table)
        var pages: [ImportedPage]
        if (chosen["formId"] ?? chosen["form"]) == "touch" {
            pages = context.touchPages(chosen, diagnostics: &diagnostics)
        } else {
            pages = context.hardwarePages(chosen, diagnostics: &diagnostics)
        }
        ImportNaming.markDirection(of: &pages, locale: locale)
        ImportedTransformPlacement.place(transforms, on: &pages, diagnostics: &diagnostics)
        return (pages, diagnostics)
    }

    /// Text inside elements, which LDML keyboards never hold, is reported rather than ignored.
    private func reportText(in element: XMLReader.Element, file: String, diagnostics: inout [Diagnostic]) {
        if let position = element.textPosition {
            diagnostics.append(Diagnostic(
                .importNotCarriedOver, "the text inside <\(element.name)> is not carried over", at: SourceLocation(file: file, position: position)))
        }
        for child in element.children { reportText(in: child, file: file, diagnostics: &diagnostics) }
    }

    private static func minimumWidth(_ element: XMLReader.Element) -> Double {
        element["minDeviceWidth"].flatMap(Double.init) ?? 0
    }

    /// The literal transforms of the keyboard, and those capturing one item of a set written out item by
    /// item; the others (regular expressions, reorders, backspace transforms) are reported.
    private func transforms(_ root: XMLReader.Element, table: CLDRKeyTable, diagnostics: inout [Diagnostic]) -> [ImportedTransform] {
        var result: [ImportedTransform] = []
        // The first transform from a sequence wins, as in CLDR, where the first that matches applies.
        var firstBySequence: [[UInt32]: Int] = [:]
        func add(_ sequence: String, _ text: String, at place: SourceLocation) -> ImportedTransform? {
            let identity = sequence.unicodeScalars.map(\.value)
            if let first = firstBySequence[identity] { return result[first] }
            firstBySequence[identity] = result.count
            result.append(ImportedTransform(from: sequence, to: text, location: place))
            return nil
        }
        // Text around markers and variables, as the dead keys type it.
        func literal(_ text: String) -> String? {
            guard let marked = CLDRText.replacingMarkers(CLDRText.unescapedPattern(text), displays: table.markerDisplays),
                  case .success(let resolved) = CLDRText.resolve(marked, variables: table.variables) else { return nil }
            return resolved
        }
        var expanded = 0
        // CLDR keyboards type NFC unless their settings say otherwise: a result written decomposed
        // (`$1\u{302}`) is the precomposed character they type.
        let normalizes = root.children(named: "settings").first?["normalization"] != "disabled"
        func typed(_ text: String) -> String { normalizes ? text.precomposedStringWithCanonicalMapping : text }
        for element in root.children(named: "transforms") {
            let location = table.location(element.position)
            guard (element["type"] ?? "simple") == "simple" else {
                diagnostics.append(Diagnostic(.importNotCarriedOver, "the '\(element["type"] ?? "")' transforms are not carried over", at: location))
                continue
            }
            let groups = element.children(named: "transformGroup")
            for transform in element.children(named: "transform") + groups.flatMap({ $0.children(named: "transform") }) {
                let place = table.location(transform.position)
                guard let from = transform["from"] else { continue }
                if let unclosed = ["from", "to"].first(where: { transform[$0].map(CLDRText.hasUnclosedMarker) ?? false }) {
                    diagnostics.append(Diagnostic(
                        .importInvalidSource, "the \(unclosed) of <transform>: \(CLDRText.unclosedMarker)",
                        at: table.location(transform.attribute(unclosed)!.valuePosition)))
                    continue
                }
                // Carried over by the marker's key, which types the text.
                if let marker = CLDRText.markerName(from), table.markersTypedByTransform.contains(marker) { continue }
                let to = transform["to"] ?? ""
                if let pattern = CLDRSetTransforms.pattern(from: from, to: to),
                   let pairs = CLDRSetTransforms.expand(pattern, sets: table.sets, resolve: literal), expanded + pairs.count <= CLDRSetTransforms.limit {
                    expanded += pairs.count
                    for pair in pairs where !pair.to.isEmpty && !pair.from.isEmpty && !pair.from.unicodeScalars.elementsEqual(pair.to.unicodeScalars) {
                        _ = add(pair.from, typed(pair.to), at: place)
                    }
                    continue
                }
                // Markers are the dead keys' displays, which the dead keys type.
                guard CLDRText.replacingMarkers(CLDRText.unescapedPattern(from), displays: table.markerDisplays) != nil else {
                    diagnostics.append(Diagnostic(
                        .importNotCarriedOver, "the transform from '\(from)' has a marker that no <display> shows; not carried over", at: place))
                    continue
                }
                guard CLDRText.isLiteral(from), CLDRText.isLiteral(to), let sequence = literal(from),
                      case .success(let text) = CLDRText.resolve(to, variables: table.variables), !sequence.isEmpty else {
                    diagnostics.append(Diagnostic(
                        .importNotCarriedOver, "the transform from '\(from)' is a pattern, not a typed sequence; not carried over", at: place))
                    continue
                }
                guard !text.isEmpty else {
                    diagnostics.append(Diagnostic(
                        .importNotCarriedOver, "the transform from '\(from)' deletes what it matches, which a kbc transform cannot; not carried over", at: place))
                    continue
                }
                guard !CLDRText.hasMarker(to) else {
                    diagnostics.append(Diagnostic(
                        .importNotCarriedOver, "the transform from '\(from)' gives a marker, which a kbc page cannot hold; not carried over", at: place))
                    continue
                }
                if let first = add(sequence, typed(text), at: place) {
                    diagnostics.append(Diagnostic(
                        .importNotCarriedOver, "a second transform from '\(sequence.visibleEscaped)'; the first, to '\(first.to.visibleEscaped)', is kept",
                        at: place, notes: [DiagnosticNote("the first", at: first.location)]))
                }
            }
            for reorder in groups.flatMap({ $0.children(named: "reorder") }) {
                diagnostics.append(Diagnostic(.importNotCarriedOver, "<reorder> is not carried over", at: table.location(reorder.position)))
            }
        }
        return result
    }
}
