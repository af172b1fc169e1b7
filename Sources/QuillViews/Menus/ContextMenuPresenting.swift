import QuillFoundation

/// An interaction that shows a context menu: the window asks the interactions of the view
/// under a right-click (and of its ancestors, nearest first), or of the focused view on the
/// Menu key or Shift+F10, until one shows a menu. `ContextMenuInteraction` is the one most
/// views use; tables and collection views have their own for rows and items.
@MainActor
public protocol ContextMenuPresenting: Interaction {
    /// Shows the menu for a point in window coordinates, if there is one there; returns
    /// whether a menu shows. `byKeyboard` is true for the Menu key and Shift+F10.
    func presentContextMenu(at locationInWindow: Point, byKeyboard: Bool) -> Bool
}
