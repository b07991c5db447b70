import Foundation
import Testing

@Suite struct InitCommandTests {
    @Test func createsTheTargetAndPrintsThePackageLines() throws {
        let app = try Kbc.temporaryFolder(texts: ["Package.swift": "// swift-tools-version: 6.1\n"])
        let run = try Kbc.run(["init", "--package-path", app, "--kbc-path", "../kbc"])
        #expect(run.status == 0, "\(run.standardError)")
        let folder = app + "/Sources/SecureKeyboards"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == ["SecureKeyboards.swift", "brand.yaml", "kbc-config.yaml", "pin-pad.yaml"])
        #expect(try String(contentsOfFile: folder + "/kbc-config.yaml", encoding: .utf8).contains("accessLevel: public"))
        #expect(try String(contentsOfFile: folder + "/SecureKeyboards.swift", encoding: .utf8).contains("@_exported import KeyboardRuntime"))
        #expect(run.standardOutput.contains("""
                dependencies: [
                    .package(path: "../kbc"),
                ],
                targets: [
                    .target(
                        name: "SecureKeyboards",
                        dependencies: [.product(name: "KeyboardRuntime", package: "kbc")],
                        plugins: [.plugin(name: "KeyboardLayoutGenerator", package: "kbc")]
                    ),
                ]
            """))

        // The starter layout and theme are valid as written, and the pad is drawn in the theme.
        let validate = try Kbc.run(["validate", folder, "--config", folder + "/kbc-config.yaml", "--warnings-as-errors"])
        #expect(validate.status == 0, "\(validate.standardError)")
        let render = try Kbc.run(["render", folder + "/pin-pad.yaml", "--config", folder + "/kbc-config.yaml"])
        #expect(render.status == 0, "\(render.standardError)")
        #expect(render.standardOutput.contains("data-theme=\"brand\""))
    }

    @Test func neverOverwritesAndWritesNothingWhenAFileExists() throws {
        let app = try Kbc.temporaryFolder(texts: ["Package.swift": "", "Sources/SecureKeyboards/pin-pad.yaml": "mine\n"])
        let run = try Kbc.run(["init", "--package-path", app, "--kbc-path", "../kbc"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("pin-pad.yaml:1:1: error: 'pin-pad.yaml' already exists [KBC0406]"))
        #expect(try String(contentsOfFile: app + "/Sources/SecureKeyboards/pin-pad.yaml", encoding: .utf8) == "mine\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: app + "/Sources/SecureKeyboards") == ["pin-pad.yaml"])
    }

    @Test func refusesAFolderWithoutAPackageAndABadTargetName() throws {
        let empty = try Kbc.temporaryFolder(texts: [:])
        let noPackage = try Kbc.run(["init", "--package-path", empty, "--kbc-path", "../kbc"])
        #expect(noPackage.status == 1)
        #expect(noPackage.standardError.contains("no Package.swift here"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty).isEmpty)

        let badName = try Kbc.run(["init", "--package-path", empty, "--target", "9-keys"])
        #expect(badName.status == 2)
        #expect(badName.standardError.contains("cannot name a Swift target"))
    }

    /// `--kbc-path ..` (an app inside the checkout) names the package by the folder `..` is, as SwiftPM does.
    @Test func aPathWithoutAFolderNameNamesThePackageByTheFolderItResolvesTo() throws {
        let root = try Kbc.temporaryFolder(texts: ["My-KBC/Package.swift": "", "My-KBC/Example/Package.swift": ""])
        for (path, identity) in [("..", "my-kbc"), (".", "example"), ("../../My-KBC", "my-kbc")] {
            let app = root + "/My-KBC/Example"
            try? FileManager.default.removeItem(atPath: app + "/Sources")
            let run = try Kbc.run(["init", "--package-path", app, "--kbc-path", path])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains(".package(path: \"\(path)\"),"), "\(run.standardOutput)")
            #expect(run.standardOutput.contains(#".product(name: "KeyboardRuntime", package: "\#(identity)")"#), "\(path): \(run.standardOutput)")
        }
    }

    @Test func aURLDependencyNamesThePackageByItsRepository() throws {
        let app = try Kbc.temporaryFolder(texts: ["Package.swift": ""])
        let run = try Kbc.run(["init", "--package-path", app, "--kbc-url", "https://git.example.com/mobile/KBC.git", "--target", "Pads"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains(#".package(url: "https://git.example.com/mobile/KBC.git", branch: "main"),"#))
        #expect(run.standardOutput.contains(#".product(name: "KeyboardRuntime", package: "kbc")"#))
        #expect(FileManager.default.fileExists(atPath: app + "/Sources/Pads/Pads.swift"))
    }
}
