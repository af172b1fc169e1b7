/// Hears a tab bar controller's tab changes and may refuse one (UIKit's
/// `UITabBarControllerDelegate`). Every method has a default.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the user may switch to a tab (yes by default).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user switched to a tab.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Yes.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
