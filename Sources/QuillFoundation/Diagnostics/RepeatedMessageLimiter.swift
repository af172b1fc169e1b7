/// Caps messages that say the same thing many times: after `limit` messages of one shape (the
/// same words once names in quotes and numbers are set aside), the rest are counted, not shown,
/// and `summary` says how many there were. A hostile template wrote 242 MB of conflict
/// warnings; one real problem repeated a thousand times reads better as twenty lines and a
/// count (issue 25).
public struct RepeatedMessageLimiter: Sendable {
    /// How many messages of one shape are shown.
    public let limit: Int
    private var counts: [String: Int] = [:]
    private var firstOfShape: [String: String] = [:]
    private var order: [String] = []

    /// Creates a limiter that shows `limit` messages of each shape (20 unless told).
    public init(limit: Int = 20) { self.limit = limit }

    /// What to do with one message.
    public enum Decision: Sendable, Equatable {
        /// Show it: one of the first `limit` of its shape.
        case show
        /// Hold it back; it is the first of its shape held back (a log that cannot summarize
        /// at the end says so now).
        case holdBackFirst
        /// Hold it back.
        case holdBack
    }

    /// Counts `message` and says whether to show it.
    public mutating func decision(for message: String) -> Decision {
        let shape = Self.shape(of: message)
        let count = (counts[shape] ?? 0) + 1
        counts[shape] = count
        if count == 1 {
            order.append(shape)
            firstOfShape[shape] = message
        }
        if count <= limit { return .show }
        return count == limit + 1 ? .holdBackFirst : .holdBack
    }

    /// Counts `message`; `true` when it is to be shown.
    public mutating func admits(_ message: String) -> Bool { decision(for: message) == .show }

    /// How many messages were held back in all.
    public var heldBack: Int { counts.values.reduce(0) { $0 + Swift.max(0, $1 - limit) } }

    /// One line per shape that was held back: `and N more like this: <the first one>`, the first
    /// cut to 200 characters; empty when nothing was.
    public var summary: [String] {
        order.compactMap { shape in
            guard let count = counts[shape], count > limit, let first = firstOfShape[shape] else { return nil }
            let example = first.count > 200 ? String(first.prefix(200)) + "…" : first
            return "and \(count - limit) more like this: \(example)"
        }
    }

    /// The words of a message with what varies between repeats set aside: text in quotes
    /// (`'…'`, `"…"`) and numbers (line and column among them).
    static func shape(of message: String) -> String {
        var shape = ""
        shape.reserveCapacity(64)
        var quote: Character?
        var inNumber = false
        for character in message.prefix(400) {
            if let open = quote {
                if character == open { quote = nil; shape.append("'…'") }
                continue
            }
            if character == "'" || character == "\"" {
                quote = character
                continue
            }
            if character.isNumber {
                if !inNumber { shape.append("#") }
                inNumber = true
                continue
            }
            inNumber = false
            shape.append(character)
        }
        return shape
    }
}
