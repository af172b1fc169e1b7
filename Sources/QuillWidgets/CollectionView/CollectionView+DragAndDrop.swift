import Foundation
import QuillFoundation
import QuillViews

extension CollectionView {
    /// Whether an item of this view is being dragged.
    public var hasActiveDrag: Bool { dragAndDrop.sourceSession != nil }

    /// Whether items are being dragged over the view.
    public var hasActiveDrop: Bool { dragAndDrop.activeDrop != nil }

    /// Where a drop at a point (content coordinates) would insert between items: the gap the
    /// bar shows (see `CollectionViewDropDelegate`).
    public func dropIndexPath(at point: Point) -> IndexPath? { dragAndDrop.gapIndexPath(at: point) }

    /// The bar (or the frame around an item) that shows where a drop would go; hidden when no
    /// drop is over the view.
    public var dropIndicatorView: View { dragAndDrop.indicator }
}
