// swift-tools-version: 6.1
// A small app-like package that uses kbc the way an app would: it depends on kbc by path, applies the
// KeyboardLayoutGenerator plugin to its own YAML layouts, and uses the generated layouts in its tests.
// `.ci/run` builds and tests it.
import PackageDescription

let package = Package(
    name: "IntegrationApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "kbc", path: "../.."),
    ],
    targets: [
        .target(
            name: "SecureForms",
            dependencies: [.product(name: "KeyboardRuntime", package: "kbc")],
            plugins: [.plugin(name: "KeyboardLayoutGenerator", package: "kbc")]
        ),
        // A second keyboard target that uses the standard keyboards, without the StandardLayouts product: its
        // generated list declares the standard pages its keyboards lead to.
        .target(
            name: "BankKeyboards",
            dependencies: [.product(name: "KeyboardRuntime", package: "kbc")],
            plugins: [.plugin(name: "KeyboardLayoutGenerator", package: "kbc")]
        ),
        .testTarget(name: "SecureFormsTests", dependencies: ["SecureForms", "BankKeyboards"]),
    ]
)
