/// An 8-bit coverage mask over a pixel rectangle, for clipping to a non-rectangular shape.
struct ClipMask {
    /// The pixels the mask covers; outside it nothing is drawn.
    var rect: PixelRect
    /// `rect.width * rect.height` coverage values, row by row.
    var values: [UInt8]
    /// Rectangles of pixels known to hold full coverage (255): the inside of a rounded
    /// rectangle's straight edges. Drawing wholly inside one of them needs no mask; empty when
    /// nothing is known.
    var interior: [PixelRect] = []

    /// The coverage at a device pixel inside `rect`.
    @inline(__always)
    func value(x: Int, y: Int) -> UInt32 {
        UInt32(values[(y - rect.y) * rect.width + (x - rect.x)])
    }

    /// Whether every pixel of `area` holds full coverage.
    func isWhole(in area: PixelRect) -> Bool {
        interior.contains { $0.contains(area) }
    }
}
