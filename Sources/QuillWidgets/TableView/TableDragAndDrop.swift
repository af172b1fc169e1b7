import Foundation
import QuillFoundation
import QuillViews

/// A table's rows as drag sources and the gaps between them as drop targets, for its
/// `dragDelegate` and `dropDelegate`: rows found by their offsets, a line across the table at
/// the gap (or a frame around the row a drop goes into).
@MainActor
final class TableDragAndDrop: ItemDragAndDrop {
    private unowned let table: TableView
    /// The delegate's last proposal, handed to the coordinator.
    private var proposal = TableViewDropProposal(operation: .cancel)

    init(table: TableView) {
        self.table = table
        super.init(scrollView: table)
    }

    /// Adds or removes the interactions as the delegates come and go.
    func update() {
        interactions.update(on: table, dragging: table.dragDelegate != nil && table.dragInteractionEnabled, dropping: table.dropDelegate != nil, delegate: self)
    }

    override func itemIndexPath(at point: Point) -> IndexPath? { table.indexPathForRow(at: point) }
    override var allowsLifting: Bool { table.dragDelegate != nil && !table.isEditing }
    override func dragItems(for session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        table.dragDelegate?.tableView(table, itemsForBeginning: session, at: indexPath) ?? []
    }
    override func cell(at indexPath: IndexPath) -> View? { table.cellForRow(at: indexPath) }
    override func dragWillBegin(_ session: DragSession) { table.dragDelegate?.tableView(table, dragSessionWillBegin: session) }
    override func dragDidEnd(_ session: DragSession, with operation: DropOperation) {
        table.dragDelegate?.tableView(table, dragSessionDidEnd: session, with: operation)
    }
    override func canHandle(_ session: DropSession) -> Bool { table.dropDelegate?.tableView(table, canHandle: session) ?? false }
    override func dropDidEnd(_ session: DropSession) { table.dropDelegate?.tableView(table, dropSessionDidEnd: session) }

    /// The delegate's proposal; `.automatic` goes onto a row over its middle half.
    override func propose(_ session: DropSession, at point: Point, gap: IndexPath?) -> (DropOperation, ItemDropPlacement) {
        guard let delegate = table.dropDelegate else { return (.cancel, .unspecified) }
        proposal = delegate.tableView(table, dropSessionDidUpdate: session, withDestinationIndexPath: gap)
        if proposal.intent == .automatic { proposal.intent = isOverMiddleOfRow(point) ? .insertIntoDestinationIndexPath : .insertAtDestinationIndexPath }
        switch proposal.intent {
        case .insertAtDestinationIndexPath: return (proposal.operation, .between)
        case .insertIntoDestinationIndexPath: return (proposal.operation, .onto)
        case .unspecified, .automatic: return (proposal.operation, .unspecified)
        }
    }

    override func deliver(_ session: DropSession, items: [(DragItem, IndexPath?)], to destination: IndexPath?) {
        table.dropDelegate?.tableView(table, performDropWith: TableViewDropCoordinator(
            items: items.map { TableViewDropItem(dragItem: $0.0, sourceIndexPath: $0.1) }, destinationIndexPath: destination,
            proposal: proposal, session: session))
    }

    /// The gap nearest a point (content coordinates): before the row under it when over its top
    /// half, after it when over its bottom half; over a section's header, its first row; below
    /// a section's rows (or past every section), after its last row. `nil` with no section.
    override func gapIndexPath(at point: Point) -> IndexPath? {
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

    /// The row's frame, or a 3-point line across the table at the gap.
    override func indicatorFrame(for placement: ItemDropPlacement, at destination: IndexPath) -> Rect? {
        if placement == .onto { return table.rectForRow(at: destination) }
        let rows = table.numberOfRows(inSection: destination.section)
        let y: Double
        if destination.row < rows {
            y = table.rectForRow(at: destination).minY
        } else if rows > 0 {
            y = table.rectForRow(at: IndexPath(row: rows - 1, section: destination.section)).maxY
        } else {
            y = table.rect(forSection: destination.section).midY
        }
        let inset = table.rowInset, width = table.bounds.width - 2 * inset
        return Rect(x: inset + 8, y: y - 1.5, width: Swift.max(0, width - 16), height: 3)
    }
}
