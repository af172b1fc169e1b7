/// A column of a split view controller (UIKit's `UISplitViewController.Column`).
public enum SplitViewControllerColumn: Hashable, Sendable {
    /// The sidebar, at the leading edge.
    case primary
    /// The middle column of the triple-column style.
    case supplementary
    /// The content, filling the rest.
    case secondary
    /// What shows alone when the window is too narrow for columns (when set; otherwise the
    /// column last shown).
    case compact
}
