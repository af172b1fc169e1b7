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
    private var columnFirst: [Int] = [], columnSecond: [Int] = [], columnWeight: [UInt16] = []
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
            columnWeight.append(UInt16(weight))
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
    /// `mask`, when there is one), as `Rasterizer.blendSpan` does with the image shader
    /// (`PixelKernels`; `portable` runs their plain C versions).
    func blend(
        into pixels: UnsafeMutablePointer<UInt32>, rowStart: Int, y: Int, x0: Int, x1: Int,
        coverage: UnsafePointer<UInt8>, coverageOrigin: Int, mask: UnsafePointer<UInt8>?, maskRow: Int, portable: Bool = false
    ) {
        guard x0 < x1 else { return }
        let j = y - area.y
        // The row's two source rows are mixed once per source column (vertically, unrounded),
        // then each pixel mixes two columns: the same integer sums as mixing each pixel's four
        // neighbours (a x + b y grouped differently), so the same bytes, with half the work
        // when a picture is enlarged (neighbouring pixels share their columns).
        // Columns run one way along the row (the other way under a mirroring transform).
        let firstColumn = Swift.min(columnFirst[x0 - area.x], columnFirst[x1 - 1 - area.x])
        let lastColumn = Swift.max(columnSecond[x0 - area.x], columnSecond[x1 - 1 - area.x])
        let columns = lastColumn - firstColumn + 1
        guard columns > 0 else { return }
        bitmap.pixels.withUnsafeBufferPointer { source in
            guard let image = source.baseAddress else { return }
            withUnsafeTemporaryAllocation(of: UInt16.self, capacity: columns * 8) { mixed in
                guard let vertical = mixed.baseAddress else { return }
                PixelKernels.mixRows(
                    image + rowFirst[j] + firstColumn, image + rowSecond[j] + firstColumn, count: columns, weight: rowWeight[j], into: vertical,
                    portable: portable)
                columnFirst.withUnsafeBufferPointer { firsts in
                    columnSecond.withUnsafeBufferPointer { seconds in
                        columnWeight.withUnsafeBufferPointer { weights in
                            let i = x0 - area.x
                            let taps = PixelKernels.Taps(
                                vertical: vertical, firstColumn: firstColumn, firsts: firsts.baseAddress! + i, seconds: seconds.baseAddress! + i,
                                weights: weights.baseAddress! + i)
                            PixelKernels.blendSamples(
                                taps, opacity: opacity, coverage: coverage + (x0 - coverageOrigin), mask: mask.map { $0 + maskRow + x0 },
                                into: pixels + rowStart + x0, count: x1 - x0, portable: portable)
                        }
                    }
                }
            }
        }
    }
}
