import Foundation
import XCTest
import QuillTesting
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillWidgetBundles
import QuillFoundation
import QuillGraphics
import QuillViews
import QuillWidgets

/// Templates find their images in asset catalogs beside them (issue 13), draw template images
/// with their tint, and show Interface Builder's placeholder for an image nobody has.
final class AssetCatalogTemplateTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Assets").path

    @MainActor func testCatalogImagesTintsAndPlaceholders() async throws {
        let template = try Template(contentsOfFile: AssetCatalogTemplateTests.folder + "/Catalog.xib")
        let instance = try template.makeInstance(options: TemplateOptions(strictness: .lenient), registry: TemplateRegistry())
        func image(_ id: String) -> Image? { (instance.object(withID: id) as? ImageView)?.image }
        XCTAssertEqual(image("tree")?.bitmap.width, 16, "from Sample.xcassets beside the template")
        XCTAssertEqual(image("star")?.renderingMode, .alwaysTemplate)
        XCTAssertEqual(image("gear")?.bitmap.width, 12, "a namespaced name")
        let placeholder = try XCTUnwrap(image("missing"), "a placeholder, not nothing")
        XCTAssertEqual(placeholder.size, Size(width: 64, height: 64), "at the size the .xib declares")
        XCTAssertTrue(instance.warnings.contains { $0.message.contains("'Happy Tree' not found") && $0.message.contains("64x64 placeholder") }, "\(instance.warnings)")
        let view = try XCTUnwrap(instance.topLevelObjects.first as? View)
        assertImageSnapshot(of: view, named: "catalog")
        // Strict: the missing image is an error, as before.
        XCTAssertThrowsError(try template.makeInstance(options: TemplateOptions(strictness: .strict), registry: TemplateRegistry()))
    }

    @MainActor func testColourNamesResolveThroughTheCatalogsBesideTheTemplate() async throws {
        let native = """
            quill: 1
            objects:
              - class: View
                id: card
                frame: [0, 0, 100, 40]
                backgroundColor: AccentColor
                subviews:
                  - {class: Label, id: name, text: Hi, textColor: Gray, frame: [0, 0, 100, 20]}
                  - {class: Label, id: rich, frame: [0, 20, 100, 20], attributedText: [{text: Hey, color: AccentColor}]}
            """
        let folder = AssetCatalogTemplateTests.folder
        let template = try Template(data: Data(native.utf8), path: folder + "/Named.quill")
        let instance = try template.makeInstance(options: TemplateOptions(strictness: .strict), registry: TemplateRegistry())
        XCTAssertEqual((instance.object(withID: "card") as? View)?.backgroundColor, Color(red: 0.2, green: 0.4, blue: 0.6))
        XCTAssertEqual((instance.object(withID: "name") as? Label)?.textColor, Color(white: 0.25))
        XCTAssertEqual((instance.object(withID: "rich") as? Label)?.attributedText?.runs.first?.attributes.foregroundColor, Color(red: 0.2, green: 0.4, blue: 0.6))
        // A name no catalog has is still an error that says where colours come from.
        let unknown = try Template(data: Data(native.replacingOccurrences(of: "AccentColor", with: "NoSuchColour").utf8), path: folder + "/Unknown.quill")
        XCTAssertThrowsError(try unknown.makeInstance(options: TemplateOptions(strictness: .strict), registry: TemplateRegistry())) { error in
            XCTAssertTrue("\(error)".contains("a colour set in an asset catalog beside the template"), "\(error)")
        }
        // Outside an instantiation the name means nothing.
        XCTAssertThrowsError(try TemplateValue.text("AccentColor").asColor())
        // A .xib naming a colour it does not define finds it in the catalog too.
        let xib = TemplateConstraintTests.xib("""
                    <view contentMode="scaleToFill" id="V">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                        <color key="backgroundColor" name="Gray"/>
                    </view>
            """)
        let fromXib = try Template(data: Data(xib.utf8), path: folder + "/Named.xib").makeInstance(options: TemplateOptions(strictness: .lenient), registry: TemplateRegistry())
        XCTAssertEqual((fromXib.object(withID: "V") as? View)?.backgroundColor, Color(white: 0.25))
    }

    /// A template instantiated at 1x shows its @2x file in a 2x window, and the 1x file when the
    /// window goes back to 1x (images follow the window's scale, as UIKit's named images follow
    /// the screen's).
    @MainActor func testImagesFollowTheWindowsScale() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quill-scales-\(getpid())").path
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let red = PixelColor(Color(red: 1, green: 0, blue: 0)), blue = PixelColor(Color(red: 0, green: 0, blue: 1))
        try PNGCodec.encode(Bitmap(width: 10, height: 10, fill: red)).write(to: URL(fileURLWithPath: folder + "/dot.png"))
        try PNGCodec.encode(Bitmap(width: 20, height: 20, fill: blue)).write(to: URL(fileURLWithPath: folder + "/dot@2x.png"))
        let native = "quill: 1\nobjects:\n  - class: ImageView\n    id: dot\n    frame: [0, 0, 10, 10]\n    image: dot\n"
        let template = try Template(data: Data(native.utf8), path: folder + "/Dot.quill")
        let view = try XCTUnwrap(try template.makeInstance(options: TemplateOptions(strictness: .strict), registry: TemplateRegistry()).object(withID: "dot") as? ImageView)
        XCTAssertEqual(view.image?.scale, 1, "instantiated at the options' scale")
        XCTAssertEqual(view.image?.bestVariant(forScale: 2).scale, 2)
        XCTAssertEqual(view.image?.bestVariant(forScale: 2).size, view.image?.size, "the same size in points")
        let harness = HeadlessHarness(size: Size(width: 10, height: 10), scale: 2)
        harness.window.addSubview(view)
        let sharp = harness.render()
        XCTAssertEqual(sharp.width, 20)
        XCTAssertEqual(sharp[10, 10], blue, "the 2x window draws the @2x file")
        harness.window.send(.scaleChanged(1))
        XCTAssertEqual(harness.render()[5, 5], red, "back at 1x, the 1x file")
        // Template images keep their rendering mode in every variant.
        let tinted = try XCTUnwrap(view.image?.withRenderingMode(.alwaysTemplate).bestVariant(forScale: 2))
        XCTAssertEqual(tinted.renderingMode, .alwaysTemplate)
        XCTAssertEqual(tinted.scale, 2)
    }

    func testDeclaredImageSizesSurviveConversionAndBadOnesAreErrors() throws {
        let xib = try Template(contentsOfFile: AssetCatalogTemplateTests.folder + "/Catalog.xib")
        XCTAssertEqual(xib.document.declaredImageSizes["Happy Tree"], Size(width: 64, height: 64))
        let text = NativeTemplateWriter.write(xib.document).text
        XCTAssertTrue(text.contains("imageSizes:\n  \"Happy Tree\": [64, 64]\n  tree: [16, 16]"), text)
        let native = try Template(data: Data(text.utf8), path: "Catalog.quill")
        XCTAssertEqual(native.document.declaredImageSizes, xib.document.declaredImageSizes)
        XCTAssertThrowsError(try Template(data: Data("quill: 1\nimageSizes: {logo: [0, nan]}\nobjects: []\n".utf8), path: "Bad.quill")) { error in
            XCTAssertTrue("\(error)".contains("Bad.quill:2:20: error: an image size must be [width, height]"), "\(error)")
        }
    }
}
