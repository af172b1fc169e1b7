import Foundation
import Quill
import SectionHeaderWidget
import QuillWidgetBundles

/// Where the Tables example's templates and widget bundles come from.
///
/// - Its own templates are package resources of this target (`Resources/`), found through
///   `Bundle.module` wherever the app is built or installed.
/// - `ImagesCell` is a code bundle loaded as a plugin (its library registers the cell class),
///   `GridCell` a data-only bundle; both are found on the widget search path
///   (`QUILL_WIDGET_PATH`, `Widgets/` beside the executable, `PREFIX/share/quill/Widgets` after
///   `make install`, `./Widgets` in a checkout).
/// - `SectionHeader` is linked into the example (the SectionHeaderWidget target).
public enum TablesResources {
    /// The bundle of the example's own templates.
    public static var bundle: Bundle { Bundle.module }

    /// Registers the example's classes for its templates (once).
    @MainActor
    public static func registerClasses(in registry: TemplateRegistry = .shared) {
        if !registry.isRegistered("SectionHeaderView") { try? SectionHeaderBundle.registerClasses(in: registry) }
        if !registry.isRegistered("AccordionController") { try? registry.register(AccordionController.self) { AccordionController() } }
    }

    /// A widget bundle by name from the search path, loading its code if it has any.
    @MainActor
    public static func widgetBundle(named name: String) throws -> WidgetBundle {
        registerClasses()
        return try WidgetBundleLoader.shared.bundle(named: name)
    }
}
