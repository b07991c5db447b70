/// A minimal JSON writer with a fixed key order, so output is byte-for-byte deterministic.
enum JSONValue {
    case string(String)
    case number(Int)
    /// A number that may have a fraction, written as Swift writes a `Double` (the shortest exact form).
    case decimal(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// The JSON text; `indent` spaces per level, or compact when `nil`.
    func serialized(indent: Int? = 2) -> String {
        var output = ""
        write(into: &output, indent: indent, level: 0)
        return output
    }

    private func write(into output: inout String, indent: Int?, level: Int) {
        switch self {
        case .string(let text): JSONValue.writeString(text, into: &output)
        case .number(let number): output += String(number)
        case .decimal(let number): output += number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            writeContainer(open: "[", close: "]", count: items.count, into: &output, indent: indent, level: level) { index, output in
                items[index].write(into: &output, indent: indent, level: level + 1)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, into: &output, indent: indent, level: level) { index, output in
                JSONValue.writeString(members[index].0, into: &output)
                output += indent == nil ? ":" : ": "
                members[index].1.write(into: &output, indent: indent, level: level + 1)
            }
        }
    }

    private func writeContainer(
        open: String, close: String, count: Int, into output: inout String, indent: Int?, level: Int,
        element: (Int, inout String) -> Void
    ) {
        output += open
        guard count > 0 else {
            output += close
            return
        }
        for index in 0..<count {
            if index > 0 { output += "," }
            if let indent { output += "\n" + String(repeating: " ", count: indent * (level + 1)) }
            element(index, &output)
        }
        if let indent { output += "\n" + String(repeating: " ", count: indent * level) }
        output += close
    }

    static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
