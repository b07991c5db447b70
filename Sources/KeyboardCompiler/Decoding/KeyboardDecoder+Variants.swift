import KeyboardRuntime
import YAMLLoader

// `variants:` and numbered row replacements: rows for other devices, and rows that replace a base's.
extension KeyboardDecoder {
    /// `variants:`: rows for another device class or width, each a full list or numbered replacements.
    mutating func decodeVariants(_ node: YAMLNode) -> [DeclaredVariant] {
        guard case .sequence(let items) = node.content else {
            report(.wrongType, "'variants' must be a list such as [{device: pad, rows: [...]}], found \(node.kindDescription)", at: node.position)
            return []
        }
        var variants: [DeclaredVariant] = []
        for item in items {
            guard case .mapping(let entries) = item.content else {
                report(.wrongType, "a variant must be a mapping with 'rows' and 'device' or 'minWidth', found \(item.kindDescription)", at: item.position)
                continue
            }
            var variant = LayoutVariant(rows: [])
            var rowPositions: [RowPositions] = []
            var overrides: [KeyboardBase.RowOverride]?
            var hasRows = false
            for entry in entries {
                guard let field: VariantField = knownField(entry, allowed: LayoutFormat.variantFields, in: "a variant") else { continue }
                switch field {
                case .device: variant.device = choice(entry.value, field: field.rawValue, of: LayoutFormat.variantFields).flatMap(KeyboardMetrics.Device.init)
                case .minWidth:
                    guard let text = text(entry.value, field: field.rawValue) else { continue }
                    guard let width = Double(text), width.isFinite, width >= 100, width <= 4096, text.utf8.count <= 8 else {
                        report(.invalidWidth, "'minWidth' must be a number of points from 100 to 4096; found '\(text.visibleEscaped)'", at: entry.value.position)
                        continue
                    }
                    variant.minimumWidth = width
                case .rows:
                    hasRows = true
                    if case .mapping(let numbered) = entry.value.content {
                        overrides = decodeRowOverrides(numbered)
                    } else {
                        variant.rows = decodeRows(entry.value, positions: &rowPositions) ?? []
                    }
                }
            }
            if !hasRows {
                report(.missingField, "a variant needs 'rows'", at: item.position)
                continue
            }
            if !entries.contains(where: { $0.key.isScalar(VariantField.device.rawValue) || $0.key.isScalar(VariantField.minWidth.rawValue) }) {
                report(.missingField, "a variant needs 'device' or 'minWidth': without one it would always apply", at: item.position)
                continue
            }
            variants.append(DeclaredVariant(
                device: variant.device, minimumWidth: variant.minimumWidth, position: item.position,
                rows: variant.rows, rowPositions: rowPositions, overrides: overrides))
        }
        return variants
    }

    /// `rows: {4: [...]}` in a keyboard that extends another: rows replaced by their 1-based number.
    mutating func decodeRowOverrides(_ entries: YAMLNode.Entries) -> [KeyboardBase.RowOverride] {
        var overrides: [KeyboardBase.RowOverride] = []
        for entry in entries {
            guard let text = entry.key.scalarText, !text.isEmpty, text.utf8.count <= 6, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                  let number = Int(text), number >= 1 else {
                report(.wrongType, "'\(entry.key.scalarText?.visibleEscaped ?? "")' is not a row number: with 'extends', 'rows' maps row numbers (from 1) to rows",
                       at: entry.key.position, notes: [DiagnosticNote("for example: rows: {4: [\".\", \"0\", {action: delete}]}")])
                continue
            }
            if let earlier = overrides.first(where: { $0.number == number }) {
                // `{1: …, "01": …}`: both replace row 1, and the second would win without a word.
                report(.duplicateRowNumber, "row \(number) is replaced twice", at: entry.key.position,
                       notes: [DiagnosticNote("row \(number) is first replaced here", at: SourceLocation(file: file, position: earlier.numberPosition)),
                               DiagnosticNote("give each row number once")])
                continue
            }
            var rowPositions = RowPositions(row: entry.value.position)
            let row = decodeRow(entry.value, positions: &rowPositions)
            overrides.append(KeyboardBase.RowOverride(number: number, row: row, positions: rowPositions, numberPosition: entry.key.position))
        }
        return overrides
    }
}
