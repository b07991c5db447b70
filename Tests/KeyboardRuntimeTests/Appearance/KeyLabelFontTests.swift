import KeyboardRuntime
import Testing

/// Label fonts follow Bold Text and Dynamic Type within limits, and long words shrink to fit their key.
@Suite struct KeyLabelFontTests {
    @Test func sizesByStyleAtTheDefaultTextSize() {
        #expect(KeyLabelFont(style: .character) == KeyLabelFont(style: .character, isBoldTextEnabled: false, textSizeMultiplier: 1))
        #expect(KeyLabelFont(style: .character).pointSize == 22)
        #expect(KeyLabelFont(style: .symbol).pointSize == 20)
        #expect(KeyLabelFont(style: .word).pointSize == 16)
        #expect(KeyLabelStyle.allCases.allSatisfy { KeyLabelFont(style: $0).weight == .regular })
    }

    @Test func boldTextMakesEveryLabelSemibold() {
        for style in KeyLabelStyle.allCases {
            let bold = KeyLabelFont(style: style, isBoldTextEnabled: true)
            #expect(bold.weight == .semibold)
            #expect(bold.pointSize == KeyLabelFont(style: style).pointSize)
        }
    }

    @Test func dynamicTypeIsFollowedWithinLimits() {
        #expect(KeyLabelFont(style: .word, textSizeMultiplier: 1.1).pointSize == 16 * 1.1)
        #expect(KeyLabelFont(style: .word, textSizeMultiplier: 3.5).pointSize == 16 * KeyLabelFont.maximumTextSizeMultiplier)
        #expect(KeyLabelFont(style: .word, textSizeMultiplier: 0.5).pointSize == 16 * KeyLabelFont.minimumTextSizeMultiplier)
        #expect(KeyLabelFont(style: .word, textSizeMultiplier: .nan).pointSize == 16)
        #expect(KeyLabelFont(style: .word, textSizeMultiplier: .infinity).pointSize == 16)
    }

    @Test func theDocumentedExample() {
        let font = KeyLabelFont(style: .word, isBoldTextEnabled: true, textSizeMultiplier: 1.4)
        #expect(abs(font.pointSize - 19.2) < 1e-9)
        #expect(font.weight == .semibold)
        #expect(abs(font.fittedPointSize(textWidth: 64, keyWidth: 60) - 14.4) < 1e-9)
    }

    @Test func aLabelThatFitsKeepsItsSize() {
        let font = KeyLabelFont(style: .word)
        #expect(font.fittedPointSize(textWidth: 40, keyWidth: 52) == 16)   // exactly 52 - 2 × 6
        #expect(font.fittedPointSize(textWidth: 0, keyWidth: 0) == 16)
    }

    /// Any text and key width: the size never grows, never falls below the minimum scale, and a label
    /// drawn at it fits the key (less padding) whenever the minimum allows.
    @Test func fittingShrinksInProportionDownToTheMinimum() {
        let font = KeyLabelFont(style: .word)
        for textWidth in stride(from: 1.0, through: 200, by: 7) {
            for keyWidth in stride(from: 0.0, through: 120, by: 5) {
                let size = font.fittedPointSize(textWidth: textWidth, keyWidth: keyWidth)
                #expect(size <= font.pointSize)
                #expect(size >= font.pointSize * KeyLabelFont.minimumScaleFactor - 1e-9)
                let drawnWidth = textWidth * size / font.pointSize
                let available = keyWidth - 2 * KeyLabelFont.horizontalPadding
                if size > font.pointSize * KeyLabelFont.minimumScaleFactor + 1e-9 {
                    #expect(drawnWidth <= max(available, 0) + 1e-9)
                } else {
                    #expect(textWidth * KeyLabelFont.minimumScaleFactor >= available - 1e-9)
                }
            }
        }
    }
}
