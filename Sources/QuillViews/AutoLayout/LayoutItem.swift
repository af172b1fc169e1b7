/// Something constraints place: a view, or a layout guide in a view.
@MainActor
public protocol LayoutItem: AnyObject {
    /// The view whose coordinates the item lives in (the view itself, or a guide's owner).
    var layoutOwner: View? { get }
    /// A name for messages.
    var layoutDescription: String { get }
}

extension LayoutItem {
    /// How constraints and engines refer to the item without keeping it alive: a view's or
    /// guide's own link, or a weak one for another kind of item.
    var itemLink: LayoutItemLink {
        if let view = self as? View { return view.layoutItemLink }
        if let guide = self as? LayoutGuide { return guide.layoutItemLink }
        return LayoutItemLink(foreign: self)
    }
}
