/// Compares two bitmaps with a per-channel tolerance and draws a picture of the differences.
public struct ImageComparison: Sendable {
    /// The largest difference in any channel (0...255) still counted as equal.
    public var perChannelTolerance: Int
    /// The fraction of pixels (0...1) that may differ beyond the tolerance.
    public var allowedDifferentFraction: Double

    /// Creates a comparison.
    public init(perChannelTolerance: Int = 2, allowedDifferentFraction: Double = 0) {
        self.perChannelTolerance = perChannelTolerance
        self.allowedDifferentFraction = allowedDifferentFraction
    }

    /// How two bitmaps differ, or `nil` when they match within the tolerances.
    public func difference(_ reference: Bitmap, _ actual: Bitmap) -> String? {
        if reference.width != actual.width || reference.height != actual.height {
            return "size differs: reference is \(reference.width)x\(reference.height), actual is \(actual.width)x\(actual.height)"
        }
        var count = 0
        var worst = 0
        var first: (Int, Int)?
        for i in 0..<reference.pixels.count where reference.pixels[i] != actual.pixels[i] {
            let d = channelDifference(reference.pixels[i], actual.pixels[i])
            if d > perChannelTolerance {
                count += 1
                worst = Swift.max(worst, d)
                if first == nil { first = (i % reference.width, i / reference.width) }
            }
        }
        let fraction = reference.pixels.isEmpty ? 0 : Double(count) / Double(reference.pixels.count)
        if count == 0 || fraction <= allowedDifferentFraction { return nil }
        let percent = (fraction * 10000).rounded() / 100
        return "\(count) pixels (\(percent)%) differ by more than \(perChannelTolerance) (largest difference \(worst), first at x=\(first!.0) y=\(first!.1))"
    }

    /// A picture of the differences: the reference faded to grey, differing pixels in red.
    public func differenceImage(_ reference: Bitmap, _ actual: Bitmap) -> Bitmap {
        let width = Swift.max(reference.width, actual.width), height = Swift.max(reference.height, actual.height)
        var out = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let a = reference[x, y].packed, b = actual[x, y].packed
                if channelDifference(a, b) > perChannelTolerance || x >= reference.width || y >= reference.height
                    || x >= actual.width || y >= actual.height
                {
                    out[x, y] = PixelColor(premultipliedRed: 255, green: 0, blue: 0, alpha: 255)
                } else {
                    let c = PixelColor(packed: a)
                    let grey = (c.red * 3 + c.green * 6 + c.blue) / 10
                    let faded = 160 + grey * 95 / 255
                    out[x, y] = PixelColor(premultipliedRed: faded, green: faded, blue: faded, alpha: 255)
                }
            }
        }
        return out
    }

    private func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            worst = Swift.max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
        }
        return worst
    }
}
