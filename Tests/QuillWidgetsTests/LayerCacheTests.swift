import XCTest
import QuillTesting
@testable import QuillViews
@testable import QuillWidgets
import QuillFoundation
import QuillGraphics

/// Views that move, fade or turn are composited from a cached layer instead of drawing their
/// subtree every frame (explicitly with `rasterizesContent`, and on their own while animating).
final class LayerCacheTests: XCTestCase {
    /// A card: a rounded, bordered view holding a dozen labels and a translucent badge.
    @MainActor private func makeCard() -> View {
        let card = View(frame: Rect(x: 20, y: 20, width: 200, height: 160))
        card.backgroundColor = Color(red: 0.95, green: 0.97, blue: 1)
        card.cornerRadius = 10
        card.borderWidth = 1.5
        card.borderColor = .systemBlue
        for i in 0..<12 {
            let label = Label(frame: Rect(x: 10 + Double(i % 2) * 95, y: 10 + Double(i / 2) * 24, width: 90, height: 20))
            label.text = "Item \(i) ✓"
            label.textColor = i % 3 == 0 ? .systemRed : .black
            card.addSubview(label)
        }
        let badge = View(frame: Rect(x: 170, y: -8, width: 40, height: 24))
        badge.backgroundColor = Color(red: 1, green: 0.3, blue: 0.2, alpha: 0.7)
        badge.cornerRadius = 12
        card.addSubview(badge)
        return card
    }

    @MainActor private func makeScene(scale: Double = 1) -> (HeadlessHarness, View) {
        let harness = HeadlessHarness(size: Size(width: 420, height: 300), scale: scale)
        let backdrop = View(frame: Rect(x: 0, y: 0, width: 420, height: 300))
        backdrop.backgroundColor = Color(white: 0.85)
        for i in 0..<6 {
            let stripe = View(frame: Rect(x: Double(i) * 70, y: 0, width: 35, height: 300))
            stripe.backgroundColor = Color(red: 0.6, green: 0.8, blue: 0.6)
            backdrop.addSubview(stripe)
        }
        harness.window.addSubview(backdrop)
        let card = makeCard()
        harness.window.addSubview(card)
        harness.render()
        return (harness, card)
    }

    @MainActor func testAnAnimatedViewIsCompositedFromItsLayerAndEndsExact() async throws {
        for scale in [1.0, 2.0] {
            let (harness, card) = makeScene(scale: scale)
            let (twin, twinCard) = makeScene(scale: scale)
            View.animate(withDuration: 0.5, curve: .linear) {
                card.alpha = 0.4
                card.center = Point(x: card.center.x + 150, y: card.center.y + 90)
                card.transform = Transform(scaleX: 1, y: 1)
            }
            var drawnDuringAnimation = 0, composited = 0, rendered = 0, frames = 0
            while ViewAnimator.hasAnimations(card) {
                harness.advance(by: 1.0 / 60.0)
                let statistics = harness.window.lastFrameStatistics
                drawnDuringAnimation += statistics.viewsDrawn
                composited += statistics.layersComposited
                rendered += statistics.layersRendered
                frames += 1
                guard ViewAnimator.hasAnimations(card) else { break }
                XCTAssertTrue(card.rasterizesContentNow)
                // The same state drawn directly, at the same whole-pixel place the layer is
                // blended at, matches within the rounding of blending a group first.
                twinCard.alpha = card.alpha
                let snapped = Point(x: (card.frame.minX * scale).rounded() / scale, y: (card.frame.minY * scale).rounded() / scale)
                twinCard.frame = Rect(origin: snapped, size: card.bounds.size)
                twinCard.transform = card.transform
                twin.render()
                XCTAssertNil(
                    ImageComparison(perChannelTolerance: 2).difference(twin.window.framebuffer, harness.window.framebuffer),
                    "frame \(frames) at scale \(scale)")
            }
            XCTAssertGreaterThan(frames, 25)
            XCTAssertEqual(rendered, 1, "the layer was rendered once for the whole animation")
            XCTAssertGreaterThanOrEqual(composited, frames - 2)
            // Only the layer's one rendering replayed the 13 views' content, and the backdrop
            // stripes the card uncovered: nowhere near 13 views a frame.
            XCTAssertLessThan(drawnDuringAnimation, frames * 4, "at scale \(scale)")
            // Once it ends, the view is drawn directly again: exact.
            XCTAssertFalse(card.rasterizesContentNow)
            XCTAssertFalse(card.drawnFromLayerCache)
            twinCard.alpha = card.alpha
            twinCard.frame = card.frame
            twin.render()
            XCTAssertEqual(twin.window.framebuffer, harness.window.framebuffer, "the last frame is drawn directly, at scale \(scale)")
        }
    }

    /// A view growing by its transform is composited from its layer, sampled up (as UIKit
    /// scales a layer's bitmap), rendered again only when it has grown by more than a quarter,
    /// and drawn exactly once the animation ends.
    @MainActor func testAViewGrowingByItsTransformIsCompositedFromItsLayerAndEndsExact() async throws {
        for (growth, renderings) in [(1.1, 1...1), (2.0, 2...4)] {
            let (harness, card) = makeScene(scale: 1)
            let (twin, twinCard) = makeScene(scale: 1)
            View.animate(withDuration: 0.5, curve: .linear) { card.transform = Transform(scaleX: growth, y: growth) }
            var composited = 0, rendered = 0, frames = 0
            while ViewAnimator.hasAnimations(card) {
                harness.advance(by: 1.0 / 60.0)
                let statistics = harness.window.lastFrameStatistics
                composited += statistics.layersComposited
                rendered += statistics.layersRendered
                frames += 1
                guard ViewAnimator.hasAnimations(card) else { break }
                // Close to the same state drawn directly: the layer's pixels sampled up, text
                // and edges a little softer.
                twinCard.transform = card.transform
                twin.render()
                XCTAssertNil(
                    ImageComparison(perChannelTolerance: 48, allowedDifferentFraction: 0.03).difference(twin.window.framebuffer, harness.window.framebuffer),
                    "frame \(frames) growing to \(growth)")
            }
            XCTAssertGreaterThan(frames, 25)
            XCTAssertTrue(renderings.contains(rendered), "growing to \(growth): the layer was rendered \(rendered) times")
            XCTAssertGreaterThanOrEqual(composited, frames - 2, "growing to \(growth)")
            XCTAssertFalse(card.drawnFromLayerCache)
            twinCard.transform = card.transform
            twin.render()
            XCTAssertEqual(twin.window.framebuffer, harness.window.framebuffer, "the last frame is drawn directly, growing to \(growth)")
        }
    }

    @MainActor func testARasterizedViewRendersAgainWhenSomethingInsideChanges() async throws {
        let (harness, card) = makeScene()
        let (twin, twinCard) = makeScene()
        card.rasterizesContent = true
        harness.render()
        XCTAssertEqual(harness.window.lastFrameStatistics.layersRendered, 1)
        // Moving it blends the layer at the new place; nothing inside is drawn.
        card.center.x += 37
        twinCard.center.x += 37
        harness.render()
        twin.render()
        XCTAssertEqual(harness.window.lastFrameStatistics.layersRendered, 0)
        XCTAssertEqual(harness.window.lastFrameStatistics.layersComposited, 1)
        XCTAssertNil(ImageComparison(perChannelTolerance: 2).difference(twin.window.framebuffer, harness.window.framebuffer))
        // A label inside changes: the layer is rendered again, with the new text.
        (card.subviews[3] as? Label)?.text = "Changed!"
        (twinCard.subviews[3] as? Label)?.text = "Changed!"
        harness.render()
        twin.render()
        XCTAssertEqual(harness.window.lastFrameStatistics.layersRendered, 1)
        XCTAssertNil(ImageComparison(perChannelTolerance: 2).difference(twin.window.framebuffer, harness.window.framebuffer))
        // Turned, it is drawn as an image through the transform.
        card.transform = Transform(rotationAngle: 0.2)
        twinCard.transform = Transform(rotationAngle: 0.2)
        harness.render()
        twin.render()
        XCTAssertEqual(harness.window.lastFrameStatistics.layersRendered, 0)
        XCTAssertNil(ImageComparison(perChannelTolerance: 40, allowedDifferentFraction: 0.02).difference(twin.window.framebuffer, harness.window.framebuffer))
        // Turned off: drawn directly, exact.
        card.rasterizesContent = false
        card.transform = .identity
        twinCard.transform = .identity
        harness.render()
        twin.render()
        XCTAssertEqual(twin.window.framebuffer, harness.window.framebuffer)
    }

    /// Runs a fade of `card` to `alpha` to its end, comparing every frame with `twinCard` drawn
    /// directly; returns how many times the layer was rendered.
    @MainActor private func fade(
        _ card: View, in harness: HeadlessHarness, to alpha: Double, twin: HeadlessHarness, twinCard: View, _ what: String
    ) -> Int {
        View.animate(withDuration: 0.25, curve: .linear) { card.alpha = alpha }
        var rendered = 0
        while ViewAnimator.hasAnimations(card) {
            harness.advance(by: 1.0 / 60.0)
            rendered += harness.window.lastFrameStatistics.layersRendered
            twinCard.alpha = card.alpha
            twin.render()
            XCTAssertNil(ImageComparison(perChannelTolerance: 2).difference(twin.window.framebuffer, harness.window.framebuffer), what)
        }
        XCTAssertEqual(twin.window.framebuffer, harness.window.framebuffer, "\(what): the last frame is drawn directly")
        return rendered
    }

    /// A view's layer outlives its animation (idle, the view drawn directly meanwhile): the
    /// next animation composites from it without rendering it again, until something inside
    /// changes, which lets it go at once.
    @MainActor func testAnIdleLayerServesTheNextAnimationUntilSomethingInsideChanges() async throws {
        let (harness, card) = makeScene()
        let (twin, twinCard) = makeScene()
        XCTAssertEqual(fade(card, in: harness, to: 0.4, twin: twin, twinCard: twinCard, "the first fade"), 1)
        XCTAssertTrue(card.layerCache != nil, "kept idle")
        XCTAssertFalse(card.drawnFromLayerCache)
        XCTAssertEqual(harness.context.idleLayerCaches.count, 1)
        XCTAssertEqual(fade(card, in: harness, to: 1, twin: twin, twinCard: twinCard, "the fade back"), 0, "the idle layer was used")
        // A label inside changes while the card is at rest: the idle layer goes, the text shows.
        (card.subviews[3] as? Label)?.text = "Changed at rest"
        (twinCard.subviews[3] as? Label)?.text = "Changed at rest"
        XCTAssertTrue(card.layerCache == nil, "the idle layer went")
        harness.render()
        twin.render()
        XCTAssertEqual(twin.window.framebuffer, harness.window.framebuffer)
        XCTAssertEqual(fade(card, in: harness, to: 0.5, twin: twin, twinCard: twinCard, "the fade after the change"), 1)
        // So does a subview added at rest, and a card leaving the window.
        card.addSubview(View(frame: Rect(x: 4, y: 130, width: 30, height: 20)))
        twinCard.addSubview(View(frame: Rect(x: 4, y: 130, width: 30, height: 20)))
        XCTAssertTrue(card.layerCache == nil, "the idle layer went")
        XCTAssertEqual(fade(card, in: harness, to: 1, twin: twin, twinCard: twinCard, "the fade after a new subview"), 1)
        card.removeFromSuperview()
        XCTAssertTrue(card.layerCache == nil, "the idle layer went")
    }

    /// Idle layers share a budget of pixels: past it, the oldest are let go.
    @MainActor func testIdleLayersPastTheirBudgetLetTheOldestGo() async throws {
        let harness = HeadlessHarness(size: Size(width: 420, height: 300))
        // Room for two 100 x 100 layers (10,000 pixels each), not three.
        harness.context.idleLayerCaches.maximumPixels = 25_000
        var squares: [View] = []
        for i in 0..<3 {
            let square = View(frame: Rect(x: Double(i) * 120 + 10, y: 10, width: 100, height: 100))
            square.backgroundColor = .systemBlue
            harness.window.addSubview(square)
            squares.append(square)
        }
        harness.render()
        for square in squares {
            View.animate(withDuration: 0.1) { square.alpha = 0.5 }
            harness.settle()
        }
        XCTAssertTrue(squares[0].layerCache == nil, "the oldest went")
        XCTAssertTrue(squares[1].layerCache != nil)
        XCTAssertTrue(squares[2].layerCache != nil)
        XCTAssertEqual(harness.context.idleLayerCaches.count, 2)
    }
}
