// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "kbc",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "KeyboardRuntime", targets: ["KeyboardRuntime"]),
        .library(name: "KeyboardCompiler", targets: ["KeyboardCompiler"]),
        .library(name: "SecureInput", targets: ["SecureInput"]),
        .library(name: "KeyboardTracking", targets: ["KeyboardTracking"]),
        .executable(name: "kbc", targets: ["kbc"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.0"..<"5.0.0"),
    ],
    targets: [
        // The C library libyaml, found through pkg-config.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // What apps link: layout model, shuffle, geometry, input session. No dependencies.
        .target(name: "KeyboardRuntime"),
        // YAML text to a located node tree. Knows nothing about keyboards.
        .target(name: "YAMLLoader", dependencies: ["CYAML"]),
        // Decoding, validation, diagnostics and emitters. Knows nothing about libyaml.
        .target(name: "KeyboardCompiler", dependencies: ["KeyboardRuntime", "YAMLLoader"]),
        .executableTarget(
            name: "kbc",
            dependencies: [
                "KeyboardCompiler",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Encrypted typed-text buffer fed by KeyboardSession.
        .target(
            name: "SecureInput",
            dependencies: ["KeyboardRuntime", .product(name: "Crypto", package: "swift-crypto")]
        ),
        // System keyboard frame tracking as pure functions and a state machine.
        .target(name: "KeyboardTracking"),

        .testTarget(name: "YAMLLoaderTests", dependencies: ["YAMLLoader"]),
        .testTarget(name: "KeyboardCompilerTests", dependencies: ["KeyboardCompiler"], exclude: ["Fixtures"]),
        .testTarget(name: "KeyboardRuntimeTests", dependencies: ["KeyboardRuntime"]),
        .testTarget(name: "SecureInputTests", dependencies: ["SecureInput"]),
        .testTarget(name: "KeyboardTrackingTests", dependencies: ["KeyboardTracking"]),
        .testTarget(name: "KbcEndToEndTests", dependencies: ["kbc"]),
    ]
)
