import QuillFoundation

/// Where a grid view's items go, worked out once for a layout pass: the columns, the gap that
/// spreads them across the width, and the direction. A scrolled grid places every visible item
/// each frame; asking the view for these for each item walked its ancestors for the direction
/// every time.
struct GridGeometry: Equatable {
    let columns: Int
    let free: Double
    let gap: Double
    let insets: EdgeInsets
    let cellSize: Size
    let spacing: Size
    let width: Double
    let isRightToLeft: Bool

    /// The geometry of `gridView` as it is now.
    @MainActor
    init(_ gridView: GridView) {
        columns = gridView.numberOfColumns
        insets = gridView.layoutInsets
        cellSize = gridView.cellSize
        spacing = gridView.spacing
        width = gridView.bounds.width
        free = width - insets.horizontal - Double(columns) * cellSize.width
        gap = columns > 1 ? free / Double(columns - 1) : 0
        isRightToLeft = gridView.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The frame of the item at `index`, in content coordinates.
    func rect(forItem index: Int) -> Rect {
        let row = index / columns, column = index % columns
        let x = insets.left + Double(column) * (cellSize.width + (columns > 1 ? gap : 0)) + (columns == 1 ? free / 2 : 0)
        let y = insets.top + Double(row) * (cellSize.height + spacing.height)
        guard isRightToLeft else { return Rect(x: x.rounded(), y: y, width: cellSize.width, height: cellSize.height) }
        // Mirrored as a whole inside the width, insets included (as UIKit's flow layout).
        return Rect(x: (width - x - cellSize.width).rounded(), y: y, width: cellSize.width, height: cellSize.height)
    }
}
