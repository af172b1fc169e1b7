import QuillTemplates
import QuillTemplateFormats
import QuillViews
import QuillGraphics
/// Makes view controllers known to templates: `ViewController` (also `UIViewController`) with
/// its `view` outlet and `title`, so a template can describe a controller's screen and connect
/// File's Owner's `view`.
@MainActor
public enum ControllerClasses {
    /// Registers the controller classes in a registry, once per registry (the registry keeps
    /// the mark: a registry freed and another made at its address starts without it).
    public static func registerIfNeeded(in registry: TemplateRegistry) {
        guard registry.markInstalled("QuillControllers") else { return }
        try? registry.register(ViewController.self, name: "ViewController") { ViewController() }
        registry.addAlias("UIViewController", for: "ViewController")
        registry.addAlias("IBUIViewController", for: "ViewController")
        try? registry.register(TableViewController.self, name: "TableViewController") { TableViewController(style: .plain) }
        registry.addAlias("UITableViewController", for: "TableViewController")
        registry.addAlias("IBUITableViewController", for: "TableViewController")
        registry.addPropertyHandler("clearsSelectionOnViewWillAppear", to: TableViewController.self, expects: "true or false") { controller, value throws(TemplateValueError) in
            controller.clearsSelectionOnViewWillAppear = try value.asBool()
        }
        try? registry.register(CollectionViewController.self, name: "CollectionViewController") { CollectionViewController() }
        registry.addAlias("UICollectionViewController", for: "CollectionViewController")
        try? registry.register(NavigationController.self, name: "NavigationController") { NavigationController() }
        registry.addAlias("UINavigationController", for: "NavigationController")
        // Loaded on first use, as UIKit loads a storyboard controller's view: `viewDidLoad`
        // comes after the controller is made and prepared.
        registry.addViewSlotHandler("view", to: ViewController.self) { controller, view in
            // Its own template, being loaded by `loadView()`, sets the view at once.
            if controller.isViewLoaded || controller.isLoadingView { controller.view = view } else { controller.templateView = view }
        }
        registry.addPropertyHandler("title", to: ViewController.self, expects: "text") { controller, value throws(TemplateValueError) in
            controller.title = try value.asString()
        }
        registry.addExistingPartHandler("navigationItem", to: ViewController.self) { $0.navigationItem }
        registry.addAssignedPartHandler("tabBarItem", to: ViewController.self, of: TabBarItem.self) { $0.tabBarItem = $1 }
        try? registry.register(TabBarController.self, name: "TabBarController") { TabBarController() }
        registry.addAlias("UITabBarController", for: "TabBarController")
        try? registry.register(SplitViewController.self, name: "SplitViewController") { SplitViewController(style: .doubleColumn) }
        registry.addAlias("UISplitViewController", for: "SplitViewController")
        registerBars(in: registry)
    }

    /// Navigation items, bar button items, navigation bars and toolbars, as .xib files place
    /// them (a controller's item, a bar's `items`, an item's left and right buttons).
    /// Kept as one piece: a declarative table, one registration a line.
    private static func registerBars(in registry: TemplateRegistry) {
        func text(_ value: TemplateValue) throws(TemplateValueError) -> String { try value.asString() }
        try? registry.register(NavigationItem.self, name: "NavigationItem") { NavigationItem() }
        registry.addPropertyHandler("title", to: NavigationItem.self, expects: "text") { item, value throws(TemplateValueError) in item.title = try text(value) }
        registry.addPropertyHandler("backButtonTitle", to: NavigationItem.self, expects: "text") { item, value throws(TemplateValueError) in item.backButtonTitle = try text(value) }
        registry.addPropertyHandler("hidesBackButton", to: NavigationItem.self, expects: "true or false") { item, value throws(TemplateValueError) in item.hidesBackButton = try value.asBool() }
        registry.addAssignedPartHandler("leftBarButtonItem", to: NavigationItem.self, of: BarButtonItem.self) { $0.leftBarButtonItem = $1 }
        registry.addAssignedPartHandler("rightBarButtonItem", to: NavigationItem.self, of: BarButtonItem.self) { $0.rightBarButtonItem = $1 }
        registry.addAssignedPartHandler("backBarButtonItem", to: NavigationItem.self, of: BarButtonItem.self) { $0.backButtonTitle = $1.title }

        try? registry.register(BarButtonItem.self, name: "BarButtonItem") { BarButtonItem(title: "") }
        registry.addPropertyHandler("title", to: BarButtonItem.self, expects: "text") { item, value throws(TemplateValueError) in item.title = try text(value) }
        registry.addPropertyHandler("style", to: BarButtonItem.self, expects: "plain, bordered or done") { item, value throws(TemplateValueError) in
            item.style = try value.asSymbol([("plain", .plain), ("bordered", .plain), ("done", .done)], what: "a bar button item style")
        }
        let systemItems = BarButtonItemSystemItem.allCases.map { ($0.rawValue, $0) }
        registry.addPropertyHandler("systemItem", to: BarButtonItem.self, expects: "a standard item") { item, value throws(TemplateValueError) in
            item.setSystemItem(try value.asSymbol(systemItems, what: "a standard bar button item"))
        }
        registry.addPropertyHandler("enabled", to: BarButtonItem.self, expects: "true or false") { item, value throws(TemplateValueError) in item.isEnabled = try value.asBool() }
        registry.addPropertyHandler("width", to: BarButtonItem.self, expects: "a number") { item, value throws(TemplateValueError) in item.width = try value.asNumber() }

        try? registry.register(NavigationBar.self, name: "NavigationBar") { NavigationBar(frame: .zero) }
        registry.addAssignedPartHandler("items", to: NavigationBar.self, of: NavigationItem.self) { $0.items.append($1) }
        try? registry.register(Toolbar.self, name: "Toolbar") { Toolbar(frame: .zero) }
        registry.addAssignedPartHandler("items", to: Toolbar.self, of: BarButtonItem.self) { $0.items.append($1) }
        try? registry.register(TabBarItem.self, name: "TabBarItem") { TabBarItem() }
        registry.addPropertyHandler("title", to: TabBarItem.self, expects: "text") { item, value throws(TemplateValueError) in item.title = try text(value) }
        // Symbols by name; images of asset catalogs are not loaded for tab bar items yet.
        registry.addPropertyHandler("image", to: TabBarItem.self, expects: "an image name") { item, value throws(TemplateValueError) in
            item.image = Image(systemName: try value.asImageName(), pointSize: 22)
        }
        registry.addPropertyHandler("badgeValue", to: TabBarItem.self, expects: "text") { item, value throws(TemplateValueError) in item.badgeValue = try text(value) }
        registry.addPropertyHandler("tag", to: TabBarItem.self, expects: "a whole number") { item, value throws(TemplateValueError) in item.tag = try value.asInteger() }
        registry.addPropertyHandler("enabled", to: TabBarItem.self, expects: "true or false") { item, value throws(TemplateValueError) in item.isEnabled = try value.asBool() }
        try? registry.register(TabBar.self, name: "TabBar") { TabBar(frame: .zero) }
        registry.addAssignedPartHandler("items", to: TabBar.self, of: TabBarItem.self) { bar, item in
            bar.items.append(item)
            if bar.selectedItem == nil { bar.selectedItem = item }
        }
        registry.addOutletHandler("selectedItem", to: TabBar.self, expects: "TabBarItem") { bar, target in
            guard let item = target as? TabBarItem else { return false }
            bar.selectedItem = item
            return true
        }
        registry.addOutletHandler("delegate", to: TabBar.self, expects: "an object adopting TabBarDelegate") { bar, target in
            guard let delegate = target as? any TabBarDelegate else { return false }
            bar.delegate = delegate
            return true
        }
        for name in ["NavigationItem", "BarButtonItem", "NavigationBar", "Toolbar", "TabBar", "TabBarItem"] {
            registry.addAlias("UI" + name, for: name)
            registry.addAlias("IBUI" + name, for: name)
        }
    }
}
