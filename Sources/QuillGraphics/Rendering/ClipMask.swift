/// An 8-bit coverage mask over a pixel rectangle, for clipping to a non-rectangular shape.
struct ClipMask {
    /// The pixels the mask covers; outside it nothing is drawn.
    var rect: PixelRect
    /// `rect.width * rect.height` coverage values, row by row.
    var values: [UInt8]

    /// The coverage at a device pixel inside `rect`.
    @inline(__always)
    func value(x: Int, y: Int) -> UInt32 {
        UInt32(values[(y - rect.y) * rect.width + (x - rect.x)])
    }
}
