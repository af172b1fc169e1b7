import QuillTemplateFormats
import QuillFoundation
import QuillViews
import QuillWidgets

extension CollectionView {
    /// Registers a cell template for a reuse identifier (UIKit's `register(_:forCellWithReuseIdentifier:)`
    /// with a nib): the template's first top-level `CollectionViewCell` is used, as
    /// `CollectionScrollView.register(_:forCellReuseIdentifier:owner:options:registry:)` describes.
    public func register(
        _ template: Template, forCellWithReuseIdentifier identifier: String, owner: AnyObject? = nil,
        options: TemplateOptions = TemplateOptions(), registry: TemplateRegistry = .shared
    ) {
        register(template, forCellReuseIdentifier: identifier, owner: owner, options: options, registry: registry)
    }

    /// Registers a template for supplementary views of a kind (section headers, footers): the
    /// template's first top-level `ReusableView` is used (a `<collectionReusableView>` in a
    /// .xib); `options` as for cells.
    public func register(
        _ template: Template, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String, owner: AnyObject? = nil,
        options: TemplateOptions = TemplateOptions(), registry: TemplateRegistry = .shared
    ) {
        register(
            forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier,
            make: TemplateCellFactory.factory(ReusableView.self, from: template, identifier: identifier, owner: owner, options: options, registry: registry))
    }
}
