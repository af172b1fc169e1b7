import QuillTemplates

/// The Rating widget bundle's code: the class its library registers.
@MainActor
public enum RatingBundle {
    /// Registers `RatingControl` for templates.
    /// - Throws: `TemplateError` when a class of that name is registered already.
    public static func registerClasses(in registry: TemplateRegistry = .shared) throws {
        try registry.register(RatingControl.self) { RatingControl(frame: .zero) }
    }
}
