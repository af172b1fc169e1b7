import Foundation
import QuillFoundation
import QuillViews

/// A table's rows as drag sources and the gaps between them as drop targets: the drag and drop
/// interactions the table adds for its `dragDelegate` and `dropDelegate`, what a drag from the
/// table carries, and the line (or highlighted row) that shows where a drop would go.
@MainActor
final class TableDragAndDrop: DragInteractionDelegate, DropInteractionDelegate {
    private unowned let table: TableView
    private let interactions = ItemDragDropInteractions()
    /// The drag from this table under way, and the row it lifted.
    private(set) var sourceSession: DragSession?
    private var sourceIndexPath: IndexPath?
    /// The drop session over the table, and where it would land now.
    private(set) var activeDrop: DropSession?
    private var target: (indexPath: IndexPath?, proposal: TableViewDropProposal)?
    /// The line between rows (or the frame around a row) that shows where a drop would go.
    let indicator = View()

    init(table: TableView) {
        self.table = table
        indicator.isUserInteractionEnabled = false
        indicator.isHidden = true
        indicator.isAccessibilityElement = false
    }

    /// Adds or removes the interactions as the delegates come and go.
    func update() {
        interactions.update(on: table, dragging: table.dragDelegate != nil && table.dragInteractionEnabled, dropping: table.dropDelegate != nil, delegate: self)
    }

    /// Whether a press at a point (content coordinates) would drag a row rather than scroll.
    func pressDragsRow(at point: Point) -> Bool {
        interactions.drag != nil && !table.isEditing && table.indexPathForRow(at: point) != nil
    }

    // MARK: Dragging rows

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        guard let delegate = table.dragDelegate, !table.isEditing, let indexPath = table.indexPathForRow(at: session.location(in: table)) else {
            return []
        }
        let items = delegate.tableView(table, itemsForBeginning: session, at: indexPath)
        guard !items.isEmpty else { return [] }
        if let cell = table.cellForRow(at: indexPath) { session.sourceView = cell }
        sourceSession = session
        sourceIndexPath = indexPath
        return items
    }

    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) {
        table.dragDelegate?.tableView(table, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {
        sourceSession = nil
        sourceIndexPath = nil
        table.dragDelegate?.tableView(table, dragSessionDidEnd: session, with: operation)
    }

    // MARK: Dropping among rows

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        table.dropDelegate?.tableView(table, canHandle: session) ?? false
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) { activeDrop = session }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        guard let delegate = table.dropDelegate else { return DropProposal(operation: .cancel) }
        activeDrop = session
        table.autoscroll(toward: session.location(in: table))
        let point = session.location(in: table)
        let gap = gapIndexPath(at: point)
        var proposal = delegate.tableView(table, dropSessionDidUpdate: session, withDestinationIndexPath: gap)
        var destination = gap
        if proposal.intent == .insertIntoDestinationIndexPath || (proposal.intent == .automatic && isOverMiddleOfRow(point)) {
            destination = table.indexPathForRow(at: point)
            if destination == nil { proposal.operation = .cancel }
            proposal.intent = .insertIntoDestinationIndexPath
        } else if proposal.intent == .automatic {
            proposal.intent = .insertAtDestinationIndexPath
        }
        target = (destination, proposal)
        showIndicator(for: proposal, at: destination)
        return DropProposal(operation: proposal.operation)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {
        target = nil
        indicator.isHidden = true
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        guard let delegate = table.dropDelegate, let target else { return }
        let source = session.localDragSession.flatMap { $0 === sourceSession ? sourceIndexPath : nil }
        let items = session.items.map { TableViewDropItem(dragItem: $0, sourceIndexPath: source) }
        var destination = target.indexPath
        // Between rows, a row moved down within its section ends up one above the gap.
        if target.proposal.intent == .insertAtDestinationIndexPath, let gap = destination, let source,
           source.section == gap.section, source.row < gap.row {
            destination = IndexPath(row: gap.row - 1, section: gap.section)
        }
        indicator.isHidden = true
        delegate.tableView(table, performDropWith: TableViewDropCoordinator(
            items: items, destinationIndexPath: destination, proposal: target.proposal, session: session))
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {
        activeDrop = nil
        target = nil
        indicator.isHidden = true
        table.dropDelegate?.tableView(table, dropSessionDidEnd: session)
    }

    // MARK: Where

    /// The gap nearest a point (content coordinates): before the row under it when over its top
    /// half, after it when over its bottom half; over a section's header, its first row; below
    /// a section's rows (or past every section), after its last row. `nil` with no section.
    func gapIndexPath(at point: Point) -> IndexPath? {
        let sections = table.numberOfSections
        guard sections > 0 else { return nil }
        if let row = table.indexPathForRow(at: Point(x: table.rowInset + 1, y: point.y)) {
            let rect = table.rectForRow(at: row)
            return point.y < rect.midY ? row : IndexPath(row: row.row + 1, section: row.section)
        }
        for section in 0..<sections {
            let rect = table.rect(forSection: section)
            if point.y < rect.maxY || section == sections - 1 {
                let rows = table.numberOfRows(inSection: section)
                let firstRowTop = rows > 0 ? table.rectForRow(at: IndexPath(row: 0, section: section)).minY : rect.midY
                return IndexPath(row: point.y < firstRowTop ? 0 : rows, section: section)
            }
        }
        return nil
    }

    private func isOverMiddleOfRow(_ point: Point) -> Bool {
        guard let row = table.indexPathForRow(at: point) else { return false }
        let rect = table.rectForRow(at: row)
        return point.y >= rect.minY + rect.height / 4 && point.y < rect.maxY - rect.height / 4
    }

    /// Shows the line at the gap, or the frame around the row, for a proposal that drops.
    private func showIndicator(for proposal: TableViewDropProposal, at destination: IndexPath?) {
        guard let destination, [.copy, .move].contains(proposal.operation), proposal.intent != .unspecified else {
            indicator.isHidden = true
            return
        }
        if indicator.superview !== table { table.addSubview(indicator) } else { table.bringSubviewToFront(indicator) }
        indicator.isHidden = false
        let inset = table.rowInset, width = table.bounds.width - 2 * inset
        if proposal.intent == .insertIntoDestinationIndexPath {
            indicator.frame = table.rectForRow(at: destination)
            indicator.backgroundColor = table.tintColor.withAlphaComponent(0.15)
            indicator.borderColor = table.tintColor
            indicator.borderWidth = 2
            indicator.cornerRadius = 4
            return
        }
        let rows = table.numberOfRows(inSection: destination.section)
        let y: Double
        if destination.row < rows {
            y = table.rectForRow(at: destination).minY
        } else if rows > 0 {
            y = table.rectForRow(at: IndexPath(row: rows - 1, section: destination.section)).maxY
        } else {
            y = table.rect(forSection: destination.section).midY
        }
        indicator.frame = Rect(x: inset + 8, y: y - 1.5, width: Swift.max(0, width - 16), height: 3)
        indicator.backgroundColor = table.tintColor
        indicator.borderWidth = 0
        indicator.cornerRadius = 1.5
    }
}
