/// What an app tells assistive technologies happened (UIKit's `UIAccessibility.Notification`):
/// a screen reader moves to the new screen, rereads the layout, or speaks an announcement.
public enum AccessibilityNotification: Hashable, Sendable, CustomStringConvertible {
    /// A new screen appeared (a pushed or presented controller); the reader starts over, at the
    /// given view when there is one.
    case screenChanged(focus: String?)
    /// Part of the screen changed (rows added, an error shown).
    case layoutChanged
    /// Text to speak now ("Saved").
    case announcement(String)

    /// `screen changed (focus id)`, `layout changed` or `announcement "text"`, as tests and the
    /// accessibility log show it.
    public var description: String {
        switch self {
        case .screenChanged(let focus): "screen changed" + (focus.map { " (focus \($0))" } ?? "")
        case .layoutChanged: "layout changed"
        case .announcement(let text): "announcement \"\(text)\""
        }
    }
}
