import QuillFoundation
import QuillViews

/// Screens side by side behind a tab bar (UIKit's `UITabBarController`): the bar at the bottom
/// shows each screen's `tabBarItem`; choosing an item (a click, the arrow keys on the bar, or
/// Ctrl+1 to Ctrl+9 anywhere in it) shows that screen. Screens keep their state while hidden.
@MainActor
open class TabBarController: ViewController, TabBarDelegate {
    /// The bar (its items are the screens' `tabBarItem`s).
    public let tabBar = TabBar(frame: Rect(x: 0, y: 0, width: 320, height: TabBar.height))
    /// Hears tab changes and may refuse one.
    public weak var delegate: (any TabBarControllerDelegate)?
    private let container = View()

    /// The screens, one per tab, in order. The selected screen stays selected when it is
    /// still among them.
    public var viewControllers: [ViewController] = [] {
        didSet {
            let previous = shownController ?? oldValue[safeIndex: selectedIndex]
            for old in oldValue where !viewControllers.contains(where: { $0 === old }) {
                old.removeFromParent()
            }
            for controller in viewControllers where controller.parent !== self {
                addChild(controller)
                controller.didMove(toParent: self)
            }
            tabBar.items = viewControllers.map(\.tabBarItem)
            let kept = previous.flatMap { shown in viewControllers.firstIndex { $0 === shown } }
            selectedIndex = kept ?? Swift.min(Swift.max(0, selectedIndex), Swift.max(0, viewControllers.count - 1))
            showSelected()
        }
    }

    /// The tab shown.
    public var selectedIndex = 0 {
        didSet {
            selectedIndex = viewControllers.isEmpty ? 0 : Swift.min(Swift.max(0, selectedIndex), viewControllers.count - 1)
            showSelected()
            viewIfLoaded?.window?.updateTitleFromViewControllers()
        }
    }

    /// The selected screen's title (or the tab bar controller's own).
    open override var windowTitle: String? { selectedViewController?.windowTitle ?? title }

    /// The screen shown.
    public var selectedViewController: ViewController? {
        get { viewControllers[safeIndex: selectedIndex] }
        set {
            guard let newValue, let index = viewControllers.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// The screen in the container now.
    private var shownController: ViewController?

    /// Creates a tab bar controller with no screens.
    public init() {
        super.init(nibName: nil, bundle: nil)
        tabBar.delegate = self
    }

    /// Creates the tab bar controller a storyboard describes by name (see
    /// `ViewController.init(coder:)`).
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
        tabBar.delegate = self
    }

    open override func loadView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.backgroundColor = .systemBackground
        container.frame = Rect(x: 0, y: 0, width: root.bounds.width, height: root.bounds.height - TabBar.height)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.clipsToBounds = true
        tabBar.frame = Rect(x: 0, y: root.bounds.height - TabBar.height, width: root.bounds.width, height: TabBar.height)
        tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(container)
        root.addSubview(tabBar)
        view = root
        shownController = nil
        showSelected()
    }

    open override func viewWillAppear(_ animated: Bool) { selectedViewController?.beginAppearance(true, animated: animated) }
    open override func viewDidAppear(_ animated: Bool) { selectedViewController?.endAppearance(animated: animated) }
    open override func viewWillDisappear(_ animated: Bool) { selectedViewController?.beginAppearance(false, animated: animated) }
    open override func viewDidDisappear(_ animated: Bool) { selectedViewController?.endAppearance(animated: animated) }

    /// Puts the selected screen in the container (the one shown before leaves it, with its
    /// appearance callbacks) and marks its item on the bar.
    func showSelected() {
        tabBar.selectedItem = selectedViewController?.tabBarItem
        let new = selectedViewController
        guard isViewLoaded, shownController !== new || new?.viewIfLoaded?.superview !== container else { return }
        let onScreen = appearance == .appeared || appearance == .appearing
        let old = shownController
        if onScreen, old !== new {
            old?.beginAppearance(false, animated: false)
            new?.beginAppearance(true, animated: false)
        }
        if old !== new { old?.viewIfLoaded?.removeFromSuperview() }
        if let content = new?.view {
            content.frame = container.bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(content)
        }
        shownController = new
        if onScreen, old !== new {
            old?.endAppearance(animated: false)
            new?.endAppearance(animated: false)
        }
    }

    /// The bar's item was chosen: the delegate may refuse; otherwise its screen shows.
    public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
        guard let index = viewControllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = viewControllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else {
            tabBar.selectedItem = selectedViewController?.tabBarItem
            return
        }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
        Application.shared.postAccessibilityNotification(.screenChanged(focus: controller.title))
    }

    /// Ctrl+1 to Ctrl+9 choose a tab, as in desktop tabbed windows.
    open override func keyDown(_ event: KeyEvent) {
        if event.modifiers.contains(.control), case .character(let character) = event.key, let digit = character.wholeNumberValue,
            (1...9).contains(digit), let item = tabBar.items[safeIndex: digit - 1], item.isEnabled
        {
            tabBar.selectedItem = item
            tabBar(tabBar, didSelect: item)
            return
        }
        super.keyDown(event)
    }
}
