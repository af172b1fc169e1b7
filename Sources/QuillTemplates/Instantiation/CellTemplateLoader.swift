import QuillTemplateFormats
import Foundation
import QuillFoundation
import QuillViews
import QuillWidgets

/// Loads table cells from templates the way the classic articles recommend, failing fast:
/// the template must hold a cell, the cell must have a reuse identifier, and the identifier
/// must equal the template's name (so `dequeueReusableCell(withIdentifier: "ImagesCell")` and
/// `ImagesCell.xib` cannot drift apart).
@MainActor
public enum CellTemplateLoader {
    /// A new cell from a template.
    /// - Parameters:
    ///   - template: The cell's template; its file name is the expected reuse identifier.
    ///   - owner: File's Owner, if the template connects outlets to it.
    ///   - type: The cell class expected.
    ///   - options: Strictness, resource folders and image scale.
    ///   - registry: Where class names are looked up.
    /// - Throws: `TemplateError` naming the file, line and fix when the template holds no cell,
    ///   the cell has no reuse identifier, or the identifier differs from the template name.
    public static func cell<Cell: TableViewCell>(
        from template: Template, as type: Cell.Type = TableViewCell.self, owner: AnyObject? = nil,
        options: TemplateOptions = TemplateOptions(), registry: TemplateRegistry = .shared
    ) throws -> Cell {
        let instance = try template.makeInstance(owner: owner, options: options, registry: registry)
        instance.reportUnregisteredClasses()
        let path = template.document.path
        guard let cell = instance.topLevelObjects.lazy.compactMap({ $0 as? Cell }).first else {
            let held = instance.topLevelObjects.map { registry.className(of: $0) }
            throw TemplateError(
                "\(template.name) holds no top-level \(Cell.self)", at: SourceLocation(file: path),
                hint: "add a \(Cell.self) as a top-level object" + (held.isEmpty ? "" : " (it holds: \(held.joined(separator: ", ")))"))
        }
        let location = instance.id(of: cell).flatMap { id in template.document.allObjects.first { $0.id == id }?.location }
            ?? SourceLocation(file: path)
        guard let identifier = cell.reuseIdentifier, !identifier.isEmpty else {
            throw TemplateError(
                "the cell in \(template.name) has no reuse identifier", at: location,
                hint: "set its reuseIdentifier to '\(template.name)', the template's name")
        }
        guard identifier == template.name else {
            throw TemplateError(
                "the cell's reuse identifier '\(identifier)' differs from the template name '\(template.name)'", at: location,
                hint: "rename the template to \(identifier).\((path as NSString).pathExtension) or set the identifier to '\(template.name)'")
        }
        return cell
    }
}
