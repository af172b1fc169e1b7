import QuillFoundation

extension Rasterizer {
    /// Blurs what is already drawn under a rectangle of device pixels (a backdrop, for a
    /// translucent material): three box blurs of `radius` pixels each way, which come close to a
    /// Gaussian, in integer arithmetic (the same bytes on every run). Pixels within `radius`
    /// outside the rectangle are read, not changed; the current clip limits what changes.
    public func blurDrawnPixels(in rect: PixelRect, radius: Int) {
        let area = rect.intersection(state.clip).intersection(target.bounds)
        guard radius > 0, !area.isEmpty else { return }
        // Reads pixels around its own: never drawn in bands (`RasterRecorder.readsDrawnPixels`).
        precondition(sharedPixels == nil, "a blur of drawn pixels is never drawn in bands")
        // The pixels read: the area and a margin around it, within the target.
        let source = PixelRect(x: area.x - radius * 3, y: area.y - radius * 3, width: area.width + radius * 6, height: area.height + radius * 6)
            .intersection(target.bounds)
        var channels = Self.unpack(target, in: source)
        for _ in 0..<3 {
            Self.boxBlurRows(&channels, width: source.width, height: source.height, radius: radius)
            Self.boxBlurColumns(&channels, width: source.width, height: source.height, radius: radius)
        }
        for y in area.y..<(area.y + area.height) {
            let row = (y - source.y) * source.width
            for x in area.x..<(area.x + area.width) {
                let i = (row + x - source.x) * 4
                target.pixels[y * target.width + x] =
                    UInt32(channels[i]) | UInt32(channels[i + 1]) << 8 | UInt32(channels[i + 2]) << 16 | UInt32(channels[i + 3]) << 24
            }
        }
    }

    /// The pixels of a rectangle as four 16-bit channels each, row by row.
    private static func unpack(_ bitmap: Bitmap, in rect: PixelRect) -> [UInt16] {
        var channels = [UInt16](repeating: 0, count: rect.width * rect.height * 4)
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                let pixel = bitmap.pixels[(rect.y + y) * bitmap.width + rect.x + x]
                let i = (y * rect.width + x) * 4
                channels[i] = UInt16(pixel & 0xFF)
                channels[i + 1] = UInt16((pixel >> 8) & 0xFF)
                channels[i + 2] = UInt16((pixel >> 16) & 0xFF)
                channels[i + 3] = UInt16(pixel >> 24)
            }
        }
        return channels
    }

    /// One horizontal box blur: each pixel the rounded mean of the `2 * radius + 1` around it in
    /// its row (the edge pixels repeated past the ends).
    private static func boxBlurRows(_ channels: inout [UInt16], width: Int, height: Int, radius: Int) {
        var line = [UInt16](repeating: 0, count: width * 4)
        let span = UInt32(2 * radius + 1)
        for y in 0..<height {
            let base = y * width * 4
            for c in 0..<4 {
                var sum: UInt32 = 0
                for k in -radius...radius { sum += UInt32(channels[base + Swift.min(Swift.max(k, 0), width - 1) * 4 + c]) }
                for x in 0..<width {
                    line[x * 4 + c] = UInt16((sum + span / 2) / span)
                    let leaving = Swift.min(Swift.max(x - radius, 0), width - 1), entering = Swift.min(x + radius + 1, width - 1)
                    sum += UInt32(channels[base + entering * 4 + c])
                    sum -= UInt32(channels[base + leaving * 4 + c])
                }
            }
            for i in 0..<(width * 4) { channels[base + i] = line[i] }
        }
    }

    /// One vertical box blur, as `boxBlurRows` down each column.
    private static func boxBlurColumns(_ channels: inout [UInt16], width: Int, height: Int, radius: Int) {
        var line = [UInt16](repeating: 0, count: height)
        let span = UInt32(2 * radius + 1)
        for x in 0..<width {
            for c in 0..<4 {
                let offset = x * 4 + c, stride = width * 4
                var sum: UInt32 = 0
                for k in -radius...radius { sum += UInt32(channels[Swift.min(Swift.max(k, 0), height - 1) * stride + offset]) }
                for y in 0..<height {
                    line[y] = UInt16((sum + span / 2) / span)
                    let leaving = Swift.min(Swift.max(y - radius, 0), height - 1), entering = Swift.min(y + radius + 1, height - 1)
                    sum += UInt32(channels[entering * stride + offset])
                    sum -= UInt32(channels[leaving * stride + offset])
                }
                for y in 0..<height { channels[y * stride + offset] = line[y] }
            }
        }
    }
}
