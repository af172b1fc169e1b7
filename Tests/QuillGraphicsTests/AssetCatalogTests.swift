import Foundation
import XCTest
@testable import QuillGraphics
import QuillFoundation

/// Asset catalogs (issue 13): image sets at their scales and appearances, template rendering,
/// colour sets in Xcode's notations, namespaces, and damaged entries skipped with a reason.
final class AssetCatalogTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Assets").path
    static let sample = fixtures + "/Sample.xcassets"

    func testImageSetsByScaleAppearanceAndIdiom() throws {
        let catalog = try AssetCatalog(contentsOf: AssetCatalogTests.sample)
        XCTAssertEqual(Set(catalog.imageSets.keys), ["tree", "photo", "star", "Icons/gear", "flat"])
        let one = try XCTUnwrap(try catalog.image(named: "tree", scale: 1))
        XCTAssertEqual([one.bitmap.width, Int(one.scale)], [16, 1])
        XCTAssertEqual(one.bitmap[0, 0], PixelColor(Color(hex: "#2E7D32")!))
        let two = try XCTUnwrap(try catalog.image(named: "tree", scale: 2))
        XCTAssertEqual([two.bitmap.width, Int(two.scale)], [32, 2], "the 2x file, whatever its name")
        XCTAssertEqual(two.size, Size(width: 16, height: 16))
        let three = try XCTUnwrap(try catalog.image(named: "tree", scale: 3))
        XCTAssertEqual(three.scale, 2, "no 3x file: the nearest one (2x) is used")
        let dark = try XCTUnwrap(try catalog.image(named: "tree", scale: 1, appearance: .dark))
        XCTAssertEqual(dark.bitmap[0, 0], PixelColor(Color(hex: "#263238")!))
        let photo = try XCTUnwrap(try catalog.image(named: "photo", scale: 1))
        XCTAssertEqual(photo.scale, 2, "an iPhone-only 2x JPEG is still found")
        XCTAssertNil(try catalog.image(named: "nope"))
        XCTAssertNotNil(try catalog.image(named: "flat"), "a group without a namespace adds no prefix")
    }

    func testTemplateImagesAreFilledWithTheTint() throws {
        let catalog = try AssetCatalog(contentsOf: AssetCatalogTests.sample)
        let star = try XCTUnwrap(try catalog.image(named: "star"))
        XCTAssertEqual(star.renderingMode, .alwaysTemplate)
        let red = star.tinted(with: Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(red.bitmap[10, 10].red, 255)
        XCTAssertEqual(red.bitmap[10, 10].green, 0)
        XCTAssertEqual(red.bitmap[0, 0].alpha, 0, "transparent stays transparent")
        XCTAssertTrue(star.tinted(with: Color(red: 1, green: 0, blue: 0)) === red, "cached per colour")
        XCTAssertEqual(star.withRenderingMode(.alwaysOriginal).bitmap, star.bitmap)
    }

    func testColorSetsInEveryNotation() throws {
        let catalog = try AssetCatalog(contentsOf: AssetCatalogTests.sample)
        XCTAssertEqual(catalog.color(named: "AccentColor"), Color(red: 0.2, green: 0.4, blue: 0.6))
        let dark = try XCTUnwrap(catalog.color(named: "AccentColor", appearance: .dark))
        XCTAssertEqual(dark.green, 128.0 / 255, accuracy: 1e-9, "0–255 components")
        XCTAssertEqual(dark.blue, 1)
        let hex = try XCTUnwrap(catalog.color(named: "Hex"))
        XCTAssertEqual([hex.red, hex.green, hex.alpha].map { ($0 * 255).rounded() }, [255, 51, 128], "hexadecimal components")
        XCTAssertEqual(catalog.color(named: "Gray"), Color(white: 0.25))
        XCTAssertEqual(catalog.color(named: "Gray", appearance: .dark), Color(white: 0.25), "no dark variant: the light one")
    }

    func testDamagedAndUnsupportedEntriesAreSkippedWithTheirReason() throws {
        let catalog = try AssetCatalog(contentsOf: AssetCatalogTests.sample)
        let problems = catalog.problems.map(\.description).joined(separator: "\n")
        XCTAssertTrue(problems.contains("broken.imageset/Contents.json") && problems.contains("not a JSON object"), problems)
        XCTAssertTrue(problems.contains("Quill draws PNG and JPEG images only"), problems)
        XCTAssertTrue(problems.contains("'../tree.imageset/tree-small.png', which is not a plain file name"), problems)
        XCTAssertEqual(catalog.problems.count, 3, problems)
        XCTAssertThrowsError(try AssetCatalog(contentsOf: AssetCatalogTests.fixtures + "/Missing.xcassets"))
    }

    func testTheImageCatalogFindsCatalogImagesInItsFolders() throws {
        let images = ImageCatalog()
        images.addSearchFolder(AssetCatalogTests.fixtures)
        XCTAssertEqual(try images.image(named: "Icons/gear").bitmap.width, 12)
        XCTAssertEqual(try images.image(named: "tree", scale: 2).scale, 2)
    }

    func testPlaceholdersAreDrawnAtTheirSizeAndBounded() {
        let small = Image.placeholder(size: Size(width: 40, height: 20), scale: 2)
        XCTAssertEqual([small.bitmap.width, small.bitmap.height], [80, 40])
        XCTAssertEqual(small.size, Size(width: 40, height: 20))
        XCTAssertNotEqual(small.bitmap[0, 0], small.bitmap[20, 5], "a border and a fill")
        let huge = Image.placeholder(size: Size(width: 1_000_000, height: 500_000), scale: 2)
        XCTAssertEqual(huge.bitmap.width, 1024, "a huge declared size gets a bounded bitmap")
        XCTAssertEqual(huge.size.width, 1_000_000, accuracy: 1)
    }
}
