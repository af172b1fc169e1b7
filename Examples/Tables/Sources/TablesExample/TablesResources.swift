import Foundation
import Quill
import SectionHeaderWidget

/// Where the Tables example's templates and widget bundles come from.
///
/// - Its own templates are in Examples/Tables/Resources.
/// - `ImagesCell` is a code bundle loaded as a plugin (its library registers the cell class),
///   `GridCell` a data-only bundle; both are found on the widget search path, to which the
///   checkout's Widgets folder is added.
/// - `SectionHeader` is linked into the example (the SectionHeaderWidget target).
public enum TablesResources {
    private static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The bundle of the example's own templates.
    public static let bundle = TemplateBundle(path: checkout.appendingPathComponent("Examples/Tables/Resources").path)

    /// The checkout's Widgets folder.
    public static let widgetsFolder = checkout.appendingPathComponent("Widgets").path

    /// Registers the example's classes for its templates (once) and puts the checkout's
    /// widget bundles on the search path.
    @MainActor
    public static func registerClasses(in registry: TemplateRegistry = .shared) {
        if !registry.isRegistered("SectionHeaderView") { try? SectionHeaderBundle.registerClasses(in: registry) }
        if !registry.isRegistered("AccordionController") { try? registry.register(AccordionController.self) { AccordionController() } }
        let loader = WidgetBundleLoader.shared
        if !loader.searchPaths.contains(widgetsFolder) { loader.searchPaths.append(widgetsFolder) }
    }

    /// A widget bundle by name from the search path, loading its code if it has any.
    @MainActor
    public static func widgetBundle(named name: String) throws -> WidgetBundle {
        registerClasses()
        return try WidgetBundleLoader.shared.bundle(named: name)
    }
}
