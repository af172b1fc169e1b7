/// Hears which item of a tab bar the user selected (UIKit's `UITabBarDelegate`).
@MainActor
public protocol TabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}
