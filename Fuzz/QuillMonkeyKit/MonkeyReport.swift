/// What a `Monkey` run did and found.
public struct MonkeyReport: Sendable, CustomStringConvertible {
    /// The seed the run started from.
    public var seed: UInt64
    /// Events performed (including the one that broke an invariant).
    public var events = 0
    /// Frames rendered.
    public var renders = 0
    /// The broken invariants found after the first failing event; empty when the run was clean.
    public var violations: [String] = []
    /// The index of the event after which `violations` were found.
    public var failingEvent: Int?
    /// The last events before the end of the run (the failing one last), for reading a failure.
    public var recentEvents: [String] = []

    /// Whether every invariant held after every event.
    public var passed: Bool { violations.isEmpty }

    public var description: String {
        guard let failingEvent else { return "seed \(seed): \(events) events, \(renders) renders, every invariant held" }
        return """
            seed \(seed): after event \(failingEvent) of \(events):
              \(violations.prefix(10).joined(separator: "\n  "))
            the last events:
              \(recentEvents.joined(separator: "\n  "))
            """
    }
}
