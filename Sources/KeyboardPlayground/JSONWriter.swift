import KeyboardRuntime

/// JSON text built by appending, for Embedded Swift (no `Codable`, no floating-point printing).
struct JSONWriter {
    var output = ""

    mutating func raw(_ text: String) { output += text }

    mutating func int(_ value: Int) { output += String(value) }

    /// A JSON array of `items`, each written by `element`.
    mutating func array<Items: Sequence>(_ items: Items, _ element: (inout JSONWriter, Items.Element) -> Void) {
        raw("[")
        var isFirst = true
        for item in items {
            if !isFirst { raw(",") }
            isFirst = false
            element(&self, item)
        }
        raw("]")
    }

    /// A number with at most three decimals (points on a 1/3-point grid need them), exact for whole
    /// numbers; non-finite values become 0 (JSON has no infinity).
    mutating func number(_ value: Double) {
        guard value.isFinite, value.magnitude < 1e12 else { return raw("0") }
        let thousandths = Int((value * 1000).rounded())
        if thousandths < 0 { raw("-") }
        let magnitude = thousandths.magnitude
        output += String(magnitude / 1000)
        let fraction = magnitude % 1000
        guard fraction != 0 else { return }
        var digits = String(fraction)
        while digits.utf8.count < 3 { digits = "0" + digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        output += "." + digits
    }

    /// A theme colour as a CSS string, `"#RRGGBBAA"`.
    mutating func color(_ color: ThemeColor) {
        let digits: [UInt8] = Array("0123456789ABCDEF".utf8)
        var text = "\"#"
        for shift in stride(from: 28, through: 0, by: -4) {
            text.unicodeScalars.append(Unicode.Scalar(digits[Int((color.rgba >> UInt32(shift)) & 0xF)]))
        }
        output += text + "\""
    }

    /// A key style as the frame's array: fill, label, border, border width, corner radius, shadow colour,
    /// x, y and radius, label weight (CSS) and label scale.
    mutating func style(_ style: KeyStyle) {
        raw("[")
        color(style.fill)
        raw(",")
        color(style.label)
        raw(",")
        color(style.border)
        raw(",")
        number(style.borderWidth)
        raw(",")
        number(style.cornerRadius)
        raw(",")
        color(style.shadow.color)
        raw(",")
        number(style.shadow.x)
        raw(",")
        number(style.shadow.y)
        raw(",")
        number(style.shadow.radius)
        raw(",")
        int(style.labelWeight.cssWeight)
        raw(",")
        number(style.labelScale)
        raw("]")
    }

    mutating func rect(_ rect: KeyRect) {
        number(rect.x)
        raw(",")
        number(rect.y)
        raw(",")
        number(rect.width)
        raw(",")
        number(rect.height)
    }

    /// A JSON string: quotes, backslashes and control characters escaped; U+2028 and U+2029 too, so the
    /// text is also a valid JavaScript literal.
    mutating func string(_ value: String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0x22: output += "\\\""
            case 0x5C: output += "\\\\"
            case 0x00..<0x20, 0x2028, 0x2029, 0x7F:
                output += "\\u"
                let hex = String(scalar.value, radix: 16)
                for _ in hex.utf8.count..<4 { output += "0" }
                output += hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
