/// Text colours scaled by every coverage from 0 to 255 (`scalePixel(color, c)`), for the last
/// few colours asked: text is drawn in a few colours (a cell's title and its grey subtitle,
/// label after label), and each pixel of a glyph's edge then costs a lookup, not a multiply.
final class ScaledColorTable {
    /// How many colours are kept; the oldest gives way to a new one.
    static let capacity = 4
    /// The colours held (premultiplied), `nil` in slots not yet used.
    @exclusivity(unchecked) private var colors: [UInt32?] = Array(repeating: nil, count: capacity)
    /// The slot a new colour takes next.
    @exclusivity(unchecked) private var nextSlot = 0
    /// `capacity` tables of 256 entries: `values[slot * 256 + c] == scalePixel(colors[slot], c)`.
    private let values: UnsafeMutablePointer<UInt32>

    init() {
        values = .allocate(capacity: 256 * ScaledColorTable.capacity)
        values.initialize(repeating: 0, count: 256 * ScaledColorTable.capacity)
    }

    deinit { values.deallocate() }

    /// The table for `color`, made now if it is not held.
    func scaling(_ color: UInt32) -> UnsafePointer<UInt32> {
        if let slot = colors.firstIndex(of: color) { return UnsafePointer(values + slot * 256) }
        let slot = nextSlot
        nextSlot = (nextSlot + 1) % ScaledColorTable.capacity
        colors[slot] = color
        let table = values + slot * 256
        for c in 0..<256 { table[c] = scalePixel(color, UInt32(c)) }
        return UnsafePointer(table)
    }
}
