// Exit tests (`#expect(processExitsWith:)`) are Swift 6.2's, and so is the in-place grapheme walk the
// guarantee rests on: a Swift 6.1 build finds boundaries on String copies, which this scan would find.
#if os(Linux) && compiler(>=6.2)
import Glibc
import KeyboardRuntime
import Testing
@testable import SecureInput

/// Types secrets through a `KeyboardSession` into `SecureTextBuffer`s and a `SecureFieldModel` the way the
/// UIKit host does (one reused array of outputs, emptied with `removeAllWiping()`; each insert reaches the
/// buffer as the key's UTF-8 bytes, with no `String` in between), reads them back with
/// `withPlaintextUTF8`, clears one buffer and the field and lets the other buffer deinitialize, then scans
/// the process's writable memory for every 6-byte window of each AES key and of the plaintext. Nothing may
/// be found.
///
/// The scan must prove that it looked: it fails when `/proc/self/mem` cannot be read, when it read less
/// than ``ResidueScenario/minimumBytesScanned``, and when it misses the positive control — a random
/// secret the scenario still holds in heap memory while scanning, every window of which must be found.
///
/// Runs in a child process of its own (an exit test), so other tests' memory does not interfere
/// and the scan sees only what this scenario left behind.
@Suite("Memory residue (Linux)")
struct MemoryResidueTests {
    @Test("after clear() and deinit, no key and no 6-byte window of the plaintext is left in writable memory")
    func noResidue() async throws {
        // The child always exits normally; its last output line says whether the memory was clean.
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let clean = ResidueScenario.run()
            print(clean ? "CLEAN" : "RESIDUE")
        }
        let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        print(output, terminator: "")  // the scan's numbers, in the test log
        #expect(output.hasSuffix("CLEAN\n"), "memory residue found:\n\(output)")
    }

    /// What the documentation says of `withUnwipedPlaintextString` (and why `withPlaintext` was renamed),
    /// shown: right after the call, the freed storage of the `String` it made still holds the whole
    /// passphrase. The storage is read through `/proc/self/mem` (a read of freed memory through a pointer
    /// would be undefined behaviour), in a child process of its own. The same read after
    /// `withPlaintextUTF8` no longer finds the passphrase where its bytes were.
    @Test("withUnwipedPlaintextString leaves the whole passphrase in freed heap memory; withPlaintextUTF8 does not")
    func unwipedStringStaysInTheHeap() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let passphrase = MaskedSecret(count: 64, alphabet: Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8))
            let buffer = SecureTextBuffer()
            precondition(ResidueScenario.type(passphrase, into: buffer), "typing failed")
            let fd = open("/proc/self/mem", O_RDONLY)
            precondition(fd >= 0, "cannot open /proc/self/mem")
            defer { close(fd) }
            // Allocated before the calls: allocated after, it could be given the String's freed storage.
            let read = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: passphrase.count)
            defer { read.deallocate() }
            func stillHolds(_ address: UInt) -> Bool {
                let count = pread(fd, read.baseAddress!, read.count, off_t(Int64(bitPattern: UInt64(address))))
                precondition(count == passphrase.count, "cannot read the freed storage")
                defer { explicit_bzero(read.baseAddress!, read.count) }
                return passphrase.matches(UnsafeBufferPointer(read))
            }
            let stringStorage = buffer.withUnwipedPlaintextString { text in
                text.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) } ?? 0
            }
            precondition(stringStorage != 0, "the String has no storage of its own")
            precondition(stillHolds(stringStorage), "the String's freed storage no longer holds the passphrase")
            let byteView = buffer.withPlaintextUTF8 { UInt(bitPattern: $0.baseAddress) }
            precondition(!stillHolds(byteView), "withPlaintextUTF8 left the passphrase behind")
            buffer.clear()
        }
        if let result, result.exitStatus != .exitCode(0) {
            Issue.record("child: \(String(decoding: result.standardErrorContent, as: UTF8.self))")
        }
    }
}

/// The scenario run in the child process.
enum ResidueScenario {
    /// Runs the scenario, prints the report and returns whether the memory was clean.
    static func run() -> Bool {
        let needles = MaskedNeedles()
        let (pin, passphrase) = MaskedSecret.pinAndPassphraseAbsentFromMemory()
        pin.addWindows(to: needles)
        passphrase.addWindows(to: needles)
        let keys = KeyLog(needles: needles)
        // The positive control: random bytes in a live heap allocation, alive during the scan.
        let control = UnsafeMutableRawBufferPointer.allocate(byteCount: controlLength, alignment: 8)
        precondition(getentropy(control.baseAddress!, control.count) == 0)
        needles.addWindows(of: UnsafeRawBufferPointer(control), kind: .control)
        defer { explicit_bzero(control.baseAddress!, control.count); control.deallocate() }

        var typedCorrectly = true
        do {
            let pinBuffer = SecureTextBuffer(maximumLength: 12, allowedCharacters: .digits, keySource: keys.generate)
            typedCorrectly = type(pin, into: pinBuffer) && typedCorrectly
            do {
                let passphraseBuffer = SecureTextBuffer(keySource: keys.generate)
                typedCorrectly = type(passphrase, into: passphraseBuffer) && typedCorrectly
                // No clear(): this buffer is only deinitialized.
            }
            // The same passphrase through the field model's route (its key is the system's: not a needle).
            let field = SecureFieldModel(rules: SecureFieldRules())
            typedCorrectly = type(passphrase, apply: { output in
                !field.apply(output).contains { if case .rejected = $0 { true } else { false } }
            }) && typedCorrectly
            typedCorrectly = field.withPlaintextUTF8 { passphrase.matches($0) } && typedCorrectly
            field.clear()
            pinBuffer.clear()
            let report = MemoryScanner.scan(for: needles)
            if let failure = report.failure {
                print("SCAN FAILED: \(failure)")
                return false
            }
            print("keys generated: \(keys.count); regions scanned: \(report.regions); bytes scanned: \(report.bytesScanned); unreadable bytes: \(report.unreadableBytes); skipped (sanitizer reservations): \(report.skippedBytes)")
            print("key windows found: \(report.count(.key)); plaintext windows found: \(report.count(.plaintext))")
            for hit in report.hits.filter({ $0.kind != .control }).prefix(40) { print("  \(hit)") }
            print("typed correctly: \(typedCorrectly)")
            let scannedEnough = report.bytesScanned >= minimumBytesScanned
            if !scannedEnough { print("SCAN TOO SMALL: \(report.bytesScanned) bytes, at least \(minimumBytesScanned) expected") }
            // Every window of the live control must be found where it is (copies elsewhere, say in a
            // register spilled to the stack, may add hits but cannot stand in for these).
            let controlStart = UInt(bitPattern: control.baseAddress!)
            let controlHits = Set(report.hits.filter { $0.kind == .control }.map(\.address))
            let controlFoundThere = (0..<UInt(controlWindows)).count { controlHits.contains(controlStart + $0) }
            print("control windows found at the control's address: \(controlFoundThere) of \(controlWindows) (\(report.count(.control)) hits in all)")
            let controlFound = controlFoundThere == controlWindows
            if !controlFound { print("CONTROL MISSED: the scan did not find the secret still held in memory") }
            let residue = report.hits.filter { $0.kind != .control }
            return typedCorrectly && keys.count >= 2 && scannedEnough && controlFound && residue.isEmpty
        }
    }

    /// Bytes of the positive control, and the 6-byte windows the scan must find in it.
    static let controlLength = 32
    static let controlWindows = controlLength - MaskedNeedles.width + 1

    /// The least a real scan reads. The test process maps about 40 MB of writable memory (the Swift
    /// runtime, libraries, heap, thread stacks); a scan that reads far less did not see the process.
    static let minimumBytesScanned = 8 << 20

    /// Types `secret` with taps on a shuffled two-page keyboard into `buffer` and reads it back.
    static func type(_ secret: MaskedSecret, into buffer: SecureTextBuffer) -> Bool {
        let typed = type(secret, apply: { output in
            let result = buffer.apply(output)
            return result == .applied || result == .notApplicable
        })
        // Compare in place, byte by byte, without making a copy of the plaintext.
        return typed && buffer.withPlaintextUTF8 { secret.matches($0) }
    }

    /// Types `secret` with taps on a shuffled two-page keyboard as the UIKit host does: one reused array of
    /// outputs (the allocation-free `handle(_:into:)`), each output given to `apply` (`false` stops), the
    /// array emptied with `removeAllWiping()` after every tap.
    static func type(_ secret: MaskedSecret, apply: (KeyboardOutput) -> Bool) -> Bool {
        guard var session = try? KeyboardSession(layouts: [ResidueLayouts.letters, ResidueLayouts.digits], initialPage: "letters") else {
            return false
        }
        var outputs: [KeyboardOutput] = []
        outputs.reserveCapacity(8)
        func tap(_ position: KeyPosition) -> Bool {
            session.handle(.tap(position), into: &outputs)
            defer { outputs.removeAllWiping() }
            return outputs.allSatisfy(apply)
        }
        for index in 0..<secret.count {
            let byte = secret.byte(at: index)
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            let page = isDigit ? "digits" : "letters"
            if session.currentPage != page {
                guard let switchKey = position(in: session, where: { $0.action == .switchKeyboard(to: page) }),
                      tap(switchKey) else { return false }
            }
            if isUpper {
                guard let shift = position(in: session, where: { $0.action == .shift }), tap(shift) else { return false }
            }
            guard let key = position(in: session, where: { key in
                let text = isUpper ? key.shiftedText : (key.isCharacter ? key.label : nil)
                return text?.utf8.count == 1 && text?.utf8.first == byte
            }), tap(key) else { return false }
        }
        return true
    }

    static func position(in session: KeyboardSession, where matches: (Key) -> Bool) -> KeyPosition? {
        for (row, keyRow) in session.currentLayout.rows.enumerated() {
            for (index, key) in keyRow.keys.enumerated() where matches(key) {
                return KeyPosition(row: row, index: index)
            }
        }
        return nil
    }
}

/// A random secret kept as two random-looking byte arrays whose XOR is the secret.
struct MaskedSecret {
    let alphabet: [UInt8]
    private var masked: [UInt8] = []
    private var mask: [UInt8] = []

    init(count: Int, alphabet: [UInt8]) {
        self.alphabet = alphabet
        var random = SystemRandomNumberGenerator()
        for _ in 0..<count {
            let pad = UInt8.random(in: 0...255, using: &random)
            mask.append(pad)
            masked.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)] ^ pad)
        }
    }

    var count: Int { masked.count }

    /// Whether `bytes` are the secret, compared byte by byte in place.
    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count == count && (0..<count).allSatisfy { bytes[$0] == byte(at: $0) }
    }

    /// One byte of the secret (only ever one at a time, in a register).
    func byte(at index: Int) -> UInt8 { masked[index] ^ mask[index] }

    func addWindows(to needles: MaskedNeedles) {
        needles.addWindows(ofMasked: masked, byteMask: mask, kind: .plaintext)
    }
}

/// The buffers' key source in this test: fills each key from the system and records its windows, masked.
final class KeyLog {
    let needles: MaskedNeedles
    private(set) var count = 0

    init(needles: MaskedNeedles) { self.needles = needles }

    func generate(_ key: UnsafeMutableRawBufferPointer) {
        precondition(getentropy(key.baseAddress!, key.count) == 0)
        needles.addWindows(of: UnsafeRawBufferPointer(key), kind: .key)
        count += 1
    }
}

/// A letters page (shuffled on show, shift for capitals) and a digits page (shuffled after each key).
enum ResidueLayouts {
    static func characters(_ text: String) -> [Key] {
        text.map { character in
            let lower = String(character)
            let upper = lower.uppercased()
            return Key(action: .insert(lower), label: lower, shiftedText: upper == lower ? nil : upper)
        }
    }

    static let letters = KeyboardLayout(id: "letters", shufflePolicy: .onShow, rows: [
        KeyRow(keys: characters("qwertyuiop")),
        KeyRow(keys: characters("asdfghjkl")),
        KeyRow(keys: [Key(action: .shift, label: "⇧")] + characters("zxcvbnm")),
        KeyRow(keys: [Key(action: .switchKeyboard(to: "digits"), label: "123")]),
    ])

    static let digits = KeyboardLayout(id: "digits", shufflePolicy: .afterEachKey, rows: [
        KeyRow(keys: characters("123")),
        KeyRow(keys: characters("456")),
        KeyRow(keys: characters("789")),
        KeyRow(keys: [Key(action: .switchKeyboard(to: "letters"), label: "abc")] + characters("0")),
    ])
}
#endif
