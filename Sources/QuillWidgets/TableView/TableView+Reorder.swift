import Foundation
import QuillFoundation
import QuillViews

extension TableView {
    /// The row being moved by its grip, if any.
    public var indexPathForMovingRow: IndexPath? { reorder?.source }

    /// A press on the grip of a movable row in editing mode starts moving it. Returns whether
    /// it did.
    func beginReorder(_ event: PointerEvent) -> Bool {
        guard isEditing, event.button == .left else { return false }
        let point = event.location(in: self)
        guard let indexPath = indexPathForRow(at: point), let cell = cellsByKey[indexPath],
            cell.reorderHitRect.contains(event.location(in: cell))
        else { return false }
        reorder = TableReorder(source: indexPath, cell: cell, grabOffset: point.y - cell.frame.minY, pointerInView: point.y - bounds.minY)
        bringSubviewToFront(cell)
        cell.alpha = 0.9
        return true
    }

    /// The grabbed row follows the pointer; the rows it passes make room; near the top or
    /// bottom edge the table scrolls.
    func moveReorder(_ event: PointerEvent) {
        guard let reorder else { return }
        reorder.pointerInView = event.location(in: self).y - bounds.minY
        updateReorder()
        let edge = 44.0
        let near = reorder.pointerInView < edge || reorder.pointerInView > bounds.height - edge
        if near, reorder.autoScroll == nil {
            reorder.autoScroll = scheduler.addFrameCallback { [weak self] _ in self?.autoScrollForReorder() ?? false }
        }
    }

    /// Scrolls a step towards the edge the pointer is near; returns whether to go on.
    private func autoScrollForReorder() -> Bool {
        guard let reorder else { return false }
        let edge = 44.0
        let speed: Double
        if reorder.pointerInView < edge {
            speed = -12 * (1 - Swift.max(0, reorder.pointerInView) / edge)
        } else if reorder.pointerInView > bounds.height - edge {
            speed = 12 * (1 - Swift.max(0, bounds.height - reorder.pointerInView) / edge)
        } else {
            reorder.autoScroll = nil
            return false
        }
        let limit = maximumContentOffset.y, start = minimumContentOffset.y
        let y = Swift.min(limit, Swift.max(start, contentOffset.y + speed))
        guard y != contentOffset.y else { return true }
        contentOffset = Point(x: contentOffset.x, y: y)
        layoutIfNeeded()
        updateReorder()
        return true
    }

    /// Places the grabbed cell under the pointer, finds where it would land in its section (the
    /// delegate may propose another row) and moves the rows in between.
    private func updateReorder() {
        guard let reorder else { return }
        let section = reorder.source.section
        let count = numberOfRows(inSection: section)
        guard count > 0 else { return }
        let first = rectForRow(at: IndexPath(row: 0, section: section)), last = rectForRow(at: IndexPath(row: count - 1, section: section))
        let top = Swift.min(Swift.max(bounds.minY + reorder.pointerInView - reorder.grabOffset, first.minY), last.maxY - reorder.cell.frame.height)
        reorder.cellTop = top
        reorder.cell.frame.origin.y = top
        let middle = top + reorder.cell.frame.height / 2
        var row = count - 1
        for candidate in 0..<count where rectForRow(at: IndexPath(row: candidate, section: section)).maxY > middle {
            row = candidate
            break
        }
        let proposed = IndexPath(row: row, section: section)
        let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: reorder.source, toProposedIndexPath: proposed) ?? proposed
        let destination = target.section == section && target.row >= 0 && target.row < count ? target : reorder.destination
        guard destination != reorder.destination else { return }
        reorder.destination = destination
        View.animate(withDuration: 0.2) { self.placeRowsAroundReorder() }
    }

    /// Moves the rows between the grabbed row's place and where it would land by its height.
    func placeRowsAroundReorder() {
        guard let reorder else { return }
        let height = rectForRow(at: reorder.source).height
        let source = reorder.source.row, destination = reorder.destination.row
        for (indexPath, cell) in cellsByKey where cell !== reorder.cell {
            var frame = rectForRow(at: indexPath)
            if indexPath.section == reorder.source.section {
                let row = indexPath.row
                if source < row, row <= destination { frame.origin.y -= height }
                if destination <= row, row < source { frame.origin.y += height }
            }
            if cell.frame != frame { cell.frame = frame }
        }
        var grabbed = rectForRow(at: reorder.source)
        grabbed.origin.y = reorder.cellTop
        if reorder.cell.frame != grabbed { reorder.cell.frame = grabbed }
    }

    /// Drops the grabbed row: the data source moves it in its data and the table shows the
    /// new order; the selection follows its rows.
    func endReorder() {
        guard let reorder else { return }
        abandonReorder()
        let source = reorder.source, destination = reorder.destination
        if source != destination {
            dataSource?.tableView(self, moveRowAt: source, to: destination)
            selectedRows = Set(selectedRows.map { Self.row($0, afterMoving: source, to: destination) })
            if let focused = focusedRow { focusedRow = Self.row(focused, afterMoving: source, to: destination) }
        }
        reloadData()
    }

    /// Where a row is after another row of its section moved.
    static func row(_ indexPath: IndexPath, afterMoving source: IndexPath, to destination: IndexPath) -> IndexPath {
        guard indexPath.section == source.section else { return indexPath }
        let row = indexPath.row
        if row == source.row { return destination }
        if source.row < row, row <= destination.row { return IndexPath(row: row - 1, section: indexPath.section) }
        if destination.row <= row, row < source.row { return IndexPath(row: row + 1, section: indexPath.section) }
        return indexPath
    }

    /// Lets go of a grabbed row without moving it or reloading (the data changed under it);
    /// the rows making room go straight to their places.
    func abandonReorder() {
        guard let reorder else { return }
        reorder.autoScroll?.cancel()
        self.reorder = nil
        reorder.cell.alpha = 1
        for cell in cellsByKey.values { cell.removeAllAnimations() }
    }

    /// Puts a grabbed row back where it was.
    func cancelReorder() {
        guard let reorder else { return }
        reorder.destination = reorder.source
        endReorder()
    }
}
