import KeyboardCompiler
import KeyboardRuntime
import Testing

/// The shape of generated Swift that keeps type-checking linear and its memory bounded (issue 25): the
/// keyboard is built by a private function, not a closure, and no array literal holds more than 16 keys.
@Suite struct GeneratedSwiftShapeTests {
    private func generated(_ text: String, disabling codes: [DiagnosticCode] = []) throws -> String {
        let result = LayoutCompiler(options: DiagnosticOptions(disabled: Set(codes))).compile([LayoutSource(path: "Layouts/wide-row.yaml", text: text)])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return try #require(SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter()).files.first).contents
    }

    @Test func theKeyboardIsBuiltByAPrivateFunctionNamedAfterTheProperty() throws {
        let swift = try generated("keyboard: wide-row\nrows:\n  - a b c\n")
        #expect(swift.contains("    static let wideRow: KeyboardLayout = _makeWideRow()\n"))
        #expect(swift.contains("    private static func _makeWideRow() -> KeyboardLayout {\n"))
        #expect(swift.hasSuffix("        )\n    }\n}\n"))
        #expect(!swift.contains("}()"))
    }

    @Test(arguments: [1, 15, 16, 17, 32, 33, 100])
    func aLongRowIsWrittenInLiteralsOfAtMost16KeysInOrder(keys count: Int) throws {
        let keys = (0..<count).map { String(Character(Unicode.Scalar(0x4E00 + $0)!)) }
        let swift = try generated(
            "keyboard: wide-row\nrows:\n  - " + keys.joined(separator: " ") + "\n",
            disabling: [.tooManyKeysInRow])
        let lines = swift.split(separator: "\n").map(String.init)
        // Every literal of the row: opened by a declaration or `+=`, closed by `]`.
        var literals: [[String]] = []
        var current: [String]?
        for line in lines {
            if line == (count > 16 ? "        var row1: [Key] = [" : "        let row1: [Key] = [") || line == "        row1 += [" {
                current = []
            } else if line == "        ]", let keys = current {
                literals.append(keys)
                current = nil
            } else if current != nil {
                current?.append(line)
            }
        }
        #expect(literals.count == (count + 15) / 16)
        #expect(literals.allSatisfy { $0.count <= 16 })
        let written = literals.joined().map { $0.trimmingPrefix("            Key(action: .insert(\"").prefix(1) }
        #expect(written.map(String.init) == keys)
    }
}
