/// A configuration above the folder of the target compiled, which other targets of the package may also
/// find (one at the package root, for a team's rules written once): its rules and overrides may be meant
/// for those. A target's build reports one that selects nothing (KBC0802, KBC0807) only when no other target
/// shares the configuration (``LayoutCompiler/defersUnusedTeamSelectors``); the run over the whole package (``KeyboardBuild/run(_:)`` given its root)
/// reports one that selects nothing in any of the targets that share it. So a rule for the PIN pads of one
/// target does not fail the build of another, and a misspelt selector is still caught.
struct SharedConfiguration: Sendable {
    /// The configuration, absolute.
    var file: String
    /// The folders of the targets compiled (absolute), below the configuration's folder.
    var compiledTargets: [String]

    /// The configuration `file` applied to `paths` (the run's inputs) when it lies in a folder above the
    /// targets' folders (`Sources/NAME`, `Tests/NAME`) that hold them; `nil` when one lies in no target, or
    /// the configuration is in a target's folder (it is then that target's alone).
    init?(file: String?, for paths: [String]) {
        guard let file else { return nil }
        let absolute = PackagePaths.absolute(file)
        guard let folder = PackagePaths.parent(of: absolute) else { return nil }
        var targets: [String] = []
        for path in paths {
            guard let target = PackagePaths.conventionalTarget(holding: ConfigurationDiscovery.folder(of: path)),
                  target.hasPrefix(folder == "/" ? "/" : folder + "/") else { return nil }
            if !targets.contains(target) { targets.append(target) }
        }
        guard !targets.isEmpty else { return nil }
        self.file = absolute
        compiledTargets = targets
    }

    /// The folders (absolute) of the other targets below the configuration's folder that hold a layout file
    /// and find this configuration as theirs. Walks the folder: asked only when the configuration has rules
    /// or overrides.
    func otherTargets() -> [String] {
        guard let folder = PackagePaths.parent(of: file) else { return [] }
        var targets: [String] = []
        for layout in LayoutFiles.discover([folder]).files {
            guard let target = PackagePaths.conventionalTarget(holding: ConfigurationDiscovery.folder(of: layout)),
                  !compiledTargets.contains(target), !targets.contains(target) else { continue }
            if ConfigurationDiscovery.file(forFolder: target).map(PackagePaths.absolute) == file { targets.append(target) }
        }
        return targets
    }
}

/// The rules and overrides of a shared configuration that select nothing in one target's compile, for the
/// run over the package to report those that select nothing in every target that shares it.
struct DeferredTeamSelectors: Sendable {
    /// The configuration applied.
    var configuration: AppliedConfiguration
    /// The target compiled, as the run names it.
    var target: String
    /// What selects nothing in it.
    var unused: UnusedTeamSelectors
}

extension KeyboardBuild {
    /// The findings about the rules and overrides of each shared configuration that select nothing in any
    /// of the targets compiled with it (`deferred`, one per target), with the severities `commandLine` and
    /// the configuration give them.
    static func findings(about deferred: [DeferredTeamSelectors], commandLine: DiagnosticOptions) -> [Diagnostic] {
        var groups: [[DeferredTeamSelectors]] = []
        for entry in deferred {
            if let index = groups.firstIndex(where: { $0[0].configuration.path.map(PackagePaths.absolute) == entry.configuration.path.map(PackagePaths.absolute) }) {
                groups[index].append(entry)
            } else {
                groups.append([entry])
            }
        }
        return groups.flatMap { group -> [Diagnostic] in
            let unused = group.dropFirst().reduce(group[0].unused) { $0.intersection($1.unused) }
            guard !unused.isEmpty else { return [] }
            let configuration = group[0].configuration
            let options = configuration.diagnosticOptions(commandLine: commandLine)
            return configuration.settings.teamRules.findings(about: unused, sharedBy: group.map(\.target)).compactMap(options.apply)
        }
    }
}
