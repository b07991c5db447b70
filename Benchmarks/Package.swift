// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for kbc. Run from this folder:
//   swift package --disable-sandbox benchmark --target RuntimeBenchmarks
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
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RuntimeBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ]
)
