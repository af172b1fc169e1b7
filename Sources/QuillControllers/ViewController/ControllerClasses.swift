import QuillTemplates
import QuillTemplateFormats
import QuillViews
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
        registry.addAlias("UITableViewController", for: "ViewController")
        registry.addAlias("IBUITableViewController", for: "ViewController")
        registry.addAlias("TableViewController", for: "ViewController")
        registry.addOutletHandler("view", to: ViewController.self, expects: "View") { controller, target in
            guard let view = target as? View else { return false }
            controller.view = view
            return true
        }
        registry.addPropertyHandler("title", to: ViewController.self, expects: "text") { controller, value throws(TemplateValueError) in
            controller.title = try value.asString()
        }
    }
}
