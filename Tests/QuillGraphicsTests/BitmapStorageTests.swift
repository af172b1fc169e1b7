import XCTest

@testable import QuillGraphics

/// A large bitmap's memory is asked of the kernel whole before it is filled (`pixelStorage`):
/// every pixel still holds the fill, at every size on either side of the threshold.
final class BitmapStorageTests: XCTestCase {
    func testEveryPixelHoldsTheFillOnBothSidesOfTheThreshold() {
        let threshold = Bitmap.leastBytesToPopulate / MemoryLayout<UInt32>.stride
        for count in [0, 1, 4095, threshold - 1, threshold, threshold + 1, 1180 * 760 + 3] {
            let fill = UInt32(truncatingIfNeeded: 0x9E37_79B9 &* (count + 1))
            let pixels = Bitmap.pixelStorage(count: count, fill: fill)
            XCTAssertEqual(pixels.count, count)
            XCTAssertNil(pixels.firstIndex { $0 != fill }, "a pixel of \(count) lost the fill")
        }
    }

    func testAWindowSizedBitmapIsClearAndTakesWrites() {
        var bitmap = Bitmap(width: 1180, height: 760)
        XCTAssertTrue(bitmap.pixels.allSatisfy { $0 == 0 })
        bitmap[1179, 759] = PixelColor(packed: 0xFFFF_FFFF)
        bitmap[0, 0] = PixelColor(packed: 0xFFFF_FFFF)
        XCTAssertEqual(bitmap[1179, 759], PixelColor(packed: 0xFFFF_FFFF))
        XCTAssertEqual(bitmap[0, 0], PixelColor(packed: 0xFFFF_FFFF))
        XCTAssertEqual(bitmap[600, 400], .clear)
    }
}
