import XCTest
@testable import QuillGraphics
import QuillFoundation

/// Geometry no template can reach any more (readers refuse it) but code can: the rasterizer
/// draws or ignores it and never traps or writes outside its buffers (issue 12, findings 1–3).
final class HostileGeometryTests: XCTestCase {
    /// Finding 1: an edge on the first row from x = width to x = 0 whose stepped x rounded a
    /// hair below zero wrote `cell[-1]` (a heap write before the buffer in release builds; the
    /// bounds-checked buffer traps here in debug builds).
    func testNearlyHorizontalEdgeAcrossTheWholeWidthStaysInsideTheGrid() {
        let r = Rasterizer(target: Bitmap(width: 1280, height: 40, fill: PixelColor(.white)))
        r.strokeLine(from: Point(x: 1290, y: 10.8956), to: Point(x: -10, y: 10.9), lineWidth: 1, with: .color(.black))
        XCTAssertLessThan(r.target[640, 10].red, 255, "the line is drawn")
        XCTAssertEqual(r.target[640, 30].color, .white)
        var accumulator = CoverageAccumulator()
        accumulator.reset(extent: PixelRect(x: 0, y: 0, width: 1280, height: 2), rows: 0..<2)
        accumulator.addEdge(x0: 1280, y0: 0, x1: 0, y1: 1.999_99)
        accumulator.addEdge(x0: 1280.000_01, y0: 0.000_01, x1: -0.000_01, y1: 0.3)
    }

    /// The same edge from a 1320x2 rectangle rotated by -1.5e-5 rad in a 1280-wide target.
    func testSlightlyRotatedWideRectangle() {
        let r = Rasterizer(target: Bitmap(width: 1280, height: 8, fill: PixelColor(.white)))
        r.concatenate(Transform(rotationAngle: -1.5e-5))
        r.fill(Rect(x: -20, y: 2, width: 1320, height: 2), with: .color(.black))
        XCTAssertLessThan(r.target[640, 3].red, 8, "the band is drawn")
    }

    /// Finding 2: NaN, infinite and enormous coordinates in fills, clips, strokes and images.
    func testNonFiniteAndHugeGeometryDrawsNothingAndDoesNotTrap() {
        let r = Rasterizer(target: Bitmap(width: 64, height: 64, fill: PixelColor(.white)))
        let values: [Double] = [.nan, .infinity, -.infinity, 1e20, -1e20, 1e300, 4e18]
        for v in values {
            r.fill(Rect(x: v, y: 0, width: 10, height: 10), with: .color(.red))
            r.fill(Rect(x: 0, y: 0, width: v, height: v), with: .color(.red))
            r.fill(Rect(x: -1e20, y: -1e20, width: 1, height: 1), with: .color(.red))
            r.strokeLine(from: Point(x: 0, y: 0), to: Point(x: v, y: v), lineWidth: 1, with: .color(.red))
            r.strokeInside(Rect(x: 0, y: 0, width: v, height: 10), cornerRadius: v, lineWidth: v, with: .color(.red))
            r.save()
            r.clip(to: Rect(x: v, y: v, width: v, height: v))
            r.fill(Rect(x: 0, y: 0, width: 64, height: 64), with: .color(.red))
            r.restore()
            r.save()
            r.concatenate(Transform(scaleX: v, y: v))
            r.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .color(.red))
            r.restore()
            _ = PixelRect(covering: Rect(x: v, y: v, width: 1, height: 1))
            _ = PixelRect(covering: Rect(x: -1e20, y: -1e20, width: 1e10, height: 1e10))
        }
        let clean = Rasterizer(target: Bitmap(width: 8, height: 8, fill: PixelColor(.white)))
        clean.fill(Rect(x: .nan, y: 0, width: 4, height: 4), with: .color(.red))
        clean.fill(Rect(x: 0, y: 0, width: .nan, height: 4), with: .color(.red))
        XCTAssertEqual(clean.target[2, 2].color, .white, "NaN geometry draws nothing")
    }

    /// Finding 3: text at NaN, infinite or enormous sizes or places draws nothing.
    func testTextAtHostileSizesAndPlaces() throws {
        let r = Rasterizer(target: Bitmap(width: 64, height: 64, fill: PixelColor(.white)))
        let layout = try TextLayout(text: "Hi", style: TextStyle(font: .systemFont(ofSize: 12)), maxWidth: 60)
        for origin in [Point(x: .nan, y: 0), Point(x: 1e20, y: 1e20), Point(x: 0, y: .infinity)] {
            r.draw(layout, at: origin, color: .black)
        }
        for scale in [Double.nan, 1e12, 3e7] {
            r.save()
            r.concatenate(Transform(scaleX: scale, y: scale))
            r.draw(layout, at: .zero, color: .black)
            r.restore()
        }
        let face = layout.face
        for size in [Double.nan, .infinity, 1e10, 2.2e9, 0, -3] {
            XCTAssertNil(face.glyphBitmap(1, pixelSize: size, subpixel: 0), "size \(size)")
        }
    }

    /// Bitmaps past the limits are clamped instead of overflowing `width * height`.
    func testBitmapSizesAreBounded() {
        let huge = Bitmap(width: 1 << 40, height: 1 << 40)
        XCTAssertLessThanOrEqual(huge.width, Bitmap.maximumDimension)
        XCTAssertLessThanOrEqual(huge.width * huge.height, Bitmap.maximumPixelCount)
        XCTAssertFalse(Bitmap.fits(width: 16_000, height: 16_000))
        XCTAssertFalse(Bitmap.fits(width: .nan, height: 10))
        XCTAssertTrue(Bitmap.fits(width: 7680, height: 4320))
        XCTAssertEqual(Int(saturating: .nan), 0)
        XCTAssertEqual(Int(saturating: 1e300), 1 << 52)
        XCTAssertEqual(Int(saturating: -.infinity), -(1 << 52))
    }
}
