import KeyboardCompiler
import YAMLLoader

/// The keys of a CLDR keyboard by id, with everything a row needs to turn an id into a key: the file's
/// `<keys>`, CLDR's implied and imported keys, `<displays>`, `<flicks>` and `<variables>`.
struct CLDRKeyTable {
    /// A key as `<key>` defines it, with its texts resolved.
    struct Definition {
        var id: String
        /// What a tap types (`output`, or `to` in drafts of the format); `nil` for a key that types nothing.
        var output: String?
        /// The page a tap shows (`layerId`, or `switch` in drafts).
        var layer: String?
        var isGap = false
        /// Whether the key's output is only a marker (`\m{acute}`): a dead key, which only transforms give meaning.
        var isDeadKey = false
        /// The marker's name, for a dead key.
        var marker: String?
        /// The width in key units, when given.
        var width: Double?
        var stretches = false
        /// The ids of the keys a long press offers (`longPressKeyIds`), or their outputs (`longPress` in drafts).
        var longPressIDs: [String] = []
        var longPressOutputs: [String] = []
        var longPressDefault: String?
        var multiTap: String?
        var flickID: String?
        var location: SourceLocation
    }

    /// A flick: its segments' directions and key ids, each with where it is given.
    struct Flick {
        var segments: [(directions: String, keyID: String?, output: String?, location: SourceLocation)]
    }

    var definitions: [String: Definition] = [:]
    var flicks: [String: Flick] = [:]
    /// Labels by output text and by key id (`<displays>`).
    var displaysByOutput: [String: String] = [:]
    var displaysByKeyID: [String: String] = [:]
    /// What each marker (`\m{acute}`) shows, from the `<display>` whose output is the marker alone.
    var markerDisplays: [String: String] = [:]
    var variables: [String: String] = [:]
    /// The items of each `<set>` of `<variables>`, by id, for the transforms that capture one of them.
    var sets: [String: [String]] = [:]
    /// Markers that a transform of their own turns into text (`<transform from="\m{five}" to="𐩃𐩀"/>`):
    /// their keys type that text, and their transform goes without saying.
    var markersTypedByTransform: Set<String> = []
    /// Keys of the standard imports in effect.
    var imported: [String: String] = CLDRStandardKeys.punctuation.merging(CLDRStandardKeys.currency) { first, _ in first }

    let file: String

    init(file: String) {
        self.file = file
    }

    func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    /// The key with `id`, from the file or CLDR's standard keys; `nil` when none defines it.
    func definition(_ id: String, at position: SourcePosition) -> Definition? {
        if let defined = definitions[id] { return defined }
        if id == "gap" { return Definition(id: id, isGap: true, location: location(position)) }
        if let text = CLDRStandardKeys.implied(id) ?? imported[id] {
            return Definition(id: id, output: text, stretches: id == "space", location: location(position))
        }
        return nil
    }

    /// Reads `<variables>`, `<displays>`, `<keys>` and `<flicks>` of `root`.
    mutating func read(_ root: XMLReader.Element, diagnostics: inout [Diagnostic]) {
        var raw: [String: String] = [:]
        for variablesElement in root.children(named: "variables") {
            for variable in variablesElement.children {
                guard variable.name == "string", let id = variable["id"], let value = variable["value"] else {
                    // Sets are used by transforms only, which report what they cannot carry over.
                    if variable.name != "set" && variable.name != "uset" {
                        diagnostics.append(Diagnostic(.importNotCarriedOver, "<\(variable.name)> in <variables> is not carried over", at: location(variable.position)))
                    }
                    continue
                }
                raw[id] = value
            }
        }
        // Variables may refer to earlier variables.
        for (id, value) in raw {
            if case .success(let resolved) = CLDRText.resolve(value, variables: raw) { variables[id] = resolved } else { variables[id] = value }
        }
        sets = CLDRSetTransforms.sets(in: root, variables: variables)
        for keys in root.children(named: "keys") {
            for element in keys.children {
                switch element.name {
                case "key": readKey(element, diagnostics: &diagnostics)
                case "import": readImport(element, diagnostics: &diagnostics)
                default:
                    diagnostics.append(Diagnostic(.importNotCarriedOver, "<\(element.name)> in <keys> is not carried over", at: location(element.position)))
                }
            }
        }
        for displays in root.children(named: "displays") {
            for display in displays.children where display.name == "display" {
                guard let shown = display["display"].flatMap({ resolved($0, display, "display", &diagnostics) }) else { continue }
                // `to` is the output's name in the technical preview of the format, which CLDR's own files still use.
                let outputAttribute = display["output"] != nil ? "output" : "to"
                if let output = display[outputAttribute], let marker = CLDRText.markerName(output) {
                    markerDisplays[marker] = shown
                } else if let keyID = display["keyId"] {
                    displaysByKeyID[keyID] = shown
                } else if let output = display[outputAttribute] {
                    if let text = resolved(output, display, outputAttribute, &diagnostics) { displaysByOutput[text] = shown }
                } else {
                    diagnostics.append(Diagnostic(
                        .importNotCarriedOver, "the <display> of '\(shown.visibleEscaped)' names neither a keyId nor an output; not carried over",
                        at: location(display.position)))
                }
            }
        }
        // A dead key shown by its id (`<display keyId="more" display="…">`) shows its marker too, for the
        // transforms that start with it, unless a `<display>` of the marker itself says otherwise.
        for key in definitions.values.sorted(by: { $0.location.position < $1.location.position }) {
            guard key.isDeadKey, let marker = key.marker, markerDisplays[marker] == nil, let shown = displaysByKeyID[key.id] else { continue }
            markerDisplays[marker] = shown
        }
        for flicksElement in root.children(named: "flicks") {
            for flick in flicksElement.children where flick.name == "flick" {
                guard let id = flick["id"] else { continue }
                var segments: [(String, String?, String?, SourceLocation)] = []
                for segment in flick.children where segment.name == "flickSegment" || segment.name == "flick" {
                    let output = segment["output"] ?? segment["to"]
                    segments.append((segment["directions"] ?? "", segment["keyId"], output.flatMap { resolved($0, segment, "output", &diagnostics) }, location(segment.position)))
                }
                flicks[id] = Flick(segments: segments)
            }
        }
    }

    /// Takes each marker without a `<display>` that a transform alone turns into text as typing that text
    /// (CLDR's Gandhari numbers, Egyptian brackets): in CLDR the transform applies as soon as the key is typed.
    mutating func readMarkerTransforms(_ root: XMLReader.Element) {
        for element in root.children(named: "transforms") where (element["type"] ?? "simple") == "simple" {
            let groups = element.children(named: "transformGroup")
            for transform in element.children(named: "transform") + groups.flatMap({ $0.children(named: "transform") }) {
                guard let marker = transform["from"].flatMap(CLDRText.markerName), markerDisplays[marker] == nil,
                      let to = transform["to"], CLDRText.isLiteral(to), !CLDRText.hasMarker(to),
                      case .success(let text) = CLDRText.resolve(to, variables: variables), !text.isEmpty else { continue }
                markerDisplays[marker] = text
                markersTypedByTransform.insert(marker)
            }
        }
    }

    private mutating func readKey(_ element: XMLReader.Element, diagnostics: inout [Diagnostic]) {
        guard let id = element["id"] else {
            diagnostics.append(Diagnostic(.importInvalidSource, "<key> without an id", at: location(element.position)))
            return
        }
        if let first = definitions[id] {
            diagnostics.append(Diagnostic(
                .importNotCarriedOver, "a second <key> with the id '\(id)' is not carried over; the first is kept",
                at: location(element.position), notes: [DiagnosticNote("the first", at: first.location)]))
            return
        }
        var key = Definition(id: id, location: location(element.position))
        reportUnknownAttributes(of: element, known: Self.keyAttributes, diagnostics: &diagnostics)
        if let output = element["output"] ?? element["to"] {
            key.marker = CLDRText.markerName(output)
            key.isDeadKey = key.marker != nil
            if CLDRText.hasMarker(output), !key.isDeadKey, !CLDRText.hasUnclosedMarker(output) {
                diagnostics.append(Diagnostic(.importNotCarriedOver, "the marker in the output of '\(id)' is not carried over (markers belong to transforms)", at: location(element.attribute("output")?.position ?? element.position)))
            }
            key.output = resolved(output.replacingMarkers(), element, "output", &diagnostics)
        }
        key.layer = element["layerId"] ?? element["switch"]
        key.isGap = element["gap"] == "true"
        key.stretches = element["stretch"] == "true"
        if let width = element["width"] {
            if let value = Double(width), value > 0, value <= 100 {
                key.width = value
            } else {
                diagnostics.append(Diagnostic(.importInvalidSource, "the width '\(width)' of '\(id)' is not a number of key units", at: location(element.attribute("width")!.valuePosition)))
            }
        }
        key.longPressIDs = (element["longPressKeyIds"] ?? "").split(separator: " ").map(String.init)
        if let longPress = element["longPress"] {
            key.longPressOutputs = longPress.split(separator: " ").compactMap { resolved(String($0), element, "longPress", &diagnostics) }
        }
        key.longPressDefault = element["longPressDefaultKeyId"]
        key.multiTap = element["multiTapKeyIds"]
        key.flickID = element["flickId"]
        for child in element.children {
            diagnostics.append(Diagnostic(.importNotCarriedOver, "<\(child.name)> inside <key> is not carried over", at: location(child.position)))
        }
        definitions[id] = key
    }

    /// The attributes of `<key>` kbc reads: LDML Keyboard 3.0's, and `to`, `switch` and `longPress` of its drafts.
    static let keyAttributes: Set<String> = [
        "id", "output", "to", "layerId", "switch", "gap", "width", "stretch", "longPressKeyIds", "longPress",
        "longPressDefaultKeyId", "multiTapKeyIds", "flickId",
    ]

    /// Reports each attribute of `element` not in `known` as not carried over.
    func reportUnknownAttributes(of element: XMLReader.Element, known: Set<String>, diagnostics: inout [Diagnostic]) {
        for attribute in element.attributes where !known.contains(attribute.name) && !attribute.name.hasPrefix("xmlns") {
            diagnostics.append(Diagnostic(
                .importNotCarriedOver, "the attribute '\(attribute.name)' of <\(element.name)> is not carried over", at: location(attribute.position)))
        }
    }

    private mutating func readImport(_ element: XMLReader.Element, diagnostics: inout [Diagnostic]) {
        let path = element["path"] ?? ""
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if element["base"] == "cldr", CLDRStandardKeys.imports[name] != nil { return }
        diagnostics.append(Diagnostic(
            .importNotCarriedOver, "the import '\(path)' is not one of CLDR's standard key files kbc knows; its keys are not carried over",
            at: location(element.position)))
    }

    /// `text` with escapes and variables replaced, or `nil` after reporting why not.
    func resolved(_ text: String, _ element: XMLReader.Element, _ attribute: String, _ diagnostics: inout [Diagnostic]) -> String? {
        switch CLDRText.resolve(text, variables: variables) {
        case .success(let value): return value
        case .failure(let problem):
            let position = element.attribute(attribute)?.valuePosition ?? element.position
            diagnostics.append(Diagnostic(.importInvalidSource, "the \(attribute) of <\(element.name)>: \(problem.message)", at: location(position)))
            return nil
        }
    }
}

extension String {
    /// The text without CLDR markers (`\m{name}`), which only transforms read.
    fileprivate func replacingMarkers() -> String {
        let scalars = Array(unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\\", index + 2 < scalars.count, scalars[index + 1] == "m", scalars[index + 2] == "{",
               let close = scalars[(index + 3)...].firstIndex(of: "}") {
                index = close + 1
                continue
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }
}
