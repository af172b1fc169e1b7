import Foundation
import QuillFoundation
import QuillViews

/// A collection view's items as drag sources and the gaps between them as drop targets, for
/// its `dragDelegate` and `dropDelegate`: the gap before or after the nearest item along its
/// line, a bar at that item's edge (or a frame around the item a drop goes into).
@MainActor
final class CollectionDragAndDrop: ItemDragAndDrop {
    private unowned let collection: CollectionView
    /// The delegate's last proposal, handed to the coordinator.
    private var proposal = CollectionViewDropProposal(operation: .cancel)
    /// The item the last gap was found beside, and whether the gap is at its leading edge (a
    /// gap at the end of a line shows there, not at the start of the next line).
    private var gapAnchor: (indexPath: IndexPath, leading: Bool)?

    init(collection: CollectionView) {
        self.collection = collection
        super.init(scrollView: collection)
    }

    /// Adds or removes the interactions as the delegates come and go.
    func update() {
        interactions.update(
            on: collection, dragging: collection.dragDelegate != nil && collection.dragInteractionEnabled,
            dropping: collection.dropDelegate != nil, delegate: self)
    }

    private var isVertical: Bool {
        (collection.collectionViewLayout as? CollectionViewFlowLayout)?.scrollDirection != .horizontal
    }

    override func itemIndexPath(at point: Point) -> IndexPath? { collection.indexPathForItem(at: point) }
    override var allowsLifting: Bool { collection.dragDelegate != nil }
    override func dragItems(for session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        collection.dragDelegate?.collectionView(collection, itemsForBeginning: session, at: indexPath) ?? []
    }
    override func cell(at indexPath: IndexPath) -> View? { collection.cellForItem(at: indexPath) }
    override func dragWillBegin(_ session: DragSession) { collection.dragDelegate?.collectionView(collection, dragSessionWillBegin: session) }
    override func dragDidEnd(_ session: DragSession, with operation: DropOperation) {
        collection.dragDelegate?.collectionView(collection, dragSessionDidEnd: session, with: operation)
    }
    override func canHandle(_ session: DropSession) -> Bool { collection.dropDelegate?.collectionView(collection, canHandle: session) ?? false }
    override func dropDidEnd(_ session: DropSession) { collection.dropDelegate?.collectionView(collection, dropSessionDidEnd: session) }

    override func propose(_ session: DropSession, at point: Point, gap: IndexPath?) -> (DropOperation, ItemDropPlacement) {
        guard let delegate = collection.dropDelegate else { return (.cancel, .unspecified) }
        proposal = delegate.collectionView(collection, dropSessionDidUpdate: session, withDestinationIndexPath: gap)
        switch proposal.intent {
        case .insertAtDestinationIndexPath: return (proposal.operation, .between)
        case .insertIntoDestinationIndexPath: return (proposal.operation, .onto)
        case .unspecified: return (proposal.operation, .unspecified)
        }
    }

    override func deliver(_ session: DropSession, items: [(DragItem, IndexPath?)], to destination: IndexPath?) {
        collection.dropDelegate?.collectionView(collection, performDropWith: CollectionViewDropCoordinator(
            items: items.map { CollectionViewDropItem(dragItem: $0.0, sourceIndexPath: $0.1) }, destinationIndexPath: destination,
            proposal: proposal, session: session))
    }

    /// The gap nearest a point (content coordinates): before or after the nearest item, by
    /// which half of it along its line the point is in (mirrored right to left); with no item
    /// near, the end of the last section. `nil` with no section.
    override func gapIndexPath(at point: Point) -> IndexPath? {
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

    /// The item's frame, or a 3-point bar beside the item the gap was found by (at its leading or
    /// trailing edge), else at the leading edge of the item at the destination, or the trailing
    /// edge of the section's last item past the end.
    override func indicatorFrame(for placement: ItemDropPlacement, at destination: IndexPath) -> Rect? {
        if placement == .onto { return collection.layoutAttributesForItem(at: destination)?.frame }
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
