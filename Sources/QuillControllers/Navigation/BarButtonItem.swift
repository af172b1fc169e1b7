import QuillFoundation
import QuillGraphics
import QuillWidgets
/// A button in a navigation bar or a toolbar (UIKit's `UIBarButtonItem`): a title, an image
/// or a standard item, and an action.
@MainActor
public final class BarButtonItem {
    /// The title.
    public var title: String
    /// Plain or bold.
    public var style: BarButtonItemStyle
    /// An image shown instead of the title.
    public var image: Image?
    /// The standard item it is, if it is one.
    public private(set) var systemItem: BarButtonItemSystemItem?
    /// The width of a fixed space (0: the standard 8 points).
    public var width = 0.0
    /// Whether it can be clicked.
    public var isEnabled = true { didSet { button?.isEnabled = isEnabled } }
    /// Text shown when the pointer rests over the item's button (and read as its description
    /// by assistive technologies); image-only items should have one.
    public var toolTip: String? { didSet { button?.toolTip = toolTip } }
    private var handler: (@MainActor (BarButtonItem) -> Void)?
    /// Actions connected by templates, called after `handler`.
    var actions: [BarButtonItemAction] = []
    /// The button showing the item in a bar, once shown.
    weak var button: Button?

    /// Creates an item with a closure.
    public init(title: String, style: BarButtonItemStyle = .plain, handler: (@MainActor (BarButtonItem) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// Creates an item that calls a method of `target` (held weakly).
    public convenience init<Target: AnyObject>(title: String, style: BarButtonItemStyle = .plain, target: Target, action: @escaping @MainActor (Target) -> (BarButtonItem) -> Void) {
        self.init(title: title, style: style) { [weak target] item in
            guard let target else { return }
            action(target)(item)
        }
    }

    /// Creates a standard item (Done, Cancel, a plus sign, a flexible space…).
    public convenience init(systemItem: BarButtonItemSystemItem, handler: (@MainActor (BarButtonItem) -> Void)? = nil) {
        self.init(title: systemItem.title ?? "", style: systemItem.isBold ? .done : .plain, handler: handler)
        self.systemItem = systemItem
        image = systemItem.symbol.flatMap { Image(systemName: $0.rawValue, pointSize: 20) }
    }

    /// Whether the item is room in a toolbar rather than a button.
    public var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// Makes the item a standard one, keeping its handler and actions (as a template sets it).
    public func setSystemItem(_ item: BarButtonItemSystemItem) {
        systemItem = item
        title = item.title ?? ""
        style = item.isBold ? .done : style
        image = item.symbol.flatMap { Image(systemName: $0.rawValue, pointSize: 20) }
    }

    /// Performs the item's action, as a click does.
    public func trigger() {
        guard isEnabled else { return }
        handler?(self)
        actions.removeAll { $0.hasTarget && $0.target == nil }
        for action in actions { action.invoke(action.target, self) }
    }

    /// Shows the item in a button of a bar.
    func configure(_ button: Button) {
        button.isHidden = false
        if let image {
            button.setImage(image, for: .normal)
            button.setTitle(nil, for: .normal)
            button.accessibilityLabel = systemItem.map { $0 == .add ? "Add" : $0.rawValue.capitalized } ?? (title.isEmpty ? nil : title)
        } else {
            button.setImage(nil, for: .normal)
            button.setTitle(title, for: .normal)
        }
        button.titleFont = style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        button.isEnabled = isEnabled
        button.toolTip = toolTip
        button.isPointerInteractionEnabled = true
        self.button = button
    }
}
