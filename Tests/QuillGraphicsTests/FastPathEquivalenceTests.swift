import QuillFoundation
import QuillTesting
import XCTest

@testable import QuillGraphics

/// The rasterizer's fast paths (coverage rows and opaque spans stored whole, one-colour spans on
/// raw pointers, scaled pictures sampled from tables) must give the same bytes as its plain
/// per-pixel loops: scenes of random shapes, clips, colours and pictures are drawn both ways.
final class FastPathEquivalenceTests: XCTestCase {
    private func picture(_ g: inout SceneNumbers) -> Image {
        let width = 3 + Int(g.next() % 40), height = 3 + Int(g.next() % 40)
        var pixels: [UInt32] = []
        for _ in 0..<(width * height) {
            let alpha = g.chance(0.3) ? UInt32(g.next() % 256) : 255
            let channel = { (value: UInt64) in UInt32(value % UInt64(alpha + 1)) }
            pixels.append(alpha << 24 | channel(g.next()) << 16 | channel(g.next()) << 8 | channel(g.next()))
        }
        return Image(bitmap: Bitmap(width: width, height: height, pixels: pixels)!)
    }

    private func color(_ g: inout SceneNumbers) -> Color {
        Color(red: g.unit(), green: g.unit(), blue: g.unit(), alpha: g.chance(0.5) ? 1 : g.between(0.1, 0.95))
    }

    private func rect(_ g: inout SceneNumbers, within size: Double) -> Rect {
        let x = g.between(-20, size), y = g.between(-20, size)
        return Rect(x: x, y: y, width: g.between(1, size), height: g.between(1, size))
    }

    /// Draws one random scene (the same for the same seed) into a new rasterizer.
    /// With `freshGrids`, every shape's coverage is worked out on a new grid, as if it were
    /// the first shape drawn.
    private func draw(seed: UInt64, fast: Bool, freshGrids: Bool = false, portableKernels: Bool = false) -> Bitmap {
        var g = SceneNumbers(seed: seed)
        let rasterizer = Rasterizer(width: 160, height: 120)
        rasterizer.usesFastPaths = fast
        rasterizer.usesPortableKernels = portableKernels
        rasterizer.clear(rasterizer.target.bounds, to: Color(white: 0.9))
        let scale = [1.0, 2, 1.5][Int(g.next() % 3)]
        rasterizer.concatenate(Transform(scaleX: scale, y: scale))
        for _ in 0..<12 {
            if freshGrids { rasterizer.accumulator = CoverageAccumulator() }
            rasterizer.save()
            if g.chance(0.3) {
                rasterizer.clip(to: Path(roundedRect: rect(&g, within: 80), cornerRadius: g.between(0, 20), corners: .allCorners))
            } else if g.chance(0.3) {
                rasterizer.clip(to: rect(&g, within: 80))
            }
            // A rounded clip inside the first (the two masks multiplied, rows shared where both
            // repeat the row above).
            if g.chance(0.25) { rasterizer.clip(toRoundedRect: rect(&g, within: 80), cornerRadius: g.between(0, 20)) }
            if g.chance(0.3) { rasterizer.concatenate(Transform(translationX: g.between(-5, 5), y: g.between(-5, 5)).concatenating(Transform(scaleX: g.between(0.5, 2), y: g.between(0.5, 2)))) }
            // Mirrored, as right-to-left layouts draw flipping pictures.
            if g.chance(0.2) { rasterizer.concatenate(Transform(scaleX: -1, y: 1).concatenating(Transform(translationX: 80, y: 0))) }
            let layered = g.chance(0.2)
            if layered { rasterizer.beginTransparencyLayer(opacity: g.between(0.2, 0.9)) }
            switch g.next() % 5 {
            case 0: rasterizer.fill(rect(&g, within: 80), with: .color(color(&g)))
            case 1: rasterizer.fill(Path(roundedRect: rect(&g, within: 80), cornerRadius: g.between(0, 30), corners: .allCorners), with: .color(color(&g)))
            case 2: rasterizer.strokeInside(rect(&g, within: 80), cornerRadius: g.between(0, 12), lineWidth: g.between(0.5, 6), with: .color(color(&g)))
            case 3: rasterizer.draw(picture(&g), in: rect(&g, within: 80), interpolation: .bilinear, opacity: g.chance(0.5) ? 1 : g.between(0.2, 1))
            default: rasterizer.draw(picture(&g), in: rect(&g, within: 80), interpolation: .nearest, opacity: 1)
            }
            if layered { rasterizer.endTransparencyLayer() }
            rasterizer.restore()
        }
        return rasterizer.target
    }

    func testFastPathsGiveTheBytesOfThePlainLoops() {
        for seed in UInt64(1)...300 {
            let fast = draw(seed: seed, fast: true), plain = draw(seed: seed, fast: false)
            let differing = zip(fast.pixels, plain.pixels).filter { $0 != $1 }.count
            XCTAssertEqual(differing, 0, "scene \(seed): \(differing) pixels differ between the fast paths and the plain loops")
            if differing > 0 { break }
        }
        // The C kernels' plain versions (what a machine without SSE2 runs) too.
        for seed in UInt64(1)...100 {
            let portable = draw(seed: seed, fast: true, portableKernels: true), plain = draw(seed: seed, fast: false)
            let differing = zip(portable.pixels, plain.pixels).filter { $0 != $1 }.count
            XCTAssertEqual(differing, 0, "scene \(seed): \(differing) pixels differ between the plain kernels and the plain loops")
            if differing > 0 { break }
        }
    }

    /// A recorded clear followed (after state changes only) by an opaque fill over every
    /// pixel it sets is left out: the bytes are those of the plain replay, which clears, over
    /// whatever the target held; fills that fall short by a fraction of a pixel, translucent
    /// ones, masked or turned ones keep the clear.
    func testAClearUnderACoveringFillIsLeftOutWithTheSameBytes() {
        var g = SceneNumbers(seed: 77)
        var leftOut = 0
        for scene in 0..<300 {
            let recorder = RasterRecorder()
            recorder.resetState()
            let region = PixelRect(x: Int(g.next() % 40), y: Int(g.next() % 30), width: 20 + Int(g.next() % 120), height: 20 + Int(g.next() % 90))
            recorder.clear(region, to: color(&g))
            let scale = [1.0, 2, 1.5][Int(g.next() % 3)]
            recorder.concatenate(Transform(scaleX: scale, y: scale))
            if g.chance(0.2) { recorder.concatenate(Transform(rotationAngle: g.between(0.01, 0.3))) }
            if g.chance(0.5) { recorder.save() }
            if g.chance(0.3) { recorder.clip(to: rect(&g, within: 100)) }
            if g.chance(0.15) { recorder.clip(to: Path(roundedRect: rect(&g, within: 100), cornerRadius: 8, corners: .allCorners)) }
            // A background over the whole region, or not quite.
            let shortfall = g.chance(0.5) ? 0 : g.between(0.1, 3)
            let cover = Rect(
                x: Double(region.x) / scale - (g.chance(0.5) ? 0 : g.between(0, 5)) + shortfall, y: Double(region.y) / scale - g.between(0, 5),
                width: Double(region.width) / scale + 10, height: Double(region.height) / scale + 10)
            recorder.fill(cover, with: .color(g.chance(0.75) ? Color(red: g.unit(), green: g.unit(), blue: g.unit(), alpha: 1) : color(&g)))
            recorder.fill(rect(&g, within: 100), with: .color(color(&g)))
            let results = [true, false].map { fast -> Bitmap in
                let rasterizer = Rasterizer(width: 200, height: 150)
                var noise = SeededGenerator(seed: UInt64(scene))
                for index in rasterizer.target.pixels.indices { rasterizer.target.pixels[index] = UInt32(truncatingIfNeeded: noise.next()) | 0xFF00_0000 }
                rasterizer.usesFastPaths = fast
                rasterizer.leastPixelsToPlanOcclusion = 0
                rasterizer.replay(recorder.operations)
                if fast { leftOut += rasterizer.clearsLeftOut }
                return rasterizer.target
            }
            let differing = zip(results[0].pixels, results[1].pixels).filter { $0 != $1 }.count
            XCTAssertEqual(differing, 0, "scene \(scene): \(differing) pixels differ")
            if differing > 0 { break }
        }
        XCTAssertGreaterThan(leftOut, 40, "the covering fills do leave clears out")
        XCTAssertLessThan(leftOut, 250, "and the others do not")
    }

    /// The coverage grid is reused from shape to shape and only the blocks the last shape
    /// touched are cleared: no shape may see another's areas.
    func testEveryShapeStartsFromAnEmptyGrid() {
        for seed in UInt64(301)...400 {
            let reused = draw(seed: seed, fast: true), fresh = draw(seed: seed, fast: true, freshGrids: true)
            let differing = zip(reused.pixels, fresh.pixels).filter { $0 != $1 }.count
            XCTAssertEqual(differing, 0, "scene \(seed): \(differing) pixels differ when each shape has a new grid")
            if differing > 0 { break }
        }
    }

    /// The scaled-picture tables really run for a picture off the pixel grid (and the plain
    /// shader for a turned one), so the comparison above compares two paths.
    func testAScaledPictureIsSampledFromTables() {
        let image = Image(bitmap: Bitmap(width: 4, height: 4, fill: PixelColor(packed: 0xFF33_6699)))
        let shader = Shader(paint: .image(image, rect: Rect(x: 0.3, y: 0.7, width: 10.5, height: 7.25), interpolation: .bilinear, opacity: 1), transform: Transform(scaleX: 2, y: 2))
        XCTAssertNotNil(shader.flatMap { AxisAlignedImageSampler($0, area: PixelRect(x: 0, y: 0, width: 22, height: 17)) })
        let turned = Shader(paint: .image(image, rect: Rect(x: 0, y: 0, width: 10, height: 10), interpolation: .bilinear, opacity: 1), transform: Transform(rotationAngle: 0.3))
        XCTAssertNil(turned.flatMap { AxisAlignedImageSampler($0, area: PixelRect(x: 0, y: 0, width: 22, height: 17)) })
    }
}
