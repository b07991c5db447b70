extension KeyboardBuild {
    /// Carries out a build's ``WritePlan`` as every command writes, turning a refusal or a failure into its
    /// located diagnostics; `nil` when nothing was written.
    public static func write(_ plan: WritePlan, into diagnostics: inout [Diagnostic]) -> WriteReport? {
        do throws(WriteRefusal) {
            return try plan.write()
        } catch {
            diagnostics += error.diagnostics
            return nil
        }
    }
}

extension BuildOutcome {
    /// Writes ``plan``, the files made before the build (`kbc import`'s pages, see
    /// ``init(made:result:configuration:into:kind:)``), into `folder` as ``KeyboardBuild/write(_:into:)``
    /// does; `nil` when nothing was written. Those files were compiled at the paths they would be written
    /// to, so when they are not written their texts leave the result's sources: a diagnostic located in
    /// one (the output is an input, the folder cannot be written) shows no excerpt, since no file on disk
    /// holds its lines.
    public mutating func writeMadeFiles(into folder: String) -> WriteReport? {
        if let plan, let report = KeyboardBuild.write(plan, into: &result.diagnostics) { return report }
        for file in files { result.sources[FilePaths.path(folder, file.name)] = nil }
        return nil
    }
}
