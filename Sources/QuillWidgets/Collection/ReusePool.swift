import QuillViews
/// Views waiting to be reused, by reuse identifier, with a bound per identifier so a table
/// that once showed many rows does not keep them all.
@MainActor
struct ReusePool<Element: View> {
    private var queues: [String: [Element]] = [:]
    /// The most views kept per identifier; lowering it drops the views over the new bound
    /// (taken out of the view tree, where a collection keeps its waiting cells hidden).
    var limit = 8 {
        didSet {
            guard limit < oldValue else { return }
            for (identifier, queue) in queues where queue.count > limit {
                let kept = Swift.max(0, limit)
                for dropped in queue.prefix(queue.count - kept) { dropped.removeFromSuperview() }
                queues[identifier] = Array(queue.suffix(kept))
            }
        }
    }

    /// Takes a view for an identifier, if one is waiting.
    mutating func dequeue(_ identifier: String) -> Element? {
        queues[identifier]?.popLast()
    }

    /// Puts a view back; returns `false` when the pool is full (the view is dropped).
    @discardableResult
    mutating func enqueue(_ view: Element, identifier: String) -> Bool {
        var queue = queues[identifier, default: []]
        guard queue.count < limit else { return false }
        queue.append(view)
        queues[identifier] = queue
        return true
    }

    /// The most views waiting under one identifier (never more than `limit`).
    var largestQueue: Int { queues.values.map(\.count).max() ?? 0 }

    /// How many views wait in all.
    var count: Int { queues.values.reduce(0) { $0 + $1.count } }

    /// Drops every waiting view.
    mutating func removeAll() { queues.removeAll() }
}
