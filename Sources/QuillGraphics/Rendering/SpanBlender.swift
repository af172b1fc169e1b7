/// Blends the rows of one shape into a target's pixels: what stays the same for every row of a
/// fill (the target's width, the clip's mask, the shader and which fast path it takes) worked
/// out once, so a row costs its pixels and no look-ups on the rasterizer (each of which, on a
/// class, is a run-time exclusivity check, and was a tenth of a card's fill).
///
/// The arithmetic is the rasterizer's per-pixel loop's: the same bytes on every path.
struct SpanBlender {
    let width: Int
    let mask: ClipMask?
    let shader: Shader
    /// The colour of an opaque solid shader with no mask (runs of full coverage are stored).
    let opaque: UInt32?
    /// The colour of a solid shader (translucent, or under a mask).
    let solid: UInt32?
    /// Whether long runs of one colour are stored past the caches (`PixelKernels.fill`).
    let streams: Bool

    init(shader: Shader, width: Int, mask: ClipMask?, usesFastPaths: Bool, streams: Bool = false) {
        self.shader = shader
        self.streams = streams
        self.width = width
        self.mask = mask
        opaque = mask == nil && usesFastPaths ? shader.opaqueSolid : nil
        if case .solid(let color) = shader, usesFastPaths { solid = color } else { solid = nil }
    }

    /// Blends row `y` from `x0` to `x1`, where `coverage[x - coverageOrigin]` is the shape's
    /// coverage at x, into `pixels` (the target's, `width` a row).
    @inline(__always)
    func blend(into pixels: UnsafeMutablePointer<UInt32>, y: Int, x0: Int, x1: Int, coverage: UnsafePointer<UInt8>, coverageOrigin: Int) {
        if let opaque {
            blendOpaque(into: pixels, y: y, x0: x0, x1: x1, coverage: coverage, coverageOrigin: coverageOrigin, color: opaque)
        } else if let solid {
            blendSolid(into: pixels, y: y, x0: x0, x1: x1, coverage: coverage, coverageOrigin: coverageOrigin, color: solid)
        } else {
            blendShaded(into: pixels, y: y, x0: x0, x1: x1, coverage: coverage, coverageOrigin: coverageOrigin)
        }
    }

    /// `blend` for a stretch whose coverage is full throughout: an opaque colour with no mask
    /// is stored without reading the coverage (the same bytes `blend` gives).
    @inline(__always)
    func blendFull(into pixels: UnsafeMutablePointer<UInt32>, y: Int, x0: Int, x1: Int, coverage: UnsafePointer<UInt8>, coverageOrigin: Int) {
        if let opaque {
            PixelKernels.fill(pixels + y * width + x0, count: x1 - x0, with: opaque, streams: streams)
        } else {
            blend(into: pixels, y: y, x0: x0, x1: x1, coverage: coverage, coverageOrigin: coverageOrigin)
        }
    }

    /// An opaque colour and no mask: runs of full coverage are stored whole (a large shape's
    /// inside), runs of none skipped, other pixels blended one by one.
    private func blendOpaque(
        into pixels: UnsafeMutablePointer<UInt32>, y: Int, x0: Int, x1: Int, coverage: UnsafePointer<UInt8>, coverageOrigin: Int, color: UInt32
    ) {
        let row = pixels + y * width
        var x = x0
        while x < x1 {
            let c = UInt32(coverage[x - coverageOrigin])
            if c == 255 {
                let runEnd = coverageOrigin + Self.endOfRun(of: 255, in: coverage, from: x + 1 - coverageOrigin, to: x1 - coverageOrigin)
                PixelKernels.fill(row + x, count: runEnd - x, with: color, streams: streams)
                x = runEnd
                continue
            }
            if c == 0 {
                // Outside the shape (inside a border's ring): skipped eight at a time.
                x = coverageOrigin + Self.endOfRun(of: 0, in: coverage, from: x + 1 - coverageOrigin, to: x1 - coverageOrigin)
                continue
            }
            row[x] = sourceOver(scalePixel(color, c), row[x])
            x += 1
        }
    }

    /// One colour (translucent, or clipped by a mask), the mask read a row at a time.
    private func blendSolid(
        into pixels: UnsafeMutablePointer<UInt32>, y: Int, x0: Int, x1: Int, coverage: UnsafePointer<UInt8>, coverageOrigin: Int, color: UInt32
    ) {
        let row = pixels + y * width
        let opaque = color >> 24 == 255
        let maskValues = mask?.values ?? []
        // Inside a mask, a device pixel x reads values[maskRow + x] (the clip lies within it).
        let maskRow = mask.map { $0.rowOrigin(y) } ?? 0
        maskValues.withUnsafeBufferPointer { maskBuffer in
            // (An empty array's buffer may have an address: no mask is said with nil.)
            let maskBase = mask == nil ? nil : maskBuffer.baseAddress
            var x = x0
            while x < x1 {
                var c = UInt32(coverage[x - coverageOrigin])
                if c == 0 {
                    x = coverageOrigin + Self.endOfRun(of: 0, in: coverage, from: x + 1 - coverageOrigin, to: x1 - coverageOrigin)
                    continue
                }
                if let maskBase { c = mul255(c, UInt32(maskBase[maskRow + x])) }
                if c == 0 {
                    x += 1
                    continue
                }
                if c == 255, opaque {
                    // Inside the shape and the mask (a fill inside a rounded clip): stored whole
                    // up to where either falls below full.
                    var runEnd = coverageOrigin + Self.endOfRun(of: 255, in: coverage, from: x + 1 - coverageOrigin, to: x1 - coverageOrigin)
                    if let maskBase { runEnd = Self.endOfRun(of: 255, in: maskBase, from: maskRow + x + 1, to: maskRow + runEnd) - maskRow }
                    PixelKernels.fill(row + x, count: runEnd - x, with: color, streams: streams)
                    x = runEnd
                    continue
                }
                let source = c == 255 ? color : scalePixel(color, c)
                row[x] = sourceOver(source, row[x])
                x += 1
            }
        }
    }

    /// Any shader, pixel by pixel (the loop the fast paths are held to).
    private func blendShaded(into pixels: UnsafeMutablePointer<UInt32>, y: Int, x0: Int, x1: Int, coverage: UnsafePointer<UInt8>, coverageOrigin: Int) {
        let row = pixels + y * width
        let opaque = shader.opaqueSolid
        for x in x0..<x1 {
            var c = UInt32(coverage[x - coverageOrigin])
            if let mask { c = mul255(c, mask.value(x: x, y: y)) }
            if c == 0 { continue }
            if c == 255, let opaque {
                row[x] = opaque
                continue
            }
            var src = shader.color(x: x, y: y)
            if c != 255 { src = scalePixel(src, c) }
            row[x] = sourceOver(src, row[x])
        }
    }

    /// The first index from `start` (up to `end`) whose value is not `value`, eight values at a
    /// time.
    @inline(__always)
    static func endOfRun(of value: UInt8, in values: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var i = start
        let raw = UnsafeRawPointer(values), eight = UInt64(value) &* 0x0101_0101_0101_0101
        while i + 8 <= end, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == eight { i += 8 }
        while i < end, values[i] == value { i += 1 }
        return i
    }
}
