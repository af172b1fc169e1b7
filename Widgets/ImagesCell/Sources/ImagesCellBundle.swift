import QuillTemplates

/// The ImagesCell widget bundle's code: the class its library registers.
@MainActor
public enum ImagesCellBundle {
    /// Registers `ImagesCell` for templates.
    /// - Throws: `TemplateError` when a class of that name is registered already.
    public static func registerClasses(in registry: TemplateRegistry = .shared) throws {
        try registry.register(ImagesCell.self) { ImagesCell() }
    }
}
