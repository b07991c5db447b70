@testable import KeyboardCompiler
import KeyboardRuntime
import Testing
import YAMLLoader

/// Pins the byte-level token split of test presses (`positionedTokens(of:scalar:)`) to the scalar-array
/// path it replaced (`tokens(of:)` and `tokenPosition(of:scalar:line:offset:token:)`), token for token and
/// position for position, over generated documents (fixed seed) with what a byte walk could get wrong:
/// non-ASCII tokens and text before them on the line, tabs, CRLF line ends, a byte order mark, quoted,
/// escaped, block and folded strings, and aliases, whose text is elsewhere.
@Suite struct PositionedTokensTests {
    private static let tokens = ["a", "é", "中", "👍🏽", "<delete>", "e\u{301}", "ab", "<long:e:é>", "ｘ", "\u{10FFFF}"]
    private static let separators = [" ", "  ", "\t", " \t "]
    private static let prefixes = ["", "é: x\n", "中文: 中\n"]

    private func press(_ generator: inout SeededRandomNumberGenerator) -> String {
        var text = ""
        for index in 0..<Int(generator.next() % 5 + 1) {
            if index > 0 { text += Self.separators[Int(generator.next() % UInt64(Self.separators.count))] }
            text += Self.tokens[Int(generator.next() % UInt64(Self.tokens.count))]
        }
        return text
    }

    private func document(_ generator: inout SeededRandomNumberGenerator) -> String {
        let lineEnd = generator.next() % 3 == 0 ? "\r\n" : "\n"
        var lines: [String] = []
        let first = Self.prefixes[Int(generator.next() % UInt64(Self.prefixes.count))]
        if !first.isEmpty { lines.append(String(first.dropLast())) }
        lines.append("tests:")
        lines.append("  - press: \(press(&generator))")
        lines.append("  - press: '\(press(&generator))'")
        lines.append("  - press: \"\(press(&generator))\"")
        lines.append("  - press: \"é\\t\(press(&generator)) \\u00e9 x\"")
        lines.append("  - {中: 中, press: \(press(&generator))}")
        lines.append("  - {中: 中, press: '\(press(&generator))'}")
        lines.append("  - press: &p \(press(&generator))")
        lines.append("  - {é: é, press: *p}")
        lines.append("  - press: |")
        lines.append("      \(press(&generator))")
        lines.append("  - press: >-")
        lines.append("      \(press(&generator))")
        lines.append("      \(press(&generator))")
        lines.append("  - press: \(press(&generator))")
        lines.append("      \(press(&generator))")
        let bom = generator.next() % 4 == 0 ? "\u{FEFF}" : ""
        return bom + lines.joined(separator: lineEnd) + lineEnd
    }

    private func presses(in node: YAMLNode, into found: inout [YAMLNode]) {
        switch node.content {
        case .scalar: break
        case .sequence(let items): for item in items { presses(in: item, into: &found) }
        case .mapping(let entries):
            for entry in entries {
                if entry.key.isScalar("press"), entry.value.scalar != nil { found.append(entry.value) } else { presses(in: entry.value, into: &found) }
            }
        }
    }

    @Test func splitsAndPlacesPressesAsTheScalarPathDid() throws {
        var generator = SeededRandomNumberGenerator(seed: 25)
        var compared = 0
        var exactPlaces = 0
        for _ in 0..<150 {
            let source = SourceText(bytes: Array(document(&generator).utf8))
            let (root, problems) = YAMLLoader().load(source)
            let tree = try #require(root, "\(problems)")
            var found: [YAMLNode] = []
            presses(in: tree, into: &found)
            #expect(found.count == 11)
            let decoder = KeyboardDecoder(file: "test.yaml", source: source)
            for node in found {
                let scalar = try #require(node.scalar)
                let line = Array(source.line(node.position.line)?.unicodeScalars ?? "".unicodeScalars)
                let expected = KeyboardDecoder.tokens(of: scalar.text).map { token, offset in
                    (token, KeyboardDecoder.tokenPosition(of: node, scalar: scalar, line: line, offset: offset, token: token))
                }
                let actual = decoder.positionedTokens(of: node, scalar: scalar)
                #expect(actual.map(\.0) == expected.map(\.0))
                #expect(actual.map(\.1) == expected.map(\.1), "\(scalar.text) at \(node.position)")
                compared += expected.count
                exactPlaces += expected.filter { $0.1 != node.position }.count
            }
        }
        // Both kinds of answer were compared: tokens placed exactly, and tokens placed at their string.
        #expect(exactPlaces > 400 && compared - exactPlaces > 400, "\(exactPlaces) of \(compared)")
    }
}
