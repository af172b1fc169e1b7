/// Something constraints place: a view, or a layout guide in a view.
@MainActor
public protocol LayoutItem: AnyObject {
    /// The view whose coordinates the item lives in (the view itself, or a guide's owner).
    var layoutOwner: View? { get }
    /// A name for messages.
    var layoutDescription: String { get }
}
