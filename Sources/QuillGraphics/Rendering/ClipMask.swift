/// An 8-bit coverage mask over a pixel rectangle, for clipping to a non-rectangular shape.
///
/// Rows with the same coverage are stored once: a rounded rectangle's mask keeps its corners'
/// rows and one row for the whole middle (at 4K a window-sized rounded clip was 4 MB of bytes,
/// made again for every band of every frame; it is now a few hundred kilobytes).
struct ClipMask {
    /// The pixels the mask covers; outside it nothing is drawn.
    var rect: PixelRect
    /// The stored rows, `rect.width` coverage values each; mask rows with the same coverage
    /// share one.
    private(set) var values: [UInt8]
    /// For each row of `rect`, where its values start in `values`.
    private(set) var rowStarts: [Int]
    /// Rectangles of pixels known to hold full coverage (255): the inside of a rounded
    /// rectangle's straight edges. Drawing wholly inside one of them needs no mask; empty when
    /// nothing is known.
    var interior: [PixelRect] = []

    /// A mask whose row `r` starts at `rowStarts[r]` in `values` (rows may share storage).
    init(rect: PixelRect, values: [UInt8], rowStarts: [Int], interior: [PixelRect] = []) {
        precondition(rowStarts.count == rect.height, "a mask needs a start for each row")
        precondition(rowStarts.allSatisfy { $0 >= 0 && $0 + rect.width <= values.count }, "a mask's rows lie within its values")
        self.rect = rect
        self.values = values
        self.rowStarts = rowStarts
        self.interior = interior
    }

    /// The index in `values` of device pixel (0, `y`) for a row inside `rect`: the value at
    /// device pixel (x, y) is `values[rowOrigin(y) + x]` for any x inside `rect`.
    @inline(__always)
    func rowOrigin(_ y: Int) -> Int {
        rowStarts[y - rect.y] - rect.x
    }

    /// The coverage at a device pixel inside `rect`.
    @inline(__always)
    func value(x: Int, y: Int) -> UInt32 {
        UInt32(values[rowOrigin(y) + x])
    }

    /// Whether every pixel of `area` holds full coverage.
    func isWhole(in area: PixelRect) -> Bool {
        interior.contains { $0.contains(area) }
    }
}
