import Foundation
import Testing

/// A command run at a package root (no path: the current folder) compiled every target's layouts as one
/// unit with the root's configuration: `kbc validate` in a package fresh from `kbc init` failed with KBC0409
/// for the target's own kbc-config.yaml, and two targets clashed (KBC0201, KBC0704). Each target is now
/// compiled as its own unit with its own configuration, as the build plugin compiles it.
@Suite struct PackageRootTests {
    @Test func validateAtTheRootOfAFreshPackage() throws {
        let app = try Kbc.initializedPackage()
        defer { try? FileManager.default.removeItem(atPath: app) }
        let run = try Kbc.run(in: app, ["validate"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardError.contains("KBC0409"), "\(run.standardError)")
        #expect(run.standardError.contains("kbc: using the configuration Sources/SecureKeyboards/kbc-config.yaml"), "\(run.standardError)")
    }

    static let twoTargets = [
        "Package.swift": Kbc.manifest,
        "Sources/App/kbc-config.yaml": "warn: [KBC0207]\n",
        "Sources/App/pin.yaml": "keyboard: pin\nrows:\n  - 1 1 2\n",
        "Sources/App/brand.yaml": "theme: brand\nlight:\n  background: \"#FFFFFF\"\n",
        "Sources/Other/kbc-config.yaml": "diagnosticLimit: 5\n",
        "Sources/Other/pin.yaml": "keyboard: pin\nrows:\n  - 1 1 2\n",
        "Sources/Other/brand.yaml": "theme: brand\nlight:\n  background: \"#000000\"\n",
    ]

    @Test func eachTargetIsItsOwnUnitWithItsOwnConfiguration() throws {
        let package = try Kbc.temporaryFolder(texts: Self.twoTargets)
        defer { try? FileManager.default.removeItem(atPath: package) }
        for arguments in [["validate"], ["validate", "."], ["validate", package], ["test"]] {
            let run = try Kbc.run(in: package, arguments)
            #expect(run.status == 1, "\(arguments): \(run.standardError)")
            #expect(!run.standardError.contains("KBC0201") && !run.standardError.contains("KBC0704") && !run.standardError.contains("KBC0409"), "\(run.standardError)")
            // App's configuration makes its repeated key a warning; Other has none.
            #expect(run.standardError.contains("Sources/App/pin.yaml:3:7: warning:"), "\(run.standardError)")
            #expect(run.standardError.contains("Sources/Other/pin.yaml:3:7: error:"), "\(run.standardError)")
            #expect(run.standardError.contains("Sources/App/kbc-config.yaml\n"), "\(run.standardError)")
            #expect(run.standardError.contains("Sources/Other/kbc-config.yaml\n"), "\(run.standardError)")
        }
        let summary = try Kbc.run(in: package, ["validate"]).standardOutput
        #expect(summary.contains("in 4 files: 1 error, 1 warning"), "\(summary)")
    }

    @Test(arguments: [["generate", "-o", "Generated"], ["flatten", "-o", "Flat"], ["render", ".", "--format", "html"], ["playground", ".", "-o", "Playground"]])
    func aProductOfSeveralTargetsIsRefused(_ arguments: [String]) throws {
        let package = try Kbc.temporaryFolder(texts: Self.twoTargets)
        defer { try? FileManager.default.removeItem(atPath: package) }
        let run = try Kbc.run(in: package, arguments)
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardError.contains("'.' is a package whose layouts are in 2 targets (Sources/App, Sources/Other); name the folder of one"), "\(run.standardError)")
    }
}
