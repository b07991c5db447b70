// A client of KeyboardRuntime built with library evolution, compiled only against the module rebuilt from
// its .swiftinterface (as an app sees an XCFramework), linked with the library's object and run by
// check.sh. It goes through the hot paths whose inlinable code the interface carries (key rectangles,
// touch handling, shuffling with the secure generator) and fails loudly if any answer is wrong.
import KeyboardRuntime

@main
enum LibraryEvolutionClient {
    static func main() {
        let letters = KeyboardLayout(id: "letters", locale: "en", shufflePolicy: .onShow, rows: [
            KeyRow(keys: "qwertyuiop".map { Key(action: .insert(String($0)), label: String($0), shiftedText: $0.uppercased()) }),
            KeyRow(keys: [Key(action: .shift, label: "⇧")]
                + "zxcvbnm".map { Key(action: .insert(String($0)), label: String($0)) }
                + [Key(action: .delete, label: "⌫")]),
            KeyRow(keys: [Key(action: .space, label: "space", width: .fill), Key(action: .returnKey, label: "return", width: .units(2))]),
        ])
        let metrics = KeyboardMetrics(device: .phone, orientation: .portrait, scale: 3)

        // Geometry through the frozen KeyRect and the inlinable rectangle loop.
        var rects: [KeyRect] = []
        KeyboardGeometry(layout: letters).keyRects(into: &rects, forWidth: 375, metrics: metrics)
        check(rects.count == 21, "21 key rectangles, got \(rects.count)")
        check(rects.allSatisfy { $0.width > 0 && $0.height > 0 }, "every key has an area")
        check(zip(rects.prefix(9), rects.dropFirst().prefix(9)).allSatisfy { $0.maxX <= $1.x }, "the top row runs left to right")

        // A shuffle with the secure generator keeps the repertoire.
        var generator = SecureRandomNumberGenerator()
        let shuffled = letters.shuffled(using: &generator)
        let labels = { (layout: KeyboardLayout) in layout.rows.flatMap { $0.keys.map(\.label) }.sorted() }
        check(labels(shuffled) == labels(letters), "a shuffle keeps every key")

        // Touch handling: shift on touch-down, a character on lift, typed shifted.
        do {
            var session = try KeyboardSession.seededForTesting(layouts: [letters], initialPage: "letters", seed: 7)
            var interaction = KeyboardInteraction(session: session, viewport: .init(width: 375, metrics: metrics))
            let keyRects = interaction.hitTester.keyRects
            var outputs: [KeyboardOutput] = []
            let shift = keyRects[1][0], first = keyRects[0][0]
            interaction.handle(TouchEvent(id: 0, phase: .began, x: shift.midX, y: shift.midY, time: 0), session: &session, into: &outputs)
            interaction.handle(TouchEvent(id: 0, phase: .ended, x: shift.midX, y: shift.midY, time: 0.05), session: &session, into: &outputs)
            interaction.handle(TouchEvent(id: 1, phase: .began, x: first.midX, y: first.midY, time: 1), session: &session, into: &outputs)
            interaction.handle(TouchEvent(id: 1, phase: .ended, x: first.midX, y: first.midY, time: 1.05), session: &session, into: &outputs)
            guard case .insert(let text)? = outputs.first, outputs.count == 1 else { fail("one insertion, got \(outputs)") }
            let expected = session.key(at: KeyPosition(row: 0, index: 0))?.shiftedText
            check(text == expected, "shift then the first key types \(expected ?? "nil"), got \(text)")
            check(session.shiftState == .off, "shift once turns off after a character")
        } catch {
            fail("the session could not be created: \(error)")
        }
        print("KeyboardRuntime (library evolution) works for a client built from its .swiftinterface.")
    }

    static func check(_ condition: Bool, _ message: String) {
        if !condition { fail(message) }
    }

    static func fail(_ message: String) -> Never {
        print("Library-evolution client: \(message)")
        exit(1)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
