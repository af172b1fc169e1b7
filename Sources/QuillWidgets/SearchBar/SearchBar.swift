import QuillFoundation
import QuillGraphics
import QuillViews

/// A field for search text with a magnifying glass, in a bar (UIKit's `UISearchBar`): the
/// delegate hears each change of the text, Return (search) and the Cancel button, shown with
/// `showsCancelButton`.
///
///     let search = SearchBar(frame: Rect(x: 0, y: 0, width: 320, height: 56))
///     search.placeholder = "Search contacts"
///     search.delegate = self      // searchBar(_:textDidChange:) filters the list
@MainActor
open class SearchBar: View {
    /// The field the text is typed in (UIKit's `searchTextField`).
    public let searchTextField = TextField(frame: .zero)
    /// The Cancel button, shown with `showsCancelButton`.
    public let cancelButton = Button(title: "Cancel", style: .plain)
    private let magnifier = ImageView(image: Image(systemName: "magnifyingglass", pointSize: 15))
    private let events = SearchFieldEvents()

    /// Receives the bar's events.
    public weak var delegate: (any SearchBarDelegate)?

    /// The height of a search bar.
    public static let height = 56.0

    /// Creates a search bar.
    public override init(frame: Rect) {
        super.init(frame: frame)
        commonInit()
    }

    /// Creates the search bar a template describes by name (see `View.init(coder:)`); the
    /// template sets its frame and properties afterwards.
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
        commonInit()
    }

    /// What both initializers set up.
    private func commonInit() {
        events.bar = self
        magnifier.tintColor = .secondaryLabel
        magnifier.frame.size = Size(width: 18, height: 18)
        magnifier.isAccessibilityElement = false
        searchTextField.backgroundColor = Color(red8: 118, green8: 118, blue8: 128, alpha8: 31)
        searchTextField.borderWidth = 0
        searchTextField.cornerRadius = 10
        searchTextField.leftView = magnifier
        searchTextField.font = .systemFont(ofSize: 17)
        searchTextField.placeholder = "Search"
        searchTextField.accessibilityTraits = [.searchField]
        searchTextField.delegate = events
        searchTextField.addAction(for: .editingChanged) { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBar(self, textDidChange: self.text ?? "")
        }
        cancelButton.isHidden = true
        cancelButton.addAction(for: .touchUpInside) { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarCancelButtonClicked(self)
        }
        for view in [searchTextField, cancelButton] as [View] { addSubview(view) }
        searchBarStyleDidChange()
    }

    /// The search text.
    public var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue ?? "" }
    }

    /// The grey text shown while the field is empty. Default "Search".
    public var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// Whether the Cancel button shows at the trailing end.
    public var showsCancelButton = false {
        didSet {
            cancelButton.isHidden = !showsCancelButton
            setNeedsLayout()
        }
    }

    /// How the bar draws its background.
    public var searchBarStyle = SearchBarStyle.default { didSet { searchBarStyleDidChange() } }

    /// The bar's background colour (the prominent style's), or `nil` for the standard one.
    public var barTintColor: Color? { didSet { searchBarStyleDidChange() } }

    private func searchBarStyleDidChange() {
        backgroundColor = searchBarStyle == .minimal ? nil : barTintColor ?? .systemBackground
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let cancel = showsCancelButton ? cancelButton.sizeThatFits(.zero) : .zero
        let fieldWidth = Swift.max(0, bounds.width - 16 - (showsCancelButton ? cancel.width + 8 : 0))
        let field = Rect(x: 8, y: ((bounds.height - 36) / 2).rounded(), width: fieldWidth, height: 36)
        searchTextField.frame = mirroredForLayoutDirection(field, in: bounds)
        cancelButton.frame = mirroredForLayoutDirection(
            Rect(x: bounds.width - 8 - cancel.width, y: ((bounds.height - cancel.height) / 2).rounded(), width: cancel.width, height: cancel.height), in: bounds)
    }

    open override var intrinsicContentSize: Size? { Size(width: View.noIntrinsicMetric, height: SearchBar.height) }
}
