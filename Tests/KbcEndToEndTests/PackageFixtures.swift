import Foundation
import Testing

// The packages the end-to-end tests build in temporary folders, written once.
extension Kbc {
    /// The text of the repository's file at `path` (relative to the repository), such as a layout to copy
    /// into a test's folder.
    static func repositoryText(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// The manifest of the packages tests make: a tools version and nothing else, which is all kbc reads.
    static let manifest = "// swift-tools-version: 6.1\n"

    /// A new temporary package with `manifest` as its `Package.swift`, to which `kbc init` has added its
    /// keyboard target: `Sources/SecureKeyboards` with `pin-pad.yaml`, `brand.yaml` and `kbc-config.yaml`.
    /// The caller removes the folder.
    static func initializedPackage(manifest: String = manifest) throws -> String {
        let app = try temporaryFolder(texts: ["Package.swift": manifest])
        do {
            #expect(try run(["init", "--package-path", app, "--kbc-path", "../kbc"]).status == 0)
        } catch {
            try? FileManager.default.removeItem(atPath: app)
            throw error
        }
        return app
    }
}
