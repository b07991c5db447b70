import Testing
import YAMLLoader

private func load(_ text: String, limits: YAMLLoaderLimits = .standard) -> (root: YAMLNode?, problems: [YAMLProblem]) {
    YAMLLoader(limits: limits).load(bytes: Array(text.utf8))
}

private func entries(_ node: YAMLNode?) -> [YAMLMappingEntry] {
    guard case .mapping(let entries)? = node?.content else { return [] }
    return Array(entries)
}

private func items(_ node: YAMLNode?) -> [YAMLNode] {
    guard case .sequence(let items)? = node?.content else { return [] }
    return Array(items)
}

@Suite struct LoaderTests {
    @Test func positionsAreOneBasedForKeysAndValues() {
        let (root, problems) = load("keyboard: pad\nrows:\n  - [1, 22]\n")
        #expect(problems.isEmpty)
        let fields = entries(root)
        #expect(fields[0].key.position == SourcePosition(line: 1, column: 1))
        #expect(fields[0].value.position == SourcePosition(line: 1, column: 11))
        #expect(fields[1].key.position == SourcePosition(line: 2, column: 1))
        let row = items(fields[1].value)[0]
        #expect(row.position == SourcePosition(line: 3, column: 5))
        #expect(items(row).map(\.position) == [SourcePosition(line: 3, column: 6), SourcePosition(line: 3, column: 9)])
    }

    @Test func columnsCountCharactersNotBytes() {
        let (root, _) = load("a: 【】\nb: x\nc: ｛ ｝ z\n")
        let z = entries(root)[2].value
        #expect(z.position == SourcePosition(line: 3, column: 4))
        #expect(entries(root)[1].value.position == SourcePosition(line: 2, column: 4))
    }

    @Test(arguments: ["y", "n", "no", "off", "yes", "~", "null", "1", "1.0", "0x10", "true", ".inf"])
    func scalarsStayText(_ word: String) {
        let (root, problems) = load("value: \(word)\n")
        #expect(problems.isEmpty)
        #expect(entries(root)[0].value.scalarText == word)
    }

    @Test func nulInsideQuotedScalarSurvives() {
        let (root, problems) = load("key: \"a\\0b\"\n")
        #expect(problems.isEmpty)
        let text = entries(root)[0].value.scalarText
        #expect(text?.unicodeScalars.map(\.value) == [0x61, 0, 0x62])
    }

    @Test func scalarStylesAreRecorded() {
        let (root, _) = load("a: plain\nb: 'single'\nc: \"double\"\nd: |\n  literal\n")
        let styles = entries(root).compactMap { entry -> YAMLScalar.Style? in
            if case .scalar(let scalar) = entry.value.content { return scalar.style }
            return nil
        }
        #expect(styles == [.plain, .singleQuoted, .doubleQuoted, .literal])
    }

    @Test func duplicateKeyPointsAtFirst() {
        let (root, problems) = load("a: 1\nb: 2\na: 3\n")
        #expect(root != nil)
        #expect(problems == [YAMLProblem(.duplicateKey("a", first: SourcePosition(line: 1, column: 1)), at: SourcePosition(line: 3, column: 1))])
        #expect(entries(root).map { $0.value.scalarText } == ["1", "2"])
    }

    @Test func duplicateKeysInLargeMappingsAreFound() {
        var text = ""
        for index in 0..<40 { text += "k\(index): v\n" }
        text += "k7: again\n"
        let (_, problems) = load(text)
        #expect(problems.count == 1)
        #expect(problems.first?.kind == .duplicateKey("k7", first: SourcePosition(line: 8, column: 1)))
        #expect(problems.first?.position == SourcePosition(line: 41, column: 1))
    }

    /// Key indexes and anchors are kept beside the open collections, by record: nested large mappings
    /// each find their own duplicates, an index ends with its mapping, and nested anchors name their own
    /// collections.
    @Test func nestedLargeMappingsAndAnchorsKeepTheirOwn() {
        var text = "outer: &o\n"
        for index in 0..<20 { text += "  k\(index): v\n" }
        text += "  inner: &i\n"
        for index in 0..<20 { text += "    k\(index): w\n" }
        text += "    k3: again\n"
        text += "  k5: again\n"
        text += "next:\n"
        for index in 0..<20 { text += "  k\(index): v\n" }
        text += "copyInner: *i\ncopyOuter: *o\n"
        let (root, problems) = load(text)
        #expect(problems.map(\.kind) == [
            .duplicateKey("k3", first: SourcePosition(line: 26, column: 5)),
            .duplicateKey("k5", first: SourcePosition(line: 7, column: 3)),
        ])
        #expect(problems.map(\.position) == [SourcePosition(line: 43, column: 5), SourcePosition(line: 44, column: 3)])
        let all = entries(root)
        #expect(all.map { $0.key.scalarText } == ["outer", "next", "copyInner", "copyOuter"])
        #expect(entries(all[2].value).count == 20)
        #expect(entries(all[2].value).first?.value.scalarText == "w")
        #expect(entries(all[3].value).count == 21)
        #expect(entries(all[3].value).last?.key.scalarText == "inner")
    }

    @Test func nestingIsLimited() {
        let limits = YAMLLoaderLimits(maximumDepth: 8)
        #expect(load(String(repeating: "[", count: 8) + String(repeating: "]", count: 8), limits: limits).problems.isEmpty)
        let (root, problems) = load(String(repeating: "[", count: 9) + String(repeating: "]", count: 9), limits: limits)
        #expect(root == nil)
        #expect(problems == [YAMLProblem(.nestingTooDeep(limit: 8), at: SourcePosition(line: 1, column: 9))])
    }

    @Test func aliasesWithinBudgetExpand() {
        let (root, problems) = load("base: &digits [1, 2, 3]\ncopy: *digits\n")
        #expect(problems.isEmpty)
        #expect(items(entries(root)[1].value).compactMap(\.scalarText) == ["1", "2", "3"])
        #expect(entries(root)[1].value.position == SourcePosition(line: 2, column: 7))
    }

    @Test func billionLaughsIsStopped() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        let (root, problems) = load(text)
        #expect(root == nil)
        guard case .tooManyNodes(let limit)? = problems.first?.kind else {
            Issue.record("expected tooManyNodes, got \(problems)")
            return
        }
        #expect(limit == YAMLLoaderLimits.standard.maximumNodes)
    }

    @Test func undefinedAndSelfReferencingAliasesAreErrors() {
        #expect(load("a: *nowhere\n").problems.first?.kind == .undefinedAlias("nowhere"))
        #expect(load("a: &loop [*loop]\n").problems.first?.kind == .undefinedAlias("loop"))
    }

    @Test func onlyStandardTagsAreAccepted() {
        #expect(load("a: !!str 1\nb: !!seq [x]\n").problems.isEmpty)
        #expect(load("a: !!int 1\n").problems.first?.kind == .unsupportedTag("tag:yaml.org,2002:int"))
        #expect(load("a: !custom x\n").problems.first?.kind == .unsupportedTag("!custom"))
    }

    @Test func secondDocumentIsRejected() {
        let (root, problems) = load("a: 1\n---\nb: 2\n")
        #expect(root == nil)
        #expect(problems == [YAMLProblem(.multipleDocuments, at: SourcePosition(line: 2, column: 1))])
    }

    @Test(arguments: ["", "   \n", "# just a comment\n# and another\n", "---\n", "--- # comment\n...\n"])
    func emptyDocumentsAreRejected(_ text: String) {
        let (root, problems) = load(text)
        #expect(root == nil)
        #expect(problems.map(\.kind) == [.empty])
    }

    @Test func oversizedInputIsRejectedBeforeParsing() {
        let (root, problems) = load(String(repeating: "a", count: 100), limits: YAMLLoaderLimits(maximumBytes: 99))
        #expect(root == nil)
        #expect(problems.map(\.kind) == [.fileTooLarge(bytes: 100, limit: 99)])
    }
}
