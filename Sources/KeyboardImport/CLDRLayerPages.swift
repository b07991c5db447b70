import KeyboardCompiler
import YAMLLoader

/// Turns the `<layer>`s of one CLDR `<layers>` form into pages.
struct CLDRLayerPages {
    let file: String
    let id: String
    let locale: String?
    let name: String
    let transforms: [ImportedTransform]
    let table: CLDRKeyTable
    /// Page ids by CLDR layer id, for switch keys.
    var pageIDs: [String: String] = [:]

    init(file: String, id: String, locale: String?, name: String, transforms: [ImportedTransform], table: CLDRKeyTable) {
        self.file = file
        self.id = id
        self.locale = locale
        self.name = name
        self.transforms = transforms
        self.table = table
    }

    private func at(_ position: SourcePosition) -> SourceLocation { SourceLocation(file: file, position: position) }

    private func page(_ id: String, part: String, partName: String? = nil, origin: SourcePosition) -> ImportedPage {
        var page = ImportedPage(
            id: id, origin: at(origin),
            source: ImportedPage.Source(file: file, format: "CLDR keyboard", name: name, part: part, partName: partName))
        page.locale = locale
        page.transforms = transforms
        return page
    }

    // MARK: Touch

    /// One page per layer, the first (or `base`) with the keyboard's id and the others with the layer's
    /// id added (`ja-num`). A `shift` layer shaped as the base layer, key for key, becomes the base
    /// page's `shift` texts instead, and the keys between the two become shift keys.
    mutating func touchPages(_ form: XMLReader.Element, diagnostics: inout [Diagnostic]) -> [ImportedPage] {
        let layers = form.children(named: "layer")
        func layerID(_ index: Int) -> String { layers[index]["id"] ?? "layer-\(index + 1)" }
        let baseIndex = layers.indices.first { layerID($0) == "base" } ?? 0
        for index in layers.indices {
            pageIDs[layerID(index)] = index == baseIndex ? id : ImportNaming.keyboardID(id + "-" + layerID(index))
        }
        var rowsByLayer = layers.map { rows(of: $0, diagnostics: &diagnostics) }
        // The shift layer merged into the base page, when their shapes match.
        var merged: Int?
        var mergedPage: String?
        if layers.indices.contains(baseIndex),
           let shiftIndex = layers.indices.first(where: { $0 != baseIndex && Self.isShiftLayer(layers[$0]) }),
           let shifted = shiftMerged(base: rowsByLayer[baseIndex], shift: rowsByLayer[shiftIndex], shiftPage: pageIDs[layerID(shiftIndex)]!, diagnostics: &diagnostics) {
            rowsByLayer[baseIndex] = shifted
            merged = shiftIndex
            mergedPage = pageIDs[layerID(shiftIndex)]
            // Switch keys of other pages to the shift layer lead to the base page, which now holds it.
            pageIDs[layerID(shiftIndex)] = id
        }
        var pages: [ImportedPage] = []
        for index in layers.indices where index != merged {
            let layer = layers[index]
            var page = page(index == baseIndex ? id : pageIDs[layerID(index)]!, part: "touch layer", partName: layerID(index), origin: layer.position)
            if let modifiers = layer["modifiers"], modifiers != "none" {
                diagnostics.append(Diagnostic(
                    .importNotCarriedOver, "the layer is chosen by the modifiers '\(modifiers)'; its page is reached only by switch keys", at: at(layer.position)))
            }
            page.rows = rowsByLayer[index].map { row in
                row.map { item in
                    // A switch to the merged shift layer made before it was merged.
                    guard let mergedPage, case .function(var key) = item, case .switchTo(mergedPage) = key.action else { return item }
                    key.action = .switchTo(id)
                    return .function(key)
                }
            }
            pages.append(page)
        }
        return pages
    }

    /// Whether a touch layer is the shift layer: its modifiers say so, or, as in CLDR's own touch
    /// keyboards, which give touch layers no modifiers, its id is `shift`.
    private static func isShiftLayer(_ layer: XMLReader.Element) -> Bool {
        guard let modifiers = layer["modifiers"] else { return layer["id"] == "shift" }
        return modifiers == "shift"
    }

    /// The base rows with each character key's `shift` from the same place of the shift layer, and the
    /// switches between the two layers made shift keys; `nil` when the layers differ in shape.
    private func shiftMerged(base: [[ImportedItem]], shift: [[ImportedItem]], shiftPage: String, diagnostics: inout [Diagnostic]) -> [[ImportedItem]]? {
        guard base.count == shift.count, zip(base, shift).allSatisfy({ $0.count == $1.count }) else { return nil }
        var result = base
        // Reported only when the layers merge: otherwise the shift layer is a page of its own and keeps them.
        var lost: [Diagnostic] = []
        for (row, pair) in zip(base, shift).enumerated() {
            for (column, (plain, shifted)) in zip(pair.0, pair.1).enumerated() {
                switch (plain, shifted) {
                case (.character(var key), .character(let shiftedKey)):
                    // Kept whatever it is: the writer knows whether the page's locale says it without a word.
                    key.shift = shiftedKey.text
                    key.isShiftDeadKey = shiftedKey.isDeadKey
                    let derived = key.alternates.map { ImportedPage.defaultShift(of: $0, locale: locale) }
                    if !shiftedKey.alternates.isEmpty, shiftedKey.alternates != derived {
                        lost.append(Diagnostic(
                            .importNotCarriedOver,
                            "the long press under shift (\(shiftedKey.alternates.joined(separator: " "))) is not carried over: kbc shifts the key's own alternates",
                            at: shiftedKey.location))
                    }
                    result[row][column] = .character(key)
                case (.function(let key), .function(let other)):
                    if case .switchTo(shiftPage) = key.action, case .switchTo(id) = other.action {
                        result[row][column] = .function(ImportedFunctionKey(.shift, width: key.width, location: key.location))
                    } else if key.action != other.action {
                        return nil
                    }
                case (.gap, .gap):
                    break
                default:
                    return nil
                }
            }
        }
        diagnostics += lost
        return result
    }

    // MARK: Hardware

    /// The unmodified layer as a page whose keys take their `shift` (and `caps`) from the shift (and caps)
    /// layer, and the AltGr layer as a page of its own; a bottom row with shift, space, delete and return.
    mutating func hardwarePages(_ form: XMLReader.Element, diagnostics: inout [Diagnostic]) -> [ImportedPage] {
        var byModifiers: [Set<String>: XMLReader.Element] = [:]
        for layer in form.children(named: "layer") {
            let text = layer["modifiers"] ?? layer["modifier"] ?? "none"
            // Alternatives are separated by commas; the first names the layer here.
            for alternative in text.split(separator: ",") {
                let set = Set(alternative.split(separator: " ").map(String.init)).subtracting(["none"])
                if byModifiers[set] == nil { byModifiers[set] = layer }
            }
        }
        guard let base = byModifiers[[]] else {
            diagnostics.append(Diagnostic(.importInvalidSource, "the hardware layers have no layer without modifiers", at: at(form.position)))
            return []
        }
        // AltGr is `altR`; without an `altR` layer, the layers of `alt` (either Alt key, CLDR's French AZERTY
        // optimisé) or of `ctrl alt` (what Windows makes of AltGr, CLDR's French AZERTY) are the AltGr layers.
        for held in [["alt"], ["ctrl", "alt"]] where byModifiers[["altR"]] == nil {
            for shifted in [false, true] {
                let modifiers = Set(held + (shifted ? ["shift"] : []))
                if let layer = byModifiers[modifiers] { byModifiers[shifted ? ["altR", "shift"] : ["altR"]] = layer }
            }
        }
        let used: [Set<String>] = [[], ["shift"], ["caps"], ["altR"], ["altR", "shift"]]
        let usedLayers = Set(used.compactMap { byModifiers[$0]?.position })
        var reported: Set<SourcePosition> = []
        for (modifiers, layer) in byModifiers.sorted(by: { $0.value.position < $1.value.position })
        where !usedLayers.contains(layer.position) && reported.insert(layer.position).inserted {
            diagnostics.append(Diagnostic(
                .importNotCarriedOver, "the layer held by '\(modifiers.sorted().joined(separator: " "))' is not carried over", at: at(layer.position)))
        }
        let altGrID = ImportNaming.keyboardID(id + "-altgr")
        let altGr = byModifiers[["altR"]]
        var basePage = page(id, part: "the hardware layers without AltGr", origin: base.position)
        basePage.rows = merged(base: base, shift: byModifiers[["shift"]], caps: byModifiers[["caps"]], diagnostics: &diagnostics)
        addBottomRow(&basePage, shift: byModifiers[["shift"]] != nil, switchTo: altGr == nil ? nil : altGrID)
        var pages = [basePage]
        if let altGr {
            var page = page(altGrID, part: "the AltGr layers", origin: altGr.position)
            let altGrShift = byModifiers[["altR", "shift"]]
            page.rows = merged(base: altGr, shift: altGrShift, caps: nil, diagnostics: &diagnostics)
            addBottomRow(&page, shift: altGrShift != nil, switchTo: id)
            pages.append(page)
        }
        return pages
    }

    /// The rows of `base`, each key with what the same place types in the shift and caps layers.
    private func merged(base: XMLReader.Element, shift: XMLReader.Element?, caps: XMLReader.Element?, diagnostics: inout [Diagnostic]) -> [[ImportedItem]] {
        var rows = self.rows(of: base, diagnostics: &diagnostics)
        let shiftRows = shift.map { self.rows(of: $0, diagnostics: &diagnostics) } ?? []
        let capsRows = caps.map { self.rows(of: $0, diagnostics: &diagnostics) } ?? []
        for (rowIndex, row) in rows.enumerated() {
            for (column, item) in row.enumerated() {
                guard case .character(var key) = item else { continue }
                let shifted = Self.character(shiftRows, rowIndex, column)
                if shift != nil {
                    // No key at the place under shift: the key types nothing else, so its own text.
                    let text = shifted?.text ?? key.text
                    key.shift = text
                    key.isShiftDeadKey = shifted?.isDeadKey ?? false
                }
                if let capsKey = Self.character(capsRows, rowIndex, column), capsKey.text != (key.shift ?? ImportedPage.defaultShift(of: key.text, locale: locale)) {
                    key.caps = capsKey.text
                    key.capsLocation = capsKey.location
                }
                rows[rowIndex][column] = .character(key)
            }
        }
        if let shift { reportShortRows(of: shift, shiftRows, under: rows, diagnostics: &diagnostics) }
        // What the shift layer types where the base layer has no key is lost.
        for (rowIndex, row) in shiftRows.enumerated() {
            for (column, item) in row.enumerated() {
                guard case .character(let key) = item else { continue }
                let baseItem = rowIndex < rows.count && column < rows[rowIndex].count ? rows[rowIndex][column] : nil
                if case .character = baseItem { continue }
                diagnostics.append(Diagnostic(
                    .importNotCarriedOver, "'\(key.text.visibleEscaped)' under shift is over no key of the unshifted layer; not carried over", at: key.location))
            }
        }
        return rows
    }

    /// A shift layer's row with fewer keys than the unshifted row leaves the last keys typing their own
    /// text under shift; when a key is missing in the middle of the row (CLDR's Maltese layout), every key
    /// after it takes its neighbour's shifted text, which only the author can see: say which keys.
    private func reportShortRows(of shift: XMLReader.Element, _ shiftRows: [[ImportedItem]], under rows: [[ImportedItem]], diagnostics: inout [Diagnostic]) {
        for (rowIndex, row) in rows.enumerated() {
            let shiftRow = rowIndex < shiftRows.count ? shiftRows[rowIndex] : []
            let uncovered = row.dropFirst(shiftRow.count).compactMap { item -> String? in
                if case .character(let key) = item { return "'\(key.text.visibleEscaped)'" }
                return nil
            }
            guard !uncovered.isEmpty else { continue }
            let modifiers = shift["modifiers"] ?? shift["modifier"] ?? "shift"
            diagnostics.append(Diagnostic(
                .importShorterModifierRow,
                "row \(rowIndex + 1) of the '\(modifiers)' layer has \(shiftRow.count) key\(shiftRow.count == 1 ? "" : "s"), the row it modifies \(row.count): "
                    + "under '\(modifiers)', \(uncovered.joined(separator: " ")) type\(uncovered.count == 1 ? "s" : "") \(uncovered.count == 1 ? "itself" : "themselves")",
                at: shiftRow.last.map(Self.location) ?? at(shift.position)))
        }
    }

    private static func location(_ item: ImportedItem) -> SourceLocation {
        switch item {
        case .character(let key): return key.location
        case .function(let key): return key.location
        case .gap(_, let location): return location
        }
    }

    private static func character(_ rows: [[ImportedItem]], _ row: Int, _ column: Int) -> ImportedKey? {
        guard row < rows.count, column < rows[row].count, case .character(let key) = rows[row][column] else { return nil }
        return key
    }

    /// Shift, a switch to the other page, space, delete and return: the last row when it is the space
    /// bar's, else a new row.
    private func addBottomRow(_ page: inout ImportedPage, shift: Bool, switchTo target: String?) {
        var row: [ImportedItem] = []
        let origin = page.origin
        if let last = page.rows.last, last.contains(where: { if case .function(let key) = $0 { return key.action == .space }; return false }) {
            row = page.rows.removeLast()
        } else {
            row = [.function(ImportedFunctionKey(.space, width: .infinity, location: origin))]
        }
        var leading: [ImportedItem] = []
        if shift { leading.append(.function(ImportedFunctionKey(.shift, width: 1.5, location: origin))) }
        if let target { leading.append(.function(ImportedFunctionKey(.switchTo(target), label: "AltGr", width: 1.5, location: origin))) }
        let trailing: [ImportedItem] = [
            .function(ImportedFunctionKey(.delete, width: 1.5, location: origin)),
            .function(ImportedFunctionKey(.returnKey, width: 1.5, location: origin)),
        ]
        page.rows.append(leading + row + trailing)
    }

    // MARK: Rows

    /// The rows of a layer, each key id made an item.
    func rows(of layer: XMLReader.Element, diagnostics: inout [Diagnostic]) -> [[ImportedItem]] {
        var rows: [[ImportedItem]] = []
        table.reportUnknownAttributes(of: layer, known: ["id", "modifiers", "modifier"], diagnostics: &diagnostics)
        for child in layer.children where child.name != "row" {
            diagnostics.append(Diagnostic(.importNotCarriedOver, "<\(child.name)> in <layer> is not carried over", at: at(child.position)))
        }
        for row in layer.children(named: "row") {
            table.reportUnknownAttributes(of: row, known: ["keys"], diagnostics: &diagnostics)
            guard let keys = row.attribute("keys") else {
                diagnostics.append(Diagnostic(.importInvalidSource, "<row> without keys", at: at(row.position)))
                continue
            }
            var items: [ImportedItem] = []
            var column = keys.valuePosition.column
            var word = ""
            var wordStart = column
            for scalar in keys.value.unicodeScalars + [" "] {
                if scalar == " " {
                    if !word.isEmpty, let item = item(word, at: SourcePosition(line: keys.valuePosition.line, column: wordStart), diagnostics: &diagnostics) {
                        items.append(item)
                    }
                    word = ""
                    wordStart = column + 1
                } else {
                    word.unicodeScalars.append(scalar)
                }
                column += 1
            }
            if items.isEmpty {
                diagnostics.append(Diagnostic(.importInvalidSource, "<row> with no keys", at: at(row.position)))
                continue
            }
            rows.append(items)
        }
        if rows.isEmpty { diagnostics.append(Diagnostic(.importInvalidSource, "the layer has no rows", at: at(layer.position))) }
        return rows
    }

    /// The item for the key `keyID`, or `nil` after reporting why there is none.
    private func item(_ keyID: String, at position: SourcePosition, diagnostics: inout [Diagnostic]) -> ImportedItem? {
        let location = at(position)
        guard let key = table.definition(keyID, at: position) else {
            diagnostics.append(Diagnostic(.importInvalidSource, "the key '\(keyID)' is defined neither in <keys> nor by CLDR's standard keys", at: location))
            return nil
        }
        let width = key.stretches ? Double.infinity : key.width
        if key.isGap { return .gap(key.width ?? 1, location) }
        if let layer = key.layer {
            guard let target = pageIDs[layer] else {
                diagnostics.append(Diagnostic(.importNotCarriedOver, "the key '\(keyID)' shows the layer '\(layer)', which this form does not have; not carried over", at: location))
                return nil
            }
            return .function(ImportedFunctionKey(.switchTo(target), label: table.displaysByKeyID[keyID] ?? layer, width: width, location: location))
        }
        if key.isDeadKey {
            guard let shown = key.marker.flatMap({ table.markerDisplays[$0] }) else {
                diagnostics.append(Diagnostic(
                    .importNotCarriedOver, "the dead key '\(keyID)' has no <display> for its marker, so it has no text to type; written as a gap", at: location))
                return .gap(key.width ?? 1, location)
            }
            var dead = ImportedKey(text: shown, location: location)
            dead.width = width
            // A marker that a transform of its own turns into text is that text as soon as it is typed: not dead.
            // Whether a transform of its page reads a dead key is known once the transforms are placed on pages.
            dead.isDeadKey = !(key.marker.map(table.markersTypedByTransform.contains) ?? false)
            return .character(dead)
        }
        guard let output = key.output, !output.isEmpty else {
            diagnostics.append(Diagnostic(.importNotCarriedOver, "the key '\(keyID)' types nothing; written as a gap", at: location))
            return .gap(key.width ?? 1, location)
        }
        if output == " " { return .function(ImportedFunctionKey(.space, width: width ?? .infinity, location: location)) }
        var imported = ImportedKey(text: output, location: location)
        imported.label = table.displaysByKeyID[keyID] ?? table.displaysByOutput[output]
        imported.width = width
        for alternateID in key.longPressIDs {
            guard let alternate = table.definition(alternateID, at: position)?.output else {
                diagnostics.append(Diagnostic(.importInvalidSource, "the long-press key '\(alternateID)' of '\(keyID)' is not defined", at: key.location))
                continue
            }
            imported.alternates.append(alternate)
        }
        imported.alternates += key.longPressOutputs
        if let defaultID = key.longPressDefault, let text = table.definition(defaultID, at: position)?.output, imported.alternates.first != text {
            imported.alternates.removeAll { $0 == text }
            imported.alternates.insert(text, at: 0)
        }
        if key.multiTap != nil {
            diagnostics.append(Diagnostic(.importNotCarriedOver, "the multitap keys of '\(keyID)' are not carried over", at: key.location))
        }
        if let flickID = key.flickID {
            if let flick = table.flicks[flickID] {
                imported.flickLocation = key.location
                for segment in flick.segments {
                    if let segmentKey = segment.keyID, segment.output == nil, table.definition(segmentKey, at: position) == nil {
                        diagnostics.append(Diagnostic(
                            .importInvalidSource, "the key '\(segmentKey)' of the flick '\(segment.directions)' of '\(keyID)' is not defined", at: segment.location))
                        continue
                    }
                    let text = (segment.output ?? segment.keyID.flatMap { table.definition($0, at: position)?.output }).flatMap { $0.isEmpty ? nil : $0 }
                    // A direction typing what a tap types (CLDR's kana pads repeat the tap as 'n') adds nothing.
                    if let text, text.unicodeScalars.elementsEqual(output.unicodeScalars) { continue }
                    guard let text else {
                        // A flick to a switch key (CLDR's French test keyboard) or to a key without output.
                        diagnostics.append(Diagnostic(
                            .importNotCarriedOver,
                            "the flick '\(segment.directions)' of '\(keyID)' goes to \(segment.keyID.map { "the key '\($0)', which types no text" } ?? "no text"); not carried over",
                            at: segment.location))
                        continue
                    }
                    guard let direction = Self.directions[segment.directions] else {
                        diagnostics.append(Diagnostic(
                            .importNotCarriedOver, "the flick '\(segment.directions)' of '\(keyID)' has no kbc direction (up, down, left, right); not carried over",
                            at: segment.location))
                        continue
                    }
                    imported.flick.append((direction, text))
                }
            } else {
                diagnostics.append(Diagnostic(.importInvalidSource, "the flick '\(flickID)' of '\(keyID)' is not defined in <flicks>", at: key.location))
            }
        }
        return .character(imported)
    }

    /// CLDR's compass directions that a kbc flick has.
    private static let directions = ["n": "up", "s": "down", "e": "right", "w": "left"]
}
