import KeyboardRuntime
import Testing
import SecureInput

@Suite("KeyboardOutput")
struct KeyboardOutputTests {
    @Test("inserts and deletes are applied; other outputs are left to the host")
    func applyOutputs() {
        let buffer = SecureTextBuffer()
        #expect(buffer.apply(.insert("ab")) == .applied)
        #expect(buffer.apply(.deleteBackward) == .applied)
        #expect(buffer.apply(.insert("")) == .unchanged)
        #expect(buffer.apply(.returnKey(.done)) == .notApplicable)
        #expect(buffer.apply(.dismiss) == .notApplicable)
        #expect(buffer.apply(.pageChanged(to: "symbols")) == .notApplicable)
        #expect(buffer.withUnwipedPlaintextString { $0 } == "a")
        #expect(buffer.apply(.deleteBackward) == .applied)
        #expect(buffer.apply(.deleteBackward) == .unchanged)
    }

    @Test("a rejected insert is reported and changes nothing")
    func rejectedInsert() {
        let buffer = SecureTextBuffer(maximumLength: 3, allowedCharacters: .digits)
        let results = buffer.apply([.insert("12"), .insert("a"), .insert("34"), .insert("3")])
        #expect(results == [
            .applied,
            .rejected(.disallowedCharacters(["a"])),
            .rejected(.tooLong(remaining: 1)),
            .applied,
        ])
        #expect(buffer.withUnwipedPlaintextString { $0 } == "123")
    }

    @Test("the byte route: insert(utf8:) and replaceCharacters(in:withUTF8:) edit as the String forms do")
    func byteRoute() throws {
        let viaBytes = SecureTextBuffer(maximumLength: 6, allowedCharacters: .digits)
        let viaString = SecureTextBuffer(maximumLength: 6, allowedCharacters: .digits)
        for text in ["12", "3a4", "٣", "5678", "", "9"] {
            var bytesResult: InputRejection?
            var stringResult: InputRejection?
            Array(text.utf8).withUnsafeBufferPointer { bytes in
                do throws(InputRejection) { try viaBytes.insert(utf8: bytes) } catch { bytesResult = error }
            }
            do { try viaString.insert(text) } catch { stringResult = error }
            #expect(bytesResult == stringResult, "\(text)")
            #expect(viaBytes.count == viaString.count && viaBytes.cursor == viaString.cursor)
        }
        #expect(viaBytes.withPlaintextUTF8 { $0.elementsEqual("125678".utf8) })
        try Array("é🔑".utf8).withUnsafeBufferPointer { bytes in
            let any = SecureTextBuffer()
            try any.insert("abc")
            try any.replaceCharacters(in: 1..<2, withUTF8: bytes)
            #expect(any.count == 4)
            #expect(any.withPlaintextUTF8 { $0.elementsEqual("aé🔑c".utf8) })
        }
    }

    @Test("a field model applies a keyboard insert through the byte route, as a String insert would")
    func fieldModelByteRoute() {
        let model = SecureFieldModel(rules: .pin(length: 4))
        #expect(model.apply(.insert("4")).count == 1)
        #expect(model.apply(.insert("x")) == [.rejected(.input(.disallowedCharacters, from: .secureKeyboard))])
        let viaBytes = Array("56".utf8).withUnsafeBufferPointer { model.insert(utf8: $0, from: .secureKeyboard) }
        #expect(viaBytes.count == 1)
        let pasted = Array("7".utf8).withUnsafeBufferPointer { model.insert(utf8: $0, from: .paste) }
        #expect(pasted == [.rejected(.pasteNotAllowed)])
        #expect(model.withPlaintextUTF8 { $0.elementsEqual("456".utf8) })
    }

    #if os(Linux) && compiler(>=6.2)
    @Test("bytes that are not UTF-8 stop the process instead of being stored")
    func invalidUTF8() async {
        await #expect(processExitsWith: .failure) {
            let buffer = SecureTextBuffer()
            try? [0xC3, 0x28].withUnsafeBufferPointer { try buffer.insert(utf8: $0) }
        }
    }
    #endif
}
