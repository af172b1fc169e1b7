import QuillFoundation
import QuillTemplates
import QuillViews
import QuillTemplateFormats
import QuillWidgets
/// Manages a screen's view and its life (UIKit's `UIViewController`): the view is loaded on
/// first use, from a template when there is one (`init(nibName:bundle:)`, the class name being
/// the default template name), and the controller hears when it appears and disappears,
/// exactly once per transition, in order: `viewWillAppear` → `viewDidAppear` →
/// `viewWillDisappear` → `viewDidDisappear`.
@MainActor
open class ViewController: Responder, TemplateCreatable {
    /// The template the view is loaded from, if any.
    public let nibName: String?
    /// Where the template is looked up.
    public let nibBundle: TemplateBundle?
    /// The screen's title (shown by a navigation bar).
    open var title: String? {
        didSet {
            navigationItem.title = title
            navigationController?.updateBar()
            viewIfLoaded?.window?.updateTitleFromViewControllers()
            if let item = assignedTabBarItem, item.title == nil || item.title == oldValue { item.title = title }
        }
    }
    /// The title a window showing this controller takes: its `title` by default; a navigation
    /// controller's is its top screen's, a tab bar controller's its selected screen's.
    open var windowTitle: String? { title }

    /// The item a tab bar shows for the controller (UIKit's `tabBarItem`): by default titled
    /// after the controller.
    public var tabBarItem: TabBarItem {
        get {
            if let assignedTabBarItem { return assignedTabBarItem }
            let item = TabBarItem(title: title)
            assignedTabBarItem = item
            return item
        }
        set {
            assignedTabBarItem = newValue
            guard let tabs = tabBarController else { return }
            tabs.tabBar.items = tabs.viewControllers.map(\.tabBarItem)
            tabs.tabBar.selectedItem = tabs.selectedViewController?.tabBarItem
        }
    }
    private var assignedTabBarItem: TabBarItem?
    /// What a navigation bar shows for this screen.
    public let navigationItem = NavigationItem()
    /// The size the controller would like when presented as a sheet.
    public var preferredContentSize: Size?

    private var loadedView: View?
    private(set) var appearance: AppearanceState = .disappeared

    /// The controller that contains this one (navigation or custom container).
    public internal(set) weak var parent: ViewController?
    /// The contained controllers.
    public private(set) var children: [ViewController] = []
    /// The controller shown modally over this one.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: ViewController?
    var presentation: SheetPresentation?

    /// Creates a controller whose view comes from the template `nibName` in `bundle`
    /// (`nibName` defaults to the class name when a bundle is given). Without a bundle the
    /// view is made by `loadView()`. The bundle may be a `TemplateBundle`, a Foundation
    /// `Bundle` (`Bundle.module`) or a `WidgetBundle`.
    public init(nibName: String? = nil, bundle: (any TemplateBundleConvertible)? = nil) {
        self.nibName = nibName ?? (bundle != nil ? String(describing: Self.self) : nil)
        nibBundle = bundle?.templateBundle
        super.init()
        ControllerClasses.registerIfNeeded(in: .shared)
    }

    /// Creates a controller without a template.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates the controller a template or storyboard describes (UIKit's `init?(coder:)`);
    /// its view comes from the storyboard scene or `loadView()`. A subclass that declares its
    /// own designated initializers implements this one too, calling `super.init(coder:)`, so
    /// that storyboards can create it by name.
    public required init?(coder: TemplateCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
        ControllerClasses.registerIfNeeded(in: .shared)
    }

    // MARK: View

    /// The controller's view, loaded (and `viewDidLoad` called) on first access.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.nextResponderOverride = self
        }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// A view a template or storyboard scene made for the controller, waiting to become its
    /// view on first use (UIKit loads a storyboard controller's view lazily too).
    var templateView: View?
    /// What runs when the view loads, before `viewDidLoad` (a storyboard's embed segues).
    var viewLoadActions: [@MainActor () -> Void] = []
    /// Whether `loadView()` is running (a template it instantiates sets the view itself).
    var isLoadingView = false

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        if let made = templateView {
            templateView = nil
            view = made
        } else {
            isLoadingView = true
            loadView()
            isLoadingView = false
        }
        if loadedView == nil { view = View(frame: Rect(x: 0, y: 0, width: 320, height: 480)) }
        loadedView?.nextResponderOverride = self
        let actions = viewLoadActions
        viewLoadActions = []
        for action in actions { action() }
        viewDidLoad()
    }

    /// Makes the view. The default instantiates the template (with this controller as File's
    /// Owner; its `view` outlet, or else its first top-level view, becomes the view), or makes a
    /// plain white view when there is no template. Failures are reported and give an error view.
    open func loadView() {
        guard let nibName, let bundle = nibBundle else {
            let plain = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            plain.backgroundColor = .systemBackground
            view = plain
            return
        }
        do {
            let template = try Template.named(nibName, in: bundle)
            let objects = try template.instantiate(owner: self)
            if loadedView == nil, let first = objects.lazy.compactMap({ $0 as? View }).first { view = first }
            if loadedView == nil {
                throw TemplateError(
                    "\(nibName) gives \(type(of: self)) no view", at: QuillFoundation.SourceLocation(file: template.document.path),
                    hint: "connect File's Owner's 'view' outlet, or add a top-level view")
            }
        } catch {
            RuntimeLog.error("\(error)")
            view = ViewController.messageView(saying: "⚠ \(error)", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        }
    }

    /// A screen that only says what went wrong, in red (a view that could not be made, a
    /// storyboard that could not be found).
    package static func messageView(saying message: String, frame: Rect) -> View {
        let screen = View(frame: frame)
        screen.backgroundColor = .systemBackground
        let label = Label(frame: screen.bounds.insetBy(dx: 16, dy: 16))
        label.text = message
        label.numberOfLines = 0
        label.textColor = .systemRed
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        screen.addSubview(label)
        return screen
    }

    /// Called once after the view loaded.
    open func viewDidLoad() {}
    /// The view is about to appear.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    open override var next: Responder? { loadedView?.superview ?? presentingViewController }

    // MARK: Appearance

    func beginAppearance(_ appearing: Bool, animated: Bool) {
        switch (appearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            appearance = .appearing
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            viewWillDisappear(animated)
        default:
            break
        }
    }

    func endAppearance(animated: Bool) {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(animated)
        default:
            break
        }
    }

    // MARK: Children

    /// Adds a child controller (the container adds its view).
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller moves to another parent (or none).
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller moved to another parent (or none).
    open func didMove(toParent parent: ViewController?) {}

    /// The tab bar controller this controller is in, if any.
    public var tabBarController: TabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? TabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

    /// The split view controller this controller is in, if any.
    public var splitViewController: SplitViewController? {
        var current = parent
        while let controller = current {
            if let split = controller as? SplitViewController { return split }
            current = controller.parent
        }
        return nil
    }

    // MARK: Storyboards

    /// The storyboard the controller was made from (UIKit's `storyboard`), or `nil`.
    public internal(set) var storyboard: Storyboard?
    /// The segues of the controller's scene, when a storyboard made it.
    var storyboardSegues: [StoryboardSegueDescription] = []

    /// A segue from this controller is about to run: give the destination what it needs
    /// (`segue.destination`). `sender` is the control, cell or bar button item that triggered
    /// it, or what was passed to `performSegue(withIdentifier:sender:)`. Does nothing by default.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Whether a segue that a control, cell or bar button item triggers should run; not asked
    /// for `performSegue(withIdentifier:sender:)`. `true` by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Whether an unwind segue for `action` ends at this controller: by default, when the
    /// controller declares an `@Action` of that name taking a `StoryboardSegue`
    /// (`@Action var unwindToList = ListController.unwindToList`).
    open func canPerformUnwindSegueAction(_ action: String, from source: ViewController, sender: Any?) -> Bool {
        DeclaredActions.accepts(action, target: self, sender: StoryboardSegue(identifier: nil, source: source, destination: self))
    }

    /// The navigation controller this controller is in, if any.
    public var navigationController: NavigationController? {
        var current: ViewController? = self
        while let controller = current {
            if let navigation = controller as? NavigationController, navigation !== self { return navigation }
            current = controller.parent
        }
        return nil
    }
}
