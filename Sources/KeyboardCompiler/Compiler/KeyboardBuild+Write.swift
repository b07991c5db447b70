#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension KeyboardBuild {
    /// Carries out a ``WritePlan/swiftFolder(_:folder:)`` plan (`generate`), turning every failure into
    /// located diagnostics; `nil` when nothing was written.
    public static func write(_ files: [GeneratedFile], to folder: String, into diagnostics: inout [Diagnostic]) -> SwiftGeneration.WriteReport? {
        // With `ulimit -f`, a write past the limit raises SIGXFSZ, whose default action kills the process
        // before it can remove its temporary files; ignored, the write fails with EFBIG instead.
        signal(SIGXFSZ, SIG_IGN)
        do {
            return try SwiftGeneration.write(files, to: folder)
        } catch let refusal as SwiftGeneration.WriteRefusal {
            diagnostics += refusal.diagnostics
        } catch let error as SwiftGeneration.WriteError {
            let what = error.changed.isEmpty
                ? "the generated files (nothing was changed)"
                : "the generated files (\(error.changed.count) already replaced or removed: \(error.changed.joined(separator: ", ")))"
            diagnostics.append(OutputSafety.unwritable(error.path, what, reason: error.reason))
        } catch {
            diagnostics.append(OutputSafety.unwritable(folder, "the generated files (nothing was changed)", reason: WriteFailure.describe(error)))
        }
        return nil
    }
}
