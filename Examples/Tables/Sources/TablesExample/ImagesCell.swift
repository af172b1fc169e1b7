import Quill

/// Scenario 3: a cell class whose template has the same name (ImagesCell.quill), with a
/// helper that dequeues a cell or loads a new one from the template.
public final class ImagesCell: TableViewCell {
    @Outlet public var topLabel: Label?
    @Outlet public var bottomLabel: Label?
    @Outlet public var pictureView: ImageView?

    /// A cell for `tableView`: a reused one, or a new one from ImagesCell.quill. The template
    /// is checked to hold a cell whose reuse identifier is its name (scenario 5).
    public static func cell(for tableView: TableView, owner: AnyObject? = nil) throws -> ImagesCell {
        if let reused = tableView.dequeueReusableCell(withIdentifier: "ImagesCell") as? ImagesCell { return reused }
        let template = try Template.named("ImagesCell", in: TablesResources.bundle)
        return try CellTemplateLoader.cell(from: template, as: ImagesCell.self, owner: owner)
    }
}
