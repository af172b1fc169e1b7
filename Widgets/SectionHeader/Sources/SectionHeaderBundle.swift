import QuillTemplates
import QuillWidgetBundles

/// The SectionHeader widget bundle's code: its class and its folder.
@MainActor
public enum SectionHeaderBundle {
    /// The bundle's folder (its template), found without loading its library.
    public static var bundle: WidgetBundle {
        get throws { try WidgetBundleLoader.shared.resourceBundle(named: "SectionHeader") }
    }

    /// Registers `SectionHeaderView` for templates.
    /// - Throws: `TemplateError` when a class of that name is registered already.
    public static func registerClasses(in registry: TemplateRegistry = .shared) throws {
        try registry.register(SectionHeaderView.self) { SectionHeaderView(reuseIdentifier: nil) }
    }
}
