import Quill

extension TemplateInstance {
    /// The view a top-level object shows: a view itself, or a view controller's view (a .xib's
    /// `<viewController>` with its `<view key="view">`); `nil` for other objects.
    @MainActor
    func shownView(of object: AnyObject) -> View? {
        if let view = object as? View { return view }
        // A controller's view is loaded here (a template gives it one that waits for first use).
        if let controller = object as? ViewController { return controller.view }
        return nil
    }

    /// The views the top-level objects show, in order.
    @MainActor
    var topLevelViews: [View] { topLevelObjects.compactMap { shownView(of: $0) } }
}
