/// What a drop would do (UIKit's `UIDropOperation`).
public enum DropOperation: Hashable, Sendable {
    /// Nothing: the drop target does not want the items here.
    case cancel
    /// The target takes this kind of item, but not now (shown with the no-entry pointer).
    case forbidden
    /// The items are copied to the target (shown with a plus badge).
    case copy
    /// The items move to the target (only within the app that started the drag).
    case move
}
