/// How many columns a split view controller has beside the secondary one (UIKit's
/// `UISplitViewController.Style`).
public enum SplitViewControllerStyle: Hashable, Sendable {
    /// A primary column (the sidebar) and the secondary (the content).
    case doubleColumn
    /// A primary, a supplementary and the secondary column (a sidebar, a list, the detail).
    case tripleColumn
}
