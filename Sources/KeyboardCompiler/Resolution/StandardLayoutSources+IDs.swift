extension StandardLayoutSources {
    /// The standard keyboards' ids (each file is named after its keyboard), for the note that tells an author
    /// who extends or switches to one without `standardLayouts: true` how to reach it.
    static let ids: Set<String> = Set(files.map { file in
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        return name.hasSuffix(".yaml") ? String(name.dropLast(5)) : name
    })
}
