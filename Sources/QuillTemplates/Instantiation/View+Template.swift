import QuillTemplateFormats
import QuillFoundation
import QuillViews

extension View {
    /// Loads the first top-level object of this class from a template named after the class
    /// (or `name`) in a bundle.
    ///
    ///     let header = try SectionHeader.loadFromTemplate(in: bundle)
    public static func loadFromTemplate(named name: String? = nil, in bundle: some TemplateBundleConvertible, owner: AnyObject? = nil, registry: TemplateRegistry = .shared) throws -> Self {
        let template = try Template.named(name ?? String(describing: self), in: bundle)
        return try template.firstObject(of: self, owner: owner, registry: registry)
    }

    /// The classic composite pattern: instantiates a template with this view as File's Owner,
    /// adds its first top-level view as a subview filling the bounds (resizing with it), and
    /// returns that content view. Call it from `awakeFromNib()` or an initializer.
    @discardableResult
    public func loadContentFromTemplate(named name: String, in bundle: some TemplateBundleConvertible, registry: TemplateRegistry = .shared) throws -> View {
        let template = try Template.named(name, in: bundle)
        let objects = try template.instantiate(owner: self, registry: registry)
        guard let content = objects.lazy.compactMap({ $0 as? View }).first else {
            throw TemplateError(
                "the template holds no top-level view to use as content", at: SourceLocation(file: template.document.path),
                hint: "add a View as its first object")
        }
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
        return content
    }
}
