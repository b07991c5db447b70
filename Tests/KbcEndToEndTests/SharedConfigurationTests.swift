import Foundation
import Testing

/// A configuration at the package root, shared by two keyboard targets, failed every target that a team
/// rule or an override was not meant for: the Letters target's build reported that the PIN pads' rule
/// selects nothing there (KBC0802) and that the Pins override applies to no file (KBC0807), errors under
/// `warningsAsErrors`. A target's build now leaves them to the run over the package, which reports one
/// that selects nothing in any target sharing the configuration: a misspelt selector is still caught.
@Suite struct SharedConfigurationTests {
    static func package(select: String = "*pin*", files: String = "Sources/Pins/**") -> [String: String] {
        [
            "Package.swift": Kbc.manifest,
            "kbc-config.yaml": """
                warningsAsErrors: true
                rules:
                  - id: BANK001
                    severity: error
                    message: PIN pads shuffle
                    select: {keyboard: "\(select)"}
                    require: {shuffle: on-show}
                overrides:
                  - files: \(files)
                    disable: [KBC0206]

                """,
            "Sources/Pins/pin.yaml": "keyboard: login-pin\nshuffle: on-show\nrows:\n  - 1 2 3\n",
            "Sources/Letters/abc.yaml": "keyboard: abc\nrows:\n  - a b c\n",
        ]
    }

    /// Every way a target's layouts are compiled: the package root (target by target), a target's folder,
    /// one file, and the list and configuration the build plugin passes.
    static let runs = [["validate"], ["validate", "Sources/Letters"], ["validate", "Sources/Pins"], ["validate", "Sources/Letters/abc.yaml"],
                       ["generate", "Sources/Letters", "-o", "Generated"],
                       ["validate", "--inputs-from", "letters.list", "--config", "kbc-config.yaml"]]

    @Test func aRuleForAnotherTargetDoesNotFailATarget() throws {
        let folder = try Kbc.temporaryFolder(texts: Self.package().merging(["letters.list": "Sources/Letters/abc.yaml\n"]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for arguments in Self.runs {
            let run = try Kbc.run(in: folder, arguments)
            #expect(run.status == 0, "\(arguments): \(run.standardError)")
            #expect(!run.standardError.contains("KBC0802") && !run.standardError.contains("KBC0807"), "\(arguments): \(run.standardError)")
        }
    }

    @Test func aSelectorThatSelectsNothingInAnyTargetIsReportedByThePackageRun() throws {
        let folder = try Kbc.temporaryFolder(texts: Self.package(select: "*pn*", files: "Sources/Pns/**"))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(in: folder, ["validate"])
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardError.contains("""
            kbc-config.yaml:3:9: error: rule BANK001 checks nothing: no page of the targets that share this configuration meets its 'select' [KBC0802]
            """), "\(run.standardError)")
        #expect(run.standardError.contains("kbc-config.yaml:9:5: error: the override applies to no layout file of the targets that share this configuration [KBC0807]"), "\(run.standardError)")
        #expect(run.standardError.contains("note: the targets that share this configuration: Sources/Letters, Sources/Pins"), "\(run.standardError)")
        // Once each, not once per target.
        #expect(run.standardError.components(separatedBy: "[KBC0802]").count == 2, "\(run.standardError)")
        #expect(run.standardOutput.contains("2 errors, 0 warnings"), "\(run.standardOutput)")
        // One target's build cannot tell: the rule may be meant for the other.
        let target = try Kbc.run(in: folder, ["validate", "Sources/Pins"])
        #expect(target.status == 0, "\(target.standardError)")
    }

    /// A configuration above a target that no other target shares is the target's own: a rule selecting
    /// nothing fails its build, as before.
    @Test func aConfigurationAboveOneTargetOnlyIsItsOwn() throws {
        var texts = Self.package(select: "*pn*")
        texts["Sources/Letters/abc.yaml"] = nil
        let folder = try Kbc.temporaryFolder(texts: texts)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for arguments in [["validate"], ["validate", "Sources/Pins"]] {
            let run = try Kbc.run(in: folder, arguments)
            #expect(run.status == 1, "\(arguments): \(run.standardError)")
            #expect(run.standardError.contains("kbc-config.yaml:3:9: error: rule BANK001 checks nothing: no page of the target meets its 'select' [KBC0802]"), "\(arguments): \(run.standardError)")
        }
    }
}
