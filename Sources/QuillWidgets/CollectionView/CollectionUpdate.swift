import Foundation

/// The changes of one batch update (`performBatchUpdates`): items and sections deleted
/// (counted in the old data), inserted (counted in the new), moved and reloaded, and where
/// each old item ends up once they are applied.
struct CollectionUpdate {
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reloadedItems: [IndexPath] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()

    /// Where each old item went, by old section and item: the new section and item, or `nil`
    /// for a deleted item.
    struct Destinations {
        /// Per old section, per item: `section << 32 | item`, or -1 for deleted.
        fileprivate var packed: [[Int]]

        func destination(of indexPath: IndexPath) -> IndexPath? {
            guard indexPath.count == 2, packed.indices.contains(indexPath.section),
                packed[indexPath.section].indices.contains(indexPath.item)
            else { return nil }
            let value = packed[indexPath.section][indexPath.item]
            return value < 0 ? nil : IndexPath(item: value & 0xFFFF_FFFF, section: value >> 32)
        }
    }

    /// Where each old item goes, given the item counts before and after; `nil` when the
    /// changes do not account for the difference (UIKit raises; Quill reloads instead).
    func destinations(oldCounts: [Int], newCounts: [Int]) -> Destinations? {
        guard deletedSections.allSatisfy({ $0 >= 0 && $0 < oldCounts.count }), insertedSections.allSatisfy({ $0 >= 0 && $0 < newCounts.count }),
            oldCounts.count - deletedSections.count == newCounts.count - insertedSections.count
        else { return nil }
        let survivors = (0..<oldCounts.count).filter { !deletedSections.contains($0) }
        let targets = (0..<newCounts.count).filter { !insertedSections.contains($0) }
        var removed = [Set<Int>](repeating: [], count: oldCounts.count)
        var added = [Set<Int>](repeating: [], count: newCounts.count)
        // Each old item leaves once at most, and each new place is filled once at most.
        for indexPath in deletedItems + movedItems.map(\.from) {
            guard Self.contains(indexPath, in: oldCounts), removed[indexPath.section].insert(indexPath.item).inserted else { return nil }
        }
        for indexPath in insertedItems + movedItems.map(\.to) {
            guard Self.contains(indexPath, in: newCounts), added[indexPath.section].insert(indexPath.item).inserted else { return nil }
        }
        var packed = oldCounts.map { [Int](repeating: -1, count: $0) }
        for (old, new) in zip(survivors, targets) {
            let slots = (0..<newCounts[new]).lazy.filter { !added[new].contains($0) }
            var slot = slots.makeIterator()
            for item in 0..<oldCounts[old] where !removed[old].contains(item) {
                guard let target = slot.next() else { return nil }
                packed[old][item] = new << 32 | target
            }
            guard slot.next() == nil else { return nil }
        }
        for (from, to) in movedItems {
            packed[from.section][from.item] = to.section << 32 | to.item
        }
        return Destinations(packed: packed)
    }

    private static func contains(_ indexPath: IndexPath, in counts: [Int]) -> Bool {
        indexPath.count == 2 && counts.indices.contains(indexPath.section) && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }
}
