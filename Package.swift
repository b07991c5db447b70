// swift-tools-version: 6.1
import PackageDescription

/// Where the plugins' tool comes from. In a checkout it is built from source (the `kbc-plugin-tool` target),
/// which costs an app's first build the compiler's compile time. A release made by
/// `Distribution/make-release.sh` sets this to the artifact bundle it ships the tool in, prebuilt (as
/// SwiftLint and SwiftGen ship theirs), and an app's cold build then compiles little more than the runtime.
let prebuiltPluginTool: String? = nil

/// The plugins' tool: the prebuilt artifact bundle of a release, else the executable target.
let pluginTool: Target = prebuiltPluginTool.map { .binaryTarget(name: "kbc-plugin-tool", path: $0) } ??
    .executableTarget(
        name: "kbc-plugin-tool",
        dependencies: [
            "KbcCommands",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]
    )

let package = Package(
    name: "kbc",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "KeyboardRuntime", targets: ["KeyboardRuntime"]),
        .library(name: "KeyboardCompiler", targets: ["KeyboardCompiler"]),
        .library(name: "KeyboardPreview", targets: ["KeyboardPreview"]),
        .library(name: "KeyboardPlayground", targets: ["KeyboardPlayground"]),
        .library(name: "SecureInput", targets: ["SecureInput"]),
        .library(name: "KeyboardTracking", targets: ["KeyboardTracking"]),
        .library(name: "KeyboardUIKit", targets: ["KeyboardUIKit"]),
        .library(name: "StandardLayouts", targets: ["StandardLayouts"]),
        .executable(name: "kbc", targets: ["kbc"]),
        .plugin(name: "KeyboardLayoutGenerator", targets: ["KeyboardLayoutGenerator"]),
        .plugin(name: "ValidateKeyboards", targets: ["ValidateKeyboards"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
    ],
    targets: [
        // The C library libyaml, found through pkg-config.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The system's OpenSSL libcrypto, found through pkg-config: SecureInput's AES-GCM on Linux.
        .systemLibrary(
            name: "COpenSSL",
            pkgConfig: "openssl",
            providers: [.apt(["libssl-dev"])]
        ),
        // What apps link: layout model, shuffle, geometry, input session. No dependencies.
        .target(name: "KeyboardRuntime"),
        // YAML text to a located node tree. Knows nothing about keyboards.
        .target(name: "YAMLLoader", dependencies: ["CYAML"]),
        // The platform's C library and Foundation (FoundationEssentials where there is one), re-exported once
        // for the files of the tools that read and write files: `@preconcurrency import KbcPlatform`.
        .target(name: "KbcPlatform"),
        // Decoding, validation, diagnostics and emitters. Knows nothing about libyaml.
        .target(name: "KeyboardCompiler", dependencies: ["KbcPlatform", "KeyboardRuntime", "YAMLLoader", "TextClassification"]),
        // Unicode facts shared by the compiler's rules and the previews (widths, invisible characters).
        .target(name: "TextClassification"),
        // Previews of runtime values: SVG, terminal text, the HTML gallery and the live playground.
        // Needs no compiler: whoever has `KeyboardLayout`s can draw them.
        .target(name: "KeyboardPreview", dependencies: ["KeyboardRuntime", "KeyboardPlayground", "TextClassification"]),
        // The playground's engine: the layouts' wire encoding and the controller the WebAssembly module runs
        // (Embedded Swift: no Foundation, no existentials). Playground/build.sh compiles it to wasm.
        .target(name: "KeyboardPlayground", dependencies: ["KeyboardRuntime"]),
        // `kbc import`'s converters: CLDR keyboards (with their own XML reader) and FUTO layouts into kbc layout
        // files. Only `kbc` depends on it, so the plugin tool every app builds does not compile it.
        .target(name: "KeyboardImport", dependencies: ["KbcPlatform", "KeyboardCompiler", "YAMLLoader", "TextClassification"]),
        // The commands that need only the compiler (init, validate, generate, test, flatten, schema, explain),
        // shared by the two executables below.
        .target(
            name: "KbcCommands",
            dependencies: [
                "KbcPlatform",
                "KeyboardCompiler",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The command people run: the commands above and the previews (render, playground).
        .executableTarget(
            name: "kbc",
            dependencies: [
                "KbcCommands",
                "KbcPlatform",
                "KeyboardCompiler",
                "KeyboardImport",
                "KeyboardPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The command the plugins run: `kbc` without the previews and the importer. SwiftPM builds it for every
        // app that applies a plugin (unless a release ships it prebuilt), so it reaches neither KeyboardPreview,
        // nor the playground's WebAssembly module, nor KeyboardImport.
        pluginTool,
        // Runs `kbc generate` at build time on a target's YAML layouts.
        .plugin(name: "KeyboardLayoutGenerator", capability: .buildTool(), dependencies: ["kbc-plugin-tool"]),
        // `swift package validate-keyboards`: runs `kbc validate` on every target's layouts.
        .plugin(
            name: "ValidateKeyboards",
            capability: .command(intent: .custom(
                verb: "validate-keyboards",
                description: "Validate the keyboard layout files of the package's targets")),
            dependencies: ["kbc-plugin-tool"]
        ),
        // The standard secure keyboards, compiled from Layouts/ by our own plugin.
        .target(
            name: "StandardLayouts",
            dependencies: ["KeyboardRuntime"],
            path: "Layouts",
            exclude: ["keyboard.schema.json", "theme.schema.json"],
            plugins: ["KeyboardLayoutGenerator"]
        ),
        // Encrypted typed-text buffer fed by KeyboardSession.
        .target(
            name: "SecureInput",
            dependencies: [
                "KeyboardRuntime",
                // Apple platforms use CryptoKit instead.
                .target(name: "COpenSSL", condition: .when(platforms: [.linux, .android])),
            ]
        ),
        // System keyboard frame tracking as pure functions and a state machine.
        .target(name: "KeyboardTracking"),
        // The UIKit host: a UIInputView wiring touches, drawing and accessibility to the runtime. Its code is
        // compiled only where UIKit exists (not on this project's Linux CI); elsewhere the module is empty.
        .target(name: "KeyboardUIKit", dependencies: ["KeyboardRuntime", "SecureInput"]),

        // libFuzzer's entry point over the whole pipeline; Fuzz/run.sh builds it with -sanitize=fuzzer,address.
        .target(name: "KbcFuzz", dependencies: ["KeyboardCompiler", "KeyboardPlayground", "KeyboardPreview", "KeyboardRuntime", "YAMLLoader"], path: "Fuzz/Sources/KbcFuzz"),

        .testTarget(name: "YAMLLoaderTests", dependencies: ["YAMLLoader"]),
        .testTarget(name: "KeyboardCompilerTests", dependencies: ["KeyboardCompiler", "KeyboardImport", "KeyboardPreview", "TextClassification"], exclude: ["Fixtures", "ImportFixtures"]),
        .testTarget(name: "KeyboardPreviewTests", dependencies: ["KeyboardPreview", "KeyboardCompiler", "TextClassification"]),
        .testTarget(name: "KeyboardRuntimeTests", dependencies: ["KeyboardRuntime"]),
        .testTarget(name: "KeyboardPlaygroundTests", dependencies: ["KeyboardPlayground", "KeyboardCompiler"]),
        .testTarget(name: "SecureInputTests", dependencies: ["SecureInput", "StandardLayouts"]),
        .testTarget(name: "KeyboardTrackingTests", dependencies: ["KeyboardTracking"]),
        .testTarget(name: "StandardLayoutsTests", dependencies: ["StandardLayouts", "KeyboardCompiler"]),
        .testTarget(name: "KbcEndToEndTests", dependencies: ["kbc"]),
    ]
)
