import QuillFoundation
import QuillSolver

extension View {
    /// The size that fits the view's constraints best when it would like to be `targetSize`:
    /// its subtree's constraints and intrinsic sizes are solved on the side with the view's
    /// width and height wanted at `targetSize` at the given priorities (UIKit's
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
    /// Constraints to views outside the subtree are left out; no frame changes.
    ///
    ///     // A self-sizing cell: as wide as the table, as tall as its content needs.
    ///     let size = cell.contentView.systemLayoutSizeFitting(
    ///         Size(width: tableWidth, height: 0),
    ///         withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    ///
    /// - Parameters:
    ///   - targetSize: The size wanted; 0 means "as small as possible" at a low priority.
    ///   - horizontalFittingPriority: How much the width should be `targetSize.width` (1000 fixes it).
    ///   - verticalFittingPriority: How much the height should be `targetSize.height`.
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority = .fittingSizeLevel,
        verticalFittingPriority: LayoutPriority = .fittingSizeLevel
    ) -> Size {
        let placing = rootLayoutEngineIfAny
        placing?.updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, measuring: true)
        return engine.measure(
            targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority, within: placing)
    }

    /// The smallest size the view's constraints allow (UIKit's `layoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)

    /// Whether the view's constraints leave its frame open: some part of it could move or
    /// change size without breaking any constraint or preference (priority 1 or more). Views
    /// laid out by their frames are never ambiguous. Lay out first; for debugging and tools.
    public var hasAmbiguousLayout: Bool {
        guard let engine = layoutStorage?.placingEngine else { return false }
        return !engine.ambiguousComponents(of: self).isEmpty
    }

    /// Which parts of the frame the constraints leave open: "x", "y", "width", "height".
    public var ambiguousLayoutParts: [String] {
        guard let engine = layoutStorage?.placingEngine else { return [] }
        return engine.ambiguousComponents(of: self).map { "\($0)" }
    }
}
