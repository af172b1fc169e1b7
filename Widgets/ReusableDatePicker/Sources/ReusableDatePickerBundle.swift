import QuillControllers
import QuillTemplates
import QuillWidgetBundles

/// The ReusableDatePicker widget bundle's code: its controller class and its folder.
@MainActor
public enum ReusableDatePickerBundle {
    /// The bundle's folder (its template), found without loading its library.
    public static var bundle: WidgetBundle {
        get throws { try WidgetBundleLoader.shared.resourceBundle(named: "ReusableDatePicker") }
    }

    /// Registers `ReusableDatePickerViewController` for templates (as File's Owner class).
    /// - Throws: `TemplateError` when a class of that name is registered already.
    public static func registerClasses(in registry: TemplateRegistry = .shared) throws {
        try registry.register(ReusableDatePickerViewController.self) { ReusableDatePickerViewController() }
    }

    /// Registers the class in the shared registry unless it is there.
    static func registerIfNeeded() {
        if !TemplateRegistry.shared.isRegistered("ReusableDatePickerViewController") { try? registerClasses() }
    }
}
