import Benchmark
import KeyboardCompiler
import BenchmarkInputs
import LibyamlBaseline

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Run from Benchmarks/:  swift package --disable-sandbox benchmark --target CompilerBenchmarks
//
// The rows of issue 25 (Benchmarks/scripts/compiler-ratios.sh prints their official ratios from callgrind's
// instruction counts) each have a benchmark named after them: "M1" (compile the 7 standard layouts in
// memory), "C1" (compile CJK keyboards in memory), "G1" (`kbc generate` of 1000 files into a new folder,
// and the same work in memory) and "G3" (`kbc generate` into its up-to-date folder); filter with
// `--filter "G1.*"`. The `kbc` runs need the release executable: `swift build -c release --product kbc` at
// the repository root, or its path in $KBC; without it they are left out, with a message.
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

    Benchmark("M1 baseline: C libyaml event loop, 7 standard layouts") { benchmark in
        let sources = Inputs.standard
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(baselineEvents(sources))
        }
    }

    Benchmark("M1: LayoutCompiler.compile, 7 standard layouts") { benchmark in
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

    // MARK: Issue 12, one benchmark and its baseline per row (Benchmarks/scripts/callgrind-ratios.sh
    // prints the same ratios from callgrind's instruction counts).

    // Row 1: validating a folder of 1000 keyboards in one process (discovery, reading, compiling; no
    // process start-up) vs a C tool listing the folder, reading each file and running libyaml over it.
    let folder1000 = Inputs.syntheticFolder(1000)

    Benchmark("Row 1 baseline: C readdir + read + libyaml event loop, 1000 files") { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let events = kbc_libyaml_count_events_in_folder(folder1000.folder)
            precondition(events > 0)
            blackHole(events)
        }
    }

    Benchmark("Row 1: LayoutCompiler.compile(paths:), folder of 1000 files") { benchmark in
        let compiler = LayoutCompiler()
        precondition(!compiler.compile(paths: [folder1000.folder]).hasErrors)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(compiler.compile(paths: [folder1000.folder]))
        }
    }

    // Row 2: the same 1000 keyboards compiled from memory vs the C event loop over the same bytes.
    let synthetic1000 = Inputs.synthetic(1000)

    Benchmark("Row 2 baseline: C libyaml event loop, 1000 keyboards in memory") { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(baselineEvents(synthetic1000))
        }
    }

    Benchmark("Row 2: LayoutCompiler.compile, 1000 keyboards in memory") { benchmark in
        checkCompiles(synthetic1000, keyboards: 1000)
        let compiler = LayoutCompiler()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(compiler.compile(synthetic1000))
        }
    }

    // MARK: Issue 25, one benchmark and its baseline per target (Benchmarks/scripts/compiler-ratios.sh prints
    // the same ratios from callgrind's instruction counts).

    // Generating: the same 1000 keyboards compiled and written as Swift source in memory (no files) vs the
    // C event loop over the same bytes (Row 2's baseline).
    Benchmark("G1 in memory: compile and emit Swift, 1000 keyboards") { benchmark in
        let emitter = SwiftSourceEmitter()
        let compiler = LayoutCompiler()
        precondition(SwiftGeneration.files(for: compiler.compile(synthetic1000), emitter: emitter).files.count == 1000)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(SwiftGeneration.files(for: compiler.compile(synthetic1000), emitter: emitter))
        }
    }

    // Validating Chinese, Japanese and Korean keyboards with alternates, hints and spoken names (1.3 KB each).
    let cjk1000 = Inputs.cjk(1000)

    Benchmark("C1 baseline: C libyaml event loop, 1000 CJK keyboards in memory") { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(baselineEvents(cjk1000))
        }
    }

    Benchmark("C1: LayoutCompiler.compile, 1000 CJK keyboards in memory") { benchmark in
        checkCompiles(cjk1000, keyboards: 1000)
        let compiler = LayoutCompiler()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(compiler.compile(cjk1000))
        }
    }

    // Rows 3 and 4, G1 and G3 run the release `kbc` (`swift build -c release --product kbc` at the repository
    // root, or $KBC), one process per iteration. Without it they are left out rather than stopping the run.
    guard FileManager.default.isExecutableFile(atPath: Inputs.kbcExecutable) else {
        print("CompilerBenchmarks: no kbc at \(Inputs.kbcExecutable): the benchmarks that run it (G1, G3, rows 3 and 4) are "
            + "left out; build it with `swift build -c release --product kbc` at the repository root, or set KBC to its path")
        return
    }
    let processConfiguration = Benchmark.Configuration(
        metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 3, maxDuration: .seconds(5), maxIterations: 200)

    // Row 3: 1,500 layout files named on the command line (as the build plugin passes them) vs their folder.
    let folder1500 = Inputs.syntheticFolder(1500)
    let names1500 = (1...1500).map { "kb\($0).yaml" }

    Benchmark("Row 3 baseline: kbc validate FOLDER, 1500 files", configuration: processConfiguration) { benchmark in
        precondition(run(Inputs.kbcExecutable, ["validate", "."], in: folder1500.folder) == 0, "kbc validate failed")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(run(Inputs.kbcExecutable, ["validate", "."], in: folder1500.folder))
        }
    }

    Benchmark("Row 3: kbc validate with 1500 files named", configuration: processConfiguration) { benchmark in
        precondition(run(Inputs.kbcExecutable, ["validate"] + names1500, in: folder1500.folder) == 0, "kbc validate failed")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(run(Inputs.kbcExecutable, ["validate"] + names1500, in: folder1500.folder))
        }
    }

    // `kbc generate` of 1000 files into a new folder vs into the folder it wrote before (every build plugin
    // run after the first): the second must stay within 10 % of the first, and linear.
    let generateConfiguration = Benchmark.Configuration(
        metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 20)
    let existingOutput = folder1000.folder + "-swift"

    Benchmark("G1: kbc generate into a new folder, 1000 files", configuration: generateConfiguration) { benchmark in
        var outputs: [String] = []
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let output = Inputs.folder(of: []).folder + "/out"
            outputs.append(output)
            blackHole(run(Inputs.kbcExecutable, ["generate", folder1000.folder, "--output", output]))
        }
        benchmark.stopMeasurement()
        for output in outputs { run("/bin/rm", ["-rf", String(output.dropLast("/out".count))]) }
    }

    Benchmark("G3: kbc generate into its up-to-date folder, 1000 files", configuration: generateConfiguration) { benchmark in
        precondition(run(Inputs.kbcExecutable, ["generate", folder1000.folder, "--output", existingOutput]) == 0, "kbc generate failed")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(run(Inputs.kbcExecutable, ["generate", folder1000.folder, "--output", existingOutput]))
        }
    }

    // Row 4: `kbc validate Layouts`, whole process, vs an empty Swift program.
    let repository = String(Inputs.layoutsFolder.dropLast("/Layouts".count))

    Benchmark("Row 4 baseline: empty Swift program", configuration: processConfiguration) { benchmark in
        let empty = Inputs.emptySwiftProgram
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(run(empty, []))
        }
    }

    Benchmark("Row 4: kbc validate Layouts", configuration: processConfiguration) { benchmark in
        precondition(run(Inputs.kbcExecutable, ["validate", "Layouts"], in: repository) == 0, "kbc validate Layouts failed")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(run(Inputs.kbcExecutable, ["validate", "Layouts"], in: repository))
        }
    }
}
