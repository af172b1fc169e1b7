import QuillControllers
import QuillTemplates
import QuillWidgetBundles

/// The IgnorableDatePicker widget bundle's code: its classes and its folder of templates.
///
/// Apps that link the `IgnorableDatePickerWidget` target call `registerClasses()` once (or
/// just use the views from code); apps that load the bundle at run time get the same classes
/// registered by the bundle's library.
@MainActor
public enum IgnorableDatePickerBundle {
    /// The bundle's folder (its templates), found without loading its library.
    public static var bundle: WidgetBundle {
        get throws { try WidgetBundleLoader.shared.resourceBundle(named: "IgnorableDatePicker") }
    }

    /// Registers `IgnorableDatePickerView` and `ClassicIgnorableDatePickerView` for templates.
    /// - Throws: `TemplateError` when a class of that name is registered already.
    public static func registerClasses(in registry: TemplateRegistry = .shared) throws {
        try registry.register(IgnorableDatePickerView.self) { IgnorableDatePickerView() }
        try registry.register(ClassicIgnorableDatePickerView.self) { ClassicIgnorableDatePickerView() }
    }

    /// Registers the classes in the shared registry unless they are there.
    static func registerIfNeeded() {
        if !TemplateRegistry.shared.isRegistered("IgnorableDatePickerView") { try? registerClasses() }
    }
}
