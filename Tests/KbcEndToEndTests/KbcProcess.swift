import Foundation

/// Runs the built `kbc` executable, which SwiftPM places beside the test bundle.
struct KbcRun {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

enum Kbc {
    static let executable: URL = {
        let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [bundleFolder, bundleFolder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return candidates.map { $0.appendingPathComponent("kbc") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
            ?? bundleFolder.appendingPathComponent("kbc")
    }()

    static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs kbc with `arguments` in the repository folder (or, with `shell`, `/bin/sh` with them).
    static func run(_ arguments: [String], environment: [String: String] = [:], shell: Bool = false) throws -> KbcRun {
        let started = try start(shell ? Array(arguments.dropFirst()) : arguments, environment: environment,
                                executable: shell ? URL(fileURLWithPath: "/bin/sh") : executable)
        return started.finish()
    }

    /// Starts one kbc process per argument list, all before waiting for any, and returns their results in
    /// the same order.
    static func runTogether(_ argumentLists: [[String]]) throws -> [KbcRun] {
        let started = try argumentLists.map { try start($0, environment: [:], executable: executable) }
        return started.map { $0.finish() }
    }

    /// A started process and its output pipes.
    struct Started {
        var process: Process
        var output: Pipe
        var error: Pipe

        /// Waits for the process and collects its output (small enough for the pipes' buffers).
        func finish() -> KbcRun {
            let outputData = output.fileHandleForReading.readDataToEndOfFile()
            let errorData = error.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return KbcRun(
                status: process.terminationStatus,
                standardOutput: String(decoding: outputData, as: UTF8.self),
                standardError: String(decoding: errorData, as: UTF8.self))
        }
    }

    private static func start(_ arguments: [String], environment: [String: String], executable: URL) throws -> Started {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = repository
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        return Started(process: process, output: output, error: error)
    }

    /// Writes files into a new temporary folder and returns its path.
    static func temporaryFolder(_ files: [String: [UInt8]]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbc-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, bytes) in files {
            let file = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: file)
        }
        return folder.path
    }

    static func temporaryFolder(texts: [String: String]) throws -> String {
        try temporaryFolder(texts.mapValues { Array($0.utf8) })
    }

    /// Writes `texts` (contents by path in the folder) into a new temporary folder, calls `body` with its
    /// path, and removes the folder, whatever `body` does.
    static func inTemporaryFolder<Result>(_ texts: [String: String], _ body: (String) throws -> Result) throws -> Result {
        let folder = try temporaryFolder(texts: texts)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try body(folder)
    }

    /// Runs kbc with `arguments` in `folder`, so that relative paths are the folder's.
    static func run(in folder: String, _ arguments: [String]) throws -> KbcRun {
        try run(["sh", "-c", "cd \"$0\" && exec \"$@\"", folder, executable.path] + arguments, shell: true)
    }

    /// Runs kbc with `arguments` in a new temporary folder holding `texts`, then removes the folder.
    static func run(_ arguments: [String], inFolderWith texts: [String: String]) throws -> KbcRun {
        try inTemporaryFolder(texts) { try run(in: $0, arguments) }
    }
}
