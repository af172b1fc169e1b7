import QuillFoundation
import QuillGraphics
import QuillViews
import QuillWidgets

/// A bar of bar button items (UIKit's `UIToolbar`), usually at the bottom of a screen: items in a
/// row from the leading edge, flexible spaces sharing what room is left, fixed spaces their
/// `width`. In a right-to-left interface the row runs from the right.
@MainActor
public final class Toolbar: View {
    /// The height of a toolbar.
    public static let height = 44.0
    /// The space between items, and at each end.
    static let spacing = 8.0
    /// The items, in order.
    public var items: [BarButtonItem] = [] {
        didSet {
            // Buttons are made at the next layout, once however many items were added.
            itemsChanged = true
            setNeedsLayout()
        }
    }
    private var buttons: [Button] = []
    private var itemsChanged = false

    /// Creates a toolbar.
    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(red8: 248, green8: 248, blue8: 250)
    }

    /// Creates the toolbar a template describes by name (see `View.init(coder:)`).
    public required convenience init?(coder: TemplateCoder) {
        self.init(frame: .zero)
    }

    private func rebuild() {
        for button in buttons { button.removeFromSuperview() }
        buttons = items.map { item in
            let button = Button(frame: .zero, style: .plain)
            if !item.isSpace {
                item.configure(button)
                button.addAction(for: .touchUpInside) { [weak item] _ in item?.trigger() }
                addSubview(button)
            }
            return button
        }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        if itemsChanged {
            itemsChanged = false
            rebuild()
        }
        let sizes = zip(items, buttons).map { item, button -> Double in
            if item.systemItem == .fixedSpace { return item.width > 0 ? item.width : Toolbar.spacing }
            return item.isSpace ? 0 : button.sizeThatFits(.zero).width
        }
        let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
        let used = sizes.reduce(0, +) + Toolbar.spacing * Double(items.count + 1)
        let share = flexible > 0 ? Swift.max(0, bounds.width - used) / Double(flexible) : 0
        var x = Toolbar.spacing
        for (index, item) in items.enumerated() {
            let width = item.systemItem == .flexibleSpace ? share : sizes[index]
            if !item.isSpace {
                let height = buttons[index].sizeThatFits(.zero).height
                buttons[index].frame = mirroredForLayoutDirection(
                    Rect(x: x, y: ((bounds.height - height) / 2).rounded(), width: width, height: height), in: bounds)
            }
            x += width + Toolbar.spacing
        }
    }

    public override var intrinsicContentSize: Size? { Size(width: View.noIntrinsicMetric, height: Toolbar.height) }
}
