import KeyboardRuntime

/// A compact binary encoding of `[KeyboardLayout]`: how `kbc playground` hands the layouts of a folder to
/// the WebAssembly module in the page, which has no YAML loader and no compiler.
///
/// The encoder and the decoder live together in this one type so they cannot drift apart: every field of
/// the runtime model is written and read in the same order (a host test round-trips every standard layout
/// and hostile strings to equality).
///
/// Why binary and hand-written: the decoder runs as Embedded Swift (no `Codable`, no Foundation, no
/// reflection), and a byte format needs no escaping at all: the page carries it as base64.
///
/// Format, version 1: the magic bytes `KBW1`, then a count and that many layouts. Counts and integers
/// are LEB128 varints (signed ones zigzag-encoded), doubles their 8 IEEE bytes little-endian, strings a
/// byte count and their UTF-8 bytes, optionals a `0`/`1` byte before the value, enums their index in
/// `allCases` (`KeyAction` a tag byte and its payload). A toolbar item is its action, label, placement and
/// optional spoken name. A key ends with its flick texts, caps text and shifted spoken name, a layout with
/// its composition (LayoutWire+Composition.swift), its direction, its optional input length (minimum,
/// optional maximum, completion) and its optional theme (LayoutWire+Theme.swift).
/// The themes a page offers in place of each keyboard's own are encoded apart, by ``encode(themes:)``.
///
/// ```swift
/// let bytes = LayoutWire.encode(layouts)
/// let decoded = try LayoutWire.decode(bytes)   // == layouts
/// ```
public enum LayoutWire {
    /// The first four bytes of every encoding: `KBW1`.
    public static let magic: [UInt8] = [0x4B, 0x42, 0x57, 0x31]

    /// Why bytes could not be decoded.
    public enum DecodingError: Error, Sendable, Hashable {
        /// The bytes do not start with ``LayoutWire/magic``.
        case badMagic
        /// The bytes end in the middle of a value.
        case truncated
        /// A tag or enum index that no value has, at this byte offset.
        case invalidValue(at: Int)
        /// Bytes are left over after the last layout.
        case trailingBytes
    }

    /// The bytes of `layouts`.
    public static func encode(_ layouts: [KeyboardLayout]) -> [UInt8] {
        encodeList(layouts, magic: magic) { $0.layout($1) }
    }

    /// The layouts encoded in `bytes` by ``encode(_:)``.
    public static func decode(_ bytes: [UInt8]) throws(DecodingError) -> [KeyboardLayout] {
        try decodeList(bytes, magic: magic) { (reader) throws(DecodingError) in try reader.layout() }
    }

    /// `magic`, the count of `values`, and each value as `write` writes it.
    static func encodeList<Value>(_ values: [Value], magic: [UInt8], _ write: (inout Writer, Value) -> Void) -> [UInt8] {
        var writer = Writer()
        writer.bytes += magic
        writer.count(values.count)
        for value in values { write(&writer, value) }
        return writer.bytes
    }

    /// The values ``encodeList(_:magic:_:)`` wrote into `bytes` after `magic`, each as `read` reads it.
    static func decodeList<Value>(
        _ bytes: [UInt8], magic: [UInt8], _ read: (inout Reader) throws(DecodingError) -> Value
    ) throws(DecodingError) -> [Value] {
        var reader = Reader(bytes: bytes)
        for byte in magic where try reader.byte() != byte { throw .badMagic }
        let count = try reader.count()
        var values: [Value] = []
        for _ in 0..<count { values.append(try read(&reader)) }
        guard reader.offset == bytes.count else { throw .trailingBytes }
        return values
    }

    // MARK: - Writing

    struct Writer {
        var bytes: [UInt8] = []

        mutating func unsigned(_ value: UInt64) {
            var value = value
            repeat {
                let low = UInt8(value & 0x7F)
                value >>= 7
                bytes.append(value == 0 ? low : low | 0x80)
            } while value != 0
        }

        mutating func count(_ value: Int) { unsigned(UInt64(value)) }
        mutating func int(_ value: Int) {
            let wide = Int64(value)
            unsigned(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
        }
        mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

        mutating func double(_ value: Double) {
            var bits = value.bitPattern
            for _ in 0..<8 {
                bytes.append(UInt8(bits & 0xFF))
                bits >>= 8
            }
        }

        mutating func string(_ value: String) {
            count(value.utf8.count)
            bytes += value.utf8
        }

        mutating func optional<T>(_ value: T?, _ write: (inout Writer, T) -> Void) {
            guard let value else { return bool(false) }
            bool(true)
            write(&self, value)
        }

        mutating func strings(_ values: [String]) {
            count(values.count)
            for value in values { string(value) }
        }

        mutating func index<E: CaseIterable & Equatable>(_ value: E) where E.AllCases: Collection {
            var index = 0
            for candidate in E.allCases {
                if candidate == value { break }
                index += 1
            }
            count(index)
        }

        mutating func action(_ action: KeyAction) {
            switch action {
            case .insert(let text): count(0); string(text)
            case .shift: count(1)
            case .delete: count(2)
            case .space: count(3)
            case .returnKey: count(4)
            case .switchKeyboard(let id): count(5); string(id)
            case .toggleCharacterWidth(let id): count(6); string(id)
            case .dismiss: count(7)
            }
        }

        mutating func key(_ key: Key) {
            action(key.action)
            string(key.label)
            optional(key.shiftedText) { $0.string($1) }
            switch key.width {
            case .units(let units): count(0); double(units)
            case .fill: count(1)
            }
            bool(key.isPinned)
            optional(key.group) { $0.string($1) }
            optional(key.spokenName) { $0.string($1) }
            strings(key.alternates)
            optional(key.shiftedAlternates) { $0.strings($1) }
            optional(key.hint) { $0.string($1) }
            layers(of: key)
        }

        mutating func rows(_ rows: [KeyRow]) {
            count(rows.count)
            for row in rows {
                count(row.keys.count)
                for each in row.keys { key(each) }
                count(row.spacers.count)
                for spacer in row.spacers {
                    int(spacer.position)
                    double(spacer.width)
                }
            }
        }

        mutating func layout(_ layout: KeyboardLayout) {
            string(layout.id)
            optional(layout.title) { $0.string($1) }
            optional(layout.locale) { $0.string($1) }
            index(layout.characterWidth)
            index(layout.shufflePolicy)
            optional(layout.toolbar) { writer, toolbar in
                writer.optional(toolbar.title) { $0.string($1) }
                writer.count(toolbar.items.count)
                for item in toolbar.items {
                    writer.action(item.action)
                    writer.string(item.label)
                    writer.index(item.placement)
                    writer.optional(item.spokenName) { $0.string($1) }
                }
            }
            rows(layout.rows)
            index(layout.screenReaderPolicy)
            count(layout.variants.count)
            for variant in layout.variants {
                optional(variant.device) { $0.index($1) }
                optional(variant.minimumWidth) { $0.double($1) }
                rows(variant.rows)
            }
            composition(layout.composition)
            index(layout.direction)
            optional(layout.inputLength) { writer, length in
                writer.count(length.minimum)
                writer.optional(length.maximum) { $0.count($1) }
                writer.index(length.completion)
            }
            optionalTheme(layout.theme)
        }
    }

    // MARK: - Reading

    struct Reader {
        let bytes: [UInt8]
        var offset = 0

        mutating func byte() throws(DecodingError) -> UInt8 {
            guard offset < bytes.count else { throw .truncated }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func unsigned() throws(DecodingError) -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let start = offset
                let byte = try byte()
                guard shift < 64, shift < 63 || byte <= 1 else { throw .invalidValue(at: start) }
                value |= UInt64(byte & 0x7F) << shift
                if byte & 0x80 == 0 { return value }
                shift += 7
            }
        }

        /// A count of items, each at least one byte long: never more than the bytes left, so hostile
        /// input cannot make the decoder loop or allocate beyond its size.
        mutating func count() throws(DecodingError) -> Int {
            let start = offset
            let value = try unsigned()
            guard value <= UInt64(bytes.count - offset) else { throw .invalidValue(at: start) }
            return Int(value)
        }

        mutating func int() throws(DecodingError) -> Int {
            let start = offset
            let raw = try unsigned()
            let value = Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
            guard let result = Int(exactly: value) else { throw .invalidValue(at: start) }
            return result
        }

        mutating func bool() throws(DecodingError) -> Bool {
            let start = offset
            switch try byte() {
            case 0: return false
            case 1: return true
            default: throw .invalidValue(at: start)
            }
        }

        mutating func double() throws(DecodingError) -> Double {
            var bits: UInt64 = 0
            for shift in 0..<8 { bits |= UInt64(try byte()) << UInt64(shift * 8) }
            return Double(bitPattern: bits)
        }

        mutating func string() throws(DecodingError) -> String {
            let length = try count()
            let start = offset
            offset += length
            // Strings written by `encode` are valid UTF-8; anything else is repaired, never trusted.
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }

        mutating func optionalString() throws(DecodingError) -> String? {
            try bool() ? try string() : nil
        }

        mutating func strings() throws(DecodingError) -> [String] {
            let count = try count()
            var values: [String] = []
            for _ in 0..<count { values.append(try string()) }
            return values
        }

        mutating func index<E: CaseIterable>(_ type: E.Type) throws(DecodingError) -> E where E.AllCases: Collection {
            let start = offset
            // Not a count of items: the last byte of the input may be an index above 0. Checked against the cases.
            let value = try unsigned()
            var index = 0
            for candidate in E.allCases {
                if UInt64(index) == value { return candidate }
                index += 1
            }
            throw .invalidValue(at: start)
        }

        mutating func action() throws(DecodingError) -> KeyAction {
            let start = offset
            switch try count() {
            case 0: return .insert(try string())
            case 1: return .shift
            case 2: return .delete
            case 3: return .space
            case 4: return .returnKey
            case 5: return .switchKeyboard(to: try string())
            case 6: return .toggleCharacterWidth(to: try string())
            case 7: return .dismiss
            default: throw .invalidValue(at: start)
            }
        }

        mutating func key() throws(DecodingError) -> Key {
            let action = try action()
            let label = try string()
            let shiftedText = try optionalString()
            let start = offset
            let width: KeyWidth
            switch try count() {
            case 0: width = .units(try double())
            case 1: width = .fill
            default: throw .invalidValue(at: start)
            }
            let isPinned = try bool()
            let group = try optionalString()
            let spokenName = try optionalString()
            let alternates = try strings()
            let shiftedAlternates = try bool() ? try strings() : nil
            let hint = try optionalString()
            var key = Key(
                action: action, label: label, shiftedText: shiftedText, width: width, isPinned: isPinned, group: group,
                spokenName: spokenName, alternates: alternates, shiftedAlternates: shiftedAlternates, hint: hint)
            try readLayers(into: &key)
            return key
        }

        mutating func rows() throws(DecodingError) -> [KeyRow] {
            let rowCount = try count()
            var rows: [KeyRow] = []
            for _ in 0..<rowCount {
                let keyCount = try count()
                var keys: [Key] = []
                for _ in 0..<keyCount { keys.append(try key()) }
                let spacerCount = try count()
                var spacers: [RowSpacer] = []
                for _ in 0..<spacerCount {
                    let position = try int()
                    spacers.append(RowSpacer(before: position, width: try double()))
                }
                rows.append(KeyRow(keys: keys, spacers: spacers))
            }
            return rows
        }

        mutating func layout() throws(DecodingError) -> KeyboardLayout {
            let id = try string()
            let title = try optionalString()
            let locale = try optionalString()
            let characterWidth = try index(CharacterWidth.self)
            let shufflePolicy = try index(ShufflePolicy.self)
            var toolbar: KeyboardToolbar?
            if try bool() {
                let toolbarTitle = try optionalString()
                let itemCount = try count()
                var items: [KeyboardToolbarItem] = []
                for _ in 0..<itemCount {
                    let action = try action()
                    let label = try string()
                    let placement = try index(KeyboardToolbarItem.Placement.self)
                    items.append(KeyboardToolbarItem(action: action, label: label, placement: placement, spokenName: try optionalString()))
                }
                toolbar = KeyboardToolbar(title: toolbarTitle, items: items)
            }
            var layout = KeyboardLayout(
                id: id, title: title, locale: locale, characterWidth: characterWidth, shufflePolicy: shufflePolicy,
                toolbar: toolbar, rows: try rows())
            layout.screenReaderPolicy = try index(ScreenReaderPolicy.self)
            let variantCount = try count()
            for _ in 0..<variantCount {
                let device = try bool() ? try index(KeyboardMetrics.Device.self) : nil
                let minimumWidth = try bool() ? try double() : nil
                layout.variants.append(LayoutVariant(device: device, minimumWidth: minimumWidth, rows: try rows()))
            }
            layout.composition = try composition()
            layout.direction = try index(LayoutDirection.self)
            if try bool() {
                let start = offset
                guard let minimum = Int(exactly: try unsigned()) else { throw .invalidValue(at: start) }
                var maximum: Int?
                if try bool() {
                    guard let value = Int(exactly: try unsigned()) else { throw .invalidValue(at: start) }
                    maximum = value
                }
                let completion = try index(InputLength.Completion.self)
                // Checked as `InputLength` checks it: hostile bytes get an error, not a trap.
                guard minimum >= 0, maximum.map({ $0 > 0 && $0 >= minimum }) ?? true, completion == .onReturn || maximum != nil else {
                    throw .invalidValue(at: start)
                }
                layout.inputLength = InputLength(minimum: minimum, maximum: maximum, completion: completion)
            }
            layout.theme = try optionalTheme()
            return layout
        }
    }
}
