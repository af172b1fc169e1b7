/// Whether a menu element shows a check mark (UIKit's `UIMenuElement.State`).
public enum MenuElementState: Hashable, Sendable {
    /// No mark.
    case off
    /// A check mark.
    case on
    /// A dash: some of what the item stands for is on.
    case mixed
}
