import Benchmark
import KeyboardCompiler
import LibyamlBaseline

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Run from Benchmarks/:  swift package --disable-sandbox benchmark --target CompilerBenchmarks
//
// Issue target: loading and validating runs at least half as fast as a bare C loop over libyaml events on
// the same bytes, i.e. `compile` p50 ≤ 2 × baseline p50. Each benchmark sample is one pass over all the
// inputs (the 7 standard layouts, or 100 synthetic 40-key keyboards); bytes are read once, at setup.
//
// Measured (2-core Linux VM, Swift 6.3.1, release, p50): 7 standard layouts 80 µs baseline vs 578 µs compile
// (7.2×); 100 synthetic keyboards 511 µs vs 8.4 ms (16×). Under callgrind the YAML loader alone (screening,
// line index, libyaml, tree) is 1.2–1.5× the bare loop; decoding and validation take the rest. For a
// profile, run `.build/release/CompileProfile [standard|synthetic] [iterations] [compile|baseline]` under
// valgrind --tool=callgrind (strip debug info first: valgrind 3.19 cannot read Swift's DWARF 5).

/// The inputs, read or generated once.
enum Inputs {
    /// The standard layouts, found relative to this file: Benchmarks/Benchmarks/CompilerBenchmarks/ → repo root.
    static let standardNames = [
        "decimal-pad", "full-width-more-symbols", "full-width-symbols", "id-card-pad", "letters", "more-symbols", "symbols",
    ]

    static let layoutsFolder: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(4)
        return components.joined(separator: "/") + "/Layouts"
    }()

    static let standard: [LayoutSource] = standardNames.map { name in
        let path = "\(layoutsFolder)/\(name).yaml"
        guard let data = FileManager.default.contents(atPath: path) else { fatalError("cannot read \(path)") }
        return LayoutSource(path: path, bytes: [UInt8](data))
    }

    /// `count` keyboards `kb1`…`kbN`, each 4 rows of 10 unique character keys (40 keys).
    static func synthetic(_ count: Int) -> [LayoutSource] {
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

    static let synthetic100 = synthetic(100)
}

/// Runs the C event loop over every source; returns the total event count.
@inline(never)
func baselineEvents(_ sources: [LayoutSource]) -> Int {
    var total = 0
    for source in sources {
        let events = source.bytes.withUnsafeBufferPointer { kbc_libyaml_count_events($0.baseAddress, $0.count) }
        precondition(events > 0, "libyaml failed on \(source.path)")
        total += events
    }
    return total
}

/// Checks once that the inputs compile without errors, so the benchmark measures the successful path.
func checkCompiles(_ sources: [LayoutSource], keyboards: Int) {
    let result = LayoutCompiler().compile(sources)
    precondition(!result.hasErrors && result.keyboards.count == keyboards,
                 "inputs do not compile cleanly: \(result.diagnostics.map { "\($0)" })")
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .instructions, .mallocCountTotal, .throughput],
        timeUnits: .microseconds,
        warmupIterations: 10,
        maxDuration: .seconds(3),
        maxIterations: 100_000
    )

    // MARK: 7 standard layouts (≈3.5 KB)

    Benchmark("Baseline: C libyaml event loop, 7 standard layouts") { benchmark in
        let sources = Inputs.standard
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(baselineEvents(sources))
        }
    }

    Benchmark("LayoutCompiler.compile, 7 standard layouts") { benchmark in
        let sources = Inputs.standard
        checkCompiles(sources, keyboards: 7)
        let compiler = LayoutCompiler()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(compiler.compile(sources))
        }
    }

    // MARK: 100 synthetic keyboards of 40 keys (≈24 KB)

    Benchmark("Baseline: C libyaml event loop, 100 synthetic keyboards") { benchmark in
        let sources = Inputs.synthetic100
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(baselineEvents(sources))
        }
    }

    Benchmark("LayoutCompiler.compile, 100 synthetic keyboards") { benchmark in
        let sources = Inputs.synthetic100
        checkCompiles(sources, keyboards: 100)
        let compiler = LayoutCompiler()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(compiler.compile(sources))
        }
    }
}
