import Quill

/// Scenario 2: grid cells whose content is a plain view loaded from GridItem.quill, added to
/// the cell's content view, and found again with `viewWithTag(1)` to set its caption and image.
public final class GridController: GridViewDataSource, GridViewDelegate {
    /// The item names.
    public let names: [String]
    /// Items selected, in order.
    public private(set) var selections: [Int] = []
    private let template: Template?
    private let picture: Image?

    /// Creates the controller with `count` items.
    public init(count: Int = 60) {
        names = (0..<count).map { "Item \($0 + 1)" }
        template = try? Template.named("GridItem", in: TablesResources.bundle)
        picture = try? ImageCatalog.shared.image(named: "quill")
    }

    public func numberOfItems(in gridView: GridView) -> Int { names.count }

    public func gridView(_ gridView: GridView, cellForItemAt index: Int) throws -> GridViewCell {
        let cell = try gridView.dequeueReusableCell(withIdentifier: "GridCell", for: index)
        if cell.contentView.viewWithTag(1) == nil, let template {
            // First use of this cell: add the template's view to its content view.
            if let content = try template.instantiate().first as? View {
                content.frame = cell.contentView.bounds
                content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                cell.contentView.addSubview(content)
            }
        }
        let content = cell.contentView.viewWithTag(1)
        (content?.viewWithTag(3) as? Label)?.text = names[index]
        (content?.viewWithTag(2) as? ImageView)?.image = picture
        return cell
    }

    public func gridView(_ gridView: GridView, didSelectItemAt index: Int) {
        selections.append(index)
    }

    /// Registers the grid's cell class.
    public func register(on gridView: GridView) {
        gridView.register(forCellReuseIdentifier: "GridCell") {
            let cell = GridViewCell(frame: Rect(x: 0, y: 0, width: 96, height: 96), reuseIdentifier: "GridCell")
            let selected = View()
            selected.backgroundColor = Color.systemBlue.withAlphaComponent(0.25)
            selected.cornerRadius = 10
            cell.selectedBackgroundView = selected
            return cell
        }
    }
}
