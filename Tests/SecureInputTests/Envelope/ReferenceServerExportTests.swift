#if os(Linux)
import Glibc
import Testing
import KeyboardRuntime
import StandardLayouts
@testable import SecureInput

/// The Swift half of the reference-server check (`Tests/ServerReference/run.sh`): seals the cases the
/// script lists for the keys it generated, and loads the keys it crafted, for its Python server to check.
///
/// Runs only when `KBC_ENVELOPE_DIR` names the script's working directory. There `cases.tsv` has one case
/// per line, tab-separated: the output name, the public key's PEM file, the label, the freshness
/// (`replayable`, `challenge:<hex>` or `timestamp:now`) and the secret's UTF-8 bytes in hex; for a PIN block,
/// also the AES PIN encryption key in hex and the PAN. A case whose name starts with `field-` is typed as an
/// app's user types it: tap by tap on the shuffled standard decimal pad into a `SecureFieldModel`, which seals
/// it; the others are typed into a `SecureTextBuffer` character by character. The envelope is written to
/// `<name>.envelope`. `keys.tsv` lists crafted keys (name, PEM file); for each, `<name>.key-result` gets
/// `pin:<hex>` if the key loads, or `refused:<the EnvelopeError>`.
@Suite("Reference server export")
struct ReferenceServerExportTests {
    static let directory: String? = getenv("KBC_ENVELOPE_DIR").map { String(cString: $0) }

    @Test("seals the reference server's cases into envelope files", .enabled(if: directory != nil))
    func export() throws {
        let directory = try #require(Self.directory)
        var written = 0
        for fields in try Self.lines(of: "\(directory)/cases.tsv") {
            try #require(fields.count == 5 || fields.count == 7, "bad case line: \(fields)")
            let pem = String(decoding: try #require(readFile("\(directory)/\(fields[1])")), as: UTF8.self)
            let recipient = try RecipientPublicKey(pemRepresentation: pem)
            let freshness: EnvelopeFreshness
            if fields[3] == "replayable" {
                freshness = .replayable
            } else if fields[3] == "timestamp:now" {
                freshness = .now()
            } else {
                try #require(fields[3].hasPrefix("challenge:"))
                freshness = .challenge(bytes(hex: String(fields[3].dropFirst("challenge:".count))))
            }
            let secret = String(decoding: bytes(hex: fields[4]), as: UTF8.self)
            let envelope: [UInt8]
            if fields[0].hasPrefix("field-") {
                let pin = try Self.typedOnShuffledPad(secret)
                envelope = try pin.seal(for: recipient, label: fields[2], freshness: freshness)
                pin.clear()
            } else {
                let buffer = SecureTextBuffer()
                for character in secret { try buffer.insert(String(character)) }
                envelope = fields.count == 7
                    ? try buffer.sealPINBlock(for: recipient, label: fields[2], freshness: freshness,
                                              pinEncryptionKey: bytes(hex: fields[5]), primaryAccountNumber: fields[6])
                    : try buffer.seal(for: recipient, label: fields[2], freshness: freshness)
            }
            try #require(writeFile("\(directory)/\(fields[0]).envelope", envelope))
            written += 1
        }
        #expect(written > 0)
    }

    @Test("loads the reference server's crafted keys and writes what each gave", .enabled(if: directory != nil))
    func keys() throws {
        let directory = try #require(Self.directory)
        var loaded = 0
        for fields in try Self.lines(of: "\(directory)/keys.tsv") {
            let pem = String(decoding: try #require(readFile("\(directory)/\(fields[1])")), as: UTF8.self)
            let result: String
            do {
                result = "pin:" + hexString(try RecipientPublicKey(pemRepresentation: pem).sha256Fingerprint)
            } catch {
                result = "refused:\(error)"
            }
            try #require(writeFile("\(directory)/\(fields[0]).key-result", Array(result.utf8)))
            loaded += 1
        }
        #expect(loaded > 0)
    }

    /// The tab-separated fields of each line of the file at `path`.
    static func lines(of path: String) throws -> [[String]] {
        let text = String(decoding: try #require(readFile(path)), as: UTF8.self)
        return text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    /// A PIN field with `digits` typed as a user types them: a tap on the key showing each digit, wherever
    /// the shuffle put it, on the standard decimal pad, every output applied to the field as the UIKit
    /// host applies it.
    static func typedOnShuffledPad(_ digits: String) throws -> SecureFieldModel {
        var session = try KeyboardSession(layouts: StandardLayouts.all, initialPage: "decimal-pad")
        session.willShow()
        let pin = SecureFieldModel(rules: .pin(length: digits.count))
        for digit in digits {
            let rows = session.currentLayout.rows
            let row = try #require(rows.firstIndex { $0.keys.contains { $0.label == String(digit) } })
            let index = try #require(rows[row].keys.firstIndex { $0.label == String(digit) })
            for output in session.handle(.tap(KeyPosition(row: row, index: index))) { pin.apply(output) }
        }
        try #require(pin.count == digits.count && pin.isComplete)
        return pin
    }
}

/// The whole contents of the file at `path`, or `nil`.
func readFile(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var contents: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
        if count == 0 { break }
        contents += chunk[0..<count]
    }
    return ferror(file) == 0 ? contents : nil
}

/// Writes `contents` to the file at `path`; whether it worked.
func writeFile(_ path: String, _ contents: [UInt8]) -> Bool {
    guard let file = fopen(path, "wb") else { return false }
    let written = contents.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    return fclose(file) == 0 && written == contents.count
}
#endif
