/// Which columns show beside the secondary one (UIKit's `UISplitViewController.DisplayMode`).
public enum SplitViewControllerDisplayMode: Hashable, Sendable {
    /// As many as the style has, when there is room.
    case automatic
    /// The secondary column alone.
    case secondaryOnly
    /// One column beside the secondary (the supplementary in the triple style, else the primary).
    case oneBesideSecondary
    /// The primary and the supplementary beside the secondary.
    case twoBesideSecondary
}
