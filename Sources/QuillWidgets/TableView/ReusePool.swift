/// Views waiting to be reused, by reuse identifier, with a bound per identifier so a table
/// that once showed many rows does not keep them all.
@MainActor
struct ReusePool<Element: View> {
    private var queues: [String: [Element]] = [:]
    /// The most views kept per identifier.
    var limit = 8

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

    /// How many views wait in all.
    var count: Int { queues.values.reduce(0) { $0 + $1.count } }

    /// Drops every waiting view.
    mutating func removeAll() { queues.removeAll() }
}
