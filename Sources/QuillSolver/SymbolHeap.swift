/// A min-heap of symbols (creation order first): the objective's candidates for entering the
/// basis, found without scanning the objective.
struct SymbolHeap {
    private var items: [Symbol] = []

    var isEmpty: Bool { items.isEmpty }
    /// The oldest symbol held.
    var min: Symbol? { items.first }

    mutating func push(_ symbol: Symbol) {
        items.append(symbol)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    @discardableResult
    mutating func popMin() -> Symbol? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if items.isEmpty { return first }
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count && items[left] < items[smallest] { smallest = left }
            if right < items.count && items[right] < items[smallest] { smallest = right }
            if smallest == parent { break }
            items.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }
}
