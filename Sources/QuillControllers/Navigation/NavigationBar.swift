import QuillFoundation
import QuillGraphics
import QuillViews
import QuillWidgets
/// The bar at the top of a navigation controller: the top screen's title in the middle, a back
/// button (or a left item) and a right item. The back button is a chevron before the title of
/// the screen below. In a right-to-left interface the bar mirrors: the back button and left
/// item stand at the right, the chevron points right.
@MainActor
public final class NavigationBar: View {
    /// The height of the bar.
    public static let height = 44.0
    /// The title label.
    public let titleLabel = Label()
    /// The back button or left item's button.
    public let leftButton = Button(frame: .zero, style: .plain)
    /// The right item's button.
    public let rightButton = Button(frame: .zero, style: .plain)
    private var leftItem: BarButtonItem?
    private var rightItem: BarButtonItem?
    /// The back button's chevron: `chevron.backward`, mirrored in right-to-left layouts.
    private static let backChevron = Image(systemName: "chevron.backward", pointSize: 20)
    var onBack: (() -> Void)?

    /// Creates a bar; `items` gives it what it shows.
    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(red8: 248, green8: 248, blue8: 250)
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = [.staticText, .header]
        addSubview(titleLabel)
        addSubview(leftButton)
        addSubview(rightButton)
        leftButton.imageTitleSpacing = 3
        leftButton.addAction(for: .touchUpInside) { [weak self] _ in self?.leftTapped() }
        rightButton.addAction(for: .touchUpInside) { [weak self] _ in self?.rightItem?.trigger() }
        let line = View(frame: Rect(x: 0, y: frame.height - 1, width: frame.width, height: 1))
        line.backgroundColor = .separator
        line.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        addSubview(line)
    }

    /// Creates the navigation bar a template describes by name (see `View.init(coder:)`).
    public required convenience init?(coder: TemplateCoder) {
        self.init(frame: Rect(x: 0, y: 0, width: 320, height: 44))
    }

    /// The items of a bar used on its own (not by a navigation controller), bottom first: the
    /// last is shown, with a back button titled after the one below it.
    public var items: [NavigationItem] = [] {
        didSet {
            guard let top = items.last else { return }
            show(top, backTitle: items.count > 1 ? items[items.count - 2].backButtonTitle ?? items[items.count - 2].title ?? "Back" : nil)
        }
    }

    /// The item shown.
    public var topItem: NavigationItem? { items.last }

    /// Shows a screen's item; `backTitle` is the back button's title, or `nil` for none.
    func show(_ item: NavigationItem, backTitle: String?) {
        titleLabel.text = item.title
        leftButton.setImage(nil, for: .normal)
        leftItem = item.leftBarButtonItem
        rightItem = item.rightBarButtonItem
        if let left = item.leftBarButtonItem {
            left.configure(leftButton)
        } else if let backTitle, !item.hidesBackButton {
            configure(leftButton, title: backTitle, bold: false)
            leftButton.setImage(NavigationBar.backChevron, for: .normal)
            leftButton.accessibilityHint = "Goes back to \(backTitle)"
            leftButton.isEnabled = true
        } else {
            leftButton.isHidden = true
        }
        if let right = item.rightBarButtonItem {
            right.configure(rightButton)
        } else {
            rightButton.isHidden = true
        }
        setNeedsLayout()
    }

    private func configure(_ button: Button, title: String, bold: Bool) {
        button.isHidden = false
        button.setTitle(title, for: .normal)
        button.titleFont = bold ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
    }

    private func leftTapped() {
        if let leftItem { leftItem.trigger() } else { onBack?() }
    }

    /// A bar is 44 points tall, as wide as it is made.
    public override var intrinsicContentSize: Size? { Size(width: View.noIntrinsicMetric, height: NavigationBar.height) }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let left = leftButton.isHidden ? .zero : leftButton.sizeThatFits(.zero)
        let right = rightButton.isHidden ? .zero : rightButton.sizeThatFits(.zero)
        // The left item is the leading one: at the right in right-to-left layouts.
        leftButton.frame = mirroredForLayoutDirection(
            Rect(x: 8, y: ((bounds.height - left.height) / 2).rounded(), width: left.width, height: left.height), in: bounds)
        rightButton.frame = mirroredForLayoutDirection(
            Rect(x: bounds.width - 8 - right.width, y: ((bounds.height - right.height) / 2).rounded(), width: right.width, height: right.height), in: bounds)
        let side = Swift.max(left.width, right.width) + 16
        titleLabel.frame = Rect(x: side, y: 12, width: Swift.max(0, bounds.width - 2 * side), height: 20)
    }
}
