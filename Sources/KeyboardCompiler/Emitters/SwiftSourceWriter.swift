/// Swift source text written as UTF-8 bytes into one growing buffer.
///
/// The emitter writes every piece of a generated file here, literal pieces and escaped values alike, in one
/// pass: no intermediate `String` per key, argument or line, no interpolation and no `joined`. Building the
/// text that way cost more than reading and validating the layout (Performance.md has the figures).
///
/// The buffer is raw memory the writer owns, grown by doubling: each piece is one `memcpy` or a few byte
/// stores, without the uniqueness and capacity checks an `Array` makes on every append.
struct SwiftSourceWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    /// Creates a writer whose buffer holds `capacity` bytes before it grows.
    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// The text written so far, in UTF-8.
    var bytes: [UInt8] {
        // (`Array(unsafeUninitializedCapacity:)` with a `copyMemory` measured more than this copy.)
        Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count &+ extra > capacity { grow(to: count &+ extra) }
    }

    @inline(never)
    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.update(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }

    /// Appends bytes already known to fit.
    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        start[count] = byte
        count &+= 1
    }

    /// Writes a piece of source text as it is (keywords, punctuation, argument labels).
    ///
    /// Inlined: the length of a literal piece is then a constant and the copy a few moves, where a call
    /// made three times per key was a measurable part of `kbc generate`.
    @inline(__always)
    mutating func write(_ text: StaticString) {
        guard text.hasPointerRepresentation else {
            return text.withUTF8Buffer { write(bytes: $0) }
        }
        write(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends raw UTF-8.
    @inline(__always)
    private mutating func write(bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count)
        if let base = bytes.baseAddress { (start + count).update(from: base, count: bytes.count) }
        count &+= bytes.count
    }

    /// Writes text that is already valid source (a name made of identifier characters), as it is.
    mutating func write(raw text: String) {
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    /// Writes text that is already valid source with its first byte, when an ASCII lower-case letter, in
    /// upper case (`pinPad` → `PinPad`).
    mutating func write(capitalizedRaw text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let first = bytes.first else { return }
            write(byte: (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) ? first - 32 : first)
            write(bytes: UnsafeBufferPointer(rebasing: bytes.dropFirst()))
        }
    }

    /// Writes one ASCII byte.
    mutating func write(byte: UInt8) {
        reserve(1)
        put(byte)
    }

    /// Writes `count` spaces.
    mutating func indent(_ spaces: Int) {
        reserve(spaces)
        (start + count).initialize(repeating: UInt8(ascii: " "), count: spaces)
        count &+= spaces
    }

    /// Writes a non-negative or negative whole number in decimal.
    mutating func write(integer value: Int) {
        if value < 0 {
            write(byte: UInt8(ascii: "-"))
            // `0 - value` cannot overflow for key positions and units; Int.min never reaches here.
            write(integer: 0 - value)
            return
        }
        reserve(20)
        if value < 10 {
            put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        let first = count
        var rest = value
        while rest > 0 {
            put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
        }
        var digits = UnsafeMutableBufferPointer(start: start + first, count: count - first)
        digits.reverse()
    }

    /// Writes a number in upper-case hexadecimal, without prefix.
    private mutating func write(hexadecimal value: UInt32) {
        reserve(8)
        let first = count
        var rest = value
        repeat {
            let digit = UInt8(truncatingIfNeeded: rest & 0xF)
            put(digit < 10 ? UInt8(ascii: "0") &+ digit : UInt8(ascii: "A") &+ (digit &- 10))
            rest >>= 4
        } while rest > 0
        var digits = UnsafeMutableBufferPointer(start: start + first, count: count - first)
        digits.reverse()
    }

    /// Writes a string literal that reproduces `text` exactly and can never end early or inject code
    /// (``SwiftLiteral/string(_:)`` says which characters are escaped).
    ///
    /// ASCII, almost all of a layout's text, is copied byte by byte from the string's UTF-8; only a
    /// non-ASCII scalar is decoded, to look up whether a reader can see it.
    @inline(__always)
    mutating func write(stringLiteral text: String) {
        // The UTF-8 read in place (a short string's from its inline bytes), without the retain and release
        // that a mutable copy for `withUTF8` costs, two or three times per key.
        let written: Void? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            // One printable ASCII character (a key's text, label and shifted text, on most keys): `"q"`,
            // the bytes the escaping loop writes for it, without the loop.
            if utf8.count == 1, utf8[0] >= 0x20, utf8[0] < 0x7F, utf8[0] != UInt8(ascii: "\""), utf8[0] != UInt8(ascii: "\\") {
                reserve(3)
                put(UInt8(ascii: "\""))
                put(utf8[0])
                put(UInt8(ascii: "\""))
            } else {
                write(stringLiteralOf: utf8)
            }
        }
        guard written == nil else { return }
        var text = text  // withUTF8 makes a bridged or lazy string contiguous first
        text.withUTF8 { write(stringLiteralOf: $0) }
    }

    /// The string literal of valid UTF-8.
    @inline(never)
    private mutating func write(stringLiteralOf utf8: UnsafeBufferPointer<UInt8>) {
        // Each byte becomes at most 6 (`\u{1F}` for a control); a scalar of n bytes at most 10 ≤ 6n.
        reserve(2 &+ 6 &* utf8.count)
        put(UInt8(ascii: "\""))
        writeEscaped(utf8)
        put(UInt8(ascii: "\""))
    }

    /// Writes `nil` or a string literal.
    mutating func write(optionalStringLiteral text: String?) {
        if let text { write(stringLiteral: text) } else { write("nil") }
    }

    /// Writes a number of key units, as ``SwiftLiteral/units(_:)`` spells it.
    mutating func write(units value: Double) {
        if value == value.rounded() && abs(value) < 1e15 {
            write(integer: Int(value))
        } else {
            write(raw: SwiftLiteral.units(value))
        }
    }

    /// Writes text into a one-line `//` comment: line breaks, controls and format characters become spaces
    /// (``Swift/String/commentSafe``), and with `replacingBackticks`, backticks become apostrophes, so the
    /// text cannot end a code span in a documentation comment.
    mutating func write(comment text: String, replacingBackticks: Bool = false) {
        reserve(text.utf8.count)  // each scalar is replaced by at most as many bytes as it has
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(truncatingIfNeeded: scalar.value)
                if byte < 0x20 || byte == 0x7F {
                    put(UInt8(ascii: " "))
                } else if replacingBackticks && byte == UInt8(ascii: "`") {
                    put(UInt8(ascii: "'"))
                } else {
                    put(byte)
                }
            } else if String.isCommentSafe(scalar) {
                UTF8.encode(scalar) { put($0) }
            } else {
                put(UInt8(ascii: " "))
            }
        }
    }

    /// The escaped body of a string literal for the UTF-8 bytes of a string (valid UTF-8, as a String's are),
    /// into room already reserved.
    private mutating func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var index = 0
        let count = utf8.count
        while index < count {
            let byte = utf8[index]
            if byte < 0x80 {
                index &+= 1
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                    put(UInt8(ascii: "\\"))
                    put(byte)
                case 0x20..<0x7F:
                    put(byte)
                default:
                    writeEscape(UInt32(byte))
                }
                continue
            }
            index = writeNonASCII(utf8, at: index)
        }
    }

    /// Writes the non-ASCII scalar starting at `index`, as it is or escaped, returning the index after it.
    /// Apart from the ASCII loop, which then needs none of the Unicode property machinery.
    @inline(never)
    private mutating func writeNonASCII(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = utf8[index]
        // The length of the sequence from its lead byte; the string holds valid UTF-8.
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(utf8[index &+ offset] & 0x3F) }
        if let scalar = Unicode.Scalar(value), SwiftLiteral.isWrittenAsIs(scalar) {
            for offset in 0..<length { put(utf8[index &+ offset]) }
        } else {
            writeEscape(value)
        }
        return index &+ length
    }

    /// `\u{…}` for a scalar a reader could not see.
    private mutating func writeEscape(_ value: UInt32) {
        put(UInt8(ascii: "\\"))
        put(UInt8(ascii: "u"))
        put(UInt8(ascii: "{"))
        write(hexadecimal: value)
        put(UInt8(ascii: "}"))
    }
}
