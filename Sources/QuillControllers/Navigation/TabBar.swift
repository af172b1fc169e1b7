import QuillFoundation
import QuillGraphics
import QuillViews
import QuillWidgets

/// A bar of items at the bottom of a screen, one selected (UIKit's `UITabBar`): each item's
/// image above its title, the selected one in the tint colour. A click selects an item and
/// tells the delegate; with focus, Left and Right move the selection.
@MainActor
public final class TabBar: Control {
    /// The height of a tab bar.
    public static let height = 49.0
    /// The items, in order.
    public var items: [TabBarItem] = [] { didSet { setNeedsDisplay() } }
    /// The selected item.
    public var selectedItem: TabBarItem? { didSet { setNeedsDisplay() } }
    /// Receives selections.
    public weak var delegate: (any TabBarDelegate)?

    /// Creates a tab bar.
    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(red8: 248, green8: 248, blue8: 250)
    }

    /// Creates the tab bar a template describes by name (see `View.init(coder:)`).
    public required convenience init?(coder: TemplateCoder) {
        self.init(frame: .zero)
    }

    private func itemIndex(at x: Double) -> Int? {
        guard !items.isEmpty, bounds.width > 0 else { return nil }
        let index = Int(x / (bounds.width / Double(items.count)))
        let visual = Swift.max(0, Swift.min(items.count - 1, index))
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? items.count - 1 - visual : visual
    }

    /// Selects an item as a click does, telling the delegate.
    private func select(_ index: Int) {
        guard items.indices.contains(index), items[index].isEnabled else { return }
        selectedItem = items[index]
        delegate?.tabBar(self, didSelect: items[index])
        sendActions(for: .valueChanged)
    }

    public override func beginTracking(_ event: PointerEvent) -> Bool {
        becomeFirstResponder()
        return true
    }

    public override func endTracking(_ event: PointerEvent?) {
        guard let event, isTouchInside, let index = itemIndex(at: event.location(in: self).x) else { return }
        select(index)
    }

    public override var canBecomeFirstResponder: Bool { isEnabled && !items.isEmpty }

    public override func keyDown(_ event: KeyEvent) {
        let current = items.firstIndex { $0 === selectedItem } ?? -1
        let forward = effectiveUserInterfaceLayoutDirection == .rightToLeft ? Key.left : .right
        switch event.key {
        case .left, .right: select(Swift.max(0, Swift.min(items.count - 1, current + (event.key == forward ? 1 : -1))))
        default: super.keyDown(event)
        }
    }

    public override func draw(in context: GraphicsContext) {
        context.fill(Rect(x: 0, y: 0, width: bounds.width, height: 0.5), color: .separator)
        guard !items.isEmpty else { return }
        let width = bounds.width / Double(items.count)
        let tint: Color = tintColor
        // Titles line up under where images are, if any item has one.
        let titleY: Double? = items.contains { $0.image != nil } ? 33 : nil
        for (index, item) in items.enumerated() {
            let visual = effectiveUserInterfaceLayoutDirection == .rightToLeft ? items.count - 1 - index : index
            let slot = Rect(x: Double(visual) * width, y: 0, width: width, height: bounds.height)
            let color = !item.isEnabled ? Color(white: 0.7) : item === selectedItem ? tint : Color(white: 0.56)
            if let image = item.image {
                let size = image.size
                context.draw(image.tinted(with: color), in: Rect(x: (slot.midX - size.width / 2).rounded(), y: 6, width: size.width, height: size.height))
            }
            if let title = item.title, let layout = try? TextLayout(text: title, style: TextStyle(font: .systemFont(ofSize: 10), alignment: .center), maxWidth: width - 4, library: self.context.fonts) {
                context.draw(layout, at: Point(x: slot.minX + 2, y: titleY ?? ((bounds.height - layout.size.height) / 2).rounded()), color: color)
            }
            if isFirstResponder, item === selectedItem {
                // Keyboard focus: a ring around the selected item, which the arrow keys move.
                context.strokeInside(slot.insetBy(dx: 4, dy: 3), cornerRadius: 8, lineWidth: 2, color: tint.withAlphaComponent(0.6))
            }
            if let badge = item.badgeValue, let layout = try? TextLayout(text: badge, style: TextStyle(font: .systemFont(ofSize: 12)), library: self.context.fonts) {
                let size = Size(width: Swift.max(18, layout.size.width + 10), height: 18)
                let rect = Rect(x: (slot.midX + 6).rounded(), y: 2, width: size.width, height: size.height)
                context.fill(rect, cornerRadius: 9, with: .color(.systemRed))
                context.draw(layout, at: Point(x: (rect.midX - layout.size.width / 2).rounded(), y: (rect.midY - layout.size.height / 2).rounded()), color: .white)
            }
        }
    }

    public override var intrinsicContentSize: Size? { Size(width: View.noIntrinsicMetric, height: TabBar.height) }

    /// A tab list: its value the selected item's title; adjusting it selects the next or the
    /// previous item (as the arrow keys do).
    public override var defaultAccessibility: AccessibilityDescription {
        AccessibilityDescription(isElement: true, label: "Tabs", value: selectedItem?.title, traits: [.tabBar, .adjustable])
    }

    public override func accessibilityIncrement() { step(by: 1) }
    public override func accessibilityDecrement() { step(by: -1) }

    private func step(by items: Int) {
        guard isEnabled, !self.items.isEmpty else { return }
        let current = self.items.firstIndex { $0 === selectedItem } ?? -1
        select(Swift.max(0, Swift.min(self.items.count - 1, current + items)))
    }
}
