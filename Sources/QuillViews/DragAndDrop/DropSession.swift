import QuillFoundation

/// Items dragged over a drop target (UIKit's `UIDropSession`): from a drag in this app, or
/// files and text dropped from another application.
@MainActor
public final class DropSession {
    /// The items.
    public let items: [DragItem]
    /// The drag in this app that brings the items; `nil` for a drop from another application.
    public let localDragSession: DragSession?
    /// Where the pointer is, in window coordinates.
    public internal(set) var locationInWindow: Point

    init(items: [DragItem], localDragSession: DragSession?, locationInWindow: Point) {
        self.items = items
        self.localDragSession = localDragSession
        self.locationInWindow = locationInWindow
    }

    /// Whether the items may move: only within the app, when the source allows it.
    public var allowsMoveOperation: Bool { localDragSession?.allowsMoveOperation ?? false }

    /// Where the pointer is, in a view's coordinates.
    public func location(in view: View) -> Point { view.convert(locationInWindow, from: nil) }

    /// Whether some item offers a type.
    public func hasItems(conformingTo types: [ContentType]) -> Bool {
        items.contains { item in types.contains { item.itemProvider.hasRepresentation(conformingTo: $0) } }
    }
}
