// A plain loop over LayoutCompiler.compile (or the C baseline), for profilers such as
// `valgrind --tool=callgrind`, which cannot follow the benchmark harness's child processes.
//
//   swift build -c release --product CompileProfile
//   valgrind --tool=callgrind .build/release/CompileProfile standard 200
//   CompileProfile [standard|synthetic] [iterations] [compile|baseline]
import KeyboardCompiler
import LibyamlBaseline

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

let arguments = CommandLine.arguments
let input = arguments.count > 1 ? arguments[1] : "standard"
let iterations = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100
let mode = arguments.count > 3 ? arguments[3] : "compile"

var layouts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
layouts.removeLast(4)
let folder = layouts.joined(separator: "/") + "/Layouts"

let sources: [LayoutSource]
if input == "synthetic" {
    sources = (1...100).map { index in
        LayoutSource(path: "synthetic/kb\(index).yaml", text: """
            keyboard: kb\(index)
            title: Keyboard \(index)
            characterWidth: half
            shuffle: on-show
            rows:
              - 1 2 3 4 5 6 7 8 9 0
              - q w e r t y u i o p
              - a s d f g h j k l ;
              - [z, x, c, v, b, n, m, ",", ".", "/"]

            """)
    }
} else {
    sources = ["decimal-pad", "full-width-more-symbols", "full-width-symbols", "id-card-pad", "letters", "more-symbols", "symbols"].map {
        let path = "\(folder)/\($0).yaml"
        return LayoutSource(path: path, bytes: [UInt8](FileManager.default.contents(atPath: path)!))
    }
}

var checksum = 0
let compiler = LayoutCompiler()
for _ in 0..<iterations {
    if mode == "baseline" {
        for source in sources {
            checksum &+= source.bytes.withUnsafeBufferPointer { kbc_libyaml_count_events($0.baseAddress, $0.count) }
        }
    } else {
        let result = compiler.compile(sources)
        checksum &+= result.keyboards.count + result.diagnostics.count
    }
}
print(checksum)
