// A plain loop over LayoutCompiler.compile (or the C baseline), for profilers such as
// `valgrind --tool=callgrind`, which cannot follow the benchmark harness's child processes.
//
//   swift build -c release --product CompileProfile
//   valgrind --tool=callgrind .build/release/CompileProfile standard 200
//   CompileProfile [standard|synthetic] [iterations] [compile|baseline]
import BenchmarkInputs
import KeyboardCompiler

let arguments = CommandLine.arguments
let input = arguments.count > 1 ? arguments[1] : "standard"
let iterations = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100
let mode = arguments.count > 3 ? arguments[3] : "compile"

let sources = input == "synthetic" ? Inputs.synthetic100 : Inputs.standard

var checksum = 0
let compiler = LayoutCompiler()
for _ in 0..<iterations {
    if mode == "baseline" {
        checksum &+= baselineEvents(sources)
    } else {
        let result = compiler.compile(sources)
        checksum &+= result.keyboards.count + result.diagnostics.count
    }
}
print(checksum)
