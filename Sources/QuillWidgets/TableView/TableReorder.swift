import Foundation
import QuillViews

/// A row being moved by its grip: where it came from, where it would land, the cell following
/// the pointer, and the edge scrolling while the pointer is near the top or bottom.
@MainActor
final class TableReorder {
    let source: IndexPath
    var destination: IndexPath
    let cell: TableViewCell
    /// The pointer's distance below the cell's top when it grabbed it.
    let grabOffset: Double
    /// The pointer's height in the visible area, kept so edge scrolling can move the cell.
    var pointerInView: Double
    /// Where the grabbed cell's top is now, in content coordinates.
    var cellTop: Double
    var autoScroll: FrameCallback?

    init(source: IndexPath, cell: TableViewCell, grabOffset: Double, pointerInView: Double) {
        self.source = source
        destination = source
        self.cell = cell
        self.grabOffset = grabOffset
        self.pointerInView = pointerInView
        cellTop = cell.frame.minY
    }
}
