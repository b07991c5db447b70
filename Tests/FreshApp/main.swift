import SecureKeyboards

// A session shows the generated PIN pad, shuffled each time it is shown, and turns taps into text.
var session = try KeyboardSession(layouts: [.pinPad], initialPage: "pin-pad")
var pin = ""
for digit in ["1", "2", "3"] {
    // Tap the key labelled `digit`, wherever the shuffle put it.
    let rows = session.currentLayout.rows
    guard let row = rows.firstIndex(where: { $0.keys.contains { $0.label == digit } }),
          let index = rows[row].keys.firstIndex(where: { $0.label == digit }) else { continue }
    for output in session.handle(.tap(KeyPosition(row: row, index: index))) {
        if case .insert(let text) = output { pin += text }
    }
}
print("Typed \(pin) on \(session.currentPage)")
