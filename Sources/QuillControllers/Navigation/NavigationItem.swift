/// What a navigation bar shows for a screen (UIKit's `UINavigationItem`).
@MainActor
public final class NavigationItem {
    /// The title in the middle of the bar.
    public var title: String?
    /// A button at the left, replacing the back button.
    public var leftBarButtonItem: BarButtonItem?
    /// A button at the right.
    public var rightBarButtonItem: BarButtonItem?
    /// Whether the back button is hidden.
    public var hidesBackButton = false
    /// The title of the back button that leads back to this screen (default: its title).
    public var backButtonTitle: String?

    /// Creates an empty item.
    public init() {}
}
