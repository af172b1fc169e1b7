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
}
