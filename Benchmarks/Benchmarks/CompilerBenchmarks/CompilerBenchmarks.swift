import Benchmark
import KeyboardCompiler
import BenchmarkInputs

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
// Measured (2-core Linux VM, Swift 6.3.1, release, p50): 7 standard layouts 80 µs baseline vs 262 µs compile
// (3.3×); 100 synthetic keyboards 511 µs vs 2.36 ms (4.6×). Under callgrind the YAML loader alone (screening,
// line index, libyaml, tree) is about 1.4× the bare loop; decoding and validation take the rest. For a
// profile, run `.build/release/CompileProfile [standard|synthetic] [iterations] [compile|baseline]` under
// valgrind --tool=callgrind (strip debug info first: valgrind 3.19 cannot read Swift's DWARF 5).

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
