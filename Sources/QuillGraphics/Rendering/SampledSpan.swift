/// One row's run of pixels blended with a picture's bilinear samples (`AxisAlignedImageSampler`):
/// four pixels at a time in 16-bit lanes (`PixelLanes`), the pixels left over one by one, with
/// the integer sums of the image shader's sampling, so the same bytes.
struct SampledSpan {
    /// The row's source columns mixed vertically, from `firstColumn` on: each column's sum per
    /// channel split into its high bytes (lanes 0 to 3) and low bytes (lanes 4 to 7).
    let vertical: UnsafePointer<PixelLanes.Pair>
    let firstColumn: Int
    /// The picture's opacity, 0 to 255.
    let opacity: UInt16
    /// The run's coverage and mask (when there is one), a byte a pixel.
    let coverage: UnsafePointer<UInt8>
    let mask: UnsafePointer<UInt8>?
    /// The run's first pixel and how many there are.
    let pixels: UnsafeMutablePointer<UInt32>
    let count: Int

    /// Blends the run, each pixel `i` mixing source columns `firsts[i]` and `seconds[i]` with
    /// `weights[i]` (the second's, out of 256, in every lane).
    func blend(firsts: UnsafePointer<Int>, seconds: UnsafePointer<Int>, weights: UnsafePointer<PixelLanes.Pair>) {
        @inline(__always) func sums(_ i: Int) -> PixelLanes.Pair {
            let w = weights[i]
            return vertical[firsts[i] &- firstColumn] &* (256 &- w) &+ vertical[seconds[i] &- firstColumn] &* w
        }
        let opacityLanes = PixelLanes.Pair(repeating: opacity)
        var i = 0
        while i + 4 <= count {
            var first = Self.rounded(sums(i), sums(i + 1)), second = Self.rounded(sums(i + 2), sums(i + 3))
            // Scaling by 255 changes nothing, so full opacity and full coverage skip it.
            if opacity != 255 { (first, second) = (PixelLanes.scale(first, by: opacityLanes), PixelLanes.scale(second, by: opacityLanes)) }
            let covered = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self)
            if covered != 0xFFFF_FFFF || mask != nil {
                let c = coverage(at: i)
                first = PixelLanes.scale(first, by: PixelLanes.spread(c[0], c[1]))
                second = PixelLanes.scale(second, by: PixelLanes.spread(c[2], c[3]))
            }
            let under = UnsafeRawPointer(pixels + i).loadUnaligned(as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(pixels + i).storeBytes(of: PixelLanes.sourceOver(first, second, over: under), as: SIMD4<UInt32>.self)
            i += 4
        }
        while i < count {
            var c = UInt32(coverage[i])
            if let mask { c = mul255(c, UInt32(mask[i])) }
            if c != 0 {
                let lanes = Self.rounded(sums(i), sums(i))
                var sample = UInt32(lanes[0]) | UInt32(lanes[1]) << 8 | UInt32(lanes[2]) << 16 | UInt32(lanes[3]) << 24
                if opacity != 255 { sample = scalePixel(sample, UInt32(opacity)) }
                if c != 255 { sample = scalePixel(sample, c) }
                pixels[i] = sourceOver(sample, pixels[i])
            }
            i += 1
        }
    }

    /// Four pixels' coverage from `i` on, times the mask's when there is one.
    @inline(__always)
    private func coverage(at i: Int) -> SIMD4<UInt16> {
        let c = SIMD4<UInt16>(truncatingIfNeeded: UnsafeRawPointer(coverage + i).loadUnaligned(as: SIMD4<UInt8>.self))
        guard let mask else { return c }
        let m = SIMD4<UInt16>(truncatingIfNeeded: UnsafeRawPointer(mask + i).loadUnaligned(as: SIMD4<UInt8>.self))
        let t = c &* m &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// Two pixels' samples from their horizontal sums: each pixel's lanes hold `A` (the high
    /// bytes' sum, lanes 0 to 3) and `B` (the low bytes', 4 to 7), and the sample is
    /// `(256 A + B + 32768) >> 16`, the shader's rounding of the whole sum, worked out without
    /// leaving 16 bits: `(A >> 8) + ((A & 255) + (B >> 8) + 128) >> 8`.
    @inline(__always)
    private static func rounded(_ first: PixelLanes.Pair, _ second: PixelLanes.Pair) -> PixelLanes.Pair {
        let a = PixelLanes.Pair(lowHalf: first.lowHalf, highHalf: second.lowHalf)
        let b = PixelLanes.Pair(lowHalf: first.highHalf, highHalf: second.highHalf)
        return (a &>> 8) &+ (((a & 0xFF) &+ (b &>> 8) &+ 128) &>> 8)
    }
}
