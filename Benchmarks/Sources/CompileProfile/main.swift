// A plain loop over LayoutCompiler.compile (or the C baseline), for profilers such as
// `valgrind --tool=callgrind`, which cannot follow the benchmark harness's child processes.
//
//   swift build -c release --product CompileProfile
//   valgrind --tool=callgrind .build/release/CompileProfile standard 200
//   CompileProfile [standard|synthetic|syntheticN|cjkN] [iterations] [compile|baseline|emit]
//
// `synthetic` is 100 keyboards, `synthetic1000` 1000, `cjk1000` 1000 Chinese, Japanese and Korean keyboards
// with alternates, hints and spoken names (Benchmarks/scripts/callgrind-ratios.sh and compiler-ratios.sh
// count only `LayoutCompiler.compile`, `SwiftGeneration.files` or `kbc_libyaml_count_events` with
// callgrind's --toggle-collect). `emit` compiles, then writes the Swift source of every keyboard in memory.
import BenchmarkInputs
import KeyboardCompiler

let arguments = CommandLine.arguments
let input = arguments.count > 1 ? arguments[1] : "standard"
let iterations = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100
let mode = arguments.count > 3 ? arguments[3] : "compile"

let sources: [LayoutSource]
if input == "synthetic" {
    sources = Inputs.synthetic100
} else if input.hasPrefix("synthetic"), let count = Int(input.dropFirst("synthetic".count)), count > 0 {
    sources = Inputs.synthetic(count)
} else if input.hasPrefix("cjk"), let count = Int(input.dropFirst("cjk".count)), count > 0 {
    sources = Inputs.cjk(count)
} else {
    sources = Inputs.standard
}

var checksum = 0
let compiler = LayoutCompiler()
for _ in 0..<iterations {
    if mode == "baseline" {
        checksum &+= baselineEvents(sources)
    } else if mode == "emit" {
        let result = compiler.compile(sources)
        checksum &+= SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter()).files.reduce(0) { $0 &+ $1.bytes.count }
    } else {
        let result = compiler.compile(sources)
        checksum &+= result.keyboards.count + result.diagnostics.count
    }
}
print(checksum)
