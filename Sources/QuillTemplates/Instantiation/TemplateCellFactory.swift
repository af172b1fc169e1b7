import QuillTemplateFormats
import QuillFoundation
import QuillViews
import QuillWidgets

/// Makes reusable views from templates for tables and grids, and counts how many it made.
@MainActor
public enum TemplateCellFactory {
    /// How many cells have been made from templates in this process (for benchmarks).
    public private(set) static var instantiations = 0

    /// What a table or grid runs to make a view of class `type` for `identifier` from
    /// `template` (with `owner` as File's Owner while it lives): what template registrations pass.
    /// `prepare`, when given, sees each cell with the instance it came from (the objects by
    /// template id) before the cell is handed out.
    static func factory<Cell: View>(
        _ type: Cell.Type, from template: Template, identifier: String, owner: AnyObject?, options: TemplateOptions, registry: TemplateRegistry,
        prepare: (@MainActor (Cell, TemplateInstance) -> Void)? = nil
    ) -> @MainActor () throws -> Cell {
        { [weak owner] in try makeCell(type, from: template, identifier: identifier, owner: owner, options: options, registry: registry, prepare: prepare) }
    }

    static func makeCell<Cell: View>(
        _ type: Cell.Type, from template: Template, identifier: String, owner: AnyObject?, options: TemplateOptions, registry: TemplateRegistry,
        prepare: (@MainActor (Cell, TemplateInstance) -> Void)? = nil
    ) throws -> Cell {
        instantiations += 1
        let instance = try template.makeInstance(owner: owner, options: options, registry: registry)
        instance.reportUnregisteredClasses()
        guard let cell = instance.topLevelObjects.lazy.compactMap({ $0 as? Cell }).first else {
            throw TemplateError(
                "\(template.name) holds no top-level \(Cell.self) for reuse identifier '\(identifier)'",
                at: SourceLocation(file: template.document.path), hint: "make its first object a \(Cell.self)")
        }
        let reusable = cell as? any CollectionReusable
        let existing = reusable?.reuseIdentifier
        if let existing, existing != identifier {
            let location = instance.id(of: cell).flatMap { id in template.document.allObjects.first { $0.id == id }?.location } ?? SourceLocation(file: template.document.path)
            throw TemplateError(
                "the cell's reuse identifier '\(existing)' differs from '\(identifier)', the identifier it is registered for", at: location,
                hint: "use the same identifier in the template and in register(_:forCellReuseIdentifier:)")
        }
        reusable?.reuseIdentifier = identifier
        prepare?(cell, instance)
        return cell
    }
}
