import QuillFoundation

extension PixelRect {
    /// The largest pixel rectangle whose pixels lie wholly inside a rectangle in device
    /// coordinates (empty when none does, or the rectangle is not finite).
    init(inside rect: Rect) {
        guard !rect.isNull, !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            self = .empty
            return
        }
        let limit = Double(1 << 28)
        func clamped(_ v: Double) -> Double { Swift.min(limit, Swift.max(-limit, v)) }
        let x0 = Int(clamped(rect.minX).rounded(.up)), y0 = Int(clamped(rect.minY).rounded(.up))
        let x1 = Int(clamped(rect.maxX).rounded(.down)), y1 = Int(clamped(rect.maxY).rounded(.down))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
