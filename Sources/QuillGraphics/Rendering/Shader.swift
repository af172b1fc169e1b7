import QuillFoundation

/// A paint prepared for one draw: answers the premultiplied colour of any device pixel fast.
enum Shader {
    case solid(UInt32)
    /// `t = ax * x + ay * y + c` at a pixel centre, looked up in 256 colours.
    case gradient(ax: Double, ay: Double, c: Double, table: [UInt32])
    /// Device pixel centre → image pixel through `inverse`.
    case image(bitmap: Bitmap, inverse: Transform, bilinear: Bool, opacity: UInt32)

    /// Prepares a paint under a user-to-device transform; `nil` when nothing would be drawn.
    init?(paint: Paint, transform: Transform) {
        switch paint {
        case .color(let color):
            let packed = PixelColor(color).packed
            if packed == 0 { return nil }
            self = .solid(packed)
        case .linearGradient(let gradient):
            let d = Point(x: gradient.end.x - gradient.start.x, y: gradient.end.y - gradient.start.y)
            let lengthSquared = d.x * d.x + d.y * d.y
            var table = [UInt32](repeating: 0, count: 256)
            for i in 0..<256 { table[i] = PixelColor(gradient.color(at: Double(i) / 255)).packed }
            guard lengthSquared > 0, let inverse = transform.inverted() else {
                self = .solid(table[255])
                return
            }
            // t(user p) = dot(p - start, d) / |d|^2, and p = inverse(device q): affine in q.
            let ux = d.x / lengthSquared, uy = d.y / lengthSquared
            let ax = ux * inverse.a + uy * inverse.b
            let ay = ux * inverse.c + uy * inverse.d
            let c = ux * (inverse.tx - gradient.start.x) + uy * (inverse.ty - gradient.start.y)
            self = .gradient(ax: ax, ay: ay, c: c, table: table)
        case .image(let image, let rect, let interpolation, let opacity):
            let bitmap = image.bitmap
            guard bitmap.width > 0, bitmap.height > 0, rect.width > 0, rect.height > 0, opacity > 0 else { return nil }
            // image pixel = (user - rect.origin) * (pixels / rect size)
            let toImage = Transform(translationX: -rect.minX, y: -rect.minY)
                .concatenating(Transform(scaleX: Double(bitmap.width) / rect.width, y: Double(bitmap.height) / rect.height))
            guard let inverse = transform.inverted() else { return nil }
            self = .image(
                bitmap: bitmap, inverse: inverse.concatenating(toImage), bilinear: interpolation == .bilinear,
                opacity: UInt32((Swift.min(1, opacity) * 255).rounded()))
        }
    }

    /// Whether every pixel is the same opaque colour.
    var opaqueSolid: UInt32? {
        if case .solid(let c) = self, c >> 24 == 255 { return c }
        return nil
    }

    /// The colour at the centre of device pixel (x, y).
    @inline(__always)
    func color(x: Int, y: Int) -> UInt32 {
        switch self {
        case .solid(let c):
            return c
        case .gradient(let ax, let ay, let c, let table):
            let t = ax * (Double(x) + 0.5) + ay * (Double(y) + 0.5) + c
            let index = t <= 0 ? 0 : (t >= 1 ? 255 : Int(t * 255 + 0.5))
            return table[index]
        case .image(let bitmap, let inverse, let bilinear, let opacity):
            let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)
            let sample = bilinear ? Shader.sampleBilinear(bitmap, p.x, p.y) : Shader.sampleNearest(bitmap, p.x, p.y)
            return opacity == 255 ? sample : scalePixel(sample, opacity)
        }
    }

    private static func sampleNearest(_ bitmap: Bitmap, _ x: Double, _ y: Double) -> UInt32 {
        let ix = Swift.min(bitmap.width - 1, Swift.max(0, Int(x.rounded(.down))))
        let iy = Swift.min(bitmap.height - 1, Swift.max(0, Int(y.rounded(.down))))
        return bitmap.pixels[iy * bitmap.width + ix]
    }

    private static func sampleBilinear(_ bitmap: Bitmap, _ x: Double, _ y: Double) -> UInt32 {
        // Sample positions are pixel centres; clamp to the edge pixels.
        let fx = Swift.min(Double(bitmap.width) - 0.5, Swift.max(0.5, x)) - 0.5
        let fy = Swift.min(Double(bitmap.height) - 0.5, Swift.max(0.5, y)) - 0.5
        let x0 = Int(fx), y0 = Int(fy)
        let x1 = Swift.min(bitmap.width - 1, x0 + 1), y1 = Swift.min(bitmap.height - 1, y0 + 1)
        let wx = UInt32(((fx - Double(x0)) * 256).rounded()), wy = UInt32(((fy - Double(y0)) * 256).rounded())
        let w = bitmap.width
        let p00 = bitmap.pixels[y0 * w + x0], p10 = bitmap.pixels[y0 * w + x1]
        let p01 = bitmap.pixels[y1 * w + x0], p11 = bitmap.pixels[y1 * w + x1]
        var out: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let a = (p00 >> shift) & 0xFF, b = (p10 >> shift) & 0xFF
            let c = (p01 >> shift) & 0xFF, d = (p11 >> shift) & 0xFF
            let top = a * (256 - wx) + b * wx, bottom = c * (256 - wx) + d * wx
            let v = (top * (256 - wy) + bottom * wy + 32768) >> 16
            out |= Swift.min(255, v) << shift
        }
        return out
    }
}
