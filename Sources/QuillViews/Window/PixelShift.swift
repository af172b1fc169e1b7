import QuillGraphics

/// A move by whole device pixels: how far a scroll moved the pixels drawn for a subtree since
/// the places of its views were noted (`View.placesShift`).
struct PixelShift: Equatable {
    var dx: Int
    var dy: Int

    /// No move.
    static let zero = PixelShift(dx: 0, dy: 0)

    static func + (lhs: PixelShift, rhs: PixelShift) -> PixelShift { PixelShift(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy) }

    static prefix func - (shift: PixelShift) -> PixelShift { PixelShift(dx: -shift.dx, dy: -shift.dy) }
}

extension PixelRect {
    /// The rectangle moved by a shift.
    func offsetBy(_ shift: PixelShift) -> PixelRect { offsetBy(dx: shift.dx, dy: shift.dy) }
}
