import QuillFoundation
import QuillViews

/// Says what a view's context menu shows and hears when it opens and closes (UIKit's
/// `UIContextMenuInteractionDelegate`).
@MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The menu for a right-click (or the Menu key) at a point in the interaction's view, or
    /// `nil` for none there.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration?
    /// The menu is about to show.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration)
    /// The menu closed (after its chosen action ran, if any).
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration)
}

extension ContextMenuInteractionDelegate {
    /// Does nothing by default.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration) {}
    /// Does nothing by default.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration) {}
}
