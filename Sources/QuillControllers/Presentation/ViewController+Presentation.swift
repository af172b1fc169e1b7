import QuillFoundation
import QuillViews
extension ViewController {
    /// How long a sheet takes to slide in or out.
    public static let presentationDuration = 0.3

    /// Shows a controller modally as a sheet over a dimmed background, sliding up.
    /// `completion` runs when it is on screen.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, controller.presentingViewController == nil,
            let window = viewIfLoaded?.window
        else {
            completion?()
            return
        }
        presentedViewController = controller
        controller.presentingViewController = self
        let dimming = View(frame: window.bounds)
        dimming.backgroundColor = Color(white: 0, alpha: 0.4)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Load the view first: controllers may set their preferred size while loading it.
        let sheet = controller.view!
        // While it shows, a screen reader reads the sheet only.
        sheet.accessibilityViewIsModal = true
        Application.shared.postAccessibilityNotification(.screenChanged(focus: controller.title))
        let preferred = controller.preferredContentSize ?? Size(width: 420, height: 360)
        let size = Size(width: Swift.min(preferred.width, window.bounds.width - 40), height: Swift.min(preferred.height, window.bounds.height - 40))
        sheet.frame = Rect(x: ((window.bounds.width - size.width) / 2).rounded(), y: ((window.bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
        sheet.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        sheet.cornerRadius = 12
        sheet.clipsToBounds = true
        window.addSubview(dimming)
        window.addSubview(sheet)
        controller.presentation = SheetPresentation(dimmingView: dimming, sheet: sheet)
        controller.beginAppearance(true, animated: animated)
        let finish = {
            controller.endAppearance(animated: animated)
            completion?()
        }
        guard animated else {
            finish()
            return
        }
        dimming.alpha = 0
        let offset = window.bounds.height - sheet.frame.minY
        sheet.transform = Transform(translationX: 0, y: offset)
        View.animate(withDuration: ViewController.presentationDuration, curve: .easeOut, animations: {
            dimming.alpha = 1
            sheet.transform = .identity
        }, completion: { _ in finish() })
    }

    /// Dismisses the controller this one presented (or, when called on the presented one,
    /// itself), sliding it down. `completion` runs when it is gone.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentedViewController != nil ? self : presentingViewController
        guard let presenter, let presented = presenter.presentedViewController, let presentation = presented.presentation else {
            completion?()
            return
        }
        presented.beginAppearance(false, animated: animated)
        let finish = {
            presentation.dimmingView.removeFromSuperview()
            presentation.sheet.removeFromSuperview()
            presentation.sheet.transform = .identity
            presented.presentation = nil
            presented.presentingViewController = nil
            presenter.presentedViewController = nil
            presented.endAppearance(animated: animated)
            completion?()
        }
        guard animated, let window = presentation.sheet.window else {
            finish()
            return
        }
        let offset = window.bounds.height - presentation.sheet.frame.minY
        View.animate(withDuration: ViewController.presentationDuration, curve: .easeIn, animations: {
            presentation.dimmingView.alpha = 0
            presentation.sheet.transform = Transform(translationX: 0, y: offset)
        }, completion: { _ in finish() })
    }
}
