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
        (1...count).map { index in
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
