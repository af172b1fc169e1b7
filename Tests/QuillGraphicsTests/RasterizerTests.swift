import XCTest
@testable import QuillGraphics
import QuillFoundation

final class RasterizerTests: XCTestCase {
    private func opaqueWhite(_ w: Int, _ h: Int) -> Rasterizer {
        Rasterizer(target: Bitmap(width: w, height: h, fill: PixelColor(.white)))
    }

    func testPixelAlignedRectFillsExactlyItsPixels() {
        let r = opaqueWhite(10, 10)
        r.fill(Rect(x: 2, y: 3, width: 4, height: 5), with: .color(.red))
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (2..<6).contains(x) && (3..<8).contains(y)
                XCTAssertEqual(r.target[x, y].color, inside ? .red : .white, "pixel \(x),\(y)")
            }
        }
    }

    func testHalfCoveredEdgePixelsAreHalfBlended() {
        let r = Rasterizer(width: 4, height: 1)
        r.fill(Rect(x: 0.5, y: 0, width: 2, height: 1), with: .color(.black))
        XCTAssertEqual(r.target[0, 0].alpha, 128)
        XCTAssertEqual(r.target[1, 0].alpha, 255)
        XCTAssertEqual(r.target[2, 0].alpha, 128)
        XCTAssertEqual(r.target[3, 0].alpha, 0)
    }

    func testCircleCoverageMatchesItsArea() {
        let r = Rasterizer(width: 40, height: 40)
        r.fill(Path(ellipseIn: Rect(x: 5.3, y: 4.7, width: 30, height: 30)), with: .color(.black))
        let covered = r.target.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        XCTAssertEqual(covered, Double.pi * 15 * 15, accuracy: 2.0)
        XCTAssertEqual(r.target[20, 20].alpha, 255, "the centre is solid")
        XCTAssertEqual(r.target[5, 4].alpha, 0, "the bounding box corner is empty")
    }

    func testRoundedRectLeavesCornersOpenAndEdgesSolid() {
        let r = Rasterizer(width: 40, height: 20)
        r.fill(Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 8), with: .color(.blue))
        XCTAssertEqual(r.target[0, 0].alpha, 0)
        XCTAssertEqual(r.target[39, 19].alpha, 0)
        XCTAssertEqual(r.target[20, 0].alpha, 255)
        XCTAssertEqual(r.target[0, 10].alpha, 255)
    }

    func testRoundedRectRoundsOnlyTheCornersAsked() {
        for corners: RectCorner in [.top, .bottom, [.topLeft, .bottomRight], [], .allCorners] {
            let r = Rasterizer(width: 40, height: 20)
            r.fill(Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 8, corners: corners), with: .color(.blue))
            let pixels: [(RectCorner, Int, Int)] = [(.topLeft, 0, 0), (.topRight, 39, 0), (.bottomLeft, 0, 19), (.bottomRight, 39, 19)]
            for (corner, x, y) in pixels {
                XCTAssertEqual(r.target[x, y].alpha, corners.contains(corner) ? 0 : 255, "\(corners) at \(x),\(y)")
            }
            XCTAssertEqual(r.target[20, 10].alpha, 255)
            let covered = r.target.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
            // Each rounded corner gives up r² − πr²/4 of the rectangle.
            let expected = 800 - Double(corners.rawValue.nonzeroBitCount) * (64 - Double.pi * 16)
            XCTAssertEqual(covered, expected, accuracy: 1.0, "\(corners)")
        }
    }

    func testBorderOfARectWithSomeCornersRoundedFollowsThem() {
        let r = Rasterizer(width: 20, height: 20)
        r.strokeInside(Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 6, corners: .top, lineWidth: 2, with: .color(.black))
        XCTAssertEqual(r.target[0, 0].alpha, 0, "the rounded top-left corner is open")
        XCTAssertEqual(r.target[0, 19].alpha, 255, "the square bottom-left corner is drawn")
        XCTAssertEqual(r.target[10, 10].alpha, 0, "the inside is a hole")
        XCTAssertEqual(r.target[10, 0].alpha, 255)
    }

    func testShapesPartlyOffTheLeftEdgeKeepTheirWinding() {
        let r = Rasterizer(width: 10, height: 10)
        r.fill(Path(roundedRect: Rect(x: -20, y: 0, width: 25, height: 10), cornerRadius: 2), with: .color(.black))
        XCTAssertEqual(r.target[0, 5].alpha, 255)
        XCTAssertEqual(r.target[4, 5].alpha, 255)
        XCTAssertEqual(r.target[6, 5].alpha, 0)
    }

    func testRingCutsAHole() {
        let r = Rasterizer(width: 20, height: 20)
        r.strokeInside(Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 0, lineWidth: 2, with: .color(.black))
        XCTAssertEqual(r.target[0, 10].alpha, 255)
        XCTAssertEqual(r.target[1, 10].alpha, 255)
        XCTAssertEqual(r.target[2, 10].alpha, 0)
        XCTAssertEqual(r.target[10, 10].alpha, 0)
    }

    func testRectClipLimitsDrawing() {
        let r = opaqueWhite(10, 10)
        r.clip(to: Rect(x: 0, y: 0, width: 5, height: 10))
        r.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .color(.black))
        XCTAssertEqual(r.target[4, 5].color, .black)
        XCTAssertEqual(r.target[5, 5].color, .white)
    }

    func testPathClipMasksWithAntialiasing() {
        let r = Rasterizer(width: 20, height: 20)
        r.clip(to: Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20)))
        r.fill(Rect(x: 0, y: 0, width: 20, height: 20), with: .color(.black))
        XCTAssertEqual(r.target[0, 0].alpha, 0)
        XCTAssertEqual(r.target[10, 10].alpha, 255)
        let edge = r.target[10, 0].alpha
        XCTAssertTrue(edge > 0 && edge < 255 || edge == 255, "edge pixel is covered")
    }

    func testSaveRestoreUndoesTransformAndClip() {
        let r = opaqueWhite(10, 10)
        r.save()
        r.translate(x: 5, y: 0)
        r.clip(to: Rect(x: 0, y: 0, width: 1, height: 1))
        r.restore()
        r.fill(Rect(x: 0, y: 0, width: 2, height: 2), with: .color(.black))
        XCTAssertEqual(r.target[1, 1].color, .black)
    }

    func testTransparencyLayerFadesOverlappingShapesAsOneGroup() {
        let r = opaqueWhite(4, 1)
        r.beginTransparencyLayer(opacity: 0.5)
        r.fill(Rect(x: 0, y: 0, width: 3, height: 1), with: .color(.black))
        r.fill(Rect(x: 1, y: 0, width: 3, height: 1), with: .color(.black))
        r.endTransparencyLayer()
        // The overlap (x = 1, 2) is no darker than the rest: the group faded as a whole.
        XCTAssertEqual(r.target[0, 0], r.target[1, 0])
        XCTAssertEqual(r.target[1, 0], r.target[3, 0])
        XCTAssertEqual(Int(r.target[0, 0].red), 127, accuracy: 1)
    }

    func testLinearGradientEndsAndMiddle() {
        let r = Rasterizer(width: 256, height: 1)
        let gradient = LinearGradient(colors: [.black, .white], start: Point(x: 0, y: 0), end: Point(x: 256, y: 0))
        r.fill(Rect(x: 0, y: 0, width: 256, height: 1), with: .linearGradient(gradient))
        XCTAssertLessThan(r.target[0, 0].red, 3)
        XCTAssertGreaterThan(r.target[255, 0].red, 252)
        XCTAssertEqual(Int(r.target[128, 0].red), 128, accuracy: 2)
        XCTAssertEqual(r.target[100, 0].alpha, 255)
    }

    func testImageScalingNearestAndBilinear() {
        var source = Bitmap(width: 2, height: 1)
        source[0, 0] = PixelColor(.black)
        source[1, 0] = PixelColor(.white)
        let image = Image(bitmap: source)
        let nearest = Rasterizer(width: 8, height: 1)
        nearest.draw(image, in: Rect(x: 0, y: 0, width: 8, height: 1), interpolation: .nearest)
        XCTAssertEqual(nearest.target[3, 0].color, .black)
        XCTAssertEqual(nearest.target[4, 0].color, .white)
        let smooth = Rasterizer(width: 8, height: 1)
        smooth.draw(image, in: Rect(x: 0, y: 0, width: 8, height: 1), interpolation: .bilinear)
        XCTAssertEqual(smooth.target[0, 0].color, .black, "edges clamp to the edge pixel")
        let middle = smooth.target[4, 0].red
        XCTAssertTrue(middle > 100 && middle < 200, "the middle is blended, got \(middle)")
    }

    func testRenderingIsDeterministic() {
        func draw() -> Bitmap {
            let r = opaqueWhite(64, 64)
            r.concatenate(Transform(rotationAngle: 0.3))
            r.fill(Path(roundedRect: Rect(x: 10, y: 5, width: 40, height: 30), cornerRadius: 7), with: .linearGradient(.vertical([.red, .blue], in: Rect(x: 0, y: 0, width: 64, height: 64))))
            return r.target
        }
        XCTAssertEqual(draw().pixels, draw().pixels)
    }

    func testHugeAndNonFiniteGeometryDoesNotCrash() {
        let r = Rasterizer(width: 10, height: 10)
        r.fill(Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12), with: .color(.black))
        XCTAssertEqual(r.target[5, 5].alpha, 255)
        var path = Path()
        path.move(to: Point(x: .nan, y: 0))
        path.addLine(to: Point(x: 5, y: .infinity))
        path.addLine(to: Point(x: 5, y: 5))
        r.fill(path, with: .color(.red))
    }
}
