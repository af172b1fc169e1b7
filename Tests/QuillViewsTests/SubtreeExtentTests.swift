import XCTest
@testable import QuillViews
import QuillFoundation
import QuillGraphics

/// A view remembers whether its whole subtree lies inside its bounds (`subtreeStaysInBounds`),
/// so the compositor passes over subtrees that miss a redrawn region without walking them; the
/// answer is forgotten whenever something below may have moved.
final class SubtreeExtentTests: XCTestCase {
    final class Swatch: View {
        var color: Color = .red { didSet { setNeedsDisplay() } }
        override func draw(in context: GraphicsContext) { context.fill(bounds, color: color) }
    }

    @MainActor func testTheAnswerFollowsEveryChangeBelow() async {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let cell = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        let label = View(frame: Rect(x: 5, y: 5, width: 20, height: 20))
        cell.addSubview(label)
        root.addSubview(cell)
        XCTAssertTrue(cell.subtreeStaysInBounds)
        XCTAssertTrue(root.subtreeStaysInBounds)

        label.frame.origin.x = 45
        XCTAssertFalse(cell.subtreeStaysInBounds, "a subview moved over the edge")
        XCTAssertFalse(root.subtreeStaysInBounds, "the answer two levels up was kept")
        cell.clipsToBounds = true
        XCTAssertTrue(root.subtreeStaysInBounds, "a clipping cell keeps in what overflows it")
        cell.clipsToBounds = false
        XCTAssertFalse(root.subtreeStaysInBounds)

        label.removeFromSuperview()
        XCTAssertTrue(root.subtreeStaysInBounds)
        cell.addSubview(label)
        XCTAssertFalse(root.subtreeStaysInBounds)
        label.frame.origin.x = 5
        XCTAssertTrue(root.subtreeStaysInBounds)

        cell.bounds.origin.x = 40
        XCTAssertFalse(root.subtreeStaysInBounds, "scrolling the cell's content moved the label out")
        cell.bounds.origin.x = 0
        XCTAssertTrue(root.subtreeStaysInBounds)
        label.transform = Transform(scaleX: 3, y: 3)
        XCTAssertFalse(root.subtreeStaysInBounds, "a transform grew the label past the cell")
        label.transform = .identity
        cell.frame.size = Size(width: 20, height: 20)
        XCTAssertFalse(root.subtreeStaysInBounds, "the cell shrank under its label")
    }

    /// A subview that leaves its superview's bounds after the answer was kept is still drawn
    /// where it went, and redrawn there alone.
    @MainActor func testASubviewMovedOutAfterAFrameIsDrawnWhereItWent() async {
        func scene() -> (Window, Swatch) {
            let window = Window(size: Size(width: 200, height: 200))
            let cell = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
            cell.backgroundColor = .systemBlue
            let swatch = Swatch(frame: Rect(x: 5, y: 5, width: 20, height: 20))
            cell.addSubview(swatch)
            window.addSubview(cell)
            window.renderFrame()
            // A redraw elsewhere asks the cell, which keeps its answer.
            window.addDamage(PixelRect(x: 150, y: 150, width: 10, height: 10))
            window.renderFrame()
            XCTAssertEqual(cell.subtreeStaysInBoundsAnswer, true)
            return (window, swatch)
        }
        let (window, swatch) = scene(), (reference, referenceSwatch) = scene()
        swatch.frame.origin = Point(x: 100, y: 120)
        referenceSwatch.frame.origin = Point(x: 100, y: 120)
        window.renderFrame()
        XCTAssertEqual(window.framebuffer[120, 140].color, .red, "the swatch was not drawn where it went")
        swatch.color = .green
        referenceSwatch.color = .green
        let regions = window.renderFrame()
        XCTAssertFalse(regions.contains { $0.intersects(PixelRect(x: 10, y: 10, width: 40, height: 40)) }, "only the swatch's area is redrawn")
        XCTAssertEqual(window.framebuffer[120, 140].color, .green)
        reference.renderFrame()
        reference.addDamage(reference.framebuffer.bounds)
        reference.renderFrame()
        XCTAssertEqual(window.framebuffer, reference.framebuffer)
    }
}
