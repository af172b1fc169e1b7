import QuillFoundation

/// The autoresizing arithmetic, kept apart from `View` so every combination can be tested.
///
/// Along each axis a frame splits the superview's old extent into three parts: the leading
/// margin, the view's size and the trailing margin. When the superview grows by `delta`, the
/// change is shared among the parts marked flexible in proportion to their current lengths;
/// when those lengths are all zero it is shared equally. With no flexible part the view keeps
/// its leading margin and size. (This is the documented AppKit/UIKit rule.)
public enum AutoresizingCalculator {
    /// The new origin and length along one axis.
    public static func resize(
        origin: Double, length: Double, oldContainer: Double, newContainer: Double,
        flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool
    ) -> (origin: Double, length: Double) {
        let delta = newContainer - oldContainer
        if delta == 0 { return (origin, length) }
        let trailing = oldContainer - origin - length
        let parts = [(flexibleLeading, origin), (flexibleLength, length), (flexibleTrailing, trailing)]
        let flexible = parts.filter(\.0)
        if flexible.isEmpty { return (origin, length) }
        let total = flexible.reduce(0.0) { $0 + Swift.max(0, $1.1) }
        func share(_ part: (Bool, Double)) -> Double {
            guard part.0 else { return 0 }
            if total > 0 { return delta * Swift.max(0, part.1) / total }
            return delta / Double(flexible.count)
        }
        let leadingShare = share(parts[0]), lengthShare = share(parts[1])
        return (origin + leadingShare, Swift.max(0, length + lengthShare))
    }

    /// The new frame of a view whose superview's size changed from `oldSize` to `newSize`.
    public static func frame(_ frame: Rect, mask: AutoresizingMask, oldSize: Size, newSize: Size) -> Rect {
        let h = resize(
            origin: frame.origin.x, length: frame.size.width, oldContainer: oldSize.width, newContainer: newSize.width,
            flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
            flexibleTrailing: mask.contains(.flexibleRightMargin))
        let v = resize(
            origin: frame.origin.y, length: frame.size.height, oldContainer: oldSize.height, newContainer: newSize.height,
            flexibleLeading: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
            flexibleTrailing: mask.contains(.flexibleBottomMargin))
        return Rect(x: h.origin, y: v.origin, width: h.length, height: v.length)
    }
}
