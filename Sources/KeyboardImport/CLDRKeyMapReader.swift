import KeyboardCompiler
import YAMLLoader

/// Reads a CLDR keyboard in the LDML format before 3.0 (`<keyboard>` with `<keyMap>`s of ISO key
/// positions), the format of CLDR's Android touch layouts (`keyboards/android`, until CLDR 44 replaced
/// it), into ``ImportedPage``s: the letters, with the shift map as each key's `shift` (and the caps map as
/// its `caps` where it differs), the `opt` map as a symbols page and the `opt+shift` map as a second one,
/// with the switch keys Android shows between them (`?123`, `=\<`, `ABC`). Each `longPress` list becomes
/// the key's alternates.
///
/// Rows are the ISO rows E (digits) to B, top to bottom, then the space bar's row A, each key in the order
/// of its column; like Android, the pages add shift and delete around row B and a return key after row A.
public struct CLDRKeyMapReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// What a `<keyMap>` is for, by the modifiers that choose it.
    private enum Role: CaseIterable {
        case base, shift, caps, symbols, moreSymbols

        init?(_ modifiers: Set<String>) {
            switch modifiers {
            case []: self = .base
            case ["shift"]: self = .shift
            case ["caps"]: self = .caps
            case ["opt"]: self = .symbols
            case ["opt", "shift"]: self = .moreSymbols
            default: return nil
            }
        }
    }

    /// The key of one ISO position: what a tap types and what a long press offers.
    private struct Key {
        var row: Unicode.Scalar
        var column: Int
        /// Row and column in one number, for finding the key of another map at the same position.
        var position: Int { Int(row.value) * 100 + column }
        var text: String
        var longPress: [String]
        var location: SourceLocation
    }

    /// The pages of the keyboard whose root element is `root`, read from `file`, with ids starting `id`.
    public func pages(from root: XMLReader.Element, file: String, id: String) -> (pages: [ImportedPage], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let table = CLDRKeyTable(file: file)
        func at(_ position: SourcePosition) -> SourceLocation { table.location(position) }
        // The metadata names no keys (as in `<keyboard3>`), and is not reported.
        let known: Set<String> = ["version", "generation", "names", "settings", "keyMap", "info"]
        for child in root.children where !known.contains(child.name) {
            diagnostics.append(Diagnostic(.importNotCarriedOver, "<\(child.name)> is not carried over", at: at(child.position)))
        }
        let locale = root.attribute("locale").flatMap { ImportNaming.pageLocale($0.value, at: at($0.valuePosition), diagnostics: &diagnostics) }
        let name = root.children(named: "names").first?.children(named: "name").first?["value"] ?? id
        let tablet = root["locale"].map(Self.isTablet) ?? false

        var maps: [Role: [Key]] = [:]
        for keyMap in root.children(named: "keyMap") {
            table.reportUnknownAttributes(of: keyMap, known: ["modifiers"], diagnostics: &diagnostics)
            let roles = Self.roles(keyMap["modifiers"] ?? "").filter { maps[$0] == nil }
            guard !roles.isEmpty else {
                diagnostics.append(Diagnostic(
                    .importNotCarriedOver, "the keyMap for the modifiers '\(keyMap["modifiers"] ?? "")' is not carried over: kbc imports the keyMaps of no modifier, shift, caps, opt and opt+shift",
                    at: at(keyMap.position)))
                continue
            }
            let keys = self.keys(of: keyMap, table: table, diagnostics: &diagnostics)
            for role in roles { maps[role] = keys }
        }
        guard let base = maps[.base] else {
            diagnostics.append(Diagnostic(.importInvalidSource, "the keyboard has no <keyMap> without modifiers", at: at(root.position)))
            return ([], diagnostics)
        }
        let symbolsID = ImportNaming.keyboardID(id + "-symbols")
        let moreSymbolsID = ImportNaming.keyboardID(id + "-more-symbols")
        let origin = at(root.children(named: "keyMap").first?.position ?? root.position)
        func page(_ pageID: String, _ modifiers: String?, _ rows: [[ImportedItem]], origin: SourceLocation) -> ImportedPage {
            let source = ImportedPage.Source(
                file: file, format: "CLDR keyboard", name: name, part: modifiers == nil ? "keyMap without modifiers" : "keyMap", partName: modifiers)
            var page = ImportedPage(id: pageID, origin: origin, source: source)
            page.locale = locale
            page.rows = rows
            return page
        }
        var letters = page(id, nil, rows(base, shift: maps[.shift], caps: maps[.caps], locale: locale, diagnostics: &diagnostics), origin: origin)
        Self.addFunctionKeys(to: &letters, tablet: tablet, shift: maps[.shift] != nil, leading: maps[.symbols] == nil ? nil : (symbolsID, "?123"), onRowB: nil)
        var pages = [letters]
        if let symbols = maps[.symbols] {
            var symbolsPage = page(symbolsID, "opt", rows(symbols, locale: locale, diagnostics: &diagnostics), origin: symbols.first?.location ?? origin)
            let toMore = maps[.moreSymbols] == nil ? nil : (moreSymbolsID, "=\\<")
            Self.addFunctionKeys(to: &symbolsPage, tablet: tablet, shift: false, leading: (id, "ABC"), onRowB: toMore)
            pages.append(symbolsPage)
            if let moreSymbols = maps[.moreSymbols] {
                var morePage = page(moreSymbolsID, "opt+shift", rows(moreSymbols, locale: locale, diagnostics: &diagnostics), origin: moreSymbols.first?.location ?? origin)
                Self.addFunctionKeys(to: &morePage, tablet: tablet, shift: false, leading: (id, "ABC"), onRowB: (symbolsID, "?123"))
                pages.append(morePage)
            }
        } else if let moreSymbols = maps[.moreSymbols] {
            diagnostics.append(Diagnostic(
                .importNotCarriedOver, "the keyMap 'opt+shift' is not carried over: the keyboard has no keyMap 'opt' to reach it from",
                at: moreSymbols.first?.location ?? origin))
        }
        ImportNaming.markDirection(of: &pages, locale: locale)
        return (pages, diagnostics)
    }

    /// Whether `locale`, a CLDR keyboard id, names one of Android's tablet layouts by the screen it is
    /// for: a `k0` subtag such as `600dpi` or `768dpi` (`tab600dp` in CLDR 22).
    static func isTablet(_ locale: String) -> Bool {
        locale.lowercased().split(separator: "-").contains { subtag in
            let screen = subtag.hasPrefix("tab") ? subtag.dropFirst(3) : subtag
            let digits = screen.prefix { ("0"..."9").contains($0) }
            return !digits.isEmpty && ["dp", "dpi"].contains(String(screen.dropFirst(digits.count)))
        }
    }

    /// The roles of a keyMap by its `modifiers`: alternatives separated by spaces, each a set of
    /// modifiers joined by `+`, where one ending in `?` may be held or not (`caps?+shift` is shift).
    private static func roles(_ modifiers: String) -> [Role] {
        let alternatives = modifiers.split(separator: " ").map { alternative in
            Set(alternative.split(separator: "+").filter { !$0.hasSuffix("?") }.map { String($0) == "none" ? "" : String($0) }.filter { !$0.isEmpty })
        }
        var roles = (alternatives.isEmpty ? [[]] : alternatives).compactMap(Role.init)
        var seen = Set<String>()
        roles = roles.filter { seen.insert("\($0)").inserted }
        return roles
    }

    /// The keys of a `<keyMap>`, each from a `<map iso="D01" to="q" longPress="1 ...">`.
    private func keys(of keyMap: XMLReader.Element, table: CLDRKeyTable, diagnostics: inout [Diagnostic]) -> [Key] {
        var keys: [Key] = []
        var first: [String: SourceLocation] = [:]
        for map in keyMap.children {
            let location = table.location(map.position)
            guard map.name == "map" else {
                diagnostics.append(Diagnostic(.importNotCarriedOver, "<\(map.name)> in <keyMap> is not carried over", at: location))
                continue
            }
            table.reportUnknownAttributes(of: map, known: ["iso", "to", "longPress"], diagnostics: &diagnostics)
            guard let iso = map["iso"], let (row, column) = Self.position(iso) else {
                diagnostics.append(Diagnostic(
                    .importInvalidSource, "<map> without an ISO position such as iso=\"D01\" (row A to E, column 00 to 15)",
                    at: map.attribute("iso").map { table.location($0.valuePosition) } ?? location))
                continue
            }
            if let earlier = first[iso] {
                diagnostics.append(Diagnostic(
                    .importNotCarriedOver, "a second <map> for '\(iso)' in this keyMap is not carried over; the first is kept",
                    at: location, notes: [DiagnosticNote("the first", at: earlier)]))
                continue
            }
            first[iso] = location
            guard let text = map["to"].flatMap({ table.resolved($0, map, "to", &diagnostics) }) else {
                if map["to"] == nil { diagnostics.append(Diagnostic(.importInvalidSource, "<map> without 'to'", at: location)) }
                continue
            }
            let longPress = (map["longPress"] ?? "").split(separator: " ").compactMap { table.resolved(String($0), map, "longPress", &diagnostics) }
            keys.append(Key(row: row, column: column, text: text, longPress: longPress, location: location))
        }
        return keys
    }

    /// The row (`A` to `E`) and column of an ISO position (`D01`).
    private static func position(_ iso: String) -> (Unicode.Scalar, Int)? {
        let scalars = Array(iso.unicodeScalars)
        guard scalars.count == 3, ("A"..."E").contains(scalars[0]), let column = Int(String(iso.dropFirst())), (0...15).contains(column),
              scalars[1...].allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return (scalars[0], column)
    }

    /// The rows E to A of `keys`, each in the order of its columns (rows without keys are left out), each
    /// key with what the same position types in the `shift` and `caps` maps.
    private func rows(_ keys: [Key], shift: [Key]? = nil, caps: [Key]? = nil, locale: String?, diagnostics: inout [Diagnostic]) -> [[ImportedItem]] {
        func byPosition(_ keys: [Key]?) -> [Int: Key] {
            Dictionary((keys ?? []).map { ($0.position, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let shifted = byPosition(shift), capsLocked = byPosition(caps), unshifted = byPosition(keys)
        // What the shift and caps maps type where the unmodified map has no key is lost.
        for key in (shift ?? []) + (caps ?? []) where unshifted[key.position] == nil && key.text != " " && !key.text.isEmpty {
            diagnostics.append(Diagnostic(
                .importNotCarriedOver, "'\(key.text.visibleEscaped)' is at a position where the keyMap without modifiers has no key; not carried over",
                at: key.location))
        }
        return ["E", "D", "C", "B", "A"].compactMap { (row: Unicode.Scalar) -> [ImportedItem]? in
            let items = keys.filter { $0.row == row }.sorted { $0.column < $1.column }.map { key -> ImportedItem in
                item(key, shifted: shifted[key.position], capsLocked: capsLocked[key.position], locale: locale, diagnostics: &diagnostics)
            }
            return items.isEmpty ? nil : items
        }
    }

    private func item(_ key: Key, shifted: Key?, capsLocked: Key?, locale: String?, diagnostics: inout [Diagnostic]) -> ImportedItem {
        if key.text == " " { return .function(ImportedFunctionKey(.space, width: .infinity, location: key.location)) }
        if key.text.isEmpty { return .gap(1, key.location) }
        var imported = ImportedKey(text: key.text, location: key.location)
        imported.alternates = key.longPress
        // The source's shift text is kept whatever it is: whether it goes without saying depends on the
        // page's locale, which the writer knows (`I` is said on a Turkish `i`, whose default is `İ`).
        imported.shift = shifted?.text
        if let shifted, !shifted.longPress.isEmpty {
            let derived = key.longPress.map { ImportedPage.defaultShift(of: $0, locale: locale) }
            if shifted.longPress != derived {
                diagnostics.append(Diagnostic(
                    .importNotCarriedOver,
                    "the long press under shift (\(shifted.longPress.map(\.visibleEscaped).joined(separator: " "))) is not carried over: kbc shifts the key's own (\(derived.map(\.visibleEscaped).joined(separator: " ")))",
                    at: shifted.location))
            }
        }
        if let capsLocked, capsLocked.text != (imported.shift ?? ImportedPage.defaultShift(of: key.text, locale: locale)) {
            imported.caps = capsLocked.text
            imported.capsLocation = capsLocked.location
        }
        return .character(imported)
    }

    /// Android's function keys, where Android puts them. On a phone: shift before row B (when the
    /// keyboard has a shift map) and a switch (`onRowB`) there on the symbols pages, delete after row B,
    /// and before row A a switch to the letters or symbols (`leading`), return after it. On a tablet
    /// (``isTablet(_:)``), as LatinIME's tablet layouts: delete after the top row and return after the
    /// row above row B, each as wide as the rest of its row, shift or the switch at both ends of row B,
    /// and the switch (`leading`) before row A.
    private static func addFunctionKeys(to page: inout ImportedPage, tablet: Bool, shift: Bool, leading: (String, String)?, onRowB: (String, String)?) {
        let origin = page.origin
        func switchKey(_ target: (String, String)) -> ImportedItem {
            .function(ImportedFunctionKey(.switchTo(target.0), label: target.1, width: 1.5, location: origin))
        }
        let bottom = page.rows.last.map { row in row.contains { if case .function(let key) = $0 { return key.action == .space }; return false } } ?? false
        var spaceRow = bottom ? page.rows.removeLast() : [.function(ImportedFunctionKey(.space, width: .infinity, location: origin))]
        if tablet, page.rows.count >= 3 {
            page.rows[0].append(.function(ImportedFunctionKey(.delete, width: .infinity, location: origin)))
            page.rows[page.rows.count - 2].append(.function(ImportedFunctionKey(.returnKey, width: .infinity, location: origin)))
            if let rowB = onRowB.map(switchKey) ?? (shift ? .function(ImportedFunctionKey(.shift, width: 1.5, location: origin)) : nil) {
                page.rows[page.rows.count - 1].insert(rowB, at: 0)
                page.rows[page.rows.count - 1].append(rowB)
            }
            if let leading { spaceRow.insert(switchKey(leading), at: 0) }
            page.rows.append(spaceRow)
            return
        }
        if !page.rows.isEmpty {
            var row = page.rows.removeLast()
            if let onRowB { row.insert(switchKey(onRowB), at: 0) } else if shift { row.insert(.function(ImportedFunctionKey(.shift, width: 1.5, location: origin)), at: 0) }
            row.append(.function(ImportedFunctionKey(.delete, width: 1.5, location: origin)))
            page.rows.append(row)
        } else {
            spaceRow.append(.function(ImportedFunctionKey(.delete, width: 1.5, location: origin)))
        }
        if let leading { spaceRow.insert(switchKey(leading), at: 0) }
        spaceRow.append(.function(ImportedFunctionKey(.returnKey, width: 1.5, location: origin)))
        page.rows.append(spaceRow)
    }
}
