import Foundation
import Testing

/// A long chain of `extends` (a generated or imported layout set) compiles: keyboards and themes are merged
/// with their bases without recursion, so the depth of a chain is not limited by the thread's stack (review
/// 42, G14: 1,500 levels crashed the command line with a stack overflow, exit 139).
@Suite struct LongExtendsChainTests {
    /// 2,000 keyboards and 2,000 themes, each extending the next, run with a 512 KiB stack (a secondary
    /// thread's on Apple platforms, where a plugin or an IDE may run the compiler): a recursive merge
    /// overflowed it after about a hundred levels in a debug build, a few hundred in a release build.
    @Test func aChainOfTwoThousandKeyboardsAndThemesValidates() throws {
        let depth = 2_000
        var texts = ["k.yaml": "keyboard: k\ntheme: t0\nrows:\n  - 1 2 3\n"]
        for level in 0..<depth {
            let last = level == depth - 1
            texts["k\(level).yaml"] = last ? "keyboard: k\(level)\nrows:\n  - 1 2 3\n" : "keyboard: k\(level)\nextends: k\(level + 1)\n"
            texts["t\(level).yaml"] = last ? "theme: t\(level)\n" : "theme: t\(level)\nextends: t\(level + 1)\n"
        }
        let folder = try Kbc.temporaryFolder(texts: texts)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(
            ["sh", "-c", "ulimit -s 512 && exec \"$0\" validate --no-config \"$1\"", Kbc.executable.path, folder],
            environment: ["SWIFT_BACKTRACE": "enable=no"], shell: true)
        #expect(run.status == 0, "\(run.standardError.prefix(2_000))")
        #expect(run.standardOutput.contains("Validated 2001 keyboards in 4001 files: 0 errors, 0 warnings."), "\(run.standardOutput)")
    }
}
