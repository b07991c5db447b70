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

    @Test func aNameThatOnlyContainsAReservedOneIsAccepted() throws {
        let app = try Kbc.temporaryFolder(texts: ["Package.swift": Kbc.manifest])
        let run = try Kbc.run(["init", "--package-path", app, "--kbc-path", "../kbc", "--target", "MyKeyboardRuntime_2"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains(#"name: "MyKeyboardRuntime_2","#))
        #expect(FileManager.default.fileExists(atPath: app + "/Sources/MyKeyboardRuntime_2/MyKeyboardRuntime_2.swift"))
    }
}
