import KeyboardCompiler
import KeyboardPlayground
import KeyboardPreview
import KeyboardRuntime
import YAMLLoader

/// libFuzzer's entry point: one input through the whole pipeline. See ``KbcFuzzing``.
///
/// Built with `-sanitize=fuzzer,address` by `Fuzz/run.sh`; in ordinary builds it is an unused function.
@_cdecl("LLVMFuzzerTestOneInput")
public func kbcFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    KbcFuzzing.run(bytes)
    return 0
}

/// What the fuzz target checks for each input (one layout file, or two separated by a NUL byte): the files go through load → decode → validate → Swift
/// emission → SVG, text and HTML rendering and both diagnostic renderers, and the process aborts (so
/// libFuzzer saves the input) when
///
/// - any diagnostic, or any located note, lacks a location inside the file, or has a code that is not in
///   the catalog;
/// - a file with no error yields Swift that holds something kbc promises never to generate (a
///   noncharacter escape, a keyboard past the size limit, a name that shadows a `KeyboardLayout`
///   property), or a layout with a noncharacter in any of its texts (title, keys, labels, shift texts,
///   groups, spoken names, alternates, hints, toolbar items' labels and spoken names).
///
/// Crashes, hangs (`-timeout`), leaks and memory errors are caught by libFuzzer and AddressSanitizer.
public enum KbcFuzzing {
    /// Runs one input; traps on a broken promise.
    public static func run(_ bytes: [UInt8]) {
        // A NUL byte (which no layout may hold) splits the input into two files compiled together, so the
        // rules across files (duplicate ids, switch targets, Swift names) are fuzzed too.
        let split = bytes.firstIndex(of: 0).map { [Array(bytes[..<$0]), Array(bytes[($0 + 1)...])] } ?? [bytes]
        let files = split.enumerated().map { LayoutSource(path: "fuzz\($0.offset).yaml", bytes: $0.element) }
        var result = LayoutCompiler(options: DiagnosticOptions(limitPerFile: 100)).compile(files)
        let lineCounts = Dictionary(uniqueKeysWithValues: files.map { ($0.path, SourceText(bytes: $0.bytes).lineCount) })
        let codes = Set(DiagnosticCatalog.all)

        let emitter = SwiftSourceEmitter(accessLevel: bytes.first.map { $0 & 1 == 0 } == true ? .internal : .public)
        let (generated, generationDiagnostics) = SwiftGeneration.files(for: result, emitter: emitter)
        result.diagnostics += generationDiagnostics

        for diagnostic in result.diagnostics {
            guard let location = diagnostic.location else { fail("diagnostic without a location: \(diagnostic)") }
            guard codes.contains(diagnostic.code) else { fail("diagnostic with an unknown code: \(diagnostic)") }
            check(location, lineCounts: lineCounts, diagnostic)
            for note in diagnostic.notes {
                if let noteLocation = note.location { check(noteLocation, lineCounts: lineCounts, diagnostic) }
            }
        }
        for entry in result.omitted where result.diagnostics.count(where: { $0.location?.file == entry.file }) < 100 {
            fail("diagnostics of \(entry.file ?? "no file") omitted below the limit")
        }

        _ = JSONDiagnosticRenderer.render(result)
        let renderer = TextDiagnosticRenderer(usesColor: bytes.count % 2 == 0)
        for diagnostic in result.diagnostics { _ = renderer.render(diagnostic, sources: result.allSources) }
        for entry in result.omitted { _ = renderer.render(entry) }

        let layouts = result.layouts
        for layout in layouts {
            _ = SVGRenderer(options: RenderOptions(device: .phone, orientation: .portrait)).render(layout)
            _ = SVGRenderer(options: RenderOptions(device: .pad, orientation: .landscape, shift: .capsLock)).render(layout)
            _ = TextRenderer(shift: .on).render(layout)
        }
        _ = HTMLGalleryRenderer(configurations: [RenderOptions()]).render(layouts)
        // The playground page carries layouts to the WebAssembly module in this encoding: what arrives must
        // be exactly what was compiled, or the playground would show another keyboard.
        do {
            let decoded = try LayoutWire.decode(LayoutWire.encode(layouts))
            if decoded != layouts { fail("the playground's wire encoding changed a layout:\n\(layouts)\n\(decoded)") }
        } catch {
            fail("the playground's wire encoding cannot decode what it encoded: \(error)")
        }

        guard !result.hasErrors else { return }
        for file in generated {
            if containsNoncharacterEscape(file.contents) { fail("generated Swift holds a noncharacter escape:\n\(file.contents)") }
        }
        for layout in layouts {
            // Walked here by hand, not through the compiler's TextFields, so a field that walk misses shows.
            for text in everyText(of: layout) where text.unicodeScalars.contains(where: isNoncharacter) {
                fail("the text '\(text.debugDescription)' of '\(layout.id)' holds a noncharacter and validated")
            }
            let items = layout.rows.reduce(0) { $0 + $1.keys.count + $1.spacers.count }
            if layout.rows.count > 32 || items > 384 { fail("a keyboard of \(layout.rows.count) rows and \(items) items validated") }
            let name = SwiftNames.propertyName(forKeyboardID: layout.id)
            if ["id", "title", "locale", "characterWidth", "shufflePolicy", "rows", "hashValue"].contains(name) {
                fail("the id '\(layout.id)' validated; its Swift name shadows a KeyboardLayout property")
            }
        }
    }

    /// Every text of `layout` and of its variants' rows, field by field.
    static func everyText(of layout: KeyboardLayout) -> [String] {
        var texts = [layout.title, layout.toolbar?.title].compactMap { $0 }
        for item in layout.toolbar?.items ?? [] { texts += [item.label, item.spokenName].compactMap { $0 } }
        for rows in [layout.rows] + layout.variants.map(\.rows) {
            for key in rows.flatMap(\.keys) {
                if case .insert(let text) = key.action { texts.append(text) }
                texts += [key.label, key.shiftedText, key.group, key.spokenName, key.hint].compactMap { $0 }
                texts += key.alternates + (key.shiftedAlternates ?? [])
            }
        }
        return texts
    }

    private static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
    }

    private static func check(_ location: SourceLocation, lineCounts: [String: Int], _ diagnostic: Diagnostic) {
        guard let lines = lineCounts[location.file], location.line >= 1, location.line <= lines, location.column >= 1 else {
            fail("diagnostic or note located outside its file (\(lineCounts) lines): \(diagnostic)")
        }
    }

    /// Whether Swift source contains a `\u{FDD0}`–`\u{FDEF}` escape, which swiftc rejects.
    static func containsNoncharacterEscape(_ source: String) -> Bool {
        let bytes = Array(source.utf8)
        var index = 0
        while index + 3 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"), bytes[index + 2] == UInt8(ascii: "{") else { continue }
            var value: UInt32 = 0
            var cursor = index + 3
            while cursor < bytes.count, cursor < index + 12, let digit = hexValue(bytes[cursor]) {
                value = value &* 16 &+ digit
                cursor += 1
            }
            if (0xFDD0...0xFDEF).contains(value) { return true }
        }
        return false
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        default: return nil
        }
    }

    private static func fail(_ message: String) -> Never {
        fatalError("kbc fuzz target: " + message)
    }
}
