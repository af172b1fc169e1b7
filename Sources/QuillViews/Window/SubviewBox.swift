import QuillFoundation

/// What the compositor needs to know of a subview to pass over it without reading the view
/// itself: the rectangle it covers in its superview's bounds (its frame, through its
/// transform), whether it is hidden, and whether its whole subtree stays inside that
/// rectangle. A superview with many subviews keeps these side by side (`View.subviewBoxes`),
/// so a redrawn strip finds the few subviews touching it among hundreds of cells by scanning
/// one array instead of visiting each view, whose fields lie apart in memory.
struct SubviewBox: Equatable {
    /// The subview's bounds through its transform to the superview, in the superview's bounds.
    var frame: Rect
    /// Whether the subview is hidden.
    var isHidden: Bool
    /// Whether nothing below the subview reaches outside `frame` (it clips, has no subviews, or
    /// its subtree stays in its bounds), and `frame` is a finite rectangle.
    var holdsSubtree: Bool

    /// Superviews with fewer subviews visit each one: the scan would save nothing.
    static let minimumSubviewCount = 12

    /// The box of a subview now.
    @MainActor init(of subview: View) {
        frame = subview.bounds.applying(subview.transformToSuperview)
        isHidden = subview.isHidden
        let finite = frame.minX.isFinite && frame.minY.isFinite && frame.maxX.isFinite && frame.maxY.isFinite
        holdsSubtree = finite && (subview.clipsToBounds || subview.subviews.isEmpty || subview.subtreeStaysInBounds)
    }
}
