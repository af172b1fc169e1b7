import QuillFoundation
import QuillViews
/// A reusable section header or footer (UIKit's `UITableViewHeaderFooterView`): a title label
/// and a content view for your own subviews.
@MainActor
open class TableViewHeaderFooterView: ReusableView {
    /// The title.
    public let textLabel = Label()
    /// Where custom subviews go.
    public let contentView = View()

    /// Creates a header or footer view with a reuse identifier.
    public init(reuseIdentifier: String?) {
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 28))
        self.reuseIdentifier = reuseIdentifier
        commonInit()
    }

    /// Creates the view a template describes by name (see `View.init(coder:)`), 320 by 28
    /// points until the template gives its size.
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
        bounds.size = Size(width: 320, height: 28)
        commonInit()
    }

    /// What both initializers set up.
    private func commonInit() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        textLabel.font = .boldSystemFont(ofSize: 13)
        textLabel.textColor = Color(red8: 109, green8: 109, blue8: 114)
        contentView.addSubview(textLabel)
        backgroundColor = Color(red8: 247, green8: 247, blue8: 247)
    }

    public required convenience init(frame: Rect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = textLabel.sizeThatFits(.zero)
        textLabel.frame = Rect(x: 15, y: bounds.height - size.height - 5, width: Swift.max(0, bounds.width - 30), height: size.height)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        textLabel.text = nil
    }
}
