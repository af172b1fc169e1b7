import Foundation
import QuillFoundation
import QuillViews

extension CollectionView {
    /// Makes several changes at once and animates them together: call `insertItems`,
    /// `deleteItems`, `moveItem`, `reloadItems`, `insertSections` and `deleteSections` in
    /// `updates`, after changing the data source's data. Deleted items are counted in the old
    /// data and inserted ones in the new, as in UIKit. Surviving cells slide to their new
    /// places, deleted ones fade out and inserted ones fade in; `completion` runs when the
    /// animation ends (`true`), or at once when the changes did not match the data source's
    /// counts (`false`: the collection view then reloads instead of showing a wrong picture).
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let outer = pendingUpdate == nil
        if outer { pendingUpdate = CollectionUpdate() }
        updates()
        guard outer, let update = pendingUpdate else { return }
        pendingUpdate = nil
        apply(update, completion: completion)
    }

    /// Shows items the data source has just gained.
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems += indexPaths }
    }

    /// Removes items the data source has just lost.
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems += indexPaths }
    }

    /// Moves an item; the data source has already moved it in its data.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Asks the data source again for items whose content changed.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedItems += indexPaths }
    }

    /// Shows sections the data source has just gained.
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Removes sections the data source has just lost.
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Whether inserted, deleted or moved items are animating.
    public var isAnimatingUpdates: Bool { updateAnimation != nil }

    private func record(_ change: (inout CollectionUpdate) -> Void) {
        if pendingUpdate != nil {
            change(&pendingUpdate!)
            return
        }
        var update = CollectionUpdate()
        change(&update)
        apply(update, completion: nil)
    }

    private func apply(_ update: CollectionUpdate, completion: ((Bool) -> Void)?) {
        finishUpdateAnimation()
        if needsReload {
            // Nothing was shown from the old data yet: there is nothing to animate from.
            setNeedsLayout()
            completion?(true)
            return
        }
        let oldCounts = sectionCounts
        reloadCounts()
        guard let destinations = update.destinations(oldCounts: oldCounts, newCounts: sectionCounts) else {
            context.log.error("CollectionView: invalid batch update: the data source's item counts do not match the items inserted, deleted and moved; reloading")
            reloadData()
            completion?(false)
            return
        }
        let reloaded = Set(update.reloadedItems)
        var moved: [IndexPath: CollectionViewCell] = [:]
        var leaving: [CollectionViewCell] = []
        for (old, cell) in cellsByKey {
            if let new = destinations.destination(of: old), !reloaded.contains(old) {
                moved[new] = cell
            } else {
                leaving.append(cell)
                cellDidEndDisplaying(cell, at: old)
            }
        }
        cellsByKey = moved
        selectedItems = Set(selectedItems.compactMap(destinations.destination))
        focusedItem = focusedItem.flatMap(destinations.destination)
        // Headers and footers are shown again at their new places.
        recycleAllSupplementaryViews()
        collectionViewLayout.itemsDidMove(destinations.destination)
        collectionViewLayout.invalidateLayout()
        collectionViewLayout.prepareIfNeeded()
        guard window != nil else {
            for view in leaving { retire(view) }
            setNeedsLayout()
            completion?(true)
            return
        }
        let reloadedNow = reloaded.compactMap(destinations.destination)
        animateUpdate(inserted: Set(update.insertedItems + update.movedItems.map(\.to) + reloadedNow), leaving: leaving, completion: completion)
    }

    /// Slides the cells that stay to their new frames, fades the leaving ones out and the new
    /// ones in.
    private func animateUpdate(inserted: Set<IndexPath>, leaving: [CollectionViewCell], completion: ((Bool) -> Void)?) {
        var starts: [(view: View, from: Rect, to: Rect, fadesIn: Bool)] = []
        let survivors = cellsByKey.mapValues(\.frame)
        showElements(in: bounds)
        for (indexPath, cell) in cellsByKey {
            guard let target = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { continue }
            let from = survivors[indexPath] ?? target
            let fadesIn = survivors[indexPath] == nil && inserted.contains(indexPath)
            starts.append((cell, from, target, fadesIn))
            cell.frame = from
            if fadesIn { cell.alpha = 0 }
        }
        leavingViews = leaving
        updateAnimation = runUpdateAnimation(step: { e in
            for (view, from, to, fadesIn) in starts {
                view.frame = Rect(
                    x: from.minX + (to.minX - from.minX) * e, y: from.minY + (to.minY - from.minY) * e,
                    width: from.width + (to.width - from.width) * e, height: from.height + (to.height - from.height) * e)
                if fadesIn { view.alpha = e }
            }
            for view in leaving { view.alpha = 1 - e }
        }, finish: { [weak self] in
            self?.finishUpdateAnimation()
            completion?(true)
        })
    }

    /// Ends a running update animation at its final state.
    func finishUpdateAnimation() {
        updateAnimation?.cancel()
        updateAnimation = nil
        for view in leavingViews { retire(view) }
        leavingViews.removeAll()
        for cell in cellsByKey.values where cell.alpha != 1 { cell.alpha = 1 }
        setNeedsLayout()
    }

    /// Takes a cell that left in an update off screen and back to the reuse pool.
    private func retire(_ cell: CollectionViewCell) {
        cell.alpha = 1
        cell.removeFromSuperview()
        cellQueue.enqueue(cell)
    }
}
