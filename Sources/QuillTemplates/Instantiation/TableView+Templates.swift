import QuillTemplateFormats
import QuillFoundation
import QuillViews
import QuillWidgets

extension TableView {
    /// Registers a header or footer template for a reuse identifier (`options` as for cells:
    /// `CollectionScrollView.register(_:forCellReuseIdentifier:owner:options:registry:)`).
    public func register(
        _ template: Template, forHeaderFooterViewReuseIdentifier identifier: String, owner: AnyObject? = nil,
        options: TemplateOptions = TemplateOptions(), registry: TemplateRegistry = .shared
    ) {
        register(forHeaderFooterViewReuseIdentifier: identifier, make: TemplateCellFactory.factory(View.self, from: template, identifier: identifier, owner: owner, options: options, registry: registry))
    }
}
