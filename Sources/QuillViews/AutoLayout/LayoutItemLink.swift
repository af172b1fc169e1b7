/// How constraints and layout engines refer to a layout item without keeping it alive and
/// without a weak reference to it.
///
/// A weak reference moves the item's reference count to a side table for good, after which
/// every retain and release of the item (a view is retained and released many times a frame)
/// takes the runtime's slow path. Instead, a view or guide owns one link, which points at it
/// unretained, and clears the link as it is freed (in its `deinit`); constraints and engine
/// records hold the link. A `LayoutItem` of another kind (the protocol is public) gets a link
/// that holds it weakly.
@MainActor
final class LayoutItemLink {
    /// The item while it lives (a view's or guide's own link; cleared by its `deinit`).
    nonisolated(unsafe) unowned(unsafe) private var unretainedItem: (any LayoutItem)?
    /// The item as a view, `nil` for a guide (read without a dynamic cast).
    nonisolated(unsafe) unowned(unsafe) private var unretainedView: View?
    /// An item of another kind, which cannot clear a link: held weakly.
    private weak var foreignItem: (any LayoutItem)?

    /// A link to a view, owned by the view.
    init(view: View) {
        unretainedItem = view
        unretainedView = view
    }

    /// A link to a guide, owned by the guide.
    init(guide: LayoutGuide) {
        unretainedItem = guide
    }

    /// A link to an item of another kind, holding it weakly.
    init(foreign item: any LayoutItem) {
        foreignItem = item
    }

    /// The item, or `nil` once it is freed.
    var item: (any LayoutItem)? { unretainedItem ?? foreignItem }

    /// The item if it is a view, or `nil` (a guide, or freed).
    var view: View? { unretainedView }

    /// The view the item lives in and the item itself when that is not the view (a guide, or
    /// an item of another kind); `nil` once the item is freed or has no view. A view, the
    /// usual case, is read without an existential.
    var placement: (view: View, item: (any LayoutItem)?)? {
        if let view { return (view, nil) }
        guard let item, let owner = item.layoutOwner else { return nil }
        return (owner, item)
    }

    /// The item is being freed: its owner's `deinit` lets go of it here.
    nonisolated func itemWillBeFreed() {
        unretainedItem = nil
        unretainedView = nil
    }
}
