import Foundation
import Testing

/// Two targets made by `kbc init --target` both generated `KeyboardLayout.pinPad`, `KeyboardTheme.brand` and
/// `enum KeyboardLayouts`, public, so an app importing both could name none of them ("ambiguous use of
/// 'pinPad'"). In a package that has a keyboard target already, the new one's starter names are its own.
@Suite struct InitSecondTargetTests {
    @Test func anAppImportingTwoInitializedTargetsNamesEach() throws {
        let app = try Kbc.temporaryFolder(texts: ["Package.swift": Kbc.manifest])
        defer { try? FileManager.default.removeItem(atPath: app) }
        let first = try Kbc.run(["init", "--package-path", app, "--kbc-path", "../kbc", "--target", "A_b1"])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.contains("into KeyboardLayout.pinPad;") && !first.standardOutput.contains("other keyboard targets"), "\(first.standardOutput)")
        let second = try Kbc.run(["init", "--package-path", app, "--kbc-path", "../kbc", "--target", "PaymentKeyboards"])
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardOutput.contains("into KeyboardLayout.paymentKeyboardsPinPad;"), "\(second.standardOutput)")
        #expect(second.standardOutput.contains("The package has other keyboard targets (A_b1)"), "\(second.standardOutput)")
        #expect(try String(contentsOfFile: app + "/Sources/PaymentKeyboards/kbc-config.yaml", encoding: .utf8).contains("\nenumName: PaymentKeyboardsLayouts "))

        // Each target generated and compiled as SwiftPM would make its module; the app imports both.
        let modules = Kbc.executable.deletingLastPathComponent().path + "/Modules"
        for target in ["A_b1", "PaymentKeyboards"] {
            let folder = app + "/Sources/" + target
            let generated = try Kbc.run(["generate", folder, "-o", app + "/Generated/" + target, "--warnings-as-errors"])
            #expect(generated.status == 0, "\(generated.standardError)")
            let module = try Kbc.run(["sh", "-c", "cd \"$3\" && exec swiftc -emit-module -parse-as-library -module-name \"$1\" -I \"$2\" -emit-module-path \"$1.swiftmodule\" \"$4\"/*.swift Generated/\"$1\"/*.swift",
                                      "sh", target, modules, app, folder], shell: true)
            #expect(module.status == 0, "\(target): \(module.standardError)")
        }
        try """
            import A_b1
            import PaymentKeyboards
            let pads = [KeyboardLayout.pinPad, KeyboardLayout.paymentKeyboardsPinPad]
            let themes = [KeyboardTheme.brand, KeyboardTheme.paymentKeyboardsBrand]
            let pages = KeyboardLayouts.all + PaymentKeyboardsLayouts.all

            """.write(toFile: app + "/main.swift", atomically: true, encoding: .utf8)
        let typeChecked = try Kbc.run(["sh", "-c", "cd \"$2\" && exec swiftc -typecheck -I . -I \"$1\" main.swift", "sh", modules, app], shell: true)
        #expect(typeChecked.status == 0, "\(typeChecked.standardError)")
    }
}
