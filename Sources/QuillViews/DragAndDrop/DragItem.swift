/// One thing being dragged (UIKit's `UIDragItem`): its data, and an object of the app's own
/// that a drop in the same app may use instead of loading the data.
@MainActor
public final class DragItem {
    /// The item's data.
    public let itemProvider: ItemProvider
    /// An object of the app's own (the row's model value, say), seen only by drops in this app.
    public var localObject: AnyObject?

    /// Creates a dragged item.
    public init(itemProvider: ItemProvider, localObject: AnyObject? = nil) {
        self.itemProvider = itemProvider
        self.localObject = localObject
    }
}
