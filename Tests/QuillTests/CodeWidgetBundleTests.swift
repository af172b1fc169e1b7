import QuillFoundation
import Foundation
import XCTest
import Quill
import QuillTesting
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillWidgetBundles
import QuillAuthoring

/// A code bundle end to end: its Swift source compiled into a library by `WidgetBundleCompiler`
/// (what `quill build` runs), opened with dlopen, its classes registered and used by its template.
final class CodeWidgetBundleTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Copies the Badge fixture to a fresh folder named `name` (the manifest's name follows) and
    /// builds its library there.
    static func buildBadge(named name: String, editingSource edit: (String) -> String = { $0 }) throws -> String {
        let folder = NSTemporaryDirectory() + "quill-code-bundles-\(ProcessInfo.processInfo.processIdentifier)/\(name)"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: FilePaths.parent(of: folder), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: repository + "/Tests/Fixtures/Widgets/Badge", toPath: folder)
        try? FileManager.default.removeItem(atPath: folder + "/libBadge.so")
        let manifest = try String(contentsOfFile: folder + "/bundle.yaml", encoding: .utf8)
        try manifest.replacingOccurrences(of: "name: Badge", with: "name: \(name)").write(toFile: folder + "/bundle.yaml", atomically: true, encoding: .utf8)
        let source = folder + "/Sources/BadgeView.swift"
        try edit(try String(contentsOfFile: source, encoding: .utf8)).write(toFile: source, atomically: true, encoding: .utf8)
        // Against the Quill modules of the build this test executable belongs to.
        try WidgetBundleCompiler.compile(bundleAt: folder, toolchain: WidgetToolchain.locate())
        return folder
    }

    /// A refused library stays mapped: the runtime registered its type metadata as it was
    /// mapped and keeps those records, so unmapping it would leave every later lookup of a
    /// class by name reading freed memory (the suite's run under AddressSanitizer crashed in
    /// `_typeByName` after such a refusal). A lookup that scans every image still works.
    func assertRefusedLibraryStaysMapped(in folder: String, file: StaticString = #filePath, line: UInt = #line) {
        let library = URL(fileURLWithPath: folder + "/libBadge.so").resolvingSymlinksInPath().path
        // Read to its end: `String(contentsOfFile:)` stops at the first 4 KiB, which held the
        // library's line or not depending on what else the process had mapped.
        let maps = KernelFile.contents(atPath: "/proc/self/maps") ?? ""
        XCTAssertTrue(maps.contains(library), "\(library) was unmapped after its refusal", file: file, line: line)
        XCTAssertNil(_typeByName("QuillNoSuchModule.NoSuchView"), file: file, line: line)
    }

    @MainActor func testACodeBundleRegistersItsClassAndItsTemplateUsesIt() async throws {
        let folder = try Self.buildBadge(named: "Badge")
        let registry = TemplateRegistry()
        XCTAssertFalse(registry.isRegistered("BadgeView"), "the class exists only in the bundle's library")
        let bundle = try WidgetBundleLoader(searchPaths: [], registry: registry).load(at: folder)
        XCTAssertTrue(registry.isRegistered("BadgeView"), "the entry point registered the bundle's class")
        let badge = try bundle.template(named: "Badge").view(withRestorationIdentifier: "Badge", registry: registry)
        XCTAssertEqual(registry.className(of: badge), "BadgeView")
        XCTAssertEqual(badge.frame, Rect(x: 0, y: 0, width: 40, height: 20))
        let harness = HeadlessHarness(size: Size(width: 40, height: 20))
        harness.window.addSubview(badge)
        let pixels = harness.render(badge)
        XCTAssertEqual(pixels[20, 10], PixelColor(.systemRed), "count: 3 from the template reached the class: a red badge")
    }

    @MainActor func testALibraryBuiltForAnotherQuillIsRefused() async throws {
        let folder = try Self.buildBadge(named: "BadgeForOtherQuill")
        let newerPatch = ToolkitVersion(major: ToolkitVersion.current.major, minor: ToolkitVersion.current.minor, patch: ToolkitVersion.current.patch + 1)
        let loader = WidgetBundleLoader(toolkitVersion: newerPatch, searchPaths: [], registry: TemplateRegistry())
        do {
            try loader.load(at: folder)
            XCTFail("a library built for \(ToolkitVersion.current) must not load in \(newerPatch)")
        } catch {
            XCTAssertTrue("\(error)".contains("was built for '\(WidgetBundleABI.identifier)', this app is 'quill \(newerPatch) swift"), "\(error)")
            XCTAssertTrue("\(error)".contains("rebuild the bundle with the same Quill version and Swift compiler"), "\(error)")
        }
        assertRefusedLibraryStaysMapped(in: folder)
    }

    /// A library built against another build of the same Quill version, whose types are laid
    /// out differently, reports another layout fingerprint (here written by hand) and is refused
    /// before any of its code touches Quill's values.
    @MainActor func testALibraryBuiltAgainstOtherLayoutsIsRefused() async throws {
        XCTAssertEqual(WidgetBundleABI.layoutFingerprint.count, 8)
        XCTAssertTrue(WidgetBundleABI.identifier.hasSuffix(" layout \(WidgetBundleABI.layoutFingerprint)"), WidgetBundleABI.identifier)
        XCTAssertEqual(String(cString: WidgetBundleABI.identifierCString), WidgetBundleABI.identifier, "made in the caller, the same here")
        XCTAssertEqual(ToolkitVersion.compiledAgainst, ToolkitVersion.current)
        let folder = try Self.buildBadge(named: "BadgeOtherLayouts") { source in
            "import Foundation\n" + source.replacingOccurrences(
                of: "{ WidgetBundleABI.identifierCString }",
                with: "{ UnsafePointer(strdup(\"quill \\(ToolkitVersion.current) swift \\(WidgetBundleABI.compilerVersion) layout 00000000\")!) }")
        }
        let registry = TemplateRegistry()
        do {
            try WidgetBundleLoader(searchPaths: [], registry: registry).load(at: folder)
            XCTFail("a library reporting other layouts must not load")
        } catch {
            XCTAssertTrue("\(error)".contains("layout 00000000', this app is '\(WidgetBundleABI.identifier)'"), "\(error)")
            XCTAssertTrue("\(error)".contains("built against another build of Quill"), "\(error)")
        }
        XCTAssertFalse(registry.isRegistered("BadgeView"), "nothing of it was registered")
        assertRefusedLibraryStaysMapped(in: folder)
    }

    @MainActor func testABundleRegisteringATakenClassNameFailsCleanly() async throws {
        let first = try Self.buildBadge(named: "BadgeFirst")
        let second = try Self.buildBadge(named: "BadgeSecond")
        let loader = WidgetBundleLoader(searchPaths: [], registry: TemplateRegistry())
        try loader.load(at: first)
        do {
            try loader.load(at: second)
            XCTFail("the second library registers BadgeView again")
        } catch {
            XCTAssertTrue("\(error)".contains("the entry point of bundle 'BadgeSecond' failed with status 1"), "\(error)")
        }
        XCTAssertEqual(loader.loadedBundles.map(\.name), ["BadgeFirst"], "the failed bundle is not counted as loaded")
    }

    /// Makes `file` look edited after the library was built (the library's time goes back).
    static func touch(_ file: String, after library: String) throws {
        let edited = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date)
        try FileManager.default.setAttributes([.modificationDate: edited.addingTimeInterval(-10)], ofItemAtPath: library)
    }

    @MainActor func testALibraryOlderThanItsSourcesIsRefusedByAppsAndRebuiltByTheTools() async throws {
        let folder = try Self.buildBadge(named: "BadgeStale")
        let source = folder + "/Sources/BadgeView.swift"
        // The source changes after the build: grey for every count.
        let text = try String(contentsOfFile: source, encoding: .utf8)
        try text.replacingOccurrences(of: "count > 0 ? .systemRed : .systemGray", with: ".systemGray")
            .write(toFile: source, atomically: true, encoding: .utf8)
        try Self.touch(source, after: folder + "/libBadge.so")

        do {
            try WidgetBundleLoader(searchPaths: [], registry: TemplateRegistry()).load(at: folder)
            XCTFail("an app must not run a library older than its sources")
        } catch {
            XCTAssertTrue("\(error)".contains("the library of bundle 'BadgeStale' is out of date: libBadge.so is older than Sources/BadgeView.swift"), "\(error)")
            XCTAssertTrue("\(error)".contains("build it with 'quill build \(folder)'"), "\(error)")
        }

        let registry = TemplateRegistry()
        let tools = WidgetBundleLoader(searchPaths: [], registry: registry)
        tools.staleLibraryPolicy = .rebuild(try WidgetToolchain.locate())
        let bundle = try tools.load(at: folder)
        XCTAssertNil(try WidgetBundleCompiler.staleness(ofBundleAt: folder), "rebuilt")
        let badge = try bundle.template(named: "Badge").view(withRestorationIdentifier: "Badge", registry: registry)
        let harness = HeadlessHarness(size: Size(width: 40, height: 20))
        harness.window.addSubview(badge)
        XCTAssertEqual(harness.render(badge)[20, 10], PixelColor(.systemGray), "the edited code runs, not the old library")
    }

    func testAMissingLibraryOfABundleWithSourcesSaysHowToBuildIt() throws {
        let folder = NSTemporaryDirectory() + "quill-code-bundles-\(ProcessInfo.processInfo.processIdentifier)/Unbuilt"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: FilePaths.parent(of: folder), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.repository + "/Tests/Fixtures/Widgets/Badge", toPath: folder)
        try? FileManager.default.removeItem(atPath: folder + "/libBadge.so")
        XCTAssertEqual(try WidgetBundleCompiler.staleness(ofBundleAt: folder), "libBadge.so has not been built")
    }

    func testAPluginThatCannotFindQuillsSymbolsSaysHowToLinkTheApp() {
        XCTAssertTrue(WidgetLibrary.hostExportsQuillSymbols, "this test executable is linked with --export-dynamic")
        let reason = "/tmp/x/libBadge.so: undefined symbol: $s15QuillTemplates16TemplateRegistryC"
        let unexported = WidgetLibrary.explainOpenFailure(reason, hostExportsQuill: false)
        XCTAssertTrue(unexported.message.contains("does not export Quill's symbols, which the plugin needs"), unexported.message)
        XCTAssertTrue(unexported.hint.contains("--export-dynamic"), unexported.hint)
        let mismatched = WidgetLibrary.explainOpenFailure(reason, hostExportsQuill: true)
        XCTAssertTrue(mismatched.hint.contains("built against another build of Quill"), mismatched.hint)
        let foreign = WidgetLibrary.explainOpenFailure("/tmp/x/lib.so: invalid ELF header", hostExportsQuill: true)
        XCTAssertTrue(foreign.hint.contains("not a library for this machine"), foreign.hint)
    }
}
