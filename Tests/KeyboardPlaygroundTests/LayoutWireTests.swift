import KeyboardPlayground
import KeyboardRuntime
import Testing

@Suite struct LayoutWireTests {
    @Test func standardLayoutsRoundTrip() throws {
        let layouts = PlaygroundFixtures.standard
        #expect(layouts.count >= 7)
        let bytes = LayoutWire.encode(layouts)
        #expect(try LayoutWire.decode(bytes) == layouts)
    }

    @Test func everyFieldAndHostileStringsRoundTrip() throws {
        let layouts = [PlaygroundFixtures.hostile, KeyboardLayout(id: "", rows: [])]
        let decoded = try LayoutWire.decode(LayoutWire.encode(layouts))
        #expect(decoded == layouts)
        // Equality of keys compares their extras by value; check the rarely used ones field by field too.
        let key = decoded[0].rows[0].keys[0]
        #expect(key.alternates == ["«", "‹", "👨‍👩‍👧"])
        #expect(key.shiftedAlternates == ["»", "›", "e\u{301}"])
        #expect(key.spokenName == "less\nthan")
        #expect(key.hint == "\\u0000")
        #expect(key.group == "g\"1")
        #expect(decoded[0].toolbar?.items.map(\.spokenName) == ["\u{2028}\"</script>", nil, nil])
        #expect(decoded[0].variants.count == 3)
        #expect(decoded[0].screenReaderPolicy == .stopShuffling)
        #expect(decoded[0].rows[0].spacers[1].width == .infinity)
    }

    @Test func directionAndInputLengthRoundTrip() throws {
        var arabic = KeyboardLayout(id: "ar", locale: "ar", rows: [KeyRow(keys: [Key(action: .insert("ض"), label: "ض")]), KeyRow(keys: [], spacers: [RowSpacer(before: 0, width: 1)])])
        arabic.direction = .rightToLeft
        var otp = KeyboardLayout(id: "otp", rows: [KeyRow(keys: [Key(action: .insert("1"), label: "1")])])
        otp.inputLength = .exactly(6)
        var range = otp
        range.id = "range"
        range.inputLength = InputLength(minimum: 4)
        let layouts = [arabic, otp, range]
        #expect(try LayoutWire.decode(LayoutWire.encode(layouts)) == layouts)
    }

    @Test func aLengthThatInputLengthRefusesIsAnErrorNotATrap() {
        // The one-key layout's last bytes are its length (minimum 7, a maximum of 6, at-max), then its
        // absent theme.
        var otp = KeyboardLayout(id: "otp", rows: [KeyRow(keys: [Key(action: .insert("1"), label: "1")])])
        otp.inputLength = InputLength(minimum: 6, maximum: 6, completion: .atMaximum)
        var bytes = LayoutWire.encode([otp])
        #expect(Array(bytes.suffix(6)) == [1, 6, 1, 6, 0, 0])
        bytes.removeLast()
        bytes[bytes.count - 4] = 7
        #expect(throws: LayoutWire.DecodingError.self) { try LayoutWire.decode(bytes + [0]) }
        bytes[bytes.count - 4] = 6
        bytes[bytes.count - 3] = 0
        bytes.removeLast(2)
        bytes.append(0)   // no maximum, at-max
        #expect(throws: LayoutWire.DecodingError.self) { try LayoutWire.decode(bytes + [0]) }
    }

    @Test func invalidBytesAreRejected() {
        let bytes = LayoutWire.encode(PlaygroundFixtures.standard)
        #expect(throws: LayoutWire.DecodingError.badMagic) { try LayoutWire.decode([0x4B, 0x42, 0x57, 0x32, 0]) }
        #expect(throws: LayoutWire.DecodingError.trailingBytes) { try LayoutWire.decode(bytes + [0]) }
        // Every truncation fails cleanly (no crash, no huge allocation).
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 500)) {
            #expect(throws: LayoutWire.DecodingError.self) { try LayoutWire.decode(Array(bytes[..<length])) }
        }
        // A count larger than the remaining bytes.
        #expect(throws: LayoutWire.DecodingError.self) { try LayoutWire.decode(LayoutWire.magic + [0xFF, 0xFF, 0xFF, 0x0F]) }
    }
}
