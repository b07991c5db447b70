/// Checks that what kbc writes never replaces one of its inputs nor lands where layouts are read.
public enum OutputSafety {
    /// Whether a file name is one kbc reads as a layout or configuration (`*.yaml`, `*.yml`, hidden or not).
    static func isReadBack(name: String) -> Bool {
        LayoutFiles.hasLayoutExtension(name)
    }

    /// ``isReadBack(name:)`` of a path's file name (what follows its last `/`, trailing ones ignored),
    /// without making the name: the extensions hold no `/`, so they end the path exactly when they end its
    /// last component.
    static func isReadBack(path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var end = bytes.count
            while end > 0 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            return LayoutFiles.layoutExtensionStart(in: UnsafeBufferPointer(rebasing: bytes[..<end])) != nil
        }
    }

    /// An error when writing `destination` would overwrite one of `inputs` (the same file by path or by
    /// identity, through links too) or create a file that `kbc validate` and `generate` read as a layout.
    public static func check(destination: String, inputs: [String]) -> Diagnostic? {
        check(destinations: [destination], inputs: inputs, intoFolder: false).first
    }

    /// ``check(destination:inputs:)`` for every destination, in time linear in the number of files: each
    /// input is looked at once, into a set of (device, inode) pairs, and only when a destination exists
    /// (comparing every output with every input took 40,643 `stat` calls for 200 layouts). With
    /// `allowingLayoutNames`, outputs may be layout files (what `kbc flatten` writes, outside the inputs'
    /// folders). `intoFolder` (the default) says that the command was given the folder the destinations are
    /// in, which the advice names; `false`, the file.
    public static func check(destinations: [String], inputs: [String], allowingLayoutNames: Bool = false, intoFolder: Bool = true) -> [Diagnostic] {
        let targets = destinations.map(OutputFiles.identity(following:))
        var inputsByIdentity: [OutputFiles.Identity: String] = [:]
        if targets.contains(where: { $0 != nil }) {
            for input in inputs {
                if let identity = OutputFiles.identity(following: input), inputsByIdentity[identity] == nil { inputsByIdentity[identity] = input }
            }
        }
        // Paths compared by their bytes, as the file system does (String equality would make an NFC and
        // an NFD spelling of one name equal). A path equal to a destination's ends as it does, in a layout
        // file name or not: when no destination does (`kbc generate` writes only `.swift` files), only the
        // inputs that do not need comparing, which spares hashing every layout's path.
        let destinationsAreReadBack = destinations.map(isReadBack(path:))
        let compared = destinationsAreReadBack.contains(true) ? inputs : inputs.filter { !isReadBack(path: $0) }
        let inputPaths = Dictionary(compared.map { (Array($0.utf8), $0) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        for ((destination, target), isLayoutName) in zip(zip(destinations, targets), destinationsAreReadBack) {
            let location = SourceLocation(file: destination, line: 1, column: 1)
            if let input = target.flatMap({ inputsByIdentity[$0] }) ?? (inputPaths.isEmpty ? nil : inputPaths[Array(destination.utf8)]) {
                diagnostics.append(.outputIsInput(input, at: location, intoFolder: intoFolder))
                continue
            }
            if !allowingLayoutNames && isLayoutName {
                let name = SwiftGeneration.lastComponent(of: destination)
                diagnostics.append(.outputIsLayoutFileName(name, at: location))
            }
        }
        return diagnostics
    }
}
