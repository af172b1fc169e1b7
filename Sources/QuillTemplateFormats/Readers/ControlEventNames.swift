import QuillFoundation

/// The names templates use for control events (Interface Builder's `eventType` values).
package enum ControlEventNames {
    static let all: [(String, ControlEvents)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("touchDragInside", .touchDragInside),
        ("touchDragOutside", .touchDragOutside), ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
        ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
        ("valueChanged", .valueChanged), ("primaryActionTriggered", .primaryActionTriggered),
        ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd),
        ("editingDidEndOnExit", .editingDidEndOnExit),
    ]

    static func events(named name: String) -> ControlEvents? {
        var events: ControlEvents = []
        for part in name.split(separator: "+", omittingEmptySubsequences: false) {
            guard let match = all.first(where: { $0.0 == part }) else { return nil }
            events.formUnion(match.1)
        }
        return events.isEmpty ? nil : events
    }

    /// The name of a set of events: single names joined by `+` (`touchDown+touchUpInside`).
    static func name(of events: ControlEvents) -> String {
        all.filter { events.contains($0.1) }.map(\.0).joined(separator: "+")
    }

    /// A legacy .xib `IBEventType`: the 1-based index of the event's bit.
    package static func events(legacyIndex index: Int) -> ControlEvents? {
        guard index >= 1, index <= 32 else { return nil }
        let events = ControlEvents(rawValue: 1 << UInt32(index - 1))
        return all.contains { $0.1 == events } ? events : nil
    }

    static var names: String { all.map(\.0).joined(separator: ", ") }
}
