import KeyboardCompiler

extension BuildRequest {
    /// A request to build `paths` with the configuration and the severities a command's options choose:
    /// every command that compiles layouts starts from one.
    package init(paths: [String], configuration: ConfigurationArguments, diagnostics: DiagnosticArguments) throws {
        self.init(paths: paths)
        self.configuration = configuration.choice
        diagnosticOptions = try diagnostics.diagnosticOptions()
    }
}
