import KeyboardCompiler
import Testing
import YAMLLoader

/// Diagnostics that are right (issue 21, section 4): each at the place to fix, with the cause first.
@Suite struct DiagnosticPlacementTests {
    private func compile(_ text: String) -> CompilationResult {
        LayoutCompiler().compile([LayoutSource(path: "k.yaml", text: text)])
    }

    /// `code@line:col` of every diagnostic, in order.
    private func summary(_ result: CompilationResult) -> [String] {
        result.diagnostics.map { "\($0.code.identifier)@\($0.location.map { "\($0.line):\($0.column)" } ?? "-")" }
    }

    // MARK: 1. Aliases

    @Test func aKeyRepeatedThroughAnAliasIsReportedAtTheAlias() throws {
        let result = compile("keyboard: k\nrows:\n  - &r [a, b]\n  - *r\n")
        #expect(summary(result) == ["KBC0207@4:5", "KBC0207@4:5"])
        // The note points into the anchored row, where the first copy is.
        #expect(result.diagnostics.map { $0.notes.first?.location?.position.description } == ["3:9", "3:12"])
        // A key mapping repeated inside a row, and a row written as a mapping whose keys are an alias.
        #expect(summary(compile("keyboard: k\nrows:\n  - [&q {key: q, label: q}, w]\n  - [e, *q]\n")) == ["KBC0207@4:9"])
        #expect(summary(compile("keyboard: k\nrows:\n  - {keys: &r [a, b]}\n  - {keys: *r}\n")) == ["KBC0207@4:12", "KBC0207@4:12"])
    }

    @Test func anAliasKnowsItsAnchor() throws {
        let (root, problems) = YAMLLoader().load(bytes: Array("a: &x [1]\nb: *x\nc: [1]\n".utf8))
        #expect(problems.isEmpty)
        guard case .mapping(let entries) = try #require(root).content else { Issue.record("not a mapping"); return }
        #expect(entries.map { $0.value.anchorPosition?.description } == [nil, "1:4", nil])
    }

    // MARK: 2. Byte order marks

    @Test func aSecondByteOrderMarkIsReportedOnLineOneWhereItIs() throws {
        let result = LayoutCompiler().compile([LayoutSource(path: "k.yaml", bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("keyboard: k\nrows:\n  - a\n".utf8))])
        #expect(summary(result) == ["KBC0004@1:1"])
        #expect(result.diagnostics.first?.message.contains("second byte order mark") == true)
        // One mark is no problem.
        #expect(LayoutCompiler().compile([LayoutSource(path: "k.yaml", bytes: [0xEF, 0xBB, 0xBF] + Array("keyboard: k\nrows:\n  - a\n".utf8))]).diagnostics.isEmpty)
    }

    // MARK: 4. Indicators that start a value

    @Test(arguments: [
        ("keyboard: k\nrows:\n  - [a, ?, b]\n", "KBC0007@3:9", "\"?\""),
        ("keyboard: k\nrows:\n  - ? a b\n", "KBC0007@3:5", "\"? a b\""),
        ("keyboard: k\nrows:\n  - - ?\n", "KBC0007@3:7", "\"?\""),
        ("keyboard: k\nrows:\n  - [{key: ?}]\n", "KBC0007@3:12", "\"?\""),
        ("keyboard: k\nrows:\n  - - key: a\n      hint: ?\n", "KBC0007@4:13", "\"?\""),
        ("keyboard: k\nrows:\n  - [a, !, b]\n", "KBC0007@3:9", "\"!\""),
        ("keyboard: k\nrows:\n  - ! a b\n", "KBC0007@3:5", "\"! a b\""),
        ("keyboard: k\nrows:\n  - a\n  - [ ] {", "KBC0007@4:5", "\"[ ] {\""),
        ("keyboard: k\nrows:\n  - [] a\n", "KBC0007@3:5", "\"[] a\""),
        ("keyboard: k\nrows:\n  - { a b", "KBC0007@3:5", "\"{ a b\""),
    ])
    func anIndicatorStartingAValueIsAnUnquotedIndicatorWithAFixIt(_ text: String, _ expected: String, _ replacement: String) throws {
        let result = compile(text)
        #expect(summary(result) == [expected])
        #expect(result.diagnostics.first?.notes.compactMap(\.fixIt?.replacement) == [replacement])
        let source = try #require(result.sources["k.yaml"])
        for diagnostic in result.diagnostics {
            for location in [diagnostic.location] + diagnostic.notes.map(\.location) {
                guard let location else { continue }
                #expect(source.byteOffset(of: location.position) != nil, "\(location) is inside the file")
            }
        }
    }

    // MARK: 5. The cascade of a failed file

    @Test func aFailedFileIsReportedBeforeTheKeysThatNameItsKeyboardFoldedIntoOne() throws {
        let folder = TestPaths.codeFixtures + "/KBC0215-cascade"
        let result = LayoutCompiler().compile(paths: [folder])
        #expect(result.diagnostics.map { "\($0.code.identifier) \($0.location?.file.split(separator: "/").last ?? ""):\($0.location?.position.description ?? "")" }
                == ["KBC0015 c.yaml:3:5", "KBC0215 a.yaml:4:27"])
        let folded = try #require(result.diagnostics.last)
        #expect(folded.follows?.description == folder + "/c.yaml:3:5")
        let note = try #require(folded.notes.last)
        #expect(note.message.hasPrefix("2 more keys or 'extends' name a keyboard that may be in '\(folder)/c.yaml': "))
        #expect(note.message.hasSuffix("b.yaml:3:27, \(folder)/b.yaml:4:27"))
        #expect(note.location?.position.description == "3:27")
    }

    // MARK: 6. Alternates joined by commas

    @Test func alternatesJoinedByCommasAreAnErrorAtTheFirstComma() throws {
        let result = compile("keyboard: k\nrows:\n  - - key: e\n      alternates: è,é,ê\n    - x\n    - y\n")
        #expect(summary(result) == ["KBC0117@4:20"])
        #expect(result.diagnostics.first?.notes.first?.fixIt?.replacement == "è é ê")
        #expect(summary(compile("keyboard: k\nrows:\n  - - key: e\n      alternates: 'è, é'\n    - x\n")) == ["KBC0117@4:21"])
        // A comma alone is an alternate, and spaces are the separator.
        #expect(compile("keyboard: k\nrows:\n  - - key: e\n      alternates: è é\n    - x\n    - key: \".\"\n      alternates: \", ;\"\n").diagnostics.isEmpty)
    }
}
