import KeyboardCompiler
import Testing

/// The package `kbc init` names in the lines it prints is the one SwiftPM knows: the folder a path
/// resolves to, also when the path does not show its name.
@Suite struct KeyboardTargetScaffoldTests {
    @Test(arguments: [
        ("../kbc", "kbc"), ("../KBC-Checkout/", "kbc-checkout"), ("..", "vendor"), (".", "app"), ("../..", "src"),
        ("./../kbc/.", "kbc"), ("/opt/kbc.git", "kbc"), ("../../../../..", "/"),
    ])
    func aCheckoutIsNamedByTheFolderItResolvesTo(path: String, identity: String) {
        let dependency = KeyboardTargetScaffold.Dependency.checkout(at: path, fromPackageAt: "/src/vendor/app")
        #expect(dependency.packageIdentity == identity)
        #expect(dependency.packageLine == ".package(path: \"\(path)\"),")
    }

    @Test func thePrintedLinesNameThatPackage() {
        let scaffold = KeyboardTargetScaffold(targetName: "Pads", dependency: .checkout(at: "..", fromPackageAt: "/src/Kbc/Example"))
        #expect(scaffold.packageLines.contains(#".package(path: ".."),"#))
        #expect(scaffold.packageLines.contains(#".product(name: "KeyboardRuntime", package: "kbc")"#))
        #expect(scaffold.packageLines.contains(#".plugin(name: "KeyboardLayoutGenerator", package: "kbc")"#))
    }
}
