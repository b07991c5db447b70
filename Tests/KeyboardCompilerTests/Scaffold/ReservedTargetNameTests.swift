import KeyboardCompiler
import Testing

/// `kbc init`'s reserved target names cover every target and product kbc's manifest declares, so a new
/// module cannot be forgotten there.
@Suite struct ReservedTargetNameTests {
    @Test func everyTargetAndProductOfThePackageIsReserved() {
        let manifest = String(decoding: TestPaths.bytes(of: TestPaths.repository + "/Package.swift"), as: UTF8.self)
        var names: Set<String> = []
        for line in manifest.split(separator: "\n") {
            let text = line.trimmingPrefix(while: { $0 == " " })
            let declares = [".target(", ".executableTarget(", ".systemLibrary(", ".plugin(", ".library(", ".executable(", "name:"]
                .contains { text.hasPrefix($0) }
            guard declares, !text.contains(".testTarget("), !line.contains("package:"),
                  let start = text.range(of: "name: \"")?.upperBound,
                  let end = text[start...].firstIndex(of: "\"") else { continue }
            names.insert(String(text[start..<end]))
        }
        #expect(names.count >= 15, "\(names.sorted())")
        for name in names.sorted() {
            #expect(KeyboardTargetScaffold.problem(withTargetName: name) != nil, "kbc init accepts '\(name)', a name in kbc's Package.swift")
        }
    }

    @Test func ordinaryNamesAreAccepted() {
        for name in ["SecureKeyboards", "PaymentKeyboards", "Pads", "_Private", "Keyboards2"] {
            #expect(KeyboardTargetScaffold.problem(withTargetName: name) == nil, "\(name)")
        }
    }
}
