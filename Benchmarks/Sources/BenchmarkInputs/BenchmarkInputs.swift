// The inputs the compiler benchmarks and the profiling loop share: the standard layouts, synthetic
// keyboards, and the bare libyaml event loop they are measured against.
import KeyboardCompiler
import LibyamlBaseline

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The inputs, read or generated once.
public enum Inputs {
    /// The names of the standard layout files.
    public static let standardNames = [
        "decimal-pad", "full-width-more-symbols", "full-width-symbols", "id-card-pad", "letters", "more-symbols", "symbols",
    ]

    /// `Layouts/`, found relative to this file (Benchmarks/Sources/BenchmarkInputs/ → repository root).
    public static let layoutsFolder: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(4)
        return components.joined(separator: "/") + "/Layouts"
    }()

    /// The standard layouts' bytes.
    public static let standard: [LayoutSource] = standardNames.map { name in
        let path = "\(layoutsFolder)/\(name).yaml"
        guard let data = FileManager.default.contents(atPath: path) else { fatalError("cannot read \(path)") }
        return LayoutSource(path: path, bytes: [UInt8](data))
    }

    /// `count` keyboards `kb1`…`kbN`, each 4 rows of 10 unique character keys (40 keys).
    public static func synthetic(_ count: Int) -> [LayoutSource] {
        (1..<count + 1).map { index in
            let text = """
            # Synthetic keyboard \(index) of \(count).
            keyboard: kb\(index)
            title: Keyboard \(index)
            characterWidth: half
            shuffle: on-show
            rows:
              - 1 2 3 4 5 6 7 8 9 0
              - q w e r t y u i o p
              - a s d f g h j k l ;
              - [z, x, c, v, b, n, m, ",", ".", "/"]

            """
            return LayoutSource(path: "synthetic/kb\(index).yaml", text: text)
        }
    }

    /// 100 synthetic keyboards.
    public static let synthetic100 = synthetic(100)

    /// `count` Chinese, Japanese and Korean keyboards `cjk1`…`cjkN` (in turn), about 1.3 KB each: 3 rows of 6
    /// keys, every key with three long-press alternates, a hint and a spoken name. The same text as
    /// `write_cjk_layouts` in Benchmarks/scripts/cjk-layouts.sh writes.
    public static func cjk(_ count: Int) -> [LayoutSource] {
        // (locale, title, first code point and size of the window keys come from, spoken-name window)
        let scripts: [(String, String, Int, Int, Int)] = [
            ("zh-Hans", "中文键盘", 0x4E00, 20000, 0x4E00),
            ("ja", "日本語キーボード", 0x4E00, 20000, 0x3042),
            ("ko", "한국어 키보드", 0xAC00, 11000, 0xAC00),
        ]
        let (rowCount, keysPerRow) = (3, 6)
        func character(_ value: Int) -> String { String(Character(Unicode.Scalar(UInt32(value))!)) }
        return (1..<count + 1).map { index in
            let (locale, title, first, size, spokenFirst) = scripts[index % 3]
            var code = first + (index * 131) % (size - rowCount * keysPerRow * 4)
            var rows = ""
            for _ in 0..<rowCount {
                var keys: [String] = []
                for _ in 0..<keysPerRow {
                    let alternates = [character(code + 1), character(code + 2), character(code + 3)]
                    let spoken = character(spokenFirst + (code - first) % 80) + character(code) + character(code + 1)
                    keys.append("{key: \(character(code)), alternates: \(alternates.joined(separator: " ")), hint: \(alternates[0]), spoken: \(spoken)}")
                    code += 4
                }
                rows += "  - [" + keys.joined(separator: ", ") + "]\n"
            }
            let text = "# Synthetic \(locale) keyboard \(index) of \(count).\n"
                + "keyboard: cjk\(index)\ntitle: \(title) \(index)\nlocale: \(locale)\ncharacterWidth: full\nshuffle: on-show\n"
                + "rows:\n" + rows
            return LayoutSource(path: "cjk/cjk\(index).yaml", text: text)
        }
    }
}

/// Runs the C event loop over every source; returns the total event count.
@inline(never)
public func baselineEvents(_ sources: [LayoutSource]) -> Int {
    var total = 0
    for source in sources {
        let events = source.bytes.withUnsafeBufferPointer { kbc_libyaml_count_events($0.baseAddress, $0.count) }
        precondition(events > 0, "libyaml failed on \(source.path)")
        total += events
    }
    return total
}

// MARK: Files and processes, for the benchmarks of whole `kbc` runs

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Inputs {
    /// Writes `count` synthetic keyboards (the text of ``synthetic(_:)``) as `kb1.yaml`… into a new
    /// temporary folder and returns the folder's path and the files' paths.
    public static func syntheticFolder(_ count: Int) -> (folder: String, files: [String]) {
        folder(of: synthetic(count))
    }

    /// A new temporary folder holding `sources`, each under the last component of its path.
    public static func folder(of sources: [LayoutSource]) -> (folder: String, files: [String]) {
        var template = Array("/tmp/kbc-benchmark-XXXXXX".utf8CString)
        guard let created = mkdtemp(&template) else { fatalError("cannot create a temporary folder") }
        let folder = String(cString: created)
        var files: [String] = []
        for source in sources {
            let path = folder + "/" + (source.path.split(separator: "/").last.map(String.init) ?? source.path)
            guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
            _ = source.bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
            fclose(file)
            files.append(path)
        }
        return (folder, files)
    }

    /// The release `kbc` executable: `$KBC`, else `.build/release/kbc` at the repository root (build it
    /// with `swift build -c release --product kbc` there first).
    public static let kbcExecutable: String = {
        if let path = getenv("KBC") { return String(cString: path) }
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(4)
        return components.joined(separator: "/") + "/.build/release/kbc"
    }()

    /// An empty Swift program compiled with `swiftc -O` into a temporary folder: the start-up baseline.
    public static let emptySwiftProgram: String = {
        let (folder, _) = syntheticFolder(0)
        let source = folder + "/main.swift"
        fclose(fopen(source, "w"))
        let executable = folder + "/empty"
        precondition(run("/usr/bin/env", ["swiftc", "-O", source, "-o", executable]) == 0, "swiftc failed")
        return executable
    }()
}

/// Runs a program with its output discarded and returns its exit status (posix_spawn, so that the
/// benchmark measures the program, not Foundation's Process).
@discardableResult
public func run(_ executable: String, _ arguments: [String], in folder: String? = nil) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let previous = folder.map { _ in FileManager.default.currentDirectoryPath }
    if let folder { precondition(chdir(folder) == 0, "cannot enter \(folder)") }
    defer { if let previous { _ = chdir(previous) } }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { fatalError("cannot run \(executable)") }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return (status >> 8) & 0xFF
}
