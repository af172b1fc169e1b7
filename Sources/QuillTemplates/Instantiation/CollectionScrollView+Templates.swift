import QuillTemplateFormats
import QuillFoundation
import QuillViews
import QuillWidgets

extension CollectionScrollView {
    /// Registers a cell template for a reuse identifier: cells are made by instantiating the
    /// template (parsed once) only when no cell waits to be reused. The template's first
    /// top-level cell of the collection's kind (a `TableViewCell`, a `GridViewCell`) is used; its
    /// reuse identifier, when set, must equal `identifier`. `owner` becomes File's Owner of each
    /// instantiation. A class the template names that nobody registered is a warning on standard
    /// error (the cell is made as its base class); pass
    /// `options: TemplateOptions(strictness: .strict)` (in tests, say) to make it an error
    /// instead: the item then shows the error and `dequeueReusableCell` throws it.
    public func register(
        _ template: Template, forCellReuseIdentifier identifier: String, owner: AnyObject? = nil,
        options: TemplateOptions = TemplateOptions(), registry: TemplateRegistry = .shared
    ) {
        register(forCellReuseIdentifier: identifier, make: TemplateCellFactory.factory(Cell.self, from: template, identifier: identifier, owner: owner, options: options, registry: registry))
    }

    /// Registers a cell template as above, with `prepare` called on each cell made from it and
    /// the instance it came from (a storyboard wires the segues its prototype triggers).
    package func register(
        _ template: Template, forCellReuseIdentifier identifier: String, owner: AnyObject?, options: TemplateOptions, registry: TemplateRegistry,
        preparing prepare: @escaping @MainActor (Cell, TemplateInstance) -> Void
    ) {
        register(
            forCellReuseIdentifier: identifier,
            make: TemplateCellFactory.factory(Cell.self, from: template, identifier: identifier, owner: owner, options: options, registry: registry, prepare: prepare))
    }
}
