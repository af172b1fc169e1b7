/// Bilinear samples of an image whose device-to-image mapping is a scale and a translation
/// (no turn): which source pixels and weights each device column and row reads is worked out
/// once per draw, with the arithmetic of the image shader's own sampling (`Shader.color`), so
/// the pixels are the same bytes, at a fraction of the cost (a layer scaled by an animation, a
/// picture stretched off the pixel grid).
struct AxisAlignedImageSampler {
    let bitmap: Bitmap
    let opacity: UInt32
    /// The device area the tables cover.
    let area: PixelRect
    private var columnFirst: [Int] = [], columnSecond: [Int] = [], columnWeight: [UInt32] = []
    private var rowFirst: [Int] = [], rowSecond: [Int] = [], rowWeight: [UInt32] = []

    /// The sampler for a bilinear image shader whose inverse transform has no turn or shear,
    /// over a device area; `nil` for any other shader.
    init?(_ shader: Shader, area: PixelRect) {
        guard case .image(let bitmap, let inverse, let bilinear, let opacity) = shader, bilinear, inverse.b == 0, inverse.c == 0,
            !area.isEmpty
        else { return nil }
        self.bitmap = bitmap
        self.opacity = opacity
        self.area = area
        // The shader maps a pixel centre (px, py) to (a px + c py + tx, b px + d py + ty); with
        // b = c = 0 the zero terms change nothing, so a column's x and a row's y stand alone.
        let y0 = Double(area.y) + 0.5, x0 = Double(area.x) + 0.5
        for i in 0..<area.width {
            let px = Double(area.x + i) + 0.5
            let x = inverse.a * px + inverse.c * y0 + inverse.tx
            let (first, second, weight) = Self.taps(x, size: bitmap.width)
            columnFirst.append(first)
            columnSecond.append(second)
            columnWeight.append(weight)
        }
        for j in 0..<area.height {
            let py = Double(area.y + j) + 0.5
            let y = inverse.b * x0 + inverse.d * py + inverse.ty
            let (first, second, weight) = Self.taps(y, size: bitmap.height)
            rowFirst.append(first * bitmap.width)
            rowSecond.append(second * bitmap.width)
            rowWeight.append(weight)
        }
    }

    /// The two source pixels (clamped to the edge pixels' centres) and the second one's weight
    /// out of 256, as `Shader.sampleBilinear` computes them.
    private static func taps(_ coordinate: Double, size: Int) -> (Int, Int, UInt32) {
        let f = Swift.min(Double(size) - 0.5, Swift.max(0.5, coordinate)) - 0.5
        let first = Int(f)
        let second = Swift.min(size - 1, first + 1)
        return (first, second, UInt32(((f - Double(first)) * 256).rounded()))
    }

    /// Blends `pixels`' row `y` from `x0` to `x1` (inside `area`) with the image, each pixel
    /// scaled by its coverage (`coverage[x - coverageOrigin]`) and the mask (`maskRow + x` in
    /// `mask`, when there is one), as `Rasterizer.blendSpan` does with the image shader.
    func blend(
        into pixels: UnsafeMutablePointer<UInt32>, rowStart: Int, y: Int, x0: Int, x1: Int,
        coverage: UnsafePointer<UInt8>, coverageOrigin: Int, mask: UnsafePointer<UInt8>?, maskRow: Int
    ) {
        let j = y - area.y
        let top = rowFirst[j], bottom = rowSecond[j], wy = rowWeight[j]
        bitmap.pixels.withUnsafeBufferPointer { source in
            guard let image = source.baseAddress else { return }
            columnFirst.withUnsafeBufferPointer { firsts in
                columnSecond.withUnsafeBufferPointer { seconds in
                    columnWeight.withUnsafeBufferPointer { weights in
                        for x in x0..<x1 {
                            var c = UInt32(coverage[x - coverageOrigin])
                            if let mask { c = mul255(c, UInt32(mask[maskRow + x])) }
                            if c == 0 { continue }
                            let i = x - area.x
                            let left = firsts[i], right = seconds[i], wx = weights[i]
                            var sample = Self.mix(image[top + left], image[top + right], image[bottom + left], image[bottom + right], wx, wy)
                            if opacity != 255 { sample = scalePixel(sample, opacity) }
                            if c != 255 { sample = scalePixel(sample, c) }
                            pixels[rowStart + x] = sourceOver(sample, pixels[rowStart + x])
                        }
                    }
                }
            }
        }
    }

    /// The bilinear mix of four pixels, rounded as the shader rounds each channel, two channels
    /// at a time: red and blue, then green and alpha, in the two 32-bit halves of a word (no
    /// half can carry into the other: a channel's sum stays under 2^25).
    @inline(__always)
    private static func mix(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, _ wx: UInt32, _ wy: UInt32) -> UInt32 {
        let ix = UInt64(256 - wx), jx = UInt64(wx), iy = UInt64(256 - wy), jy = UInt64(wy)
        @inline(__always) func redBlue(_ p: UInt32) -> UInt64 { UInt64(p & 0xFF) | UInt64(p & 0xFF_0000) << 16 }
        @inline(__always) func greenAlpha(_ p: UInt32) -> UInt64 { UInt64((p >> 8) & 0xFF) | UInt64(p >> 24) << 32 }
        let halves: UInt64 = 0x0000_00FF_0000_00FF, rounding: UInt64 = 0x0000_8000_0000_8000
        let rbTop = redBlue(p00) &* ix &+ redBlue(p10) &* jx, rbBottom = redBlue(p01) &* ix &+ redBlue(p11) &* jx
        let rb = ((rbTop &* iy &+ rbBottom &* jy &+ rounding) >> 16) & halves
        let gaTop = greenAlpha(p00) &* ix &+ greenAlpha(p10) &* jx, gaBottom = greenAlpha(p01) &* ix &+ greenAlpha(p11) &* jx
        let ga = ((gaTop &* iy &+ gaBottom &* jy &+ rounding) >> 16) & halves
        return UInt32(truncatingIfNeeded: rb & 0xFF) | UInt32(truncatingIfNeeded: rb >> 32) << 16
            | UInt32(truncatingIfNeeded: ga & 0xFF) << 8 | UInt32(truncatingIfNeeded: ga >> 32) << 24
    }
}
