import Foundation
import Testing

@Suite struct InitCommandTests {
    @Test func createsTheTargetAndPrintsThePackageLines() throws {
        let app = try Kbc.temporaryFolder(texts: ["Package.swift": Kbc.manifest])
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

    /// The starter passes kbc's own PIN rules (it said PIN004: no length), and its theme's accent colours what
    /// the starter pad shows, light and dark, so a user who edits `accent` sees the change (it coloured only a
    /// return key and a Done button, which the starter pad has not).
    @Test func theStarterPassesThePINPackAndShowsItsAccent() throws {
        let app = try Kbc.initializedPackage()
        defer { try? FileManager.default.removeItem(atPath: app) }
        let folder = app + "/Sources/SecureKeyboards"
        let config = folder + "/kbc-config.yaml"
        try (String(contentsOfFile: config, encoding: .utf8) + "rules: [{pack: secure-pin-pad}]\n").write(toFile: config, atomically: true, encoding: .utf8)
        let validate = try Kbc.run(["validate", folder, "--config", config, "--warnings-as-errors"])
        #expect(validate.status == 0, "\(validate.standardError)")
        for (appearance, accent) in [("light", "rgb(10,96,208)"), ("dark", "rgb(120,180,255)")] {
            let render = try Kbc.run(["render", folder + "/pin-pad.yaml", "--config", config, "--appearance", appearance])
            #expect(render.status == 0, "\(render.standardError)")
            #expect(render.standardOutput.contains("fill=\"\(accent)\""), "\(appearance): the accent shows nowhere on the starter pad")
        }
    }

    /// One file of a fresh target, named alone, is compiled as the target's build compiles it: drawn in the
    /// theme file beside it that its configuration names (issue 31: KBC0703, the theme not being an input),
    /// from the target's folder and from the package's.
    @Test(arguments: ["validate", "test", "render"])
    func aFileOfTheNewTargetNamedAloneSeesItsTheme(_ command: String) throws {
        let app = try Kbc.initializedPackage()
        defer { try? FileManager.default.removeItem(atPath: app) }
        let options = command == "render" ? [] : ["--warnings-as-errors"]
        for (folder, file) in [(app + "/Sources/SecureKeyboards", "pin-pad.yaml"), (app, "Sources/SecureKeyboards/pin-pad.yaml")] {
            let run = try Kbc.run(in: folder, [command, file] + options)
            #expect(run.status == 0, "\(command) \(file): \(run.standardError)")
            #expect(!run.standardError.contains("KBC0703"), "\(run.standardError)")
            if command == "render" { #expect(run.standardOutput.contains("data-theme=\"brand\""), "\(file)") }
        }
    }

    /// The target `kbc init` made in `app`, its layout moved into `Pads/` and its theme into `Themes/`.
    static func targetInFolders(of app: String) throws -> String {
        let target = app + "/Sources/SecureKeyboards"
        for (name, folder) in [("pin-pad.yaml", "Pads"), ("brand.yaml", "Themes")] {
            try FileManager.default.createDirectory(atPath: target + "/" + folder, withIntermediateDirectories: false)
            try FileManager.default.moveItem(atPath: target + "/" + name, toPath: target + "/" + folder + "/" + name)
        }
        return target
    }

    /// A target's files in folders of their own (the layouts in `Pads/`, the theme in `Themes/`) are one
    /// target, as its build compiles them: a layout named alone sees the theme of the other folder, and
    /// flattens with it.
    @Test func aFileInAFolderOfTheTargetSeesTheThemeOfAnother() throws {
        let app = try Kbc.initializedPackage()
        defer { try? FileManager.default.removeItem(atPath: app) }
        let target = try Self.targetInFolders(of: app)
        for (folder, file) in [(target + "/Pads", "pin-pad.yaml"), (app, "Sources/SecureKeyboards/Pads/pin-pad.yaml")] {
            let run = try Kbc.run(in: folder, ["validate", file, "--warnings-as-errors"])
            #expect(run.status == 0, "\(file): \(run.standardError)")
        }
        let flatten = try Kbc.run(in: target + "/Pads", ["flatten", "pin-pad.yaml", "-o", app + "/flat"])
        #expect(flatten.status == 0, "\(flatten.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: app + "/flat").filter { !$0.hasPrefix(".") }.sorted() == ["brand.yaml", "kbc-config.yaml", "pin-pad.yaml"])
    }

    /// A folder of the target named (`Sources/SecureKeyboards/Pads`) is compiled as a file of it is: with the
    /// rest of the target as context, its theme in `Themes/` (issue 31: KBC0703), and only its keyboards are
    /// reported, drawn or written, from the package's folder and from the folder itself.
    @Test(arguments: ["validate", "test", "render", "playground", "generate", "flatten"])
    func aFolderOfTheTargetNamedSeesTheRestOfIt(_ command: String) throws {
        let app = try Kbc.initializedPackage()
        defer { try? FileManager.default.removeItem(atPath: app) }
        let target = try Self.targetInFolders(of: app)
        try "keyboard: amount\nrows:\n  - 1 2 3\n".write(toFile: target + "/amount.yaml", atomically: true, encoding: .utf8)
        for (index, (folder, path)) in [(app, "Sources/SecureKeyboards/Pads"), (target + "/Pads", ".")].enumerated() {
            let output = app + "/out\(index)"
            let options = ["validate", "test"].contains(command) ? ["--warnings-as-errors"] : ["-o", command == "render" ? output + ".html" : output]
            let run = try Kbc.run(in: folder, [command, path] + options)
            #expect(run.status == 0, "\(command) \(path): \(run.standardError)")
            #expect(!run.standardError.contains("KBC0703"), "\(run.standardError)")
            let written = { try FileManager.default.contentsOfDirectory(atPath: output).filter { !$0.hasPrefix(".") }.sorted() }
            switch command {
            case "render": #expect(try String(contentsOfFile: output + ".html", encoding: .utf8).contains("data-theme=\"brand\""))
            case "playground": #expect(run.standardOutput.hasPrefix("Wrote a playground of pin-pad to "), "\(run.standardOutput)")
            case "generate": #expect(try written() == ["KeyboardLayouts.swift", "brand.swift", "pin-pad.swift"])
            case "flatten": #expect(try written() == ["brand.yaml", "kbc-config.yaml", "pin-pad.yaml"])
            default: #expect(run.standardOutput.contains("1 keyboard in 1 file: 0 errors, 0 warnings"), "\(run.standardOutput)")
            }
        }
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
        #expect(noPackage.standardError.hasPrefix("kbc: error: "))
        #expect(noPackage.standardError.contains("swift package init"))
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

    /// The files `kbc init` writes are the ones its help, the manual's table of what kbc writes and the
    /// README's table name, and no others: the help is made from the list init writes, the manual is checked.
    @Test func theHelpAndTheManualNameTheFilesInitWrites() throws {
        let app = try Kbc.temporaryFolder(texts: ["Package.swift": ""])
        #expect(try Kbc.run(["init", "--package-path", app, "--kbc-path", "../kbc", "--target", "Pads"]).status == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: app + "/Sources/Pads").sorted()
        let named = written.map { $0.replacingOccurrences(of: "Pads", with: "<target>") }

        let help = try Kbc.run(["init", "--help"])
        #expect(help.status == 0)
        let unwrapped = help.standardOutput.split(whereSeparator: \.isNewline).joined(separator: " ")
        let listed = try #require(unwrapped.firstRange(of: "It creates Sources/<target>/ with ").map { unwrapped[$0.upperBound...] })
        let sentence = listed.components(separatedBy: ", then prints")[0]
        let helpNames = sentence.matches(of: /(?:^|, | and )([<>\w.-]+\.(?:swift|yaml)) \(/).map { String($0.output.1) }
        #expect(helpNames.sorted() == named, "\(sentence)")

        let manual = try Kbc.repositoryText("Sources/KeyboardCompiler/KeyboardCompiler.docc/CommandLine.md")
        let row = try #require(manual.split(separator: "\n").first { $0.hasPrefix("| `kbc init` |") })
        let rowNames = row.split(separator: "|")[1].matches(of: /`(?:Sources\/<target>\/)?([^`]+)`/).map { String($0.output.1) }
        #expect(rowNames.sorted() == named, "\(row)")

        let readme = try Kbc.repositoryText("README.md")
        let table = try #require(readme.firstRange(of: "It creates `Sources/SecureKeyboards/` with ").map { readme[$0.upperBound...] })
        let count = ["one", "two", "three", "four", "five", "six"].firstIndex { table.hasPrefix($0 + " files") }.map { $0 + 1 }
        #expect(count == written.count, "the README says how many files")
        let readmeRows = table.split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
        let readmeNames = readmeRows.compactMap { $0.firstMatch(of: /^\| `([^`]+)`/).map { String($0.output.1).replacingOccurrences(of: "SecureKeyboards", with: "<target>") } }
        #expect(readmeNames.sorted() == named, "\(readmeRows)")
    }
}
