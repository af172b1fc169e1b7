import Quill

/// What a page may use from the gallery around it: the controller to present sheets from, and
/// a place to keep its data sources and delegates alive while it is shown.
@MainActor
public final class GalleryHost {
    /// The gallery's view controller (present sheets and alerts from it).
    public let viewController: ViewController
    /// Objects the current page keeps alive (data sources, delegates, child controllers).
    public private(set) var kept: [AnyObject] = []
    var sourcesHandler: (@MainActor ([GallerySource]) -> Void)?

    /// Replaces what the source panel shows (a page that browses files shows the one picked).
    public func showSources(_ sources: [GallerySource]) { sourcesHandler?(sources) }

    init(viewController: ViewController) {
        self.viewController = viewController
    }

    /// Keeps `object` alive while the page is shown; returns it.
    @discardableResult
    public func keep<T: AnyObject>(_ object: T) -> T {
        kept.append(object)
        return object
    }

    /// Forgets what the previous page kept.
    func reset() {
        for child in viewController.children { child.removeFromParent() }
        kept.removeAll()
    }
}
