import Testing
import KeyboardTracking

/// iPhone 15 portrait: a 393 × 852 window, keyboard 336 high.
let phoneWindow = Rect(x: 0, y: 0, width: 393, height: 852)
let phoneKeyboard = Rect(x: 0, y: 516, width: 393, height: 336)
/// iPad Pro 12.9" portrait: a 1024 × 1366 window, keyboard 398 high.
let padWindow = Rect(x: 0, y: 0, width: 1024, height: 1366)
let padKeyboard = Rect(x: 0, y: 968, width: 1024, height: 398)

@Suite("Visible keyboard height")
struct VisibleKeyboardHeightTests {
    @Test("a docked keyboard covers its own height")
    func docked() {
        #expect(visibleKeyboardHeight(endFrame: phoneKeyboard, windowFrame: phoneWindow) == 336)
        #expect(visibleKeyboardHeight(endFrame: padKeyboard, windowFrame: padWindow) == 398)
    }

    @Test("a keyboard below the window (hidden) covers nothing")
    func hidden() {
        let offscreen = Rect(x: 0, y: 852, width: 393, height: 336)
        #expect(visibleKeyboardHeight(endFrame: offscreen, windowFrame: phoneWindow) == 0)
    }

    @Test("a zero rectangle (keyboard being dragged) means 0")
    func zeroRect() {
        #expect(visibleKeyboardHeight(endFrame: .zero, windowFrame: phoneWindow) == 0)
    }

    @Test("undocked, split and floating iPad keyboards end above the window's bottom: 0", arguments: [
        Rect(x: 0, y: 560, width: 1024, height: 398),    // undocked, moved up
        Rect(x: 0, y: 700, width: 1024, height: 300),    // split halves
        Rect(x: 352, y: 820, width: 320, height: 260),   // floating
    ])
    func floatingKeyboards(frame: Rect) {
        #expect(visibleKeyboardHeight(endFrame: frame, windowFrame: padWindow) == 0)
    }

    @Test("the end frame is converted to the window's coordinates")
    func windowNotAtScreenOrigin() {
        // A Stage Manager window 800 high whose top is 200 points down the screen. The keyboard's
        // top is at 968 on screen, which is 768 in the window's coordinates.
        let window = Rect(x: 100, y: 200, width: 700, height: 800)
        let keyboard = Rect(x: 0, y: 968, width: 1024, height: 398)
        // Window bottom is at 1000 on screen; the keyboard covers 1000 − 968 = 32 points of it.
        #expect(visibleKeyboardHeight(endFrame: keyboard, windowFrame: window) == 32)
        // A window that ends above the keyboard is not covered.
        let high = Rect(x: 100, y: 0, width: 700, height: 900)
        #expect(visibleKeyboardHeight(endFrame: keyboard, windowFrame: high) == 0)
    }

    @Test("rounding within half a point still counts as docked")
    func tolerance() {
        let nearlyDocked = Rect(x: 0, y: 516.3, width: 393, height: 335.4)
        #expect(visibleKeyboardHeight(endFrame: nearlyDocked, windowFrame: phoneWindow) == 335.4)
    }

    @Test("conversion subtracts the window's origin")
    func conversion() {
        let rect = Rect(x: 10, y: 300, width: 5, height: 6)
        let converted = rect.converted(toWindowAt: Rect(x: 4, y: 100, width: 50, height: 50))
        #expect(converted == Rect(x: 6, y: 200, width: 5, height: 6))
        #expect(converted.maxY == 206)
        #expect(converted.maxX == 11)
    }
}

@Suite("Required offset")
struct RequiredOffsetTests {
    @Test("an input hidden by the keyboard moves up to sit margin points above it")
    func covered() {
        #expect(requiredOffset(inputBottom: 744, keyboardTop: 516) == 248)
        #expect(requiredOffset(inputBottom: 744, keyboardTop: 516, margin: 8) == 236)
    }

    @Test("an input already clear of the keyboard does not move")
    func clear() {
        #expect(requiredOffset(inputBottom: 400, keyboardTop: 516) == 0)
        #expect(requiredOffset(inputBottom: 496, keyboardTop: 516) == 0)   // exactly the margin
        #expect(requiredOffset(inputBottom: 497, keyboardTop: 516) == 1)
    }
}
