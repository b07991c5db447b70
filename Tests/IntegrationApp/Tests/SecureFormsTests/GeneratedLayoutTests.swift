import KeyboardRuntime
import SecureForms
import Testing

@Suite struct GeneratedLayoutTests {
    @Test func pinPadIsGeneratedAndShuffles() {
        let pad = KeyboardLayout.pinPad
        #expect(pad.id == "pin-pad")
        #expect(pad.title == "Enter PIN")
        #expect(pad.shufflePolicy == .onShow)
        #expect(pad.screenReaderPolicy == .stopShuffling)
        #expect(pad.rows[3].keys[0].spokenName == "Close the keypad")
        let shown = SecureForms.pinPad()
        #expect(shown.rows[3].keys[0].action == .dismiss)
        #expect(shown.rows[3].keys[2].action == .delete)
        let digits = shown.rows.flatMap(\.keys).compactMap { key -> String? in
            if case .insert(let text) = key.action { return text }
            return nil
        }
        #expect(digits.sorted() == ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"])
    }

    @Test func trickyStringsSurviveExactly() {
        let layout = KeyboardLayout.trickyLabels
        #expect(layout.title == #"Tricky "labels" \ """ #"#)
        #expect(layout.rows[0].keys.map(\.label) == ["\"", "\\", "\"\"\"", "#", "\"#", "\\u{41}", "\\(x)", "}()"])
        let row2 = layout.rows[1].keys.map(\.label)
        #expect(row2.map { Array($0.unicodeScalars.map(\.value)) } == [
            [0x09], [0x00], [0x65, 0x301],
            [0x1F469, 0x200D, 0x1F469, 0x200D, 0x1F467],
            [0x202E, 0x61, 0x62, 0x63],
            [0x5E9, 0x5DC, 0x5D5, 0x5DD],
            [0x645, 0x631, 0x62D, 0x628, 0x627],
            [0xA0],
        ])
        let injected = layout.rows[2].keys[0]
        #expect(injected.action == .insert("a\"\"\"); fatalError(\""))
        #expect(injected.label == "*/ /* \" ")
        #expect(injected.shiftedText == "\\\\")
        #expect(layout.rows[2].keys[1].action == .insert("#\"\"\"#"))
        #expect(layout.rows[2].keys[1].label == "\r\n")
        #expect(layout.rows[3].keys.map(\.group) == ["\"group\"", "\"group\"", nil])
        let accented = layout.rows[3].keys[2]
        #expect(accented.alternates == ["\"", "\\(x)", "\u{E9}", "\u{202E}e"])
        #expect(accented.shiftedAlternates == ["\"", "\\(x)", "\u{C9}", "\u{202E}e"])
        #expect(accented.hint == "\"\"\"")
    }
}
