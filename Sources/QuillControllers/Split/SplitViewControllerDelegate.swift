/// Hears a split view controller collapse to one column and expand again (UIKit's
/// `UISplitViewControllerDelegate`). Every method has a default.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// The window became too narrow: one column shows.
    func splitViewControllerDidCollapse(_ splitViewController: SplitViewController)
    /// The window became wide enough for columns again.
    func splitViewControllerDidExpand(_ splitViewController: SplitViewController)
}

extension SplitViewControllerDelegate {
    /// Does nothing.
    public func splitViewControllerDidCollapse(_ splitViewController: SplitViewController) {}
    /// Does nothing.
    public func splitViewControllerDidExpand(_ splitViewController: SplitViewController) {}
}
