import QuillFoundation
import Foundation
import XCTest
import QuillTesting
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillWidgetBundles
import QuillGraphics
import QuillWidgets

/// Builds widget bundle folders in a temporary directory.
private enum BundleFixture {
    static let root: String = {
        let path = NSTemporaryDirectory() + "quill-bundle-tests-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: path)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    static let images = ((try? AssetLocator.assetsDirectory()) ?? "Assets") + "/Images"
    static let logo = images + "/quill.png"

    /// A bundle folder `name` under `parent` with `files` (relative path → text).
    @discardableResult
    static func make(_ name: String, in parent: String = "", files: [String: String]) -> String {
        let folder = ((root as NSString).appendingPathComponent(parent) as NSString).appendingPathComponent(name)
        try? FileManager.default.removeItem(atPath: folder)
        for (file, text) in files {
            let path = (folder as NSString).appendingPathComponent(file)
            try? FileManager.default.createDirectory(atPath: FilePaths.parent(of: path), withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    static let badgeTemplate = """
        quill: 1
        objects:
          - class: View
            restorationIdentifier: Badge
            frame: [0, 0, 120, 40]
            subviews:
              - {class: ImageView, id: icon, image: badge, frame: [4, 4, 32, 32]}
              - {class: Label, text: Badge, frame: [40, 10, 76, 20]}
        """

    static func dataBundle(_ name: String = "Badge", in parent: String = "data", quill: String = "0.7", extra: [String: String] = [:]) -> String {
        var files = [
            "bundle.yaml": "name: \(name)\nversion: 1.2.0\nquill: \(quill)\nsummary: A badge with an icon\n",
            "Templates/Badge.quill": badgeTemplate,
            "Strings/en/Localizable.yaml": "Done: Done\nNever: Never\n",
            "Strings/de/Localizable.yaml": "Done: Fertig\n",
        ]
        files.merge(extra) { _, new in new }
        let folder = make(name, in: parent, files: files)
        let images = (folder as NSString).appendingPathComponent("Images")
        try? FileManager.default.createDirectory(atPath: images, withIntermediateDirectories: true)
        try? FileManager.default.copyItem(atPath: logo, toPath: (images as NSString).appendingPathComponent("badge.png"))
        return folder
    }

    @MainActor
    static func error(_ body: () throws -> Void) -> String {
        do {
            try body()
            return ""
        } catch {
            return "\(error)"
        }
    }
}

final class WidgetBundleTests: XCTestCase {
    @MainActor func testDataOnlyBundleLoadsItsTemplateWithItsOwnImage() async throws {
        let folder = BundleFixture.dataBundle()
        let loader = WidgetBundleLoader(searchPaths: [])
        let bundle = try loader.load(at: folder)
        XCTAssertEqual(bundle.name, "Badge")
        XCTAssertEqual(bundle.manifest.version, ToolkitVersion(major: 1, minor: 2))
        XCTAssertEqual(bundle.manifest.summary, "A badge with an icon")
        XCTAssertEqual(bundle.templateNames, ["Badge"])
        XCTAssertTrue(try loader.load(at: folder + "/") === bundle, "loading again gives the same bundle")
        let view = try bundle.template(named: "Badge").view(withRestorationIdentifier: "Badge")
        let icon = try XCTUnwrap(view.subviews.first as? ImageView)
        let image = try XCTUnwrap(icon.image, "the template found Images/badge.png in its bundle, not beside the template file")
        XCTAssertEqual(image.size, try XCTUnwrap(bundle.image(named: "badge")).size)
        XCTAssertNil(try bundle.image(named: "absent"))
        XCTAssertEqual((view.subviews.last as? Label)?.text, "Badge")
    }

    @MainActor func testImagesPreferTheirDoubleSizeFileAtScaleTwo() async throws {
        let folder = BundleFixture.dataBundle("Scaled")
        let images = (folder as NSString).appendingPathComponent("Images")
        let twice = BundleFixture.images + "/quill@2x.png"
        try FileManager.default.copyItem(atPath: twice, toPath: (images as NSString).appendingPathComponent("badge@2x.png"))
        let bundle = try WidgetBundleLoader(searchPaths: []).load(at: folder)
        let one = try XCTUnwrap(bundle.image(named: "badge", scale: 1))
        let two = try XCTUnwrap(bundle.image(named: "badge", scale: 2))
        XCTAssertEqual(two.bitmap.width, one.bitmap.width * 2)
        XCTAssertEqual(two.scale, 2)
    }

    @MainActor func testLocalizedStringsFallBackByLanguageThenDevelopmentLanguageThenKey() async throws {
        let bundle = try WidgetBundleLoader(searchPaths: []).load(at: BundleFixture.dataBundle("Strings"))
        XCTAssertEqual(bundle.localizations, ["de", "en"])
        XCTAssertEqual(bundle.localizedString("Done", language: "de_CH"), "Fertig")
        XCTAssertEqual(bundle.localizedString("Never", language: "de"), "Never", "missing in German: the development language")
        XCTAssertEqual(bundle.localizedString("Done", language: "fr"), "Done")
        XCTAssertEqual(bundle.localizedString("Unknown key", language: "de"), "Unknown key")
        XCTAssertEqual(WidgetBundle.languageChain("pt_BR", development: "en"), ["pt_BR", "pt", "en"])
    }

    @MainActor func testBundlesAreFoundByNameOnTheSearchPath() async throws {
        let parent = (BundleFixture.root as NSString).appendingPathComponent("search")
        BundleFixture.make("Chip.quillwidget", in: "search", files: ["bundle.yaml": "name: Chip\nquill: 0.7\n"])
        let loader = WidgetBundleLoader(searchPaths: ["/nonexistent", parent])
        let bundle = try loader.bundle(named: "Chip")
        XCTAssertEqual(bundle.name, "Chip")
        XCTAssertTrue(try loader.bundle(named: "Chip") === bundle)
        XCTAssertEqual(loader.loadedBundles.map(\.name), ["Chip"])
        let message = BundleFixture.error { _ = try loader.bundle(named: "Nope") }
        XCTAssertTrue(message.contains("no widget bundle named 'Nope'"), message)
        XCTAssertTrue(message.contains(parent), "the message lists the folders searched: \(message)")
        XCTAssertTrue(message.contains("QUILL_WIDGET_PATH"), message)
    }

    func testDefaultSearchPathStartsWithTheEnvironmentVariable() {
        let paths = WidgetBundleLoader.defaultSearchPaths(environment: ["QUILL_WIDGET_PATH": "/opt/a:/opt/b"])
        XCTAssertEqual(Array(paths.prefix(2)), ["/opt/a", "/opt/b"])
        XCTAssertTrue(paths.contains((FileManager.default.currentDirectoryPath as NSString).appendingPathComponent("Widgets")))
    }

    @MainActor func testManifestProblemsAreReportedTogetherWithLineAndColumn() async {
        let folder = BundleFixture.make("Broken", in: "errors", files: [
            "bundle.yaml": "name: Broken Name\nversoin: 1.0\nquill: six\nlibrary: ../outside.so\n",
        ])
        let message = BundleFixture.error { try WidgetBundleLoader(searchPaths: []).load(at: folder) }
        XCTAssertTrue(message.contains("bundle.yaml:1:7: error: the bundle name 'Broken Name' may only use"), message)
        XCTAssertTrue(message.contains("bundle.yaml:2:1: error: unknown manifest key 'versoin' (did you mean 'version'?"), message)
        XCTAssertTrue(message.contains("bundle.yaml:3:8: error: 'quill' must be a version like 0.7, not 'six'"), message)
        XCTAssertTrue(message.contains("bundle.yaml:4:10: error: the library '../outside.so' must be inside the bundle"), message)
    }

    @MainActor func testMalformedAndMissingManifests() async {
        let malformed = BundleFixture.make("Malformed", in: "errors", files: ["bundle.yaml": "name: [Unclosed\nquill: 0.7\n"])
        var message = BundleFixture.error { try WidgetBundleLoader(searchPaths: []).load(at: malformed) }
        XCTAssertTrue(message.contains("bundle.yaml:"), message)
        XCTAssertTrue(message.contains("malformed YAML"), message)
        let empty = BundleFixture.make("NoManifest", in: "errors", files: ["Readme.txt": "hi"])
        message = BundleFixture.error { try WidgetBundleLoader(searchPaths: []).load(at: empty) }
        XCTAssertTrue(message.contains("NoManifest/bundle.yaml: error: the widget bundle has no manifest"), message)
        XCTAssertTrue(message.contains("quill new"), message)
        message = BundleFixture.error { try WidgetBundleLoader(searchPaths: []).load(at: "/nonexistent/Widget") }
        XCTAssertTrue(message.contains("no widget bundle folder at '/nonexistent/Widget'"), message)
        let noVersion = BundleFixture.make("NoVersion", in: "errors", files: ["bundle.yaml": "name: NoVersion\n"])
        message = BundleFixture.error { try WidgetBundleLoader(searchPaths: []).load(at: noVersion) }
        XCTAssertTrue(message.contains("does not say which Quill version it needs"), message)
    }

    @MainActor func testAVersionMismatchPointsAtTheQuillLine() async {
        let folder = BundleFixture.dataBundle("Old", in: "errors", quill: "0.3")
        let message = BundleFixture.error { try WidgetBundleLoader(searchPaths: []).load(at: folder) }
        XCTAssertTrue(message.contains("bundle.yaml:3:8: error: the bundle 'Old' needs Quill 0.3.0, this is Quill \(ToolkitVersion.current)"), message)
        let newer = BundleFixture.error {
            try WidgetBundleLoader(toolkitVersion: ToolkitVersion(major: 1, minor: 0), searchPaths: []).load(at: BundleFixture.dataBundle("Newer", in: "errors"))
        }
        XCTAssertTrue(newer.contains("needs Quill 0.7.0, this is Quill 1.0.0"), newer)
    }

    @MainActor func testAListedTemplateMustExist() async {
        let folder = BundleFixture.make("Listed", in: "errors", files: ["bundle.yaml": "name: Listed\nquill: 0.7\ntemplates: [Missing]\n"])
        let message = BundleFixture.error { try WidgetBundleLoader(searchPaths: []).load(at: folder) }
        XCTAssertTrue(message.contains("bundle.yaml:3:12: error: the manifest lists template 'Missing'"), message)
    }

    @MainActor func testResourceNamesCannotLeaveTheBundle() async throws {
        let folder = BundleFixture.dataBundle("Escape", in: "errors")
        let secret = BundleFixture.make("Secret", in: "errors", files: ["secret.png": "not for you"])
        try FileManager.default.createSymbolicLink(
            atPath: (folder as NSString).appendingPathComponent("Images/linked.png"),
            withDestinationPath: (secret as NSString).appendingPathComponent("secret.png"))
        let bundle = try WidgetBundleLoader(searchPaths: []).load(at: folder)
        var message = BundleFixture.error { _ = try bundle.path(forResource: "../Secret/secret.png") }
        XCTAssertTrue(message.contains("leaves the bundle folder"), message)
        message = BundleFixture.error { _ = try bundle.path(forResource: "/etc/passwd") }
        XCTAssertTrue(message.contains("leaves the bundle folder"), message)
        message = BundleFixture.error { _ = try bundle.image(named: "linked") }
        XCTAssertTrue(message.contains("outside the bundle folder"), message)
        message = BundleFixture.error { _ = try bundle.template(named: "Nothing") }
        XCTAssertTrue(message.contains("has no template named 'Nothing' (its templates: Badge)"), message)
    }

    @MainActor func testTwoBundlesWithOneNameAreAnError() async throws {
        let loader = WidgetBundleLoader(searchPaths: [])
        try loader.load(at: BundleFixture.dataBundle("Twin", in: "first"))
        let message = BundleFixture.error { try loader.load(at: BundleFixture.dataBundle("Twin", in: "second")) }
        XCTAssertTrue(message.contains("bundle.yaml:1:7: error: a widget bundle named 'Twin' is already loaded from"), message)
    }

    @MainActor func testMalformedStringsAreErrorsAtLoad() async {
        let folder = BundleFixture.dataBundle("BadStrings", in: "errors", extra: ["Strings/fr/Localizable.yaml": "- not\n- a mapping\n"])
        let message = BundleFixture.error { try WidgetBundleLoader(searchPaths: []).load(at: folder) }
        XCTAssertTrue(message.contains("fr/Localizable.yaml:1:1: error: a strings file must map keys to texts"), message)
    }

    @MainActor func testCodeLibraryProblemsAreErrors() async throws {
        let manifest = "name: Coded\nquill: 0.7\nlibrary: libCoded.so\n"
        let missing = BundleFixture.make("Coded", in: "libs1", files: ["bundle.yaml": manifest])
        var message = BundleFixture.error { try WidgetBundleLoader(searchPaths: []).load(at: missing) }
        XCTAssertTrue(message.contains("bundle.yaml:3:10: error: the bundle 'Coded' names the library 'libCoded.so' but it is not in the bundle"), message)

        let garbage = BundleFixture.make("Coded", in: "libs2", files: ["bundle.yaml": manifest, "libCoded.so": "not an ELF file"])
        message = BundleFixture.error { try WidgetBundleLoader(searchPaths: []).load(at: garbage) }
        XCTAssertTrue(message.contains("the library of bundle 'Coded' cannot be loaded: it is not an ELF file"), message)

        // A real shared library that is not a Quill bundle.
        let foreign = BundleFixture.make("Coded", in: "libs3", files: ["bundle.yaml": manifest])
        let zlib = try Data(contentsOf: URL(fileURLWithPath: "/lib/x86_64-linux-gnu/libz.so.1"))
        try zlib.write(to: URL(fileURLWithPath: (foreign as NSString).appendingPathComponent("libCoded.so")))
        message = BundleFixture.error { try WidgetBundleLoader(searchPaths: []).load(at: foreign) }
        XCTAssertTrue(message.contains("cannot be loaded: it does not export 'quill_widget_bundle_abi'"), message)

        // A truncated library killed the process with SIGBUS inside the loader: it is read and
        // refused before dlopen maps it.
        let truncated = BundleFixture.make("Coded", in: "libs4", files: ["bundle.yaml": manifest])
        try zlib.prefix(zlib.count / 3).write(to: URL(fileURLWithPath: (truncated as NSString).appendingPathComponent("libCoded.so")))
        message = BundleFixture.error { try WidgetBundleLoader(searchPaths: []).load(at: truncated) }
        XCTAssertTrue(message.contains("cannot be loaded: it is truncated") || message.contains("lie outside the file"), message)

        // A FIFO in the library's place hung `lint --no-code`: opening it waited for a writer
        // (issue 25). It is refused as what it is.
        let piped = BundleFixture.make("Coded", in: "libs5", files: ["bundle.yaml": manifest])
        XCTAssertEqual(mkfifo((piped as NSString).appendingPathComponent("libCoded.so"), 0o600), 0)
        message = BundleFixture.error { try WidgetBundleLoader(searchPaths: []).load(at: piped) }
        XCTAssertTrue(message.contains("cannot be loaded: it is a FIFO (named pipe), not a regular file"), message)
    }

    @MainActor
    func testAListedTemplateLinkedOutsideTheBundleIsReportedAsLeadingOutside() async throws {
        // It was reported as "the bundle has no Card.quill" (issue 25).
        let outside = BundleFixture.make("OutsideFolder", in: "listed", files: ["Secret.quill": BundleFixture.badgeTemplate])
        let folder = BundleFixture.make("Listed", in: "listed", files: ["bundle.yaml": "name: Listed\nversion: 1.0.0\nquill: 0.7\ntemplates: [Card]\n"])
        try FileManager.default.createDirectory(atPath: folder + "/Templates", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/Templates/Card.quill", withDestinationPath: outside + "/Secret.quill")
        let message = BundleFixture.error { try WidgetBundleLoader(searchPaths: []).load(at: folder) }
        XCTAssertTrue(message.contains("leads to") && message.contains("outside the bundle folder"), message)
        XCTAssertFalse(message.contains("has no Card.quill"), message)
    }

    @MainActor
    func testFilesThatAreNotRegularFilesAreRefusedWithoutBlocking() async throws {
        // Templates, images, fonts and manifests: a FIFO, a folder or a device in their place
        // is an error naming the file and what it is, never a wait.
        let folder = BundleFixture.make("Piped", in: "fifo", files: [:])
        let fifo = (folder as NSString).appendingPathComponent("Cell.quill")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertThrowsError(try Template(contentsOfFile: fifo)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("Cell.quill") && text.contains("a FIFO (named pipe), not a regular file"), text)
        }
        let image = (folder as NSString).appendingPathComponent("icon.png")
        XCTAssertEqual(mkfifo(image, 0o600), 0)
        XCTAssertThrowsError(try Image(contentsOfFile: image)) { error in
            XCTAssertTrue("\(error)".contains("icon.png': it is a FIFO"), "\(error)")
        }
        XCTAssertThrowsError(try FontFace(contentsOfFile: image))
        XCTAssertThrowsError(try Template(contentsOfFile: folder)) { error in
            XCTAssertTrue("\(error)".contains("it is a folder, not a regular file"), "\(error)")
        }
        if FileManager.default.fileExists(atPath: "/dev/zero") {
            XCTAssertThrowsError(try Image(contentsOfFile: "/dev/zero")) { error in
                XCTAssertTrue("\(error)".contains("a character device"), "\(error)")
            }
        }
        let manifestFolder = BundleFixture.make("PipedManifest", in: "fifo2", files: [:])
        XCTAssertEqual(mkfifo((manifestFolder as NSString).appendingPathComponent(WidgetBundleManifest.fileName), 0o600), 0)
        let message = BundleFixture.error { try WidgetBundleLoader(searchPaths: []).load(at: manifestFolder) }
        XCTAssertTrue(message.contains("cannot read the manifest: it is a FIFO"), message)
    }

    func testToolkitVersionsParseAndFollowSemanticVersioning() {
        XCTAssertEqual(ToolkitVersion(parsing: "1.2.3"), ToolkitVersion(major: 1, minor: 2, patch: 3))
        XCTAssertEqual(ToolkitVersion(parsing: "2"), ToolkitVersion(major: 2, minor: 0))
        for bad in ["", "1.", "a.b", "1.2.3.4", "-1", "1..2", "１"] { XCTAssertNil(ToolkitVersion(parsing: bad), bad) }
        let host = ToolkitVersion(major: 1, minor: 4, patch: 2)
        XCTAssertTrue(host.isCompatible(withRequirement: ToolkitVersion(major: 1, minor: 3)))
        XCTAssertFalse(host.isCompatible(withRequirement: ToolkitVersion(major: 1, minor: 5)))
        XCTAssertFalse(host.isCompatible(withRequirement: ToolkitVersion(major: 2, minor: 0)))
        let zero = ToolkitVersion(major: 0, minor: 6, patch: 1)
        XCTAssertTrue(zero.isCompatible(withRequirement: ToolkitVersion(major: 0, minor: 6)))
        XCTAssertFalse(zero.isCompatible(withRequirement: ToolkitVersion(major: 0, minor: 5)), "0.x minors may break")
    }
}
