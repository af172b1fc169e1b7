// swift-tools-version:6.1
import PackageDescription

/// An app in its own package that depends on Quill the way any app does (here by path; from
/// GitHub it is `.package(url: "https://github.com/quill-toolkit/quill", from: "0.6.0")`).
/// `make package-app-check` (part of `make test`) builds it and runs it away from the checkout.
let package = Package(
    name: "PackageApp",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Quill", path: "../..")],
    targets: [
        // The app's code and its own templates and images, found through Bundle.module.
        .target(
            name: "PackageAppKit", dependencies: [.product(name: "Quill", package: "Quill")],
            resources: [.process("Resources")]),
        // Loads widget bundles as plugins, so it exports Quill's symbols to them.
        .executableTarget(
            name: "PackageApp", dependencies: ["PackageAppKit"],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        // The same app linked the usual way: a code plugin cannot load in it, and says why.
        .executableTarget(name: "PluginHostWithoutExports", dependencies: ["PackageAppKit"]),
    ],
    swiftLanguageModes: [.v6]
)
