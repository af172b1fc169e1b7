import Foundation
import XCTest
import QuillTesting
@testable import QuillTemplates

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
