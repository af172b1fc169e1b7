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

    init<S, I>(from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let oldSectionIndex = Dictionary(oldSections.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let newSectionIndex = Dictionary(newSections.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        deletedSections = IndexSet(oldSections.indices.filter { newSectionIndex[oldSections[$0]] == nil })
        insertedSections = IndexSet(newSections.indices.filter { oldSectionIndex[newSections[$0]] == nil })
        sectionsReordered = oldSections.filter { newSectionIndex[$0] != nil } != newSections.filter { oldSectionIndex[$0] != nil }

        var oldLocation: [I: (section: Int, item: Int)] = [:]
        for section in oldSections.indices where !deletedSections.contains(section) {
            for (index, item) in old.items(inSectionAt: section).enumerated() { oldLocation[item] = (section, index) }
        }
        var survivors = Set<I>()
        for newSection in newSections.indices where !insertedSections.contains(newSection) {
            let section = oldSectionIndex[newSections[newSection]]!
            let items = new.items(inSectionAt: newSection)
            var sameSection: [(old: Int, new: Int)] = []
            for (index, item) in items.enumerated() {
                guard let location = oldLocation[item] else {
                    insertedItems.append(IndexPath(item: index, section: newSection))
                    continue
                }
                survivors.insert(item)
                if location.section == section {
                    sameSection.append((location.item, index))
                } else {
                    movedItems.append((IndexPath(item: location.item, section: location.section), IndexPath(item: index, section: newSection)))
                }
            }
            let staying = Self.longestIncreasingRun(sameSection.map(\.old))
            for (position, pair) in sameSection.enumerated() where !staying.contains(position) {
                movedItems.append((IndexPath(item: pair.old, section: section), IndexPath(item: pair.new, section: newSection)))
            }
        }
        for (item, location) in oldLocation where !survivors.contains(item) {
            deletedItems.append(IndexPath(item: location.item, section: location.section))
        }
        deletedItems.sort()
        var reloaded = new.reloadedItemIdentifiers.filter(survivors.contains)
        for section in new.reloadedSectionIdentifiers { reloaded.formUnion(new.itemIdentifiers(inSection: section).filter(survivors.contains)) }
        reloadedItems = reloaded.compactMap { oldLocation[$0].map { IndexPath(item: $0.item, section: $0.section) } }.sorted()
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
