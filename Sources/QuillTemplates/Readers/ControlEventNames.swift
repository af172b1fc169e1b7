import QuillViews

/// The names templates use for control events (Interface Builder's `eventType` values).
enum ControlEventNames {
    static let all: [(String, ControlEvents)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("touchDragInside", .touchDragInside),
        ("touchDragOutside", .touchDragOutside), ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
        ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
        ("valueChanged", .valueChanged), ("primaryActionTriggered", .primaryActionTriggered),
        ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd),
        ("editingDidEndOnExit", .editingDidEndOnExit),
    ]

    static func events(named name: String) -> ControlEvents? {
        all.first { $0.0 == name }?.1
    }

    /// A legacy .xib `IBEventType`: the 1-based index of the event's bit.
    static func events(legacyIndex index: Int) -> ControlEvents? {
        guard index >= 1, index <= 32 else { return nil }
        let events = ControlEvents(rawValue: 1 << UInt32(index - 1))
        return all.contains { $0.1 == events } ? events : nil
    }

    static var names: String { all.map(\.0).joined(separator: ", ") }
}
