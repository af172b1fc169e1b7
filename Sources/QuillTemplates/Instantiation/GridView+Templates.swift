import QuillTemplateFormats
import QuillFoundation
import QuillViews
import QuillWidgets

extension GridView {
    /// Registers a grid-cell template for a reuse identifier (see the table's counterpart).
    public func register(
        _ template: Template, forCellReuseIdentifier identifier: String, owner: AnyObject? = nil,
        options: TemplateOptions = TemplateOptions(), registry: TemplateRegistry = .shared
    ) {
        register(forCellReuseIdentifier: identifier) { [weak owner] in
            try TemplateCellFactory.makeCell(GridViewCell.self, from: template, identifier: identifier, owner: owner, options: options, registry: registry)
        }
    }
}
