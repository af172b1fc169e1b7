import Foundation
import XCTest
@testable import QuillGraphics
import QuillFoundation
import QuillTesting

/// Standard symbols (issue 13): every symbol draws, is a template image, is crisp at 1x and 2x
/// and is refused by name when Quill does not have it.
final class SystemSymbolTests: XCTestCase {
    /// Every symbol at 1x and 2x in a row, tinted blue on white.
    private func sheet(scale: Double) -> Bitmap {
        let symbols = SystemSymbol.allCases
        let cell = 28.0
        var sheet = Bitmap(width: Int(Double(symbols.count) * cell * scale), height: Int(cell * scale), fill: PixelColor(Color(white: 1)))
        let rasterizer = Rasterizer(target: sheet)
        for (index, symbol) in symbols.enumerated() {
            let image = Image(systemName: symbol.rawValue, pointSize: 24, scale: scale)!
            rasterizer.draw(image.tinted(with: Color(red: 0, green: 0.48, blue: 1)), in: Rect(x: (Double(index) * cell + 2) * scale, y: 2 * scale, width: 24 * scale, height: 24 * scale))
        }
        sheet = rasterizer.takeTarget()
        return sheet
    }

    func testEverySymbolDrawsAsATemplateImage() throws {
        for symbol in SystemSymbol.allCases {
            let image = try XCTUnwrap(Image(systemName: symbol.rawValue, pointSize: 24, scale: 2))
            XCTAssertEqual(image.renderingMode, .alwaysTemplate)
            XCTAssertEqual(image.flipsForRightToLeftLayoutDirection, symbol == .chevronForward || symbol == .chevronBackward, "\(symbol.rawValue) mirrors in right-to-left layouts")
            XCTAssertEqual(image.size, Size(width: 24, height: 24))
            XCTAssertEqual(image.bitmap.width, 48)
            let inked = image.bitmap.pixels.filter { $0 >> 24 > 128 }.count
            XCTAssertGreaterThan(inked, 40, "\(symbol.rawValue) draws something")
            XCTAssertLessThan(inked, 48 * 48 * 3 / 4, "\(symbol.rawValue) is not a solid block")
        }
        XCTAssertNil(Image(systemName: "no.such.symbol"))
        XCTAssertNil(Image(systemName: "plus", pointSize: .nan))
        XCTAssertEqual(Image(systemName: "plus", pointSize: 100_000, scale: 2)?.bitmap.width, 1024, "bounded")
    }

    func testRingsHaveHolesAndLinesJoinWithoutGaps() throws {
        let circle = try XCTUnwrap(Image(systemName: "circle", pointSize: 24))
        XCTAssertEqual(circle.bitmap[12, 12].alpha, 0, "a ring, not a disc")
        XCTAssertEqual(circle.bitmap[12, 2].alpha, 255, "the ring itself")
        let check = try XCTUnwrap(Image(systemName: "checkmark", pointSize: 24))
        XCTAssertEqual(check.bitmap[9, 17].alpha, 255, "the joint of the two strokes is filled")
        let heart = try XCTUnwrap(Image(systemName: "heart.fill", pointSize: 24))
        XCTAssertEqual(heart.bitmap[12, 12].alpha, 255, "the overlaps of a filled heart add up")
    }

    @MainActor func testSymbolSheetsAtOneAndTwoTimes() async {
        assertImageSnapshot(of: sheet(scale: 1), named: "symbols@1x")
        assertImageSnapshot(of: sheet(scale: 2), named: "symbols@2x")
    }
}
