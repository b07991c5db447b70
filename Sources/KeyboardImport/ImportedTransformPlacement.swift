import KeyboardCompiler
import YAMLLoader

/// Puts a keyboard's transforms on the pages whose keys type them.
///
/// A CLDR keyboard applies its transforms to whatever is typed, on any layer; a kbc page applies its own
/// transforms to what its own keys type, and a page switch ends what waits for a transform. Once the
/// layers are pages, a transform whose sequence needs keys of two pages (CLDR's French AZERTY: `¤` on
/// the AltGr page, then `®`… or a letter of the other page) applies on neither. Each page keeps the
/// transforms its keys type, a transform no page types is reported once where the source gives it, and a
/// dead key that no transform of its page reads is reported and types what it shows.
enum ImportedTransformPlacement {
    /// Gives each of `pages` the `transforms` its keys type, in the source's order.
    static func place(_ transforms: [ImportedTransform], on pages: inout [ImportedPage], diagnostics: inout [Diagnostic]) {
        guard !pages.isEmpty else { return }
        var placed = Set<Int>()
        for index in pages.indices {
            let typed = typedTexts(on: pages[index])
            let kept = transforms.indices.filter { canType(transforms[$0].from, with: typed) }
            placed.formUnion(kept)
            pages[index].transforms = kept.map { transforms[$0] }
            readDeadKeys(on: &pages[index], diagnostics: &diagnostics)
        }
        // One warning per transform of the source, which may stand for several sequences (a set's items).
        var unplaced: [(location: SourceLocation, sequences: [String], total: Int)] = []
        for (index, transform) in transforms.enumerated() {
            if unplaced.last?.location != transform.location {
                unplaced.append((transform.location, [], 0))
            }
            unplaced[unplaced.count - 1].total += 1
            if !placed.contains(index) { unplaced[unplaced.count - 1].sequences.append(transform.from) }
        }
        func why(_ pronoun: String) -> String {
            pages.count == 1
                ? "no sequence of the page's keys types \(pronoun)"
                : "no page's keys type \(pronoun) all (a kbc page's transforms read that page's keys only)"
        }
        for group in unplaced where !group.sequences.isEmpty {
            let shown = group.sequences.prefix(4).map { "'\($0.visibleEscaped)'" }.joined(separator: ", ") + (group.sequences.count > 4 ? "…" : "")
            let what = group.total == 1
                ? "the transform from \(shown) is not carried over: \(why("it"))"
                : "\(group.sequences.count) of the \(group.total) sequences of this transform (\(shown)) are not carried over: \(why("them"))"
            diagnostics.append(Diagnostic(.importNotCarriedOver, what, at: group.location))
        }
    }

    /// What the keys of `page` type: text, shifted and caps texts, alternates, flicks, space and return.
    private static func typedTexts(on page: ImportedPage) -> Set<String> {
        var typed: Set<String> = []
        for item in page.rows.joined() {
            switch item {
            case .character(let key):
                typed.insert(key.text)
                typed.insert(key.shift ?? page.defaultShift(of: key.text))
                if let caps = key.caps { typed.insert(caps) }
                typed.formUnion(key.alternates)
                typed.formUnion(key.alternates.map(page.defaultShift(of:)))
                typed.formUnion(key.flick.map(\.text))
            case .function(let key):
                if key.action == .space { typed.insert(" ") }
                if key.action == .returnKey { typed.insert("\n") }
            case .gap:
                break
            }
        }
        return typed
    }

    /// Whether `sequence` is a concatenation of texts in `typed`, as the layout validator reads it.
    private static func canType(_ sequence: String, with typed: Set<String>) -> Bool {
        let scalars = Array(sequence.unicodeScalars)
        var reachable = [Bool](repeating: false, count: scalars.count + 1)
        reachable[0] = true
        let texts = typed.map { Array($0.unicodeScalars) }.filter { !$0.isEmpty }
        for start in scalars.indices where reachable[start] {
            for text in texts where start + text.count <= scalars.count && scalars[start..<start + text.count].elementsEqual(text) {
                reachable[start + text.count] = true
            }
        }
        return reachable[scalars.count]
    }

    /// A dead key that no transform of its page reads only waits for the next key in CLDR; on the page it
    /// types what it shows, which the warning says.
    private static func readDeadKeys(on page: inout ImportedPage, diagnostics: inout [Diagnostic]) {
        let sequences = page.transforms.map { Array($0.from.unicodeScalars) }
        func isRead(_ text: String) -> Bool {
            let wanted = Array(text.unicodeScalars)
            return sequences.contains { sequence in
                wanted.count <= sequence.count
                    && (0...(sequence.count - wanted.count)).contains { sequence[$0..<($0 + wanted.count)].elementsEqual(wanted) }
            }
        }
        page.rows = page.rows.map { row in
            row.map { item in
                guard case .character(var key) = item else { return item }
                if key.isDeadKey, !isRead(key.text) {
                    key.isDeadKey = false
                    diagnostics.append(Diagnostic(
                        .importNotCarriedOver, "no transform of the page '\(page.id)' reads the dead key '\(key.text.visibleEscaped)', so nothing gives it meaning; it types what it shows",
                        at: key.location))
                }
                if key.isShiftDeadKey, let shift = key.shift, !isRead(shift) {
                    key.isShiftDeadKey = false
                    diagnostics.append(Diagnostic(
                        .importNotCarriedOver, "no transform of the page '\(page.id)' reads the dead key '\(shift.visibleEscaped)' this key types under shift; it types what it shows",
                        at: key.location))
                }
                return .character(key)
            }
        }
    }
}
