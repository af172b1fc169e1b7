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
        guard x0 < x1 else { return }
        let j = y - area.y
        let top = rowFirst[j], bottom = rowSecond[j], wy = rowWeight[j]
        // The row's two source rows mixed once per source column (vertically, unrounded), then
        // each pixel mixes two columns: the same integer sums as mixing each pixel's four
        // neighbours (a x + b y grouped differently), so the same bytes, with half the work
        // when a picture is enlarged (neighbouring pixels share their columns).
        // Columns run one way along the row (the other way under a mirroring transform).
        let firstColumn = Swift.min(columnFirst[x0 - area.x], columnFirst[x1 - 1 - area.x])
        let lastColumn = Swift.max(columnSecond[x0 - area.x], columnSecond[x1 - 1 - area.x])
        let columns = lastColumn - firstColumn + 1
        guard columns > 0 else { return }
        bitmap.pixels.withUnsafeBufferPointer { source in
            guard let image = source.baseAddress else { return }
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: columns * 2) { mixed in
                guard let vertical = mixed.baseAddress else { return }
                let iy = UInt64(256 - wy), jy = UInt64(wy)
                for k in 0..<columns {
                    let upper = image[top + firstColumn + k], lower = image[bottom + firstColumn + k]
                    vertical[2 * k] = Self.redBlue(upper) &* iy &+ Self.redBlue(lower) &* jy
                    vertical[2 * k + 1] = Self.greenAlpha(upper) &* iy &+ Self.greenAlpha(lower) &* jy
                }
                columnFirst.withUnsafeBufferPointer { firsts in
                    columnSecond.withUnsafeBufferPointer { seconds in
                        columnWeight.withUnsafeBufferPointer { weights in
                            for x in x0..<x1 {
                                var c = UInt32(coverage[x - coverageOrigin])
                                if let mask { c = mul255(c, UInt32(mask[maskRow + x])) }
                                if c == 0 { continue }
                                let i = x - area.x
                                let left = 2 * (firsts[i] - firstColumn), right = 2 * (seconds[i] - firstColumn)
                                let wx = UInt64(weights[i]), ix = 256 - wx
                                var sample = Self.combine(
                                    vertical[left] &* ix &+ vertical[right] &* wx, vertical[left + 1] &* ix &+ vertical[right + 1] &* wx)
                                if opacity != 255 { sample = scalePixel(sample, opacity) }
                                if c != 255 { sample = scalePixel(sample, c) }
                                pixels[rowStart + x] = sourceOver(sample, pixels[rowStart + x])
                            }
                        }
                    }
                }
            }
        }
    }

    /// Red and blue of a pixel in the two 32-bit halves of a word.
    @inline(__always)
    private static func redBlue(_ p: UInt32) -> UInt64 { UInt64(p & 0xFF) | UInt64(p & 0xFF_0000) << 16 }

    /// Green and alpha of a pixel in the two 32-bit halves of a word.
    @inline(__always)
    private static func greenAlpha(_ p: UInt32) -> UInt64 { UInt64((p >> 8) & 0xFF) | UInt64(p >> 24) << 32 }

    /// Rounds mixed red-blue and green-alpha sums (each channel weighted by 65,536 in all)
    /// back to a pixel.
    @inline(__always)
    private static func combine(_ rbSum: UInt64, _ gaSum: UInt64) -> UInt32 {
        let halves: UInt64 = 0x0000_00FF_0000_00FF, rounding: UInt64 = 0x0000_8000_0000_8000
        let rb = ((rbSum &+ rounding) >> 16) & halves, ga = ((gaSum &+ rounding) >> 16) & halves
        return UInt32(truncatingIfNeeded: rb & 0xFF) | UInt32(truncatingIfNeeded: rb >> 32) << 16
            | UInt32(truncatingIfNeeded: ga & 0xFF) << 8 | UInt32(truncatingIfNeeded: ga >> 32) << 24
    }
}
