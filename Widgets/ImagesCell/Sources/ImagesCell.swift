import QuillFoundation
import QuillTemplates
import QuillViews
import QuillWidgets

/// A table cell with two labels, a picture and a disclosure arrow on a grey gradient that turns
/// green when selected (the MHNibTableViewCell look), made from ImagesCell.quill.
///
/// The cell is meant to be loaded at run time from its bundle, so apps need not know its class:
/// its labels and picture are the standard `textLabel`, `detailTextLabel` and `imageView`, and
/// a data source fills it like any cell:
///
///     let bundle = try WidgetBundleLoader.shared.bundle(named: "ImagesCell")
///     tableView.register(try bundle.template(named: "ImagesCell"), forCellReuseIdentifier: "ImagesCell")
///     // in tableView(_:cellForRowAt:)
///     let cell = try tableView.dequeueReusableCell(withIdentifier: "ImagesCell", for: indexPath)
///     cell.textLabel.text = "Picture 1"
///     cell.detailTextLabel?.text = "Left side"
public final class ImagesCell: TableViewCell {
    /// The bold upper label (the template's `top`).
    @Outlet public var topLabel: Label?
    /// The lower label (the template's `bottom`).
    @Outlet public var bottomLabel: Label?
    /// The picture (the template's `picture`).
    @Outlet public var pictureView: ImageView?

    /// The upper, bold label.
    public override var textLabel: Label { topLabel ?? super.textLabel }
    /// The lower label.
    public override var detailTextLabel: Label? { bottomLabel ?? super.detailTextLabel }
    /// The picture at the leading edge.
    public override var imageView: ImageView { pictureView ?? super.imageView }

    public override func prepareForReuse() {
        super.prepareForReuse()
        topLabel?.text = nil
        bottomLabel?.text = nil
    }
}
