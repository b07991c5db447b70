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
