import QuillViews

extension Window {
    /// Sets the title from the view controllers shown (see `titleFollowsViewControllers`).
    func updateTitleFromViewControllers() {
        guard titleFollowsViewControllers, let root = rootViewController else { return }
        if titleWithoutViewControllers == nil { titleWithoutViewControllers = title }
        title = root.windowTitle ?? titleWithoutViewControllers ?? title
    }
}
