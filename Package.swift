// swift-tools-version:6.1
import PackageDescription

/// Quill: a retained-mode widget toolkit for Swift on desktop Linux.
///
/// The module map (what each module owns and may import) is docs/Architecture.md, "Modules";
/// ModuleMapTests checks it against the targets below and every import in the sources.
let package = Package(
    name: "Quill",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Quill", targets: ["Quill"]),
        .library(name: "QuillTesting", targets: ["QuillTesting"]),
        // UIKit's names as deprecated aliases with fix-its, for the time a port takes.
        .library(name: "QuillUIKitNames", targets: ["QuillUIKitNames"]),
        .executable(name: "quill", targets: ["QuillCLI"]),
        .executable(name: "gallery", targets: ["Gallery"]),
        .executable(name: "hello", targets: ["Hello"]),
        .executable(name: "counter", targets: ["Counter"]),
        .executable(name: "tables", targets: ["Tables"]),
        .executable(name: "controls", targets: ["Controls"]),
        .executable(name: "quill-bench", targets: ["QuillBench"]),
        .executable(name: "quill-fuzz", targets: ["QuillFuzz"]),
        .executable(name: "quill-monkey", targets: ["QuillMonkey"]),
        // The widget bundles' code, for apps that link a widget instead of loading its bundle.
        .library(name: "IgnorableDatePickerWidget", targets: ["IgnorableDatePickerWidget"]),
        .library(name: "ReusableDatePickerWidget", targets: ["ReusableDatePickerWidget"]),
        .library(name: "SectionHeaderWidget", targets: ["SectionHeaderWidget"]),
        .library(name: "ImagesCellWidget", targets: ["ImagesCellWidget"]),
        .library(name: "RatingWidget", targets: ["RatingWidget"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `make docs`: the API reference (DocC), built by `swift package generate-documentation`.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: System libraries (pkg-config), nothing else.
        // SDL's pkg-config file adds -D_REENTRANT, which SwiftPM refuses with a warning in every
        // build of every app; the shim includes <SDL2/SDL.h> from the standard include path.
        .systemLibrary(
            name: "CSDL2", path: "Sources/CSDL2",
            providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(
            name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CLibXML2", path: "Sources/CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]),
        // libyaml's event parser, for the YAML preflight (Yams composes; its own copy of libyaml
        // is a private module of that package).
        .systemLibrary(
            name: "CLibYAML", path: "Sources/CLibYAML", pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(
            name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CJPEG", path: "Sources/CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(
            name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(
            name: "CFriBidi", path: "Sources/CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]),
        // sd-bus's declarations (Debian: libsystemd-dev); the library is opened with dlopen when
        // a bus connection is first made, and the functions Quill calls are defined by
        // CSystemdBusLoader (not linked: no pkg-config here, which would link it).
        .systemLibrary(name: "CSystemdBus", path: "Sources/CSystemdBus"),
        .target(name: "CSystemdBusLoader", path: "Sources/CSystemdBusLoader"),
        // ICU is called from C only (Foundation carries another ICU; see quill_icu.h). Debian:
        // libicu-dev.
        .target(name: "CICU", path: "Sources/CICU", linkerSettings: [.linkedLibrary("icuuc")]),
        // Moving a scrolled framebuffer's rows with streaming stores (plain C, no library).
        .target(name: "CPixelMove", path: "Sources/CPixelMove"),
        // Blending kernels (a scaled picture's samples, layers blended down) on 16-bit lanes with
        // SSE2, in C: Swift's SIMD types are generic, and unoptimized (debug) builds run them
        // some forty times slower than plain loops.
        .target(name: "CPixelLanes", path: "Sources/CPixelLanes"),
        // SDL 2 opened with dlopen when a window is about to open, and
        // the SDL functions Quill calls, each forwarding to SDL's own: a program that starts no
        // window never loads SDL and the forty-odd libraries it brings (plain C, libdl only).
        .target(name: "CSDL2Loader", path: "Sources/CSDL2Loader"),
        // The X11 window behind an SDL window (for portals' parent windows, and moving scrolled
        // pixels on the X server), in C so that Swift never imports Xlib's names; SDL itself is
        // reached through CSDL2Loader, Xlib and its shared-memory extension (headers: libx11-dev,
        // libxext-dev) through quill_x11_loader.c, which finds them where SDL's X11 driver opened
        // them: nothing here is linked.
        .target(name: "CSDLNativeWindow", path: "Sources/CSDLNativeWindow"),

        // MARK: Toolkit layers.
        // The bundled fonts and images, as package resources (copied beside every executable).
        .target(name: "QuillAssets", path: "Assets", exclude: ["README.md"], resources: [.copy("Fonts"), .copy("Images")]),
        .target(name: "QuillFoundation"),
        // The constraint solver: pure math, no UI (Auto Layout is built on it in QuillViews).
        .target(name: "QuillSolver", dependencies: ["QuillFoundation"]),
        .target(
            name: "QuillGraphics",
            dependencies: ["QuillFoundation", "QuillAssets", "CFreeType", "CHarfBuzz", "CPNG", "CJPEG", "CFontconfig", "CFriBidi", "CICU", "CPixelMove", "CPixelLanes"]),
        .target(name: "QuillViews", dependencies: ["QuillFoundation", "QuillGraphics", "QuillSolver"]),
        .target(name: "QuillWidgets", dependencies: ["QuillViews"]),
        // Templates, split by concern. The file formats: the model, readers, writers and checks
        // (pure data, no UI, testable on text alone).
        .target(
            name: "QuillTemplateFormats",
            dependencies: ["QuillFoundation", "CLibXML2", "CLibYAML", .product(name: "Yams", package: "Yams")]),
        // The runtime: class registry, instantiation, plans, File's Owner, outlets, awakeFromNib.
        .target(name: "QuillTemplates", dependencies: ["QuillTemplateFormats", "QuillWidgets"]),
        // Widget bundles: manifest, loading plugins, the ELF check.
        .target(name: "QuillWidgetBundles", dependencies: ["QuillTemplates", .product(name: "Yams", package: "Yams")]),
        // The authoring tools apps do not link: the compiler driver, the bundle test runner and
        // inspection (only `quill`, the tests and the benchmarks use them).
        .target(name: "QuillAuthoring", dependencies: ["QuillWidgetBundles"]),
        .target(name: "QuillControllers", dependencies: ["QuillTemplates"]),
        .target(name: "QuillSDL", dependencies: ["QuillViews", "CSDL2", "CSDL2Loader", "CSDLNativeWindow"]),
        // D-Bus through sd-bus (connections, messages, the thread that watches a bus), for the
        // leaves that talk to the desktop; the core never links a D-Bus library.
        .target(name: "QuillBus", dependencies: ["CSystemdBus", "CSystemdBusLoader"]),
        // The AT-SPI2 accessibility bridge: a leaf beside QuillSDL.
        .target(name: "QuillATSPI", dependencies: ["QuillViews", "QuillBus"]),
        // The freedesktop portals (the file chooser) over D-Bus: a leaf beside QuillSDL.
        .target(name: "QuillPortal", dependencies: ["QuillViews", "QuillBus"]),
        .target(
            name: "Quill",
            dependencies: [
                "QuillFoundation", "QuillGraphics", "QuillViews", "QuillWidgets", "QuillTemplateFormats", "QuillTemplates", "QuillWidgetBundles",
                "QuillControllers", "QuillSDL", "QuillATSPI", "QuillPortal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // UIKit's names for Quill's types (UIView, UINib…), deprecated and renamed, so a port
        // compiles with fix-its; imported while porting, then dropped.
        .target(name: "QuillUIKitNames", dependencies: ["Quill"]),
        .target(
            name: "QuillTesting",
            dependencies: ["QuillViews", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),

        .executableTarget(
            name: "QuillCLI",
            dependencies: ["Quill", "QuillAuthoring", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            // Widget bundles' libraries resolve Quill's symbols in the executable that loads
            // them, so there is one copy of Quill (and one class registry) in the process.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),

        // MARK: Widget bundles (Widgets/NAME/Sources): each is also built as NAME's plugin
        // library by `quill build`. ImagesCell and Rating are loaded as plugins by the examples
        // and tests; their targets are for apps that link them instead.
        .target(name: "IgnorableDatePickerWidget", dependencies: ["QuillControllers", "QuillWidgetBundles"], path: "Widgets/IgnorableDatePicker/Sources"),
        .target(name: "ReusableDatePickerWidget", dependencies: ["QuillControllers", "QuillWidgetBundles"], path: "Widgets/ReusableDatePicker/Sources"),
        .target(name: "SectionHeaderWidget", dependencies: ["QuillTemplates", "QuillWidgetBundles"], path: "Widgets/SectionHeader/Sources"),
        .target(name: "ImagesCellWidget", dependencies: ["QuillTemplates"], path: "Widgets/ImagesCell/Sources"),
        .target(name: "RatingWidget", dependencies: ["QuillTemplates"], path: "Widgets/Rating/Sources"),

        // MARK: Examples and benchmarks.
        // The gallery (`make run`): its pages show their own sources, embedded at build time.
        .plugin(name: "EmbedSources", capability: .buildTool(), dependencies: ["EmbedSourcesTool"]),
        .executableTarget(name: "EmbedSourcesTool", path: "Examples/Gallery/Tools/EmbedSourcesTool"),
        .target(
            name: "GalleryKit",
            dependencies: [
                "Quill", "TablesExample", "ControlsExample", "SectionHeaderWidget", "IgnorableDatePickerWidget", "ReusableDatePickerWidget",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/Gallery/Sources/GalleryKit", resources: [.process("Resources")], plugins: ["EmbedSources"]),
        .executableTarget(
            name: "Gallery", dependencies: ["GalleryKit"], path: "Examples/Gallery/Sources/Gallery",
            // Widget plugins (ImagesCell, Rating) resolve Quill's symbols in the executable.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        .target(name: "HelloExample", dependencies: ["Quill"], path: "Examples/Hello/Sources/HelloExample"),
        .executableTarget(name: "Hello", dependencies: ["Quill", "HelloExample"], path: "Examples/Hello/Sources/Hello"),
        .target(
            name: "TablesExample", dependencies: ["Quill", "SectionHeaderWidget"], path: "Examples/Tables/Sources/TablesExample",
            resources: [.process("Resources")]),
        .executableTarget(
            name: "Tables", dependencies: ["Quill", "TablesExample"], path: "Examples/Tables/Sources/Tables",
            // The ImagesCell plugin resolves Quill's symbols in the executable.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        .target(
            name: "ControlsExample", dependencies: ["Quill", "IgnorableDatePickerWidget", "ReusableDatePickerWidget"],
            path: "Examples/Controls/Sources/ControlsExample"),
        .executableTarget(name: "Controls", dependencies: ["Quill", "ControlsExample"], path: "Examples/Controls/Sources/Controls"),
        .executableTarget(name: "Counter", dependencies: ["Quill"], path: "Examples/Counter/Sources/Counter"),
        .executableTarget(
            name: "QuillBench", dependencies: ["Quill", "QuillSolver", "QuillTesting", "QuillAuthoring", "HelloExample", "TablesExample", "GalleryKit", "CHarfBuzz", "CFreeType"],
            path: "Benchmarks/QuillBench"),
        // Fuzzing: built with libFuzzer by `make fuzz` (-DQUILL_FUZZING); the ordinary build
        // replays saved inputs (seeds and findings) in `make test`.
        .executableTarget(name: "QuillFuzz", dependencies: ["QuillControllers", "QuillWidgetBundles", "QuillAuthoring"], path: "Fuzz/QuillFuzz"),
        // The monkey: random events on a window with its invariants checked after each one.
        .target(name: "QuillMonkeyKit", dependencies: ["QuillWidgets", "QuillTesting"], path: "Fuzz/QuillMonkeyKit"),
        // `make monkey`: a million random events on the Gallery's pages, invariants checked.
        .executableTarget(
            name: "QuillMonkey", dependencies: ["GalleryKit", "QuillMonkeyKit", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Fuzz/QuillMonkey",
            // The Gallery's widget plugins resolve Quill's symbols in the executable.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),

        // MARK: Tests, one target per module.
        .testTarget(name: "QuillFoundationTests", dependencies: ["QuillFoundation"]),
        .testTarget(name: "QuillSolverTests", dependencies: ["QuillSolver", "QuillTesting"]),
        .testTarget(name: "QuillGraphicsTests", dependencies: ["QuillGraphics", "QuillTesting", "CHarfBuzz"], exclude: ["__Snapshots__"]),
        .testTarget(name: "QuillViewsTests", dependencies: ["QuillViews", "QuillTesting"], exclude: ["__Snapshots__"]),
        .testTarget(name: "QuillWidgetsTests", dependencies: ["QuillWidgets", "QuillTesting"], exclude: ["__Snapshots__"]),
        .testTarget(name: "QuillTestingTests", dependencies: ["QuillTesting", "QuillWidgets"]),
        .testTarget(name: "QuillATSPITests", dependencies: ["QuillATSPI", "QuillWidgets", "QuillTesting"]),
        // Uses the deprecated names on purpose: their warnings are silenced here.
        .testTarget(
            name: "QuillUIKitNamesTests", dependencies: ["QuillUIKitNames", "Quill", "QuillTesting"],
            resources: [.process("Resources")],
            swiftSettings: [.unsafeFlags(["-suppress-warnings"])]),
        .testTarget(name: "QuillPortalTests", dependencies: ["QuillPortal", "QuillBus", "QuillControllers", "QuillTesting"]),
        .testTarget(name: "QuillControllersTests", dependencies: ["QuillControllers", "QuillTesting"], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "QuillTemplatesTests", dependencies: ["QuillTemplates", "QuillWidgetBundles", "QuillAuthoring", "QuillTesting"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "WidgetsTests",
            dependencies: ["Quill", "QuillTesting", "QuillAuthoring", "IgnorableDatePickerWidget", "ReusableDatePickerWidget", "SectionHeaderWidget"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "QuillTests",
            dependencies: [
                "Quill", "QuillTesting", "QuillAuthoring", "QuillMonkeyKit", "HelloExample", "TablesExample", "ControlsExample",
                "SectionHeaderWidget", "ReusableDatePickerWidget", "GalleryKit",
            ],
            exclude: ["__Snapshots__"],
            // Code widget bundles loaded by the tests resolve Quill's symbols in the test executable.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
    ],
    swiftLanguageModes: [.v6]
)
