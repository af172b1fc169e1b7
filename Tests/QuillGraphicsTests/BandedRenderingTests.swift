import QuillFoundation
import QuillTesting
import XCTest

@testable import QuillGraphics

/// A region drawn in bands on several threads (`BandedRenderer`) must give the bytes of one
/// replay on one thread: random recordings of shapes, turned and scaled transforms, clips,
/// translucent layers, pictures, composited bitmaps and text are drawn both ways, in 2 to 5
/// bands, over several frames (the bands' boundaries move with the timings between frames).
final class BandedRenderingTests: XCTestCase {
    private var random = SeededGenerator(seed: 7)

    private func unit() -> Double { Double(random.next() >> 11) / Double(UInt64(1) << 53) }
    private func between(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }
    private func chance(_ p: Double) -> Bool { unit() < p }
    private func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }

    private func color() -> Color {
        Color(red: unit(), green: unit(), blue: unit(), alpha: chance(0.5) ? 1 : between(0.1, 0.95))
    }

    private func rect(within width: Double, _ height: Double) -> Rect {
        Rect(x: between(-20, width), y: between(-20, height), width: between(1, width / 2), height: between(1, height / 2))
    }

    private func picture(width: Int? = nil, height: Int? = nil) -> Bitmap {
        let width = width ?? 3 + pick(30), height = height ?? 3 + pick(30)
        let pixels = (0..<(width * height)).map { _ in UInt32(0xFF00_0000) | UInt32(random.next() & 0xFF_FFFF) }
        return Bitmap(width: width, height: height, pixels: pixels)!
    }

    private func text() throws -> TextLayout {
        let words = ["Quill", "bands", "Ångström", "draw", "مرحبا", "threads", "pixels"]
        let sentence = (0..<(2 + pick(5))).map { _ in words[pick(words.count)] }.joined(separator: " ")
        return try TextLayout(text: sentence, style: TextStyle(font: .systemFont(ofSize: between(9, 30))), maxWidth: between(40, 200))
    }

    /// A random recording over a `width` x `height` target, as the compositor makes them: a
    /// cleared region, then views' shapes, pictures and text under nested transforms and clips.
    /// With `clearingFirst`, the recording starts as the compositor's do, by clearing the whole
    /// region; otherwise it clears part of it, and the rest must keep the target's pixels.
    private func recording(width: Int, height: Int, clearingFirst: Bool) throws -> (RasterRecorder, PixelRect) {
        let recorder = RasterRecorder()
        let region = PixelRect(x: pick(width / 4), y: pick(height / 4), width: width / 2 + pick(width / 2), height: height / 2 + pick(height / 2))
            .intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        recorder.resetState()
        if clearingFirst {
            recorder.clear(region, to: color())
        } else {
            recorder.clear(PixelRect(x: region.x + 10, y: region.y + 30, width: region.width / 2, height: region.height / 2), to: color())
        }
        XCTAssertEqual(recorder.startsByClearing(region), clearingFirst)
        let scale = [1.0, 2, 1.5][pick(3)]
        recorder.concatenate(Transform(scaleX: scale, y: scale))
        recorder.clip(toDevice: region)
        let (w, h) = (Double(width) / scale, Double(height) / scale)
        for _ in 0..<40 {
            recorder.save()
            if chance(0.2) { recorder.clip(to: Path(roundedRect: rect(within: w, h), cornerRadius: between(0, 20), corners: .allCorners)) }
            if chance(0.2) { recorder.clip(to: rect(within: w, h)) }
            if chance(0.15) { recorder.concatenate(Transform(rotationAngle: between(-0.5, 0.5))) }
            if chance(0.2) { recorder.concatenate(Transform(translationX: between(-9, 9), y: between(-9, 9)).concatenating(Transform(scaleX: between(0.5, 2), y: between(0.5, 2)))) }
            let layered = chance(0.2)
            if layered { recorder.beginTransparencyLayer(opacity: between(0.2, 0.9)) }
            switch pick(7) {
            case 0: recorder.fill(rect(within: w, h), with: .color(color()))
            case 1: recorder.fill(Path(roundedRect: rect(within: w, h), cornerRadius: between(0, 30), corners: .allCorners), with: .color(color()))
            case 2: recorder.strokeInside(rect(within: w, h), cornerRadius: between(0, 12), lineWidth: between(0.5, 6), with: .color(color()))
            case 3: recorder.draw(Image(bitmap: picture()), in: rect(within: w, h), interpolation: chance(0.5) ? .bilinear : .nearest, opacity: between(0.3, 1))
            case 4: recorder.composite(picture(), x: pick(width) - 10, y: pick(height) - 10, opacity: between(0.3, 1))
            case 5:
                var list = DisplayList()
                list.append(.text(try text(), at: Point(x: between(0, w), y: between(0, h)), color: color()))
                list.append(.strokeLine(from: Point(x: between(0, w), y: between(0, h)), to: Point(x: between(0, w), y: between(0, h)), lineWidth: between(0.5, 4), .color(color())))
                recorder.draw(list)
            default:
                recorder.fill(rect(within: w, h), with: .linearGradient(LinearGradient(colors: [color(), color()], start: Point(x: 0, y: 0), end: Point(x: w, y: h))))
            }
            if layered { recorder.endTransparencyLayer() }
            recorder.restore()
        }
        return (recorder, region)
    }

    func testBandsGiveTheBytesOfOneThread() throws {
        let (width, height) = (300, 260)
        for scene in 0..<24 {
            let (recorder, region) = try recording(width: width, height: height, clearingFirst: scene % 2 == 0)
            // The frame before: what the region's bands must keep where nothing is drawn.
            let before = picture(width: width, height: height)
            let single = Rasterizer(target: before)
            single.replay(recorder.operations)
            let renderer = BandedRenderer(threadCount: 2 + scene % 4)
            renderer.minimumPixelsToSplit = 0
            let banded = Rasterizer(target: before)
            for frame in 0..<3 {
                banded.setTarget(before)
                renderer.render(recorder, region: region, into: banded)
                XCTAssertEqual(renderer.lastBandCount, min(renderer.threadCount, region.height / 32), "scene \(scene) was not split")
                let differing = zip(single.target.pixels, banded.target.pixels).filter { $0 != $1 }.count
                XCTAssertEqual(differing, 0, "scene \(scene), frame \(frame): \(differing) pixels differ between bands and one thread")
                if differing > 0 { return }
            }
        }
    }

    /// Several bands a thread, taken by whichever thread is free: the bytes do not depend on
    /// which thread drew which band.
    func testBandsTakenByWhicheverThreadIsFreeGiveTheBytesOfOneThread() throws {
        let (width, height) = (300, 260)
        for scene in 0..<8 {
            let (recorder, region) = try recording(width: width, height: height, clearingFirst: true)
            let before = picture(width: width, height: height)
            let single = Rasterizer(target: before)
            single.replay(recorder.operations)
            let renderer = BandedRenderer(threadCount: 2 + scene % 2)
            renderer.minimumPixelsToSplit = 0
            renderer.bandsPerThread = 2 + scene % 3
            let banded = Rasterizer(target: before)
            for frame in 0..<3 {
                banded.setTarget(before)
                renderer.render(recorder, region: region, into: banded)
                XCTAssertEqual(renderer.lastThreadCount, min(renderer.threadCount, region.height / 32))
                XCTAssertEqual(renderer.lastBandCount, min(renderer.threadCount * renderer.bandsPerThread, region.height / 32))
                XCTAssertEqual(banded.target, single.target, "scene \(scene), frame \(frame): bands differ from one thread")
            }
        }
    }

    /// One renderer, as a window keeps it: recordings one after another, the target's size
    /// changing between them (its helpers' targets reshaped, their state left by the last band).
    func testOneRendererDrawsRecordingsOfChangingSizesInTurn() throws {
        let renderer = BandedRenderer(threadCount: 3)
        renderer.minimumPixelsToSplit = 0
        for index in 0..<8 {
            let (width, height) = index.isMultiple(of: 2) ? (300, 260) : (240, 320)
            let (recorder, region) = try recording(width: width, height: height, clearingFirst: index % 3 != 0)
            let before = picture(width: width, height: height)
            let single = Rasterizer(target: before), banded = Rasterizer(target: before)
            single.replay(recorder.operations)
            renderer.render(recorder, region: region, into: banded)
            XCTAssertGreaterThan(renderer.lastBandCount, 1)
            XCTAssertEqual(banded.target, single.target, "recording \(index) (\(width)x\(height)) differs in bands")
        }
    }

    /// A backdrop blur reads pixels drawn around its rectangle, which another band draws:
    /// such a region is drawn in one piece.
    func testARecordingThatBlursIsNotSplit() {
        let recorder = RasterRecorder()
        recorder.resetState()
        recorder.fill(Rect(x: 0, y: 0, width: 200, height: 100), with: .color(.red))
        recorder.blurDrawnPixels(in: PixelRect(x: 40, y: 40, width: 100, height: 100), radius: 6)
        let renderer = BandedRenderer(threadCount: 4)
        renderer.minimumPixelsToSplit = 0
        let banded = Rasterizer(width: 200, height: 200), single = Rasterizer(width: 200, height: 200)
        renderer.render(recorder, region: banded.target.bounds, into: banded)
        single.replay(recorder.operations)
        XCTAssertEqual(renderer.lastBandCount, 1)
        XCTAssertEqual(banded.target, single.target)
    }

    /// Small regions stay on the caller's thread.
    func testASmallRegionIsDrawnInOnePiece() {
        let recorder = RasterRecorder()
        recorder.resetState()
        recorder.fill(Rect(x: 0, y: 0, width: 50, height: 50), with: .color(.blue))
        let renderer = BandedRenderer(threadCount: 4)
        renderer.render(recorder, region: PixelRect(x: 0, y: 0, width: 100, height: 100), into: Rasterizer(width: 100, height: 100))
        XCTAssertEqual(renderer.lastBandCount, 1)
    }

    /// A recording that leaves a transparency layer open (begun, never ended) does not keep the
    /// next frame from the framebuffer: resetting the state drops the layer and drawing goes to
    /// the target it was begun over, on one thread and in bands alike.
    func testALayerLeftOpenIsDroppedByTheNextFrame() {
        let unbalanced = RasterRecorder()
        unbalanced.resetState()
        unbalanced.beginTransparencyLayer(opacity: 0.5)
        unbalanced.fill(Rect(x: 0, y: 0, width: 300, height: 260), with: .color(.red))
        let next = RasterRecorder()
        next.resetState()
        // The left half only: the right half shows what the framebuffer held (nothing; the red
        // went into the layer that was dropped).
        next.clear(PixelRect(x: 0, y: 0, width: 150, height: 260), to: .white)
        next.fill(Rect(x: 10, y: 10, width: 100, height: 200), with: .color(.blue))
        let renderer = BandedRenderer(threadCount: 3)
        renderer.minimumPixelsToSplit = 0
        let banded = Rasterizer(width: 300, height: 260), single = Rasterizer(width: 300, height: 260)
        for (rasterizer, banding) in [(banded, true), (single, false)] {
            rasterizer.replay(unbalanced.operations)
            if banding {
                renderer.render(next, region: rasterizer.target.bounds, into: rasterizer)
                XCTAssertEqual(renderer.lastThreadCount, 3)
            } else {
                rasterizer.replay(next.operations)
            }
            XCTAssertEqual(rasterizer.target.width, 300, "drawing goes to the framebuffer again")
            XCTAssertEqual(rasterizer.target[50, 50].color, .blue)
            XCTAssertEqual(rasterizer.target[120, 100].color, .white)
            XCTAssertEqual(rasterizer.target[250, 100], .clear, "the framebuffer, not the dropped layer's red")
        }
    }
}
