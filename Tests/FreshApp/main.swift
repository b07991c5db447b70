import SecureKeyboards

// A session over the target's pages (KeyboardLayouts.all, generated too) starts on the PIN pad, shuffled
// each time it is shown, and turns taps into text.
var session = try KeyboardSession(layouts: KeyboardLayouts.all, initialPage: "pin-pad")
var typed = 0
for digit in ["1", "2", "3"] {
    // Tap the key labelled `digit`, wherever the shuffle put it.
    let rows = session.currentLayout.rows
    guard let row = rows.firstIndex(where: { $0.keys.contains { $0.label == digit } }),
          let index = rows[row].keys.firstIndex(where: { $0.label == digit }) else { continue }
    for output in session.handle(.tap(KeyPosition(row: row, index: index))) {
        // A real app hands each output to SecureInput's field, which seals it; never print what was typed.
        if case .insert = output { typed += 1 }
    }
}
print("Typed \(typed) digits on \(session.currentPage)")
