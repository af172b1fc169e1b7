/// How a swipe action looks (UIKit's `UIContextualAction.Style`).
public enum ContextualActionStyle: Hashable, Sendable {
    /// A grey button.
    case normal
    /// A red button, for actions that remove the row.
    case destructive
}
