import Foundation
import Quill

/// Where the Tables example's templates live (Examples/Tables/Resources in the checkout).
public enum TablesResources {
    /// The bundle of the example's templates.
    public static let bundle: TemplateBundle = {
        let here = URL(fileURLWithPath: #filePath)
        let resources = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources")
        return TemplateBundle(path: resources.path)
    }()

    /// Registers the example's classes for its templates (once).
    @MainActor
    public static func registerClasses(in registry: TemplateRegistry = .shared) {
        try? registry.register(ImagesCell.self) { ImagesCell() }
        try? registry.register(SectionHeaderView.self) { SectionHeaderView(reuseIdentifier: nil) }
        try? registry.register(AccordionController.self) { AccordionController() }
    }
}
