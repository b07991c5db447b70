// As MemoryResidueTests.swift: exit tests and the in-place grapheme walk need Swift 6.2.
#if os(Linux) && compiler(>=6.2)
import Glibc
import Testing
@testable import SecureInput

/// The memory-residue scan of MemoryResidueTests.swift, extended to sealing: types a PIN and a passphrase
/// through a `KeyboardSession` into `SecureTextBuffer`s, seals each for a server (HPKE for a P-256 key,
/// RSA-OAEP + AES-256-GCM for an RSA-2048 key) and the PIN also as an ISO 9564-1 format 4 PIN block (whose
/// packed BCD digits are needles as well), clears one buffer and lets the other deinitialize, then scans
/// the process's writable memory for every 6-byte window of the plaintext, of the buffers' AES keys, of every
/// HPKE ephemeral private scalar and of every RSA content key. Nothing may be found; the scan must prove it
/// looked (enough bytes read, the live positive control found where it is).
@Suite("Memory residue after sealing (Linux)")
struct SealingResidueTests {
    @Test("after seal, clear() and deinit, no plaintext window, ephemeral private key or content key is left in writable memory")
    func noResidueAfterSealing() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let clean = SealingResidueScenario.run()
            print(clean ? "CLEAN" : "RESIDUE")
        }
        let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        print(output, terminator: "")
        #expect(output.hasSuffix("CLEAN\n"), "memory residue found:\n\(output)")
    }
}

/// The scenario run in the child process.
enum SealingResidueScenario {
    static func run() -> Bool {
        let needles = MaskedNeedles()
        let (pin, passphrase) = MaskedSecret.pinAndPassphraseAbsentFromMemory()
        pin.addWindows(to: needles)
        passphrase.addWindows(to: needles)
        // The PIN as a format 4 PIN field packs it in BCD: its 6 packed bytes are a needle too.
        var random = SystemRandomNumberGenerator()
        var maskedBCD: [UInt8] = []
        var bcdMask: [UInt8] = []
        for index in 0..<6 {
            let pad = UInt8.random(in: 0...255, using: &random)
            let packed = (pin.byte(at: 2 * index) - UInt8(ascii: "0")) << 4 | (pin.byte(at: 2 * index + 1) - UInt8(ascii: "0"))
            maskedBCD.append(packed ^ pad)
            bcdMask.append(pad)
        }
        needles.addWindows(ofMasked: maskedBCD, byteMask: bcdMask, kind: .plaintext)
        // Buffer keys, ephemeral scalars and content keys all come from here and are recorded, masked.
        let keys = KeyLog(needles: needles)
        let control = UnsafeMutableRawBufferPointer.allocate(byteCount: ResidueScenario.controlLength, alignment: 8)
        precondition(getentropy(control.baseAddress!, control.count) == 0)
        needles.addWindows(of: UnsafeRawBufferPointer(control), kind: .control)
        defer { explicit_bzero(control.baseAddress!, control.count); control.deallocate() }

        guard let p256 = try? RecipientPublicKey(x963Representation: RFC9180Vector.pkRm),
              let rsa = try? TestKeys.rsa2048() else {
            print("could not load the recipient keys")
            return false
        }
        var typedCorrectly = true
        var envelopes: [[UInt8]] = []
        do {
            let pinBuffer = SecureTextBuffer(maximumLength: 12, allowedCharacters: .digits, keySource: keys.generate)
            typedCorrectly = ResidueScenario.type(pin, into: pinBuffer) && typedCorrectly
            do {
                let passphraseBuffer = SecureTextBuffer(keySource: keys.generate)
                typedCorrectly = ResidueScenario.type(passphrase, into: passphraseBuffer) && typedCorrectly
                for (buffer, recipient) in [(pinBuffer, p256), (pinBuffer, rsa), (passphraseBuffer, p256), (passphraseBuffer, rsa)] {
                    guard let envelope = try? buffer.seal(
                        for: recipient, label: "login-pin", freshness: .challenge([1, 2, 3, 4]), randomSource: keys.generate)
                    else {
                        print("sealing failed")
                        return false
                    }
                    envelopes.append(envelope)
                }
                for recipient in [p256, rsa] {
                    guard let envelope = try? pinBuffer.sealPINBlock(
                        for: recipient, label: "card-pin", freshness: .challenge([1, 2, 3, 4]),
                        pinEncryptionKey: [UInt8](repeating: 7, count: 32), primaryAccountNumber: "4321987654321098",
                        randomSource: keys.generate)
                    else {
                        print("sealing a PIN block failed")
                        return false
                    }
                    envelopes.append(envelope)
                }
                // No clear(): this buffer is only deinitialized.
            }
            pinBuffer.clear()
        }
        let report = MemoryScanner.scan(for: needles)
        if let failure = report.failure {
            print("SCAN FAILED: \(failure)")
            return false
        }
        print("envelopes sealed: \(envelopes.count); keys and ephemeral secrets generated: \(keys.count); regions scanned: \(report.regions); bytes scanned: \(report.bytesScanned)")
        print("key windows found: \(report.count(.key)); plaintext windows found: \(report.count(.plaintext))")
        for hit in report.hits.filter({ $0.kind != .control }).prefix(40) { print("  \(hit)") }
        print("typed correctly: \(typedCorrectly)")
        let scannedEnough = report.bytesScanned >= ResidueScenario.minimumBytesScanned
        if !scannedEnough { print("SCAN TOO SMALL: \(report.bytesScanned) bytes") }
        let controlStart = UInt(bitPattern: control.baseAddress!)
        let controlHits = Set(report.hits.filter { $0.kind == .control }.map(\.address))
        let controlFound = (0..<UInt(ResidueScenario.controlWindows)).allSatisfy { controlHits.contains(controlStart + $0) }
        if !controlFound { print("CONTROL MISSED: the scan did not find the secret still held in memory") }
        let residue = report.hits.filter { $0.kind != .control }
        // Two buffer keys, one ephemeral scalar or content key per envelope, and two PIN block fills.
        return typedCorrectly && envelopes.count == 6 && keys.count >= 10 && scannedEnough && controlFound && residue.isEmpty
    }
}
#endif
