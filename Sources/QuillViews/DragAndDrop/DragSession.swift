import QuillFoundation

/// A drag in progress, started by a `DragInteraction` (UIKit's `UIDragSession`, which is also
/// what a drop in the same app sees as its `localDragSession`).
@MainActor
public final class DragSession {
    /// The items dragged.
    public internal(set) var items: [DragItem]
    /// A value the source sets for its own use during the drag.
    public var localContext: AnyObject?
    /// Whether the items may move (be removed from the source) rather than only be copied.
    public var allowsMoveOperation = true
    /// The view the drag started from, whose picture follows the pointer: the interaction's
    /// view, unless the delegate names a part of it while giving the items (a table names the
    /// dragged row's cell).
    public weak var sourceView: View?
    /// Where the pointer is, in window coordinates.
    public internal(set) var locationInWindow: Point

    init(items: [DragItem], sourceView: View, locationInWindow: Point) {
        self.items = items
        self.sourceView = sourceView
        self.locationInWindow = locationInWindow
    }

    /// Where the pointer is, in a view's coordinates.
    public func location(in view: View) -> Point { view.convert(locationInWindow, from: nil) }
}
