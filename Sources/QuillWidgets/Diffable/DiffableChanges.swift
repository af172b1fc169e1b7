import Foundation

/// What changed from one snapshot to the next, as a table or collection view's updates:
/// sections and items deleted (old positions), inserted (new positions), moved and reloaded.
/// Items keep their place when they can: of the items that stay in a section, the longest
/// run still in the same order stays, and only the others are moves.
struct DiffableChanges {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reloadedItems: [IndexPath] = []
    /// Whether sections that stay changed order (shown by reloading: no section moves).
    var sectionsReordered = false

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
            && movedItems.isEmpty && reloadedItems.isEmpty && !sectionsReordered
    }

    /// The changes between two snapshots. Identifiers are numbered first (one hashing pass
    /// over each snapshot); the rest works on those numbers.
    init<S, I>(from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>) {
        var sectionNumbers: [S: Int] = [:]
        func sectionNumber(_ section: S) -> Int {
            if let number = sectionNumbers[section] { return number }
            sectionNumbers[section] = sectionNumbers.count
            return sectionNumbers.count - 1
        }
        var itemNumbers: [I: Int] = [:]
        itemNumbers.reserveCapacity(old.numberOfItems + new.numberOfItems)
        func numbered(_ snapshot: DiffableDataSourceSnapshot<S, I>) -> [[Int]] {
            (0..<snapshot.numberOfSections).map { index in
                snapshot.items(inSectionAt: index).map { item in
                    if let number = itemNumbers[item] { return number }
                    let number = itemNumbers.count
                    itemNumbers[item] = number
                    return number
                }
            }
        }
        let oldItems = numbered(old), newItems = numbered(new)
        var reloaded = Set(new.reloadedItemIdentifiers.compactMap { itemNumbers[$0] })
        for section in new.reloadedSectionIdentifiers {
            reloaded.formUnion(new.itemIdentifiers(inSection: section).compactMap { itemNumbers[$0] })
        }
        self.init(
            oldSections: old.sectionIdentifiers.map(sectionNumber), oldItems: oldItems,
            newSections: new.sectionIdentifiers.map(sectionNumber), newItems: newItems,
            itemCount: itemNumbers.count, reloaded: reloaded)
    }

    /// The changes between two states whose sections and items are numbered (the same number
    /// for the same identifier in both).
    init(oldSections: [Int], oldItems: [[Int]], newSections: [Int], newItems: [[Int]], itemCount: Int, reloaded: Set<Int>) {
        let sectionCount = (oldSections + newSections).max().map { $0 + 1 } ?? 0
        var oldSectionIndex = [Int](repeating: -1, count: sectionCount), newSectionIndex = [Int](repeating: -1, count: sectionCount)
        for (index, section) in oldSections.enumerated() where oldSectionIndex[section] < 0 { oldSectionIndex[section] = index }
        for (index, section) in newSections.enumerated() where newSectionIndex[section] < 0 { newSectionIndex[section] = index }
        deletedSections = IndexSet(oldSections.indices.filter { newSectionIndex[oldSections[$0]] < 0 })
        insertedSections = IndexSet(newSections.indices.filter { oldSectionIndex[newSections[$0]] < 0 })
        sectionsReordered = oldSections.filter { newSectionIndex[$0] >= 0 } != newSections.filter { oldSectionIndex[$0] >= 0 }

        // Where each item was: section and position, or -1 (new, or in a deleted section).
        var oldSection = [Int](repeating: -1, count: itemCount), oldPosition = [Int](repeating: -1, count: itemCount)
        for section in oldItems.indices where !deletedSections.contains(section) {
            for (position, item) in oldItems[section].enumerated() {
                oldSection[item] = section
                oldPosition[item] = position
            }
        }
        var survives = [Bool](repeating: false, count: itemCount)
        for newSection in newSections.indices where !insertedSections.contains(newSection) {
            let section = oldSectionIndex[newSections[newSection]]
            var sameSection: [(old: Int, new: Int)] = []
            for (index, item) in newItems[newSection].enumerated() {
                guard oldSection[item] >= 0 else {
                    insertedItems.append(IndexPath(item: index, section: newSection))
                    continue
                }
                survives[item] = true
                if oldSection[item] == section {
                    sameSection.append((oldPosition[item], index))
                } else {
                    movedItems.append((IndexPath(item: oldPosition[item], section: oldSection[item]), IndexPath(item: index, section: newSection)))
                }
            }
            let staying = Self.longestIncreasingRun(sameSection.map(\.old))
            for (position, pair) in sameSection.enumerated() where !staying.contains(position) {
                movedItems.append((IndexPath(item: pair.old, section: section), IndexPath(item: pair.new, section: newSection)))
            }
        }
        for section in oldItems.indices where !deletedSections.contains(section) {
            for (position, item) in oldItems[section].enumerated() where !survives[item] {
                deletedItems.append(IndexPath(item: position, section: section))
            }
        }
        reloadedItems = reloaded.filter { survives[$0] }.map { IndexPath(item: oldPosition[$0], section: oldSection[$0]) }.sorted()
    }

    /// The positions (in `values`) of a longest strictly increasing subsequence, in
    /// O(n log n) (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []  // positions of the smallest tail of each run length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run = Set<Int>()
        var position = tails.last ?? -1
        while position >= 0 {
            run.insert(position)
            position = previous[position]
        }
        return run
    }
}
