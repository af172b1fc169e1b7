import Foundation
import IgnorableDatePickerWidget
import Quill
import ReusableDatePickerWidget
import TablesExample

/// Where the gallery's own templates are (package resources of this module), and the
/// gallery's widget bundles (the widget search path).
@MainActor
enum GalleryResources {
    /// Registers the classes of the widgets the gallery links (their bundles' libraries must
    /// then not be loaded as well: one copy of each class per process).
    static func registerLinkedWidgets() {
        TablesResources.registerClasses()
        if !TemplateRegistry.shared.isRegistered("IgnorableDatePickerView") { try? IgnorableDatePickerBundle.registerClasses() }
        if !TemplateRegistry.shared.isRegistered("ReusableDatePickerViewController") { try? ReusableDatePickerBundle.registerClasses() }
    }

    /// The gallery's templates.
    static var bundle: Bundle { Bundle.module }

    /// The path of one of the gallery's template files.
    static func path(of name: String) -> String {
        (bundle.templateBundle.path as NSString).appendingPathComponent(name)
    }

    /// A widget bundle from the search path (`QUILL_WIDGET_PATH`, `Widgets/` beside the
    /// executable, `PREFIX/share/quill/Widgets`, `./Widgets`), its code loaded if it has any.
    static func widgetBundle(named name: String) throws -> WidgetBundle {
        try WidgetBundleLoader.shared.bundle(named: name)
    }

    /// A file of a widget bundle found on the search path, for the source panel.
    static func widgetFile(_ bundle: String, _ file: String) -> GallerySource {
        let folder = WidgetBundleLoader.shared.searchPaths.lazy
            .map { ($0 as NSString).appendingPathComponent(bundle) }
            .first { FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent("bundle.yaml")) }
        return .file(title: file, path: ((folder ?? bundle) as NSString).appendingPathComponent(file))
    }
}
