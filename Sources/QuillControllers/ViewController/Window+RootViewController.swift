import QuillViews
extension Window {
    /// The controller whose view fills the window (UIKit's `rootViewController`). Setting it
    /// puts its view in the window and tells it it appears; the previous one disappears.
    public var rootViewController: ViewController? {
        get { contentOwner as? ViewController }
        set {
            let old = rootViewController
            guard old !== newValue else { return }
            old?.beginAppearance(false, animated: false)
            old?.viewIfLoaded?.removeFromSuperview()
            old?.endAppearance(animated: false)
            contentOwner = newValue
            guard let controller = newValue else { return }
            let content = controller.view!
            content.frame = bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            controller.beginAppearance(true, animated: false)
            insertSubview(content, at: 0)
            controller.endAppearance(animated: false)
            updateTitleFromViewControllers()
        }
    }
}
