import QuillFoundation
import QuillViews
import QuillTemplates
/// A stack of screens with a bar on top (UIKit's `UINavigationController`): `push` slides a
/// screen in from the right, `pop` slides it back out, the bar shows the top screen's title,
/// a back button titled after the screen below, and its bar button items.
@MainActor
open class NavigationController: ViewController {
    /// The screens, bottom (root) to top.
    public private(set) var viewControllers: [ViewController] = []
    /// The bar.
    public let navigationBar = NavigationBar(frame: Rect(x: 0, y: 0, width: 320, height: NavigationBar.height))
    private let container = View()
    private var transitionRunning = false
    /// How long a push or pop slides.
    public static let transitionDuration = 0.35

    /// Creates a navigation controller showing a root screen.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    /// Creates a navigation controller with no screens yet (a storyboard gives it its root
    /// through a relationship segue; `setViewControllers(_:animated:)` does in code).
    public override init(nibName: String? = nil, bundle: (any TemplateBundleConvertible)? = nil) {
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Creates the navigation controller a storyboard describes by name (see
    /// `ViewController.init(coder:)`); the storyboard gives its root.
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
    }

    /// Replaces the whole stack (UIKit's `setViewControllers(_:animated:)`): the last becomes
    /// the screen on top, shown at once (the one leaving hears it disappear first, then leaves
    /// its parent). Ignored while a push or pop slides.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        guard !transitionRunning else { return }
        var unique: [ViewController] = []
        for controller in controllers where !unique.contains(where: { $0 === controller }) { unique.append(controller) }
        let oldTop = topViewController
        let leaving = viewControllers.filter { old in !unique.contains { $0 === old } }
        let newTop = unique.last
        let changesTop = newTop !== oldTop
        if isViewLoaded, changesTop, isOnScreen {
            oldTop?.beginAppearance(false, animated: false)
            newTop?.beginAppearance(true, animated: false)
        }
        for controller in leaving { controller.willMove(toParent: nil) }
        viewControllers = unique
        for controller in unique where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if isViewLoaded, changesTop {
            oldTop?.viewIfLoaded?.removeFromSuperview()
            if let newTop { install(newTop, at: 0) }
            if isOnScreen {
                oldTop?.endAppearance(animated: false)
                newTop?.endAppearance(animated: false)
            }
        }
        for controller in leaving {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        if viewControllers.isEmpty { navigationBar.show(NavigationItem(), backTitle: nil) } else { updateBar() }
    }

    /// Removes the screens above `controller`, sliding the top one out; returns them (none when
    /// `controller` is not on the stack or a slide is running).
    @discardableResult
    public func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController] {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return [] }
        return pop(to: index, animated: animated)
    }

    /// The screen on top.
    public var topViewController: ViewController? { viewControllers.last }

    open override func loadView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.backgroundColor = .systemBackground
        navigationBar.frame = Rect(x: 0, y: 0, width: root.bounds.width, height: NavigationBar.height)
        navigationBar.autoresizingMask = [.flexibleWidth]
        container.frame = Rect(x: 0, y: NavigationBar.height, width: root.bounds.width, height: root.bounds.height - NavigationBar.height)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.clipsToBounds = true
        root.addSubview(container)
        root.addSubview(navigationBar)
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        view = root
        if let top = topViewController { install(top, at: 0) }
        updateBar()
    }

    open override func viewWillAppear(_ animated: Bool) {
        topViewController?.beginAppearance(true, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        topViewController?.endAppearance(animated: animated)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        topViewController?.beginAppearance(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        topViewController?.endAppearance(animated: animated)
    }

    private func install(_ controller: ViewController, at x: Double) {
        let content = controller.view!
        content.frame = Rect(x: x, y: 0, width: container.bounds.width, height: container.bounds.height)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(content)
    }

    func updateBar() {
        guard isViewLoaded, let top = topViewController else { return }
        if top.navigationItem.title == nil { top.navigationItem.title = top.title }
        let below = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
        let backTitle = below.map { $0.navigationItem.backButtonTitle ?? $0.navigationItem.title ?? $0.title ?? "Back" }
        navigationBar.show(top.navigationItem, backTitle: backTitle)
        view.window?.updateTitleFromViewControllers()
    }

    /// The top screen's title (or the navigation controller's own).
    open override var windowTitle: String? { topViewController?.windowTitle ?? title }

    private var isOnScreen: Bool { appearance == .appeared || appearance == .appearing }

    /// Puts a screen on top, sliding it in.
    public func pushViewController(_ controller: ViewController, animated: Bool) {
        guard !transitionRunning, !viewControllers.contains(where: { $0 === controller }) else { return }
        let old = topViewController
        addChild(controller)
        viewControllers.append(controller)
        guard isViewLoaded else {
            controller.didMove(toParent: self)
            return
        }
        transition(from: old, to: controller, forward: true, animated: animated) {
            controller.didMove(toParent: self)
            Application.shared.postAccessibilityNotification(.screenChanged(focus: controller.title))
        }
    }

    /// Removes the top screen (not the root), sliding it out; returns it.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard !transitionRunning, viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.willMove(toParent: nil)
        let below = topViewController
        guard isViewLoaded else {
            top.removeFromParent()
            return top
        }
        transition(from: top, to: below, forward: false, animated: animated) {
            top.removeFromParent()
        }
        return top
    }

    /// Removes every screen above the root.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController] { pop(to: 0, animated: animated) }

    /// Removes the screens above the one at `index`, sliding the top one out.
    private func pop(to index: Int, animated: Bool) -> [ViewController] {
        guard !transitionRunning, index < viewControllers.count - 1 else { return [] }
        let removed = Array(viewControllers[(index + 1)...])
        let top = removed.last!
        viewControllers = Array(viewControllers[...index])
        for controller in removed { controller.willMove(toParent: nil) }
        guard isViewLoaded else {
            for controller in removed { controller.removeFromParent() }
            return removed
        }
        transition(from: top, to: viewControllers[index], forward: false, animated: animated) {
            for controller in removed {
                controller.viewIfLoaded?.removeFromSuperview()
                controller.removeFromParent()
            }
        }
        return removed
    }

    private func transition(from old: ViewController?, to new: ViewController?, forward: Bool, animated: Bool, done: @escaping () -> Void) {
        let width = container.bounds.width
        let onScreen = isOnScreen
        if let new { install(new, at: forward ? width : -width * 0.3) }
        if onScreen {
            old?.beginAppearance(false, animated: animated)
            new?.beginAppearance(true, animated: animated)
        }
        updateBar()
        let finish = { [weak self] in
            guard let self else { return }
            old?.viewIfLoaded?.removeFromSuperview()
            old?.viewIfLoaded?.frame.origin.x = 0
            if onScreen {
                old?.endAppearance(animated: animated)
                new?.endAppearance(animated: animated)
            }
            self.transitionRunning = false
            done()
        }
        guard animated else {
            new?.view.frame.origin.x = 0
            finish()
            return
        }
        transitionRunning = true
        View.animate(withDuration: NavigationController.transitionDuration, curve: .easeOut, animations: {
            new?.view.frame.origin.x = 0
            old?.viewIfLoaded?.frame.origin.x = forward ? -width * 0.3 : width
        }, completion: { _ in finish() })
    }
}
