// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for kbc. Run from this folder:
//   swift package --disable-sandbox benchmark --target RuntimeBenchmarks
//   swift package --disable-sandbox benchmark --target CompilerBenchmarks
let package = Package(
    name: "kbc-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "kbc", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "RuntimeBenchmarks",
            dependencies: [
                .product(name: "KeyboardRuntime", package: "kbc"),
                .product(name: "KeyboardCompiler", package: "kbc"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RuntimeBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // The bare libyaml event loop in C: the speed baseline for loading and validating.
        .target(
            name: "LibyamlBaseline",
            path: "Sources/LibyamlBaseline",
            linkerSettings: [.linkedLibrary("yaml")]
        ),
        // The compiler benchmarks' inputs and baseline, shared with the profiling loop.
        .target(
            name: "BenchmarkInputs",
            dependencies: ["LibyamlBaseline", .product(name: "KeyboardCompiler", package: "kbc")],
            path: "Sources/BenchmarkInputs"
        ),
        // A plain loop over the same work, for valgrind --tool=callgrind.
        .executableTarget(
            name: "CompileProfile",
            dependencies: ["BenchmarkInputs", .product(name: "KeyboardCompiler", package: "kbc")],
            path: "Sources/CompileProfile"
        ),
        .executableTarget(
            name: "CompilerBenchmarks",
            dependencies: [
                "BenchmarkInputs",
                .product(name: "KeyboardCompiler", package: "kbc"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CompilerBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ]
)
