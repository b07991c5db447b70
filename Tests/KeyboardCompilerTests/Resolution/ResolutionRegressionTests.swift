import KeyboardCompiler
import KeyboardRuntime
import Testing

/// The resolution bugs the flatten property test found, each as the smallest pair of files that showed it:
/// the keyboard `child` compiled from `base.yaml` and `child.yaml` must generate the Swift that `child.yaml`
/// written standalone, as the format's documentation resolves it, generates.
@Suite struct ResolutionRegressionTests {
    /// The Swift generated for `child` from `files`, and any errors.
    static func childSwift(_ files: [String: String]) -> (swift: String, errors: [String]) {
        let sources = files.keys.sorted().map { LayoutSource(path: "case/" + $0, text: files[$0]!) }
        let result = LayoutCompiler().compile(sources)
        let errors = result.diagnostics.filter { $0.severity == .error }.map { "\($0.message) [\($0.code.identifier)]" }
        let swift = SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter()).files.first { $0.name == "child.swift" }?.contents ?? ""
        return (swift, errors)
    }

    /// Compiles `base` with `child`, and `standalone` (the child resolved by hand) with `base`.
    static func check(base: String, child: String, standalone: String) {
        let inherited = childSwift(["base.yaml": base, "child.yaml": child])
        let expected = childSwift(["base.yaml": base, "child.yaml": standalone])
        #expect(expected.errors.isEmpty, "the standalone file has errors: \(expected.errors)")
        #expect(inherited.errors.isEmpty, "errors: \(inherited.errors)")
        #expect(inherited.swift == expected.swift)
    }

    @Test func ownVariantsOfAChildWithoutALocaleGetLabels() {
        Self.check(
            base: "keyboard: base\nrows:\n  - [a, {action: delete}]\n",
            child: "keyboard: child\nextends: base\nvariants:\n  - device: pad\n    rows:\n      - [b, {action: delete}]\n",
            standalone: "keyboard: child\nrows:\n  - [a, {action: delete}]\nvariants:\n  - device: pad\n    rows:\n      - [b, {action: delete}]\n")
    }

    @Test func numberedVariantRowsOfAChildWithALocaleGetLabels() {
        Self.check(
            base: "keyboard: base\nrows:\n  - [a, {action: delete}]\n",
            child: "keyboard: child\nextends: base\nlocale: ja\nvariants:\n  - device: pad\n    rows:\n      1: [b, {action: space}]\n",
            standalone: "keyboard: child\nlocale: ja\nrows:\n  - [a, {action: delete}]\nvariants:\n  - device: pad\n    rows:\n      - [b, {action: space}]\n")
    }

    @Test func aBasesToolbarNoneStaysWhenAChildSetsATitle() {
        Self.check(
            base: "keyboard: base\ntoolbar: none\nrows:\n  - [a]\n",
            child: "keyboard: child\nextends: base\ntitle: PIN\n",
            standalone: "keyboard: child\ntitle: PIN\ntoolbar: none\nrows:\n  - [a]\n")
    }

    @Test func aChildsLocaleKeepsAnInheritedExplicitLabel() {
        Self.check(
            base: "keyboard: base\nlocale: en\nrows:\n  - [a, {action: space, label: space}]\n",
            child: "keyboard: child\nextends: base\nlocale: zh-Hans\n",
            standalone: "keyboard: child\nlocale: zh-Hans\nrows:\n  - [a, {action: space, label: space}]\n")
    }

    @Test func aChildsDeclaredToolbarShowsTheInheritedTitle() {
        Self.check(
            base: "keyboard: base\ntitle: PIN\nrows:\n  - [a]\n",
            child: "keyboard: child\nextends: base\ntoolbar: {items: [{action: switch, to: base, label: ABC}]}\n",
            standalone: "keyboard: child\ntitle: PIN\ntoolbar: {items: [{action: switch, to: base, label: ABC}]}\nrows:\n  - [a]\n")
    }

    @Test func aChildsToolbarWithoutDoneIsNotEmptyWithAnInheritedTitle() {
        // Today: "the toolbar would be empty: the keyboard has no 'title' and 'done' is false [KBC0113]".
        Self.check(
            base: "keyboard: base\ntitle: PIN\nrows:\n  - [a]\n",
            child: "keyboard: child\nextends: base\ntoolbar: {done: false}\n",
            standalone: "keyboard: child\ntitle: PIN\ntoolbar: {done: false}\nrows:\n  - [a]\n")
    }

    @Test func aChildsDeclaredToolbarSaysDoneInTheInheritedLocale() {
        Self.check(
            base: "keyboard: base\nlocale: ja\nrows:\n  - [a]\n",
            child: "keyboard: child\nextends: base\ntitle: PIN\ntoolbar: {done: true}\n",
            standalone: "keyboard: child\nlocale: ja\ntitle: PIN\ntoolbar: {done: true}\nrows:\n  - [a]\n")
    }

    @Test func aChildsVariantsKeepTheirOrder() {
        let child = "keyboard: child\nextends: base\nvariants:\n  - minWidth: 700\n    rows:\n      1: [c]\n  - device: pad\n    rows:\n      - [d]\n"
        Self.check(
            base: "keyboard: base\nrows:\n  - [a]\n",
            child: child,
            standalone: "keyboard: child\nrows:\n  - [a]\nvariants:\n  - minWidth: 700\n    rows:\n      - [c]\n  - device: pad\n    rows:\n      - [d]\n")
        // What it changes: a pad 1024 points wide shows the pad rows, not the first variant's.
        let result = LayoutCompiler().compile([
            LayoutSource(path: "base.yaml", text: "keyboard: base\nrows:\n  - [a]\n"), LayoutSource(path: "child.yaml", text: child),
        ])
        let shown = result.layouts.first { $0.id == "child" }?.forDevice(KeyboardMetrics(device: .pad, orientation: .portrait), width: 1024)
        #expect(shown?.rows.first?.keys.first?.label == "c")
    }
}
