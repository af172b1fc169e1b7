import Foundation
import QuillFoundation
import QuillViews

/// What tables and collection views share in dragging their items and taking drops among
/// them: the interactions, the drag from the view under way and the item it lifted, the drop
/// over it, where that drop would land (the gap, or the item it would go onto, with a move
/// counted as `moveRow`/`moveItem` count), and the indicator that shows it. A subclass answers
/// the questions that depend on its geometry and its delegates.
@MainActor
class ItemDragAndDrop: DragInteractionDelegate, DropInteractionDelegate {
    private unowned let scrollView: ScrollView
    let interactions = ItemDragDropInteractions()
    /// The drag from this view under way, and the item it lifted.
    private(set) var sourceSession: DragSession?
    private var sourceIndexPath: IndexPath?
    /// The drop session over the view.
    private(set) var activeDrop: DropSession?
    /// Where a drop now would land, and how; `nil` while none is over the view.
    private var target: (indexPath: IndexPath?, placement: ItemDropPlacement)?
    /// The line (or frame) that shows where a drop would go.
    let indicator = View()

    init(scrollView: ScrollView) {
        self.scrollView = scrollView
        indicator.isUserInteractionEnabled = false
        indicator.isHidden = true
        indicator.isAccessibilityElement = false
    }

    // MARK: What a subclass answers

    /// The item at a point in content coordinates.
    func itemIndexPath(at point: Point) -> IndexPath? { nil }
    /// Whether items may be lifted now (a table in editing mode says no).
    var allowsLifting: Bool { true }
    /// The delegate's items for a drag from an item.
    func dragItems(for session: DragSession, at indexPath: IndexPath) -> [DragItem] { [] }
    /// The cell showing an item, whose picture follows the pointer.
    func cell(at indexPath: IndexPath) -> View? { nil }
    /// Tells the drag delegate a drag began or ended.
    func dragWillBegin(_ session: DragSession) {}
    func dragDidEnd(_ session: DragSession, with operation: DropOperation) {}
    /// Whether the drop delegate takes these items at all.
    func canHandle(_ session: DropSession) -> Bool { false }
    /// The gap nearest a point (content coordinates).
    func gapIndexPath(at point: Point) -> IndexPath? { nil }
    /// The drop delegate's proposal for the gap, as an operation and a placement (the subclass
    /// keeps its own typed proposal for the coordinator).
    func propose(_ session: DropSession, at point: Point, gap: IndexPath?) -> (DropOperation, ItemDropPlacement) { (.cancel, .unspecified) }
    /// Hands the drop to the delegate: each item with where it came from in this view.
    func deliver(_ session: DropSession, items: [(DragItem, IndexPath?)], to destination: IndexPath?) {}
    /// Tells the drop delegate the drag over the view is over.
    func dropDidEnd(_ session: DropSession) {}
    /// Where the indicator stands for a placement at a destination (content coordinates).
    func indicatorFrame(for placement: ItemDropPlacement, at destination: IndexPath) -> Rect? { nil }

    // MARK: Lifting

    /// Whether a press at a point (content coordinates) would lift an item rather than scroll.
    func pressLiftsItem(at point: Point) -> Bool {
        interactions.drag != nil && allowsLifting && itemIndexPath(at: point) != nil
    }

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        guard allowsLifting, let indexPath = itemIndexPath(at: session.location(in: scrollView)) else { return [] }
        let items = dragItems(for: session, at: indexPath)
        guard !items.isEmpty else { return [] }
        if let cell = cell(at: indexPath) { session.sourceView = cell }
        sourceSession = session
        sourceIndexPath = indexPath
        return items
    }

    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) { dragWillBegin(session) }

    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {
        sourceSession = nil
        sourceIndexPath = nil
        dragDidEnd(session, with: operation)
    }

    // MARK: Dropping

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool { canHandle(session) }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) { activeDrop = session }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        activeDrop = session
        let point = session.location(in: scrollView)
        scrollView.autoscroll(toward: point)
        let gap = gapIndexPath(at: point)
        var (operation, placement) = propose(session, at: point, gap: gap)
        var destination = gap
        if placement == .onto {
            destination = itemIndexPath(at: point)
            if destination == nil { operation = .cancel }
        }
        target = (destination, placement)
        showIndicator(placement, at: [.copy, .move].contains(operation) ? destination : nil)
        return DropProposal(operation: operation)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {
        target = nil
        indicator.isHidden = true
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        guard let target else { return }
        let source = session.localDragSession.flatMap { $0 === sourceSession ? sourceIndexPath : nil }
        var destination = target.indexPath
        // Between items, one moved later within its section ends up one before the gap.
        if target.placement == .between, let gap = destination, let source, source.section == gap.section, source.item < gap.item {
            destination = IndexPath(item: gap.item - 1, section: gap.section)
        }
        indicator.isHidden = true
        deliver(session, items: session.items.map { ($0, source) }, to: destination)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {
        activeDrop = nil
        target = nil
        indicator.isHidden = true
        dropDidEnd(session)
    }

    /// Shows the line at the gap, or the frame around the item, when a drop would land.
    private func showIndicator(_ placement: ItemDropPlacement, at destination: IndexPath?) {
        guard let destination, placement != .unspecified, let frame = indicatorFrame(for: placement, at: destination) else {
            indicator.isHidden = true
            return
        }
        if indicator.superview !== scrollView { scrollView.addSubview(indicator) } else { scrollView.bringSubviewToFront(indicator) }
        indicator.isHidden = false
        indicator.frame = frame
        let tint = scrollView.tintColor ?? .systemBlue
        if placement == .onto {
            indicator.backgroundColor = tint.withAlphaComponent(0.15)
            indicator.borderColor = tint
            indicator.borderWidth = 2
            indicator.cornerRadius = 4
        } else {
            indicator.backgroundColor = tint
            indicator.borderWidth = 0
            indicator.cornerRadius = 1.5
        }
    }
}
