import Foundation
import Testing

/// `kbc init --target` refuses names whose printed `Package.swift` lines would not build: keywords, kbc's
/// own modules and products, system modules, and non-identifiers (issue 21). A usage mistake: exit 2,
/// nothing written.
@Suite struct InitTargetNameTests {
    @Test(arguments: [
        ("KeyboardRuntime", "already called 'KeyboardRuntime'"),
        ("keyboardruntime", "already called 'KeyboardRuntime'"),
        ("StandardLayouts", "already called 'StandardLayouts'"),
        ("SecureInput", "already called 'SecureInput'"),
        ("KeyboardCompiler", "already called 'KeyboardCompiler'"),
        ("kbc", "already called 'kbc'"),
        ("ArgumentParser", "already called 'ArgumentParser'"),
        ("Foundation", "already called 'Foundation'"),
        ("Combine", "already called 'Combine'"),
        ("class", "it is a Swift keyword"),
        ("Self", "it is a Swift keyword"),
        ("_", "it is a Swift keyword"),
        ("9-keys", "use ASCII letters, digits and '_'"),
        ("Pads.Secure", "use ASCII letters, digits and '_'"),
    ])
    func refusedWithExitTwoAndNothingWritten(_ name: String, _ reason: String) throws {
        let app = try Kbc.temporaryFolder(texts: ["Package.swift": Kbc.manifest])
        let run = try Kbc.run(["init", "--package-path", app, "--kbc-path", "../kbc", "--target", name])
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardError.contains("--target: '\(name)' cannot name a Swift target: "), "\(run.standardError)")
        #expect(run.standardError.contains(reason), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: app + "/Sources"))
    }

    /// An existing target (review 42, G5): the starter files went into the app's own folder, and the lines
    /// printed declared `App` a second time and asked the app to depend on itself.
    @Test func anExistingTargetIsRefusedAndLeftAlone() throws {
        let app = try Kbc.temporaryFolder(texts: ["Package.swift": Kbc.manifest, "Sources/App/a.swift": "let x = 1\n"])
        defer { try? FileManager.default.removeItem(atPath: app) }
        let run = try Kbc.run(["init", "--package-path", app, "--kbc-path", "../kbc", "--target", "App"])
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardError.contains("kbc: error: a target 'App' exists: kbc init makes a new target for the keyboards"), "\(run.standardError)")
        #expect(run.standardError.contains(#"add `plugins: [.plugin(name: "KeyboardLayoutGenerator", package: "kbc")]` to it; nothing was written"#), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: app + "/Sources/App") == ["a.swift"])

        // Declared in Package.swift without a folder yet: the same.
        let declared = try Kbc.temporaryFolder(texts: ["Package.swift": Kbc.manifest + "import PackageDescription\nlet package = Package(name: \"A\", targets: [.target(name: \"Pads\")])\n"])
        defer { try? FileManager.default.removeItem(atPath: declared) }
        let again = try Kbc.run(["init", "--package-path", declared, "--kbc-path", "../kbc", "--target", "Pads"])
        #expect(again.status == 1, "\(again.standardError)")
        #expect(again.standardError.contains("a target 'Pads' exists"), "\(again.standardError)")
        #expect(!FileManager.default.fileExists(atPath: declared + "/Sources"))
    }

    @Test func aNameThatOnlyContainsAReservedOneIsAccepted() throws {
        let app = try Kbc.temporaryFolder(texts: ["Package.swift": Kbc.manifest])
        let run = try Kbc.run(["init", "--package-path", app, "--kbc-path", "../kbc", "--target", "MyKeyboardRuntime_2"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains(#"name: "MyKeyboardRuntime_2","#))
        #expect(FileManager.default.fileExists(atPath: app + "/Sources/MyKeyboardRuntime_2/MyKeyboardRuntime_2.swift"))
    }
}
