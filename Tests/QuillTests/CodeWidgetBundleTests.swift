import Foundation
import XCTest
import Quill
import QuillTesting

/// A code bundle end to end: its Swift source compiled into a library by
/// scripts/build-widget.sh, opened with dlopen, its classes registered and used by its template.
final class CodeWidgetBundleTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Copies the Badge fixture to a fresh folder named `name` (the manifest's name follows) and
    /// builds its library there.
    static func buildBadge(named name: String) throws -> String {
        let folder = NSTemporaryDirectory() + "quill-code-bundles-\(ProcessInfo.processInfo.processIdentifier)/\(name)"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: (folder as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: repository + "/Tests/Fixtures/Widgets/Badge", toPath: folder)
        try? FileManager.default.removeItem(atPath: folder + "/libBadge.so")
        let manifest = try String(contentsOfFile: folder + "/bundle.yaml", encoding: .utf8)
        try manifest.replacingOccurrences(of: "name: Badge", with: "name: \(name)").write(toFile: folder + "/bundle.yaml", atomically: true, encoding: .utf8)
        // The Quill modules of the build this test executable belongs to.
        let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
        try WidgetBundleCompiler.compile(bundleAt: folder, script: repository + "/scripts/build-widget.sh", buildFolder: buildFolder)
        return folder
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
}
