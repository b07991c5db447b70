#if os(Linux)
import Glibc

/// The 6-byte windows of secrets the memory scan looks for, kept only XOR-masked so that the
/// scanner's own memory never holds a needle in plain form.
///
/// A window is packed little-endian into the low 48 bits of a `UInt64` and stored as
/// `window ^ mask`; the scan masks what it reads with the same `mask` and looks it up. A plain
/// window exists only in a register while it is being added or compared.
final class MaskedNeedles {
    /// The width of a needle in bytes.
    static let width = 6
    private static let lowBits: UInt64 = (1 << 48) - 1

    /// What a needle belongs to, for the report. `control` is the positive control: a secret the scenario
    /// still holds while it scans, which the scan must find.
    enum Kind: String { case key, plaintext, control }

    let mask: UInt64
    /// Masked window → kind.
    private(set) var needles: [UInt64: Kind] = [:]
    /// A 64 Ki-entry prefilter on the low 16 bits of masked windows.
    private(set) var prefilter = [Bool](repeating: false, count: 1 << 16)

    init() {
        var random = SystemRandomNumberGenerator()
        mask = random.next() & Self.lowBits
    }

    /// Adds every 6-byte window of `bytes`, which the caller reads from memory it owns.
    func addWindows(of bytes: UnsafeRawBufferPointer, kind: Kind) {
        guard bytes.count >= Self.width else { return }
        for start in 0...(bytes.count - Self.width) {
            var window: UInt64 = 0
            for offset in (0..<Self.width).reversed() {
                window = window << 8 | UInt64(bytes[start + offset])
            }
            add(masked: window ^ mask, kind: kind)
        }
    }

    /// Adds every 6-byte window of a secret given as `masked[i] ^ byteMask[i]` byte by byte.
    func addWindows(ofMasked masked: [UInt8], byteMask: [UInt8], kind: Kind) {
        guard masked.count >= Self.width else { return }
        for start in 0...(masked.count - Self.width) {
            var window: UInt64 = 0
            for offset in (0..<Self.width).reversed() {
                window = window << 8 | UInt64(masked[start + offset] ^ byteMask[start + offset])
            }
            add(masked: window ^ mask, kind: kind)
        }
    }

    private func add(masked: UInt64, kind: Kind) {
        needles[masked] = kind
        prefilter[Int(masked & 0xFFFF)] = true
    }

    /// The kind of the needle the 6 bytes at `pointer` form, or `nil`. Reads exactly those 6 bytes (a
    /// 4-byte and a 2-byte load): an 8-byte load would read 2 bytes past the last window of a buffer.
    @inline(__always)
    func match(_ pointer: UnsafeRawPointer) -> Kind? {
        let low = UInt64(UInt32(littleEndian: pointer.loadUnaligned(as: UInt32.self)))
        let high = UInt64(UInt16(littleEndian: pointer.loadUnaligned(fromByteOffset: 4, as: UInt16.self)))
        let value = (low | high << 32) ^ mask
        guard prefilter[Int(value & 0xFFFF)] else { return nil }
        return needles[value]
    }
}
#endif

extension MaskedSecret {
    /// A 12-digit PIN and a 64-character passphrase, none of whose windows occur in memory yet: a secret
    /// whose windows already occur by coincidence would be a false hit, so it is drawn again (up to 5 times).
    static func pinAndPassphraseAbsentFromMemory() -> (pin: MaskedSecret, passphrase: MaskedSecret) {
        var pin = MaskedSecret(count: 12, alphabet: Array("0123456789".utf8))
        var passphrase = MaskedSecret(count: 64, alphabet: Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8))
        for _ in 0..<5 {
            let probe = MaskedNeedles()
            pin.addWindows(to: probe)
            passphrase.addWindows(to: probe)
            if MemoryScanner.scan(for: probe).hits.isEmpty { break }
            pin = MaskedSecret(count: 12, alphabet: pin.alphabet)
            passphrase = MaskedSecret(count: 64, alphabet: passphrase.alphabet)
        }
        return (pin, passphrase)
    }
}
