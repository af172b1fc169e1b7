import XCTest
@testable import QuillViews
import QuillGraphics
import QuillFoundation

final class CompositorTests: XCTestCase {
    final class Swatch: View {
        var color: Color = .red { didSet { setNeedsDisplay() } }
        var draws = 0
        override func draw(in context: GraphicsContext) {
            draws += 1
            context.fill(bounds, color: color)
        }
    }

    @MainActor func testFirstFrameDrawsEverythingThenIdle() async {
        let window = Window(size: Size(width: 100, height: 100))
        let swatch = Swatch(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(swatch)
        XCTAssertTrue(window.needsFrame)
        let regions = window.renderFrame()
        XCTAssertEqual(regions, [PixelRect(x: 0, y: 0, width: 100, height: 100)])
        XCTAssertEqual(window.framebuffer[15, 15].color, .red)
        XCTAssertEqual(window.framebuffer[5, 5].color, .white)
        XCTAssertFalse(window.needsFrame, "an idle window needs no frame")
        XCTAssertTrue(window.renderFrame().isEmpty)
        XCTAssertEqual(swatch.draws, 1, "content is recorded once and cached")
    }

    @MainActor func testContentChangeRedrawsOnlyThatView() async {
        let window = Window(size: Size(width: 200, height: 200))
        let a = Swatch(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        let b = Swatch(frame: Rect(x: 100, y: 100, width: 20, height: 20))
        window.addSubview(a)
        window.addSubview(b)
        window.renderFrame()
        b.color = .blue
        let regions = window.renderFrame()
        XCTAssertEqual(regions.count, 1)
        XCTAssertTrue(regions[0].contains(PixelRect(x: 100, y: 100, width: 20, height: 20)))
        XCTAssertLessThan(regions[0].area, 30 * 30)
        XCTAssertEqual(a.draws, 1)
        XCTAssertEqual(b.draws, 2)
        XCTAssertEqual(window.framebuffer[110, 110].color, .blue)
    }

    /// A view taken into another window (or into a view outside any) by `addSubview`, not
    /// `removeFromSuperview`, is cleared from the window it leaves.
    @MainActor func testAViewAddedElsewhereIsClearedFromTheWindowItLeaves() async {
        let first = Window(size: Size(width: 100, height: 100)), second = Window(size: Size(width: 100, height: 100))
        let a = Swatch(frame: Rect(x: 10, y: 10, width: 20, height: 20)), b = Swatch(frame: Rect(x: 50, y: 50, width: 20, height: 20))
        first.addSubview(a)
        first.addSubview(b)
        first.renderFrame()
        XCTAssertEqual(first.framebuffer[15, 15].color, .red)
        second.addSubview(a)
        first.renderFrame()
        second.renderFrame()
        XCTAssertEqual(first.framebuffer[15, 15].color, .white, "the window it left repaints where it was")
        XCTAssertEqual(second.framebuffer[15, 15].color, .red)
        View(frame: Rect(x: 0, y: 0, width: 10, height: 10)).addSubview(b)
        first.renderFrame()
        XCTAssertEqual(first.framebuffer[55, 55].color, .white, "and so does one taken out of any window")
        XCTAssertNil(b.lastDeviceRect, "a view outside any window keeps no place")
    }

    /// A view taken by `addSubview` out of an ancestor that keeps its rendered content (into
    /// another window, a view outside any, or elsewhere in the same window) leaves no picture
    /// of itself in that ancestor's cached layer.
    @MainActor func testAViewTakenOutOfACachedAncestorLeavesNoPicture() async {
        for destination in ["another window", "no window", "the same window"] {
            let window = Window(size: Size(width: 100, height: 100)), other = Window(size: Size(width: 100, height: 100))
            let holder = View(frame: Rect(x: 0, y: 0, width: 60, height: 60))
            holder.rasterizesContent = true
            let a = Swatch(frame: Rect(x: 10, y: 10, width: 20, height: 20))
            holder.addSubview(a)
            window.addSubview(holder)
            window.renderFrame()
            XCTAssertEqual(window.framebuffer[15, 15].color, .red, destination)
            switch destination {
            case "another window": other.addSubview(a)
            case "no window": View(frame: Rect(x: 0, y: 0, width: 10, height: 10)).addSubview(a)
            default: window.addSubview(a)
            }
            if destination == "the same window" { a.frame.origin = Point(x: 70, y: 70) }
            window.renderFrame()
            XCTAssertEqual(window.framebuffer[15, 15].color, .white, "\(destination): the cached layer still showed it")
        }
    }

    @MainActor func testMovingAViewRepaintsWhereItWas() async {
        let window = Window(size: Size(width: 200, height: 100))
        let a = Swatch(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(a)
        window.renderFrame()
        a.frame.origin = Point(x: 150, y: 10)
        window.renderFrame()
        XCTAssertEqual(window.framebuffer[15, 15].color, .white, "the old place is cleared")
        XCTAssertEqual(window.framebuffer[155, 15].color, .red)
        XCTAssertEqual(a.draws, 1, "moving does not redraw content")
    }

    @MainActor func testRemovingAndHidingRepaint() async {
        let window = Window(size: Size(width: 100, height: 100))
        let a = Swatch(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        let b = Swatch(frame: Rect(x: 50, y: 50, width: 20, height: 20))
        window.addSubview(a)
        window.addSubview(b)
        window.renderFrame()
        a.removeFromSuperview()
        b.isHidden = true
        window.renderFrame()
        XCTAssertEqual(window.framebuffer[15, 15].color, .white)
        XCTAssertEqual(window.framebuffer[55, 55].color, .white)
    }

    @MainActor func testIncrementalFrameEqualsFullRender() async {
        func build() -> (Window, [Swatch]) {
            let window = Window(size: Size(width: 120, height: 120))
            var swatches: [Swatch] = []
            for i in 0..<5 {
                let s = Swatch(frame: Rect(x: Double(i) * 20 + 3.5, y: Double(i) * 15, width: 30, height: 30))
                s.cornerRadius = 6
                s.alpha = 0.8
                window.addSubview(s)
                swatches.append(s)
            }
            return (window, swatches)
        }
        let (incremental, swatches) = build()
        incremental.renderFrame()
        swatches[2].color = .green
        swatches[3].frame.origin.x += 7
        incremental.renderFrame()
        let (fresh, freshSwatches) = build()
        freshSwatches[2].color = .green
        freshSwatches[3].frame.origin.x += 7
        fresh.renderFrame()
        XCTAssertEqual(incremental.framebuffer.pixels, fresh.framebuffer.pixels)
    }

    /// A box passed over by the quick test (`farBeyond`) is always one the exact test in
    /// device pixels passes over too, at any scale and scroll offset; and the quick test does
    /// pass over boxes far from the region.
    @MainActor func testBoxesFarBeyondARegionAreOnesTheDeviceTestLeavesOut() async {
        var generator = SystemRandomNumberGenerator()
        var passedOver = 0
        for _ in 0..<20_000 {
            let scale = [1.0, 1.25, 1.5, 2, 3][Int.random(in: 0..<5, using: &generator)]
            let transform = Transform(scaleX: scale, y: scale).concatenating(
                Transform(translationX: Double.random(in: -5000...5000, using: &generator), y: -Double.random(in: 0...3_000_000, using: &generator)))
            let region = PixelRect(
                x: Int.random(in: 0...3000, using: &generator), y: Int.random(in: 0...2000, using: &generator),
                width: Int.random(in: 1...500, using: &generator), height: Int.random(in: 1...40, using: &generator))
            let far = try! XCTUnwrap(Compositor.farBeyond(region, through: transform))
            // A box placed near the region in device pixels, give or take a few pixels.
            let deviceX = Double(region.x) + Double.random(in: -200...Double(region.width + 200), using: &generator)
            let deviceY = Double(region.y) + Double.random(in: -60...Double(region.height + 60), using: &generator)
            let frame = Rect(
                x: (deviceX - transform.tx) / scale, y: (deviceY - transform.ty) / scale,
                width: Double.random(in: 0...120, using: &generator), height: Double.random(in: 0...60, using: &generator))
            let device = frame.applying(transform)
            let exactlyOut = device.maxX + 2 <= Double(region.x) || device.minX - 2 >= Double(region.maxX) || device.maxY + 2 <= Double(region.y)
                || device.minY - 2 >= Double(region.maxY)
            let quicklyOut = frame.maxY <= far.minY || frame.minY >= far.maxY || frame.maxX <= far.minX || frame.minX >= far.maxX
            if quicklyOut {
                passedOver += 1
                XCTAssertTrue(exactlyOut, "\(frame) through \(transform) near \(region)")
            }
        }
        XCTAssertGreaterThan(passedOver, 5000)
        XCTAssertNil(Compositor.farBeyond(PixelRect(x: 0, y: 0, width: 10, height: 10), through: Transform(rotationAngle: 0.3)))
        XCTAssertNil(Compositor.farBeyond(PixelRect(x: 0, y: 0, width: 10, height: 10), through: Transform(scaleX: -1, y: 1)))
    }

    /// A resized window is redrawn whole, without collecting its views' rectangles (they add
    /// nothing to the window's), and the frames after it are still drawn only where something
    /// changed, to the same pixels as a fresh window.
    @MainActor func testAResizedWindowIsRedrawnWholeAndLaterFramesOnlyWhereChanged() async {
        func build(width: Double) -> (Window, [Swatch]) {
            let window = Window(size: Size(width: width, height: 100))
            var swatches: [Swatch] = []
            for i in 0..<6 {
                let s = Swatch(frame: Rect(x: Double(i) * 17 + 2.5, y: Double(i % 3) * 25, width: 24, height: 24))
                s.autoresizingMask = i % 2 == 0 ? [.flexibleLeftMargin] : [.flexibleWidth]
                window.addSubview(s)
                swatches.append(s)
            }
            return (window, swatches)
        }
        let (window, swatches) = build(width: 150)
        window.renderFrame()
        window.resize(to: Size(width: 130, height: 100), scale: 1)
        swatches[1].color = .green
        let regions = window.renderFrame()
        XCTAssertEqual(regions, [PixelRect(x: 0, y: 0, width: 130, height: 100)])
        swatches[4].frame.origin.y += 30
        let later = window.renderFrame()
        XCTAssertFalse(later.isEmpty)
        XCTAssertLessThan(later.reduce(0) { $0 + $1.area }, 130 * 100 / 2, "only around the moved view: \(later)")
        let (fresh, freshSwatches) = build(width: 150)
        fresh.resize(to: Size(width: 130, height: 100), scale: 1)
        freshSwatches[1].color = .green
        freshSwatches[4].frame.origin.y += 30
        fresh.renderFrame()
        XCTAssertEqual(window.framebuffer.pixels, fresh.framebuffer.pixels)
    }

    /// A view drawn outside its superview (which does not clip) is found and drawn when only
    /// it changed, though its superview, and the superview's, lie outside the damage; views
    /// that touch nothing are passed over without drawing.
    @MainActor func testAViewOverflowingItsSuperviewsIsRedrawnAlone() async {
        func scene() -> (Window, Swatch) {
            let window = Window(size: Size(width: 200, height: 200))
            let outer = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
            outer.backgroundColor = .systemBlue
            let inner = View(frame: Rect(x: 5, y: 5, width: 20, height: 20))
            let overflowing = Swatch(frame: Rect(x: 100, y: 120, width: 30, height: 30))
            inner.addSubview(overflowing)
            outer.addSubview(inner)
            window.addSubview(outer)
            window.renderFrame()
            return (window, overflowing)
        }
        let (window, swatch) = scene(), (reference, referenceSwatch) = scene()
        swatch.color = .green
        referenceSwatch.color = .green
        let regions = window.renderFrame()
        XCTAssertFalse(regions.contains { $0.intersects(PixelRect(x: 10, y: 10, width: 40, height: 40)) }, "only the swatch's area is redrawn")
        reference.addDamage(reference.framebuffer.bounds)
        reference.renderFrame()
        XCTAssertEqual(window.framebuffer[140, 150].color, .green)
        XCTAssertEqual(window.framebuffer, reference.framebuffer)
    }

    @MainActor func testBackgroundBorderCornerRadiusAndClipping() async {
        let window = Window(size: Size(width: 60, height: 60))
        let box = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        box.backgroundColor = .blue
        box.cornerRadius = 10
        box.borderWidth = 2
        box.borderColor = .black
        box.clipsToBounds = true
        let overflow = View(frame: Rect(x: 20, y: 20, width: 40, height: 40))
        overflow.backgroundColor = .red
        box.addSubview(overflow)
        window.addSubview(box)
        window.renderFrame()
        XCTAssertEqual(window.framebuffer[11, 11].color, .white, "rounded corner is outside")
        XCTAssertEqual(window.framebuffer[20, 30].color, .blue)
        XCTAssertEqual(window.framebuffer[35, 35].color, .red)
        XCTAssertEqual(window.framebuffer[55, 55].color, .white, "the subview is clipped")
        XCTAssertEqual(window.framebuffer[48, 35].color, .black, "the border is on top of subviews")
    }

    @MainActor func testHiDPIRendersAtDeviceScale() async {
        let window = Window(size: Size(width: 50, height: 40), scale: 2)
        let v = View(frame: Rect(x: 10, y: 10, width: 5, height: 5))
        v.backgroundColor = .red
        window.addSubview(v)
        window.renderFrame()
        XCTAssertEqual(window.framebuffer.width, 100)
        XCTAssertEqual(window.framebuffer[20, 20].color, .red)
        XCTAssertEqual(window.framebuffer[29, 29].color, .red)
        XCTAssertEqual(window.framebuffer[30, 30].color, .white)
    }

    @MainActor func testDamageMergesNearbyRectsAndFallsBackToFull() async {
        let bounds = PixelRect(x: 0, y: 0, width: 100, height: 100)
        let merged = Compositor.merge([PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 5, y: 5, width: 10, height: 10), PixelRect(x: 50, y: 50, width: 5, height: 5)], within: bounds)
        XCTAssertEqual(merged, [PixelRect(x: 0, y: 0, width: 15, height: 15), PixelRect(x: 50, y: 50, width: 5, height: 5)])
        XCTAssertEqual(Compositor.merge([PixelRect(x: 0, y: 0, width: 90, height: 90)], within: bounds), [bounds])
    }

    /// Rectangles inside another (a cell's subviews inside the cell, a rectangle damaged twice)
    /// are left out before merging: the regions are those of the outer ones alone.
    @MainActor func testDamageInsideOtherDamageIsLeftOut() async {
        let bounds = PixelRect(x: 0, y: 0, width: 1000, height: 1000)
        let cells = (0..<4).map { PixelRect(x: $0 * 300, y: 0, width: 96, height: 96) }
        var damage: [PixelRect] = []
        for cell in cells {
            damage.append(PixelRect(x: cell.x + 8, y: cell.y + 8, width: 80, height: 60))
            damage.append(cell)
            damage.append(PixelRect(x: cell.x + 4, y: cell.y + 70, width: 88, height: 20))
            damage.append(cell)
        }
        XCTAssertEqual(Compositor.withoutContained(damage), cells)
        XCTAssertEqual(Compositor.merge(damage, within: bounds), Compositor.merge(cells, within: bounds))
        XCTAssertEqual(Compositor.merge(damage, within: bounds), cells)
        // Overlapping but not inside: both stay.
        let overlapping = [PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 5, y: 5, width: 10, height: 10)]
        XCTAssertEqual(Compositor.withoutContained(overlapping), overlapping)
        XCTAssertEqual(Compositor.withoutContained([]), [])
    }
}
