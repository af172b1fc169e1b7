import QuillFoundation
import QuillTesting
import XCTest

@testable import QuillGraphics

/// What opaque fills cover is not drawn (`OcclusionPlanner`), and the bytes stay those of the
/// whole replay: random recordings (clips, rounded clips, transforms, layers, blurs, every kind
/// of drawing) are replayed with plans and without, over noise, whole and in bands, and against
/// the plain per-pixel loops.
final class OcclusionPlannerTests: XCTestCase {
    private static let width = 240, height = 180
    /// Labels to draw: wrapped and not, in two sizes, one with an emoji (a colour glyph).
    private static let texts: [TextLayout] = [
        ("Cells reuse their labels", 13.0, 300.0), ("Wrapped over several lines of a narrow label, with ascenders", 11, 90),
        ("Ünïcödé — marks, Ελληνικά, 😀 and 123", 17, 400),
    ].compactMap { text, size, width in try? TextLayout(text: text, style: TextStyle(font: .systemFont(ofSize: size), numberOfLines: 0), maxWidth: width) }
    /// What every replay draws over: whatever a left-out operation fails to cover shows.
    private static let noise: [UInt32] = {
        var random = SeededGenerator(seed: 42)
        return (0..<(width * height)).map { _ in UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000 }
    }()

    private func color(_ g: inout SceneNumbers, opaque: Double = 0.7) -> Color {
        Color(red: g.unit(), green: g.unit(), blue: g.unit(), alpha: g.chance(opaque) ? 1 : g.between(0.1, 0.95))
    }

    private func rect(_ g: inout SceneNumbers) -> Rect {
        // Large as often as small, some on whole points, some not.
        let whole = g.chance(0.5)
        func v(_ low: Double, _ high: Double) -> Double { whole ? g.between(low, high).rounded() : g.between(low, high) }
        return Rect(x: v(-20, 130), y: v(-20, 100), width: v(1, 160), height: v(1, 120))
    }

    private func paint(_ g: inout SceneNumbers) -> Paint {
        switch g.next() % 8 {
        case 0: return .linearGradient(LinearGradient(colors: [color(&g), color(&g)], start: Point(x: 0, y: 0), end: Point(x: 100, y: 60)))
        case 1:
            let bitmap = Bitmap(width: 4, height: 3, pixels: (0..<12).map { _ in UInt32(truncatingIfNeeded: g.next()) | 0xFF00_0000 })!
            return .image(Image(bitmap: bitmap), rect: rect(&g), interpolation: .bilinear, opacity: 1)
        default: return .color(color(&g))
        }
    }

    private func corners(_ g: inout SceneNumbers) -> RectCorner {
        g.chance(0.7) ? .allCorners : RectCorner(rawValue: UInt8(g.next() % 16))
    }

    /// A random recording as the compositor makes them: a reset and a clear, then nested
    /// saves, clips, transforms, layers and drawing.
    private func recording(seed: UInt64) -> RasterRecorder {
        var g = SceneNumbers(seed: seed)
        let recorder = RasterRecorder()
        recorder.resetState()
        recorder.clear(g.chance(0.7) ? PixelRect(x: 0, y: 0, width: Self.width, height: Self.height) : PixelRect(x: 10, y: 5, width: 200, height: 150), to: color(&g))
        recorder.concatenate(Transform(scaleX: g.pick([1.0, 1.5, 2]), y: g.pick([1.0, 1.5, 2])))
        var saves = 0, layers: [Int] = []
        for _ in 0..<(6 + Int(g.next() % 20)) {
            switch g.next() % 20 {
            case 0, 1:
                recorder.save()
                saves += 1
            case 2:
                if saves > (layers.last ?? 0) {
                    recorder.restore()
                    saves -= 1
                }
            case 3:
                let angle = g.chance(0.15) ? g.between(0.05, 0.6) : 0
                recorder.concatenate(Transform(translationX: g.between(-30, 30), y: g.between(-30, 30)).concatenating(Transform(rotationAngle: angle)))
            case 4: recorder.clip(to: rect(&g))
            case 5: recorder.clip(toRoundedRect: rect(&g), cornerRadius: g.between(0, 30), corners: corners(&g))
            case 6: recorder.clip(to: Path(ellipseIn: rect(&g)))
            case 7: recorder.clip(toDevice: PixelRect(x: Int(g.next() % 200), y: Int(g.next() % 150), width: Int(g.next() % 200), height: Int(g.next() % 150)))
            case 8, 9, 10: recorder.fill(rect(&g), with: paint(&g))
            case 11, 12: recorder.fill(roundedRect: rect(&g), cornerRadius: g.between(0, 40), corners: corners(&g), with: paint(&g))
            case 13: recorder.fill(Path(ellipseIn: rect(&g)), with: paint(&g))
            case 14: recorder.strokeInside(rect(&g), cornerRadius: g.between(0, 12), lineWidth: g.between(0.5, 6), with: .color(color(&g)))
            case 15:
                let bitmap = Bitmap(width: 5, height: 4, pixels: (0..<20).map { _ in UInt32(truncatingIfNeeded: g.next()) | 0xFF00_0000 })!
                recorder.draw(Image(bitmap: bitmap), in: rect(&g), interpolation: g.chance(0.5) ? .bilinear : .nearest, opacity: g.chance(0.7) ? 1 : 0.5)
            case 16:
                var list = DisplayList()
                list.append(.fillRect(rect(&g), .color(color(&g))))
                list.append(.fillPath(Path(roundedRect: rect(&g), cornerRadius: 6), .color(color(&g))))
                // Text in one of a few colours (glyph colours are kept in a table), often
                // inside a rounded clip's whole middle.
                let text = Self.texts[Int(g.next() % UInt64(Self.texts.count))]
                list.append(.text(text, at: Point(x: g.between(-10, 120), y: g.between(-10, 90)), color: g.pick([.black, Color(white: 0.3), color(&g)])))
                recorder.draw(list)
            case 17:
                if g.chance(0.5) {
                    recorder.save()
                    saves += 1
                    layers.append(saves)
                    recorder.beginTransparencyLayer(opacity: g.between(0.2, 1))
                } else if let depth = layers.popLast() {
                    recorder.endTransparencyLayer()
                    saves = depth - 1
                    recorder.restore()
                }
            case 18:
                if g.chance(0.3) { recorder.blurDrawnPixels(in: PixelRect(x: Int(g.next() % 150), y: Int(g.next() % 100), width: 60, height: 50), radius: 3) }
            default:
                let bitmap = Bitmap(width: 30, height: 20, pixels: (0..<600).map { _ in UInt32(truncatingIfNeeded: g.next()) | (g.chance(0.8) ? 0xFF00_0000 : 0) })!
                recorder.composite(bitmap, x: Int(g.next() % 220), y: Int(g.next() % 160), opacity: g.chance(0.5) ? 1 : 0.6)
            }
        }
        // Most recordings close their layers (an open one is replayed without a plan).
        if g.chance(0.9) {
            while let depth = layers.popLast() {
                recorder.endTransparencyLayer()
                saves = depth - 1
                recorder.restore()
            }
        }
        // Covers last, as a page's cards come after its background.
        for _ in 0..<Int(g.next() % 4) {
            let cover = g.chance(0.5) ? rect(&g) : Rect(x: g.between(-10, 40), y: g.between(-10, 30), width: g.between(60, 140), height: g.between(50, 110))
            recorder.fill(cover, with: .color(Color(red: g.unit(), green: g.unit(), blue: g.unit(), alpha: 1)))
        }
        return recorder
    }

    /// The recording replayed over noise: with or without plans, fast paths or plain loops,
    /// whole or as two bands drawn one after the other into the same target.
    private func replay(_ recorder: RasterRecorder, plans: Bool, fast: Bool = true, bands: Bool = false) -> Rasterizer {
        let rasterizer = Rasterizer(width: Self.width, height: Self.height)
        rasterizer.target.pixels = Self.noise
        rasterizer.usesFastPaths = fast
        rasterizer.usesOcclusionPlans = plans
        rasterizer.leastPixelsToPlanOcclusion = 0
        if bands {
            let split = Self.height / 3
            rasterizer.replay(recorder.operations, within: PixelRect(x: 0, y: 0, width: Self.width, height: split))
            rasterizer.replay(recorder.operations, within: PixelRect(x: 0, y: split, width: Self.width, height: Self.height - split))
        } else {
            rasterizer.replay(recorder.operations)
        }
        return rasterizer
    }

    private func layersClose(_ recorder: RasterRecorder) -> Bool {
        recorder.operations.filter { if case .beginLayer = $0 { true } else { false } }.count
            == recorder.operations.filter { if case .endLayer = $0 { true } else { false } }.count
    }

    private func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int { zip(a.pixels, b.pixels).filter { $0 != $1 }.count }

    func testRandomRecordingsDrawTheSameBytesWithPlansAsWithout() {
        var leftOut = 0, trimmed = 0
        for seed in UInt64(0)..<200 {
            let recorder = recording(seed: seed)
            let planned = replay(recorder, plans: true)
            let whole = replay(recorder, plans: false)
            leftOut += planned.operationsLeftOut
            trimmed += planned.operationsTrimmed
            let differing = differingPixels(planned.target, whole.target)
            XCTAssertEqual(differing, 0, "recording \(seed): \(differing) pixels differ with a plan")
            // (A blur reads across bands, and a layer left open keeps the drawing from the
            // target: the compositor never draws such a recording in bands.)
            if !recorder.readsDrawnPixels && layersClose(recorder) {
                let banded = replay(recorder, plans: true, bands: true)
                XCTAssertEqual(differingPixels(banded.target, whole.target), 0, "recording \(seed): the bands differ")
            }
            if differing > 0 { break }
        }
        // The recordings do give the planner work: hidden operations left out and trimmed.
        XCTAssertGreaterThan(leftOut, 12)
        XCTAssertGreaterThan(trimmed, 50)
    }

    /// A rounded clip's mask is skipped where it is known whole: the same bytes as the plain
    /// loops, which always read it.
    func testPlannedReplaysDrawTheBytesOfThePlainLoops() {
        for seed in UInt64(1000)..<1100 {
            let recorder = recording(seed: seed)
            let planned = replay(recorder, plans: true)
            let plain = replay(recorder, plans: false, fast: false)
            let differing = differingPixels(planned.target, plain.target)
            XCTAssertEqual(differing, 0, "recording \(seed): \(differing) pixels differ from the plain loops")
            if differing > 0 { break }
        }
    }

    /// A page as the compositor records it: the clear, the page's background, a sidebar, and a
    /// rounded card clipping its cells. Only the corners and gaps of what lies beneath are drawn.
    func testAPageBackgroundIsDrawnOnlyWhereItsCardsLeaveItShowing() {
        let recorder = RasterRecorder()
        recorder.resetState()
        recorder.clear(PixelRect(x: 0, y: 0, width: 800, height: 500), to: .white)
        recorder.fill(Rect(x: 0, y: 0, width: 800, height: 500), with: .color(Color(white: 0.95)))
        recorder.fill(Rect(x: 0, y: 0, width: 200, height: 500), with: .color(Color(white: 0.9)))
        recorder.save()
        recorder.concatenate(Transform(translationX: 220, y: 20))
        recorder.fill(roundedRect: Rect(x: 0, y: 0, width: 560, height: 460), cornerRadius: 12, with: .color(.white))
        recorder.clip(toRoundedRect: Rect(x: 0, y: 0, width: 560, height: 460), cornerRadius: 12)
        for row in 0..<10 {
            recorder.fill(Rect(x: 0, y: Double(row) * 46, width: 560, height: 45.5), with: .color(Color(red: 1, green: 1, blue: 0.98, alpha: 1)))
        }
        recorder.restore()
        let rasterizer = Rasterizer(width: 800, height: 500)
        rasterizer.replay(recorder.operations)
        let whole = Rasterizer(width: 800, height: 500)
        whole.usesOcclusionPlans = false
        whole.replay(recorder.operations)
        XCTAssertEqual(differingPixels(rasterizer.target, whole.target), 0)
        XCTAssertEqual(rasterizer.clearsLeftOut, 1, "the clear is under the page's background")
        XCTAssertGreaterThanOrEqual(rasterizer.operationsTrimmed, 2, "the page's background shows beside the card, the card's between its cells")
        XCTAssertEqual(whole.operationsTrimmed + whole.operationsLeftOut, 0)
    }

    /// An opaque fill inside a translucent layer hides nothing drawn before the layer, which
    /// shows through it; a fill over the whole layer hides the layer's own drawing.
    func testACoverInsideALayerHidesOnlyTheLayersOwnDrawing() {
        let recorder = RasterRecorder()
        recorder.resetState()
        recorder.fill(Rect(x: 0, y: 0, width: 600, height: 500), with: .color(Color(red: 1, green: 0, blue: 0, alpha: 1)))
        recorder.beginTransparencyLayer(opacity: 0.5)
        recorder.fill(Rect(x: 10, y: 10, width: 100, height: 100), with: .color(Color(red: 0, green: 1, blue: 0, alpha: 1)))
        recorder.fill(Rect(x: 0, y: 0, width: 600, height: 500), with: .color(Color(red: 0, green: 0, blue: 1, alpha: 1)))
        recorder.endTransparencyLayer()
        let planned = Rasterizer(width: 600, height: 500), whole = Rasterizer(width: 600, height: 500)
        whole.usesOcclusionPlans = false
        planned.replay(recorder.operations)
        whole.replay(recorder.operations)
        XCTAssertEqual(differingPixels(planned.target, whole.target), 0)
        XCTAssertEqual(planned.operationsLeftOut, 1, "only the green square inside the layer is hidden")
        XCTAssertEqual(planned.target[300, 300], whole.target[300, 300])
    }

    /// A backdrop blur reads the pixels around it: nothing drawn before it is left out for a
    /// fill after it.
    func testABlurKeepsWhatItReadsBeneathLaterCovers() {
        let recorder = RasterRecorder()
        recorder.resetState()
        recorder.fill(Rect(x: 0, y: 0, width: 300, height: 300), with: .color(Color(red: 1, green: 0, blue: 0, alpha: 1)))
        recorder.fill(Rect(x: 100, y: 0, width: 200, height: 300), with: .color(Color(red: 0, green: 1, blue: 0, alpha: 1)))
        recorder.blurDrawnPixels(in: PixelRect(x: 80, y: 80, width: 100, height: 100), radius: 8)
        recorder.fill(Rect(x: 0, y: 0, width: 150, height: 300), with: .color(Color(red: 0, green: 0, blue: 1, alpha: 1)))
        let planned = Rasterizer(width: 600, height: 500), whole = Rasterizer(width: 600, height: 500)
        whole.usesOcclusionPlans = false
        planned.replay(recorder.operations)
        whole.replay(recorder.operations)
        XCTAssertEqual(differingPixels(planned.target, whole.target), 0)
        // The red square is drawn only where the green one, before the blur, leaves it showing;
        // the blue one after the blur hides nothing.
        XCTAssertEqual(planned.operationsLeftOut, 0)
        XCTAssertEqual(planned.operationsTrimmed, 1)
    }
}
