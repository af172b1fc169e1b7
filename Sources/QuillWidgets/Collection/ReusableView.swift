import QuillFoundation
import QuillViews
/// A view a list or grid hands out again and again by reuse identifier, such as a section
/// header (`UICollectionReusableView` in .xib files).
@MainActor
open class ReusableView: View, CollectionReusable {
    /// The identifier it is reused by.
    public var reuseIdentifier: String?

    /// Creates a view; collection views make registered supplementary view classes with it.
    public required override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Creates the view a template describes by name (see `View.init(coder:)`).
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
    }

    /// Called before the view is handed out again; the default does nothing.
    open func prepareForReuse() {}

    open override var debugDetails: [String] {
        reuseIdentifier.map { ["reuseIdentifier = \"\($0)\""] } ?? []
    }
}
