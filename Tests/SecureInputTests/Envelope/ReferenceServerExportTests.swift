#if os(Linux)
import Glibc
import Testing
@testable import SecureInput

/// The Swift half of the reference-server check (`Tests/ServerReference/run.sh`): seals the cases the
/// script lists for the keys it generated, for its Python server to open.
///
/// Runs only when `KBC_ENVELOPE_DIR` names the script's working directory. There `cases.tsv` has one case
/// per line, tab-separated: the output name, the public key's PEM file, the label, the freshness
/// (`none`, `challenge:<hex>` or `timestamp:now`) and the secret's UTF-8 bytes in hex; for a PIN block, also
/// the AES PIN encryption key in hex and the PAN. The secret is
/// typed into a `SecureTextBuffer` character by character, as a keyboard would, and the envelope is
/// written to `<name>.envelope`.
@Suite("Reference server export")
struct ReferenceServerExportTests {
    static let directory: String? = getenv("KBC_ENVELOPE_DIR").map { String(cString: $0) }

    @Test("seals the reference server's cases into envelope files", .enabled(if: directory != nil))
    func export() throws {
        let directory = try #require(Self.directory)
        let cases = String(decoding: try #require(readFile("\(directory)/cases.tsv")), as: UTF8.self)
        var written = 0
        for line in cases.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(fields.count == 5 || fields.count == 7, "bad case line: \(line)")
            let pem = String(decoding: try #require(readFile("\(directory)/\(fields[1])")), as: UTF8.self)
            let recipient = try RecipientPublicKey(pemRepresentation: pem)
            let freshness: EnvelopeFreshness
            if fields[3] == "none" {
                freshness = .none
            } else if fields[3] == "timestamp:now" {
                freshness = .now()
            } else {
                try #require(fields[3].hasPrefix("challenge:"))
                freshness = .challenge(bytes(hex: String(fields[3].dropFirst("challenge:".count))))
            }
            let buffer = SecureTextBuffer()
            for character in String(decoding: bytes(hex: fields[4]), as: UTF8.self) {
                try buffer.insert(String(character))
            }
            let envelope = fields.count == 7
                ? try buffer.sealPINBlock(for: recipient, label: fields[2], freshness: freshness,
                                          pinEncryptionKey: bytes(hex: fields[5]), primaryAccountNumber: fields[6])
                : try buffer.seal(for: recipient, label: fields[2], freshness: freshness)
            try #require(writeFile("\(directory)/\(fields[0]).envelope", envelope))
            written += 1
        }
        #expect(written > 0)
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
