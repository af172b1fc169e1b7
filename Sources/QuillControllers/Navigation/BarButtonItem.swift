import QuillWidgets
/// A button in a navigation bar (UIKit's `UIBarButtonItem`): a title and an action.
@MainActor
public final class BarButtonItem {
    /// The title.
    public var title: String
    /// Plain or bold.
    public var style: BarButtonItemStyle
    /// Whether it can be clicked.
    public var isEnabled = true { didSet { button?.isEnabled = isEnabled } }
    private var handler: (@MainActor (BarButtonItem) -> Void)?
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

    /// Performs the item's action, as a click does.
    public func trigger() {
        guard isEnabled else { return }
        handler?(self)
    }
}
