import QuillTesting
import XCTest

@testable import QuillGraphics

/// The C blending kernels (`PixelKernels`), both their SSE2 and their plain versions, give the
/// bytes of the per-pixel arithmetic they stand for, written out here in Swift.
final class PixelKernelsTests: XCTestCase {
    private func pixel(_ g: inout SceneNumbers) -> UInt32 {
        let alpha = g.chance(0.3) ? [0, 255][Int(g.next() % 2)] : UInt32(g.next() % 256)
        let channel = { (value: UInt64) in UInt32(value % UInt64(alpha + 1)) }
        return channel(g.next()) | channel(g.next()) << 8 | channel(g.next()) << 16 | alpha << 24
    }

    private func byte(_ g: inout SceneNumbers) -> UInt8 { g.chance(0.4) ? [0, 255][Int(g.next() % 2)] : UInt8(g.next() % 256) }

    /// Rows of pixels (transparent runs among them) blended down with a factor and a mask.
    func testBlendingScaledRowsMatchesThePerPixelLoop() {
        var g = SceneNumbers(seed: 7)
        for round in 0..<3000 {
            let count = 1 + Int(g.next() % 40)
            let source = (0..<count).map { _ in g.chance(0.3) ? 0 : pixel(&g) }
            let destination = (0..<count).map { _ in pixel(&g) }
            let factor = g.chance(0.4) ? 255 : UInt32(g.next() % 256)
            let mask: [UInt8]? = g.chance(0.5) ? (0..<count).map { _ in byte(&g) } : nil
            var expected = destination
            for i in 0..<count where source[i] != 0 {
                var f = factor
                if let mask { f = mul255(f, UInt32(mask[i])) }
                expected[i] = sourceOver(f == 255 ? source[i] : scalePixel(source[i], f), expected[i])
            }
            for portable in [false, true] {
                var result = destination
                source.withUnsafeBufferPointer { from in
                    result.withUnsafeMutableBufferPointer { to in
                        let target = to.baseAddress!
                        let run = { (maskBytes: UnsafePointer<UInt8>?) in
                            PixelKernels.blend(from.baseAddress!, over: target, count: count, factor: factor, mask: maskBytes, portable: portable)
                        }
                        if let mask { mask.withUnsafeBufferPointer { run($0.baseAddress) } } else { run(nil) }
                    }
                }
                XCTAssertEqual(result, expected, "round \(round), portable: \(portable)")
                if result != expected { return }
            }
        }
    }

    /// Bilinear samples of random pictures, at random columns and weights, with opacity,
    /// coverage and a mask: the image shader's sums, (u (256 - wy) + l wy) for each column, then
    /// (left (256 - wx) + right wx + 32768) >> 16, composited as the rasterizer does.
    func testBlendingSamplesMatchesTheShadersSums() {
        var g = SceneNumbers(seed: 11)
        for round in 0..<1500 {
            let columns = 1 + Int(g.next() % 30), count = 1 + Int(g.next() % 36)
            let upper = (0..<columns).map { _ in pixel(&g) }, lower = (0..<columns).map { _ in pixel(&g) }
            let wy = UInt32(g.next() % 257), firstColumn = Int(g.next() % 5)
            let firsts = (0..<count).map { _ in firstColumn + Int(g.next() % UInt64(columns)) }
            let seconds = firsts.map { Swift.min(firstColumn + columns - 1, $0 + Int(g.next() % 2)) }
            let weights = (0..<count).map { _ in UInt16(g.next() % 257) }
            let opacity = g.chance(0.5) ? 255 : UInt32(g.next() % 256)
            let coverage = (0..<count).map { _ in byte(&g) }
            let mask: [UInt8]? = g.chance(0.4) ? (0..<count).map { _ in byte(&g) } : nil
            let destination = (0..<count).map { _ in pixel(&g) }
            var expected = destination
            for i in 0..<count {
                var c = UInt32(coverage[i])
                if let mask { c = mul255(c, UInt32(mask[i])) }
                if c == 0 { continue }
                var sample: UInt32 = 0
                for channel in 0..<4 {
                    func mixed(_ column: Int) -> UInt32 {
                        let shift = UInt32(8 * channel)
                        return (upper[column - firstColumn] >> shift & 0xFF) * (256 - wy) + (lower[column - firstColumn] >> shift & 0xFF) * wy
                    }
                    let w = UInt32(weights[i])
                    sample |= ((mixed(firsts[i]) * (256 - w) + mixed(seconds[i]) * w + 32768) >> 16) << UInt32(8 * channel)
                }
                if opacity != 255 { sample = scalePixel(sample, opacity) }
                if c != 255 { sample = scalePixel(sample, c) }
                expected[i] = sourceOver(sample, expected[i])
            }
            for portable in [false, true] {
                var vertical = [UInt16](repeating: 0, count: columns * 8)
                var result = destination
                upper.withUnsafeBufferPointer { u in
                    lower.withUnsafeBufferPointer { l in
                        vertical.withUnsafeMutableBufferPointer { v in
                            PixelKernels.mixRows(u.baseAddress!, l.baseAddress!, count: columns, weight: wy, into: v.baseAddress!, portable: portable)
                        }
                    }
                }
                vertical.withUnsafeBufferPointer { v in
                    firsts.withUnsafeBufferPointer { f in
                        seconds.withUnsafeBufferPointer { s in
                            weights.withUnsafeBufferPointer { w in
                                coverage.withUnsafeBufferPointer { c in
                                    result.withUnsafeMutableBufferPointer { r in
                                        let target = r.baseAddress!
                                        let taps = PixelKernels.Taps(
                                            vertical: v.baseAddress!, firstColumn: firstColumn, firsts: f.baseAddress!, seconds: s.baseAddress!,
                                            weights: w.baseAddress!)
                                        let run = { (maskBytes: UnsafePointer<UInt8>?) in
                                            PixelKernels.blendSamples(
                                                taps, opacity: opacity, coverage: c.baseAddress!, mask: maskBytes, into: target, count: count,
                                                portable: portable)
                                        }
                                        if let mask { mask.withUnsafeBufferPointer { run($0.baseAddress) } } else { run(nil) }
                                    }
                                }
                            }
                        }
                    }
                }
                XCTAssertEqual(result, expected, "round \(round), portable: \(portable)")
                if result != expected { return }
            }
        }
    }

    /// Rows of a glyph's coverage (blank margins, solid middles, edges) blended in one colour,
    /// opaque or translucent, with and without a mask: the bytes of `sourceOver(scalePixel(color,
    /// c), pixel)`, and the colour itself where an opaque one covers fully.
    func testBlendingMaskRowsMatchesThePerPixelLoop() {
        var g = SceneNumbers(seed: 11)
        let table = ScaledColorTable()
        for round in 0..<3000 {
            let count = 1 + Int(g.next() % 40)
            // Runs, as glyph rows have them: zeros, full coverage, and partial values.
            var coverage: [UInt8] = []
            while coverage.count < count {
                let run = 1 + Int(g.next() % 9)
                let value = byte(&g)
                coverage += Array(repeating: value, count: Swift.min(run, count - coverage.count))
            }
            let destination = (0..<count).map { _ in pixel(&g) }
            let color = g.chance(0.5) ? (pixel(&g) | 0xFF00_0000) : pixel(&g)
            let mask: [UInt8]? = g.chance(0.4) ? (0..<count).map { _ in byte(&g) } : nil
            var expected = destination
            for i in 0..<count {
                var c = UInt32(coverage[i])
                if let mask { c = mul255(c, UInt32(mask[i])) }
                if c == 0 { continue }
                expected[i] = c == 255 && color >> 24 == 255 ? color : sourceOver(scalePixel(color, c), expected[i])
            }
            let scaled = table.scaling(color)
            for portable in [false, true] {
                var result = destination
                coverage.withUnsafeBufferPointer { cover in
                    result.withUnsafeMutableBufferPointer { to in
                        let target = to.baseAddress!
                        let run = { (maskBytes: UnsafePointer<UInt8>?) in
                            PixelKernels.blendMask(
                                coverage: cover.baseAddress!, mask: maskBytes, color: color, scaled: scaled, into: target, count: count,
                                portable: portable)
                        }
                        if let mask { mask.withUnsafeBufferPointer { run($0.baseAddress) } } else { run(nil) }
                    }
                }
                XCTAssertEqual(result, expected, "round \(round), \(portable ? "plain" : "lanes"): colour \(String(color, radix: 16)), coverage \(coverage)")
                if result != expected { return }
            }
        }
    }

    /// Long runs stored past the caches, and shorter runs stored four at a time, set exactly
    /// the pixels asked for, at every alignment, and nothing around them.
    func testStreamingFillsSetExactlyTheirRun() {
        var g = SceneNumbers(seed: 13)
        for round in 0..<400 {
            let total = 64 + Int(g.next() % 3000)
            let start = Int(g.next() % UInt64(total))
            let count = Int(g.next() % UInt64(total - start + 1))
            let value = pixel(&g)
            let before = (0..<total).map { _ in pixel(&g) }
            var expected = before
            for i in start..<(start + count) { expected[i] = value }
            var result = before
            let streams = round % 2 == 0
            result.withUnsafeMutableBufferPointer { PixelKernels.fill($0.baseAddress! + start, count: count, with: value, streams: streams) }
            XCTAssertEqual(result, expected, "round \(round) (\(streams ? "streamed" : "stored")): \(count) pixels from \(start) of \(total)")
            if result != expected { return }
        }
    }
}
