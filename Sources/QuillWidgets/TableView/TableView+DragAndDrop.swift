import Foundation
import QuillFoundation
import QuillViews

extension TableView {
    /// Whether a row of this table is being dragged.
    public var hasActiveDrag: Bool { dragAndDrop.sourceSession != nil }

    /// Whether items are being dragged over the table.
    public var hasActiveDrop: Bool { dragAndDrop.activeDrop != nil }

    /// Where a drop at a point (content coordinates) would insert between rows: the gap the
    /// line shows (see `TableViewDropDelegate`).
    public func dropIndexPath(at point: Point) -> IndexPath? { dragAndDrop.gapIndexPath(at: point) }

    /// The line (or the frame around a row) that shows where a drop would go; hidden when no
    /// drop is over the table.
    public var dropIndicatorView: View { dragAndDrop.indicator }
}
