import Foundation
import QuillFoundation
import QuillViews

/// A collection view's items as drag sources and the gaps between them as drop targets: the
/// interactions it adds for its `dragDelegate` and `dropDelegate`, what a drag from it carries,
/// and the bar (or framed item) that shows where a drop would go.
@MainActor
final class CollectionDragAndDrop: DragInteractionDelegate, DropInteractionDelegate {
    private unowned let collection: CollectionView
    private let interactions = ItemDragDropInteractions()
    /// The drag from this view under way, and the item it lifted.
    private(set) var sourceSession: DragSession?
    private var sourceIndexPath: IndexPath?
    /// The drop session over the view, and where it would land now.
    private(set) var activeDrop: DropSession?
    private var target: (indexPath: IndexPath?, proposal: CollectionViewDropProposal)?
    /// The bar between items (or the frame around an item) that shows where a drop would go.
    let indicator = View()
    /// The item the last gap was found beside, and whether the gap is at its leading edge (a
    /// gap at the end of a line shows there, not at the start of the next line).
    private var gapAnchor: (indexPath: IndexPath, leading: Bool)?

    init(collection: CollectionView) {
        self.collection = collection
        indicator.isUserInteractionEnabled = false
        indicator.isHidden = true
        indicator.isAccessibilityElement = false
    }

    /// Adds or removes the interactions as the delegates come and go.
    func update() {
        interactions.update(
            on: collection, dragging: collection.dragDelegate != nil && collection.dragInteractionEnabled,
            dropping: collection.dropDelegate != nil, delegate: self)
    }

    /// Whether a press at a point (content coordinates) would drag an item rather than scroll.
    func pressDragsItem(at point: Point) -> Bool {
        interactions.drag != nil && collection.indexPathForItem(at: point) != nil
    }

    private var isVertical: Bool {
        (collection.collectionViewLayout as? CollectionViewFlowLayout)?.scrollDirection != .horizontal
    }

    // MARK: Dragging items

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        guard let delegate = collection.dragDelegate, let indexPath = collection.indexPathForItem(at: session.location(in: collection)) else { return [] }
        let items = delegate.collectionView(collection, itemsForBeginning: session, at: indexPath)
        guard !items.isEmpty else { return [] }
        if let cell = collection.cellForItem(at: indexPath) { session.sourceView = cell }
        sourceSession = session
        sourceIndexPath = indexPath
        return items
    }

    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) {
        collection.dragDelegate?.collectionView(collection, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {
        sourceSession = nil
        sourceIndexPath = nil
        collection.dragDelegate?.collectionView(collection, dragSessionDidEnd: session, with: operation)
    }

    // MARK: Dropping among items

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        collection.dropDelegate?.collectionView(collection, canHandle: session) ?? false
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) { activeDrop = session }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        guard let delegate = collection.dropDelegate else { return DropProposal(operation: .cancel) }
        activeDrop = session
        let point = session.location(in: collection)
        collection.autoscroll(toward: point)
        let gap = gapIndexPath(at: point)
        var proposal = delegate.collectionView(collection, dropSessionDidUpdate: session, withDestinationIndexPath: gap)
        var destination = gap
        if proposal.intent == .insertIntoDestinationIndexPath {
            destination = collection.indexPathForItem(at: point)
            if destination == nil { proposal.operation = .cancel }
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
        guard let delegate = collection.dropDelegate, let target else { return }
        let source = session.localDragSession.flatMap { $0 === sourceSession ? sourceIndexPath : nil }
        var destination = target.indexPath
        // Between items, an item moved later within its section ends up one before the gap.
        if target.proposal.intent == .insertAtDestinationIndexPath, let gap = destination, let source,
           source.section == gap.section, source.item < gap.item {
            destination = IndexPath(item: gap.item - 1, section: gap.section)
        }
        indicator.isHidden = true
        delegate.collectionView(collection, performDropWith: CollectionViewDropCoordinator(
            items: session.items.map { CollectionViewDropItem(dragItem: $0, sourceIndexPath: source) },
            destinationIndexPath: destination, proposal: target.proposal, session: session))
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {
        activeDrop = nil
        target = nil
        indicator.isHidden = true
        collection.dropDelegate?.collectionView(collection, dropSessionDidEnd: session)
    }

    // MARK: Where

    /// The gap nearest a point (content coordinates): before or after the nearest item, by
    /// which half of it along its line the point is in (mirrored right to left); with no item
    /// near, the end of the last section. `nil` with no section.
    func gapIndexPath(at point: Point) -> IndexPath? {
        let sections = collection.numberOfSections
        guard sections > 0 else { return nil }
        guard let (indexPath, frame) = nearestItem(to: point) else {
            gapAnchor = nil
            return IndexPath(item: collection.numberOfItems(inSection: sections - 1), section: sections - 1)
        }
        var leading = isVertical ? point.x < frame.midX : point.y < frame.midY
        if isVertical, collection.effectiveUserInterfaceLayoutDirection == .rightToLeft { leading.toggle() }
        gapAnchor = (indexPath, leading)
        return leading ? indexPath : IndexPath(item: indexPath.item + 1, section: indexPath.section)
    }

    /// The item whose frame is nearest a point (inside it: distance 0), among those laid out
    /// within a screenful around it.
    private func nearestItem(to point: Point) -> (IndexPath, Rect)? {
        let reach = Swift.max(collection.bounds.width, collection.bounds.height, 200)
        let around = Rect(x: point.x - reach, y: point.y - reach, width: 2 * reach, height: 2 * reach)
        collection.collectionViewLayout.prepareIfNeeded()
        var best: (IndexPath, Rect, Double)?
        for attributes in collection.collectionViewLayout.layoutAttributesForElements(in: around)
        where attributes.representedElementCategory == .cell && !attributes.isHidden {
            let frame = attributes.frame
            let dx = Swift.max(frame.minX - point.x, 0, point.x - frame.maxX), dy = Swift.max(frame.minY - point.y, 0, point.y - frame.maxY)
            let distance = dx * dx + dy * dy
            if best == nil || distance < best!.2 || (distance == best!.2 && attributes.indexPath < best!.0) {
                best = (attributes.indexPath, frame, distance)
            }
        }
        return best.map { ($0.0, $0.1) }
    }

    /// Shows the bar at the gap, or the frame around the item, for a proposal that drops.
    private func showIndicator(for proposal: CollectionViewDropProposal, at destination: IndexPath?) {
        guard let destination, [.copy, .move].contains(proposal.operation), proposal.intent != .unspecified else {
            indicator.isHidden = true
            return
        }
        if indicator.superview !== collection { collection.addSubview(indicator) } else { collection.bringSubviewToFront(indicator) }
        indicator.isHidden = false
        if proposal.intent == .insertIntoDestinationIndexPath, let frame = collection.layoutAttributesForItem(at: destination)?.frame {
            indicator.frame = frame
            indicator.backgroundColor = collection.tintColor.withAlphaComponent(0.15)
            indicator.borderColor = collection.tintColor
            indicator.borderWidth = 2
            indicator.cornerRadius = 4
            return
        }
        indicator.frame = gapBar(at: destination) ?? .zero
        indicator.backgroundColor = collection.tintColor
        indicator.borderWidth = 0
        indicator.cornerRadius = 1.5
    }

    /// A thin bar beside the item the gap was found by (at its leading or trailing edge), or at
    /// the leading edge of the item at `destination`, or at the trailing edge of the section's
    /// last item when it is past the end.
    private func gapBar(at destination: IndexPath) -> Rect? {
        let count = collection.numberOfItems(inSection: destination.section)
        let rightToLeft = collection.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var (item, atLeading) = destination.item < count ? (destination.item, true) : (count - 1, false)
        if let anchor = gapAnchor, anchor.indexPath.section == destination.section,
           anchor.indexPath.item == (anchor.leading ? destination.item : destination.item - 1) {
            (item, atLeading) = (anchor.indexPath.item, anchor.leading)
        }
        guard item >= 0, let frame = collection.layoutAttributesForItem(at: IndexPath(item: item, section: destination.section))?.frame else {
            return nil
        }
        if isVertical {
            let x = (atLeading != rightToLeft) ? frame.minX : frame.maxX
            return Rect(x: x - 1.5, y: frame.minY, width: 3, height: frame.height)
        }
        let y = atLeading ? frame.minY : frame.maxY
        return Rect(x: frame.minX, y: y - 1.5, width: frame.width, height: 3)
    }
}
